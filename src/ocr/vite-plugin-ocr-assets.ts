/**
 * Serves (dev) and emits (build) the files on-device OCR loads at runtime, under the site's own
 * `/ocr/`: tesseract.js' worker script, the LSTM WebAssembly cores its worker chooses from, and the
 * gzipped English model. Nothing is then fetched from tesseract.js' default CDN.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CORE_FILES, OCR_ASSETS_BASE, TRAINED_DATA_FILE, TRAINED_DATA_MODEL, TRAINED_DATA_PACKAGE, WORKER_FILE } from './ocr-settings.ts';

/** Public file name → its path on disk. */
export function ocrAssetSources(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const packageFolder = (name: string, from = require) => path.dirname(from.resolve(`${name}/package.json`));
  const tesseractFolder = packageFolder('tesseract.js');
  // The core is tesseract.js' own dependency: resolve it from there, not from the app.
  const coreFolder = packageFolder('tesseract.js-core', createRequire(path.join(tesseractFolder, 'package.json')));
  return new Map([
    [WORKER_FILE, path.join(tesseractFolder, 'dist', WORKER_FILE)],
    ...CORE_FILES.map((file): [string, string] => [file, path.join(coreFolder, file)]),
    [TRAINED_DATA_FILE, path.join(packageFolder(TRAINED_DATA_PACKAGE), TRAINED_DATA_MODEL, TRAINED_DATA_FILE)],
  ]);
}

/** The model is sent as the .gz file itself; tesseract.js unpacks it, so no Content-Encoding. */
const contentType = (file: string) => (file.endsWith('.gz') ? 'application/gzip' : 'text/javascript; charset=utf-8');

export function ocrAssets(): Plugin {
  const publicFolder = OCR_ASSETS_BASE.replace(/^\/|\/$/g, '');
  const sources = ocrAssetSources();
  return {
    name: 'ocr-assets',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
        const base = server.config.base.replace(/\/$/, '');
        const prefix = `${base}/${publicFolder}/`;
        const source = pathname.startsWith(prefix) ? sources.get(pathname.slice(prefix.length)) : undefined;
        if (!source) {
          next();
          return;
        }
        try {
          const body = await readFile(source);
          response.setHeader('Content-Type', contentType(source));
          response.setHeader('Content-Length', body.length);
          response.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      for (const [file, source] of sources) {
        this.emitFile({ type: 'asset', fileName: `${publicFolder}/${file}`, source: await readFile(source) });
      }
    },
  };
}
