/**
 * The JavaScript the first load of Home downloads, read from the build's index.html: the entry
 * script and every `modulepreload` link (Vite lists each static import of the entry there). Each
 * file is gzipped at level 9, as design.md §7 measures the budget; the Brotli size the server
 * sends is given beside it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  kind: 'entry' | 'modulepreload' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface FirstLoad {
  /** JavaScript only: the budgeted figure. */
  javascriptGzipBytes: number;
  javascriptBrotliBytes: number;
  chunks: ChunkSize[];
}

const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`);

/** Every `<script type="module" src>` and `<link rel="modulepreload|stylesheet" href>` of the page. */
export function firstLoadFilesOf(html: string): Pick<ChunkSize, 'file' | 'kind'>[] {
  const files: Pick<ChunkSize, 'file' | 'kind'>[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const type = ATTRIBUTE('type').exec(tag)?.[1];
    const rel = ATTRIBUTE('rel').exec(tag)?.[1];
    const src = ATTRIBUTE('src').exec(tag)?.[1];
    const href = ATTRIBUTE('href').exec(tag)?.[1];
    if (tag.startsWith('<script') && type === 'module' && src) files.push({ file: src, kind: 'entry' });
    else if (rel === 'modulepreload' && href) files.push({ file: href, kind: 'modulepreload' });
    else if (rel === 'stylesheet' && href) files.push({ file: href, kind: 'stylesheet' });
  }
  return files;
}

export async function measureFirstLoad(distDir: string): Promise<FirstLoad> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const chunks = await Promise.all(
    firstLoadFilesOf(html).map(async ({ file, kind }): Promise<ChunkSize> => {
      const content = await readFile(path.join(distDir, file));
      return {
        file,
        kind,
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
        brotliBytes: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
      };
    }),
  );
  const javascript = chunks.filter((chunk) => chunk.kind !== 'stylesheet');
  return {
    javascriptGzipBytes: sum(javascript.map((chunk) => chunk.gzipBytes)),
    javascriptBrotliBytes: sum(javascript.map((chunk) => chunk.brotliBytes)),
    chunks,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
