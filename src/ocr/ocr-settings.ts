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
 * Screenshots are ≥ 1080 px wide with large text; past this width OCR only gets slower.
 * Chosen by `npm run bench:ocr` (see bench/README.md).
 */
export const MAX_OCR_WIDTH = 1200;

/**
 * Tesseract parameters. Sparse-text segmentation suits receipts: short label/value lines scattered
 * over a screen rather than paragraphs.
 */
export const OCR_PARAMETERS: Partial<Tesseract.WorkerParams> = {
  tessedit_pageseg_mode: '11' as Tesseract.PSM.SPARSE_TEXT,
};
