/**
 * On-device UTR reading in the browser. Import it dynamically (`await import('…/recognize-utr.ts')`)
 * so tesseract.js stays out of Home's first load (design.md §7). The worker script, the WebAssembly
 * core and the English model are all served by this site under `assetsBase` (see
 * vite-plugin-ocr-assets.ts); tesseract.js' CDN defaults are overridden, every one.
 */
import Tesseract from 'tesseract.js';
import { encodePgm, toDarkOnLightGrey } from './grey-image.ts';
import {
  MAX_OCR_WIDTH,
  OCR_ASSETS_BASE,
  OCR_LANGUAGE,
  PREPARED_IMAGE_PARAMETERS,
  TRAINED_DATA_CACHE_PATH,
  WORKER_FILE,
} from './ocr-settings.ts';
import { createLazyUtrReader, type OcrInput, type UtrReader } from './utr-reader.ts';

export type { UtrReading } from './utr-reader.ts';
export type BrowserUtrReader = UtrReader<Blob>;

export interface UtrReaderOptions {
  /** Where the OCR files are served, same origin; default '/ocr/'. */
  assetsBase?: string;
}

export function createUtrReader({ assetsBase = OCR_ASSETS_BASE }: UtrReaderOptions = {}): BrowserUtrReader {
  // Absolute URLs: the worker resolves paths against its own script, not the page.
  const base = new URL(assetsBase, location.href);
  const assetUrl = (file: string) => new URL(file, base).href;
  return createLazyUtrReader({
    startWorker: () =>
      Tesseract.createWorker(OCR_LANGUAGE, Tesseract.OEM.LSTM_ONLY, {
        workerPath: assetUrl(WORKER_FILE),
        // A folder: the worker picks the core its browser supports (relaxed SIMD, SIMD or plain).
        corePath: base.href,
        langPath: base.href,
        gzip: true,
        cachePath: TRAINED_DATA_CACHE_PATH,
        // Start the worker from its own URL rather than a blob: URL, so a strict CSP
        // (worker-src 'self') allows it.
        workerBlobURL: false,
      }),
    prepareImage: toOcrInput,
    parameters: PREPARED_IMAGE_PARAMETERS,
  });
}

/**
 * Downscaled to MAX_OCR_WIDTH, grey, dark mode inverted, handed over as a PGM that tesseract reads
 * without decoding. An image the browser cannot draw is passed on untouched for tesseract to try.
 */
async function toOcrInput(image: Blob): Promise<OcrInput> {
  if (typeof OffscreenCanvas === 'undefined') return image;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    return image;
  }
  const scale = Math.min(1, MAX_OCR_WIDTH / bitmap.width);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    bitmap.close();
    return image;
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const grey = toDarkOnLightGrey(context.getImageData(0, 0, width, height).data);
  return encodePgm(grey, width, height);
}
