/**
 * What the browser and the Node reader share, so that the benchmark measures the settings the app
 * ships with, and the files the Vite plugin serves under /ocr/ (design.md §7, §10).
 */
import type Tesseract from 'tesseract.js';

export const OCR_LANGUAGE = 'eng';

/** Served from the site's own origin; nothing is fetched from tesseract.js' default CDN. */
export const OCR_ASSETS_BASE = '/ocr/';

/** The trained data package and model: `best_int` is the LSTM-only model tesseract.js recommends. */
export const TRAINED_DATA_PACKAGE = '@tesseract.js-data/eng';
export const TRAINED_DATA_MODEL = '4.0.0_best_int';
export const TRAINED_DATA_FILE = `${OCR_LANGUAGE}.traineddata.gz`;

export const WORKER_FILE = 'worker.min.js';

/**
 * The cores tesseract.js v7's worker picks from for the LSTM engine, by the browser's WebAssembly
 * features (relaxed SIMD, then SIMD, then plain). The non-LSTM cores are never requested.
 */
export const CORE_FILES = [
  'tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js',
] as const;

/**
 * Where the browser caches the unpacked model (IndexedDB key prefix). Named after the model so a
 * new model is fetched instead of an old cached one being used.
 */
export const TRAINED_DATA_CACHE_PATH = `ocr-${TRAINED_DATA_MODEL}`;

/**
 * Screenshots are 720–1440 px wide with large text, and tesseract's work grows with the pixels,
 * so the browser shrinks wider images to this width: 30% less CPU than at 1080 px with every
 * receipt still read (bench/README.md). Going down to 600 px saved little more and
 * shrinks small print towards the size where tesseract starts to miss characters.
 */
export const MAX_OCR_WIDTH = 720;

/**
 * Tesseract parameters for both environments. One uniform block (PSM 6) read the receipts as well
 * as automatic or sparse-text layout analysis, for less CPU; a character whitelist is not used
 * because the labels ('UTR', 'Ref No') must be read as letters.
 */
export const OCR_PARAMETERS: Partial<Tesseract.WorkerParams> = {
  tessedit_pageseg_mode: '6' as Tesseract.PSM.SINGLE_BLOCK,
  // Screenshots carry no resolution; tesseract would estimate one (~260–360 here) and log
  // 'Estimating resolution' to the console on every image.
  user_defined_dpi: '300',
};

/**
 * The browser hands tesseract dark-on-light grey images (dark mode already inverted, see
 * grey-image.ts), so tesseract's own per-line inversion retry is wasted time there.
 */
export const PREPARED_IMAGE_PARAMETERS: Partial<Tesseract.WorkerParams> = {
  ...OCR_PARAMETERS,
  tessedit_do_invert: '0',
};
