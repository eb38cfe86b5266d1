/**
 * The same UTR reader in Node, for the benchmark and tests: same engine, model and parameters as
 * the browser, the model read from node_modules (no network). Node has no image decoder, so the
 * image goes to tesseract as its file bytes, without the browser's downscale and grey step.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { OCR_LANGUAGE, OCR_PARAMETERS, TRAINED_DATA_MODEL, TRAINED_DATA_PACKAGE } from './ocr-settings.ts';
import { createLazyUtrReader, type UtrReader } from './utr-reader.ts';

export type NodeUtrReader = UtrReader<Uint8Array>;

/** The folder holding eng.traineddata.gz inside the installed data package. */
export function localTrainedDataFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve(`${TRAINED_DATA_PACKAGE}/package.json`);
  return path.join(path.dirname(packageJson), TRAINED_DATA_MODEL);
}

export function createNodeUtrReader(): NodeUtrReader {
  return createLazyUtrReader({
    startWorker: () =>
      Tesseract.createWorker(OCR_LANGUAGE, Tesseract.OEM.LSTM_ONLY, {
        langPath: localTrainedDataFolder(),
        gzip: true,
        // The default 'write' would drop an unpacked eng.traineddata into the working directory.
        cacheMethod: 'none',
      }),
    prepareImage: async (image) => image,
    parameters: OCR_PARAMETERS,
  });
}
