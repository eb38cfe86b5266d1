/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, so
 * the server sends compressed bytes without compressing on each request (@fastify/static with
 * `preCompressed: true` picks the variant the browser accepts). Design §7: first-load budget.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like files; images other than SVG and the `.gz` OCR model are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|wasm)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality (11) is ~20 s per 4 MB file here (the OCR cores); quality 5 does such a
 * file in ~0.6 s for 17% more bytes. Only the OCR files are that big, and they load on one screen.
 */
const LARGE_FILE_BYTES = 1024 * 1024;
const BEST_BROTLI_QUALITY = 11;
const LARGE_FILE_BROTLI_QUALITY = 5;

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(outputOptions) {
        if (outputOptions.dir) await precompressFolder(outputOptions.dir);
      },
    },
  };
}

/** Compresses every compressible file under `folder` (the public folder's copies included). */
export async function precompressFolder(folder: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
  await Promise.all(files.map((entry) => writeCompressedCopies(path.join(entry.parentPath, entry.name))));
}

async function writeCompressedCopies(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const quality = content.length > LARGE_FILE_BYTES ? LARGE_FILE_BROTLI_QUALITY : BEST_BROTLI_QUALITY;
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gzipBytes)]);
}
