// Server-side OCR for the auto-UTR call: one tesseract.js worker for the whole process, started on
// first use, with the English LSTM model read from node_modules (no network, design §10). Requests
// take turns through a bounded queue (ocr-queue.ts): per user, in total, with time limits.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
// The same pure rule the device uses, so both read a receipt alike (docs/decisions/021).
import { extractUtr } from '../../machines/wallet/utr-extract.ts';
import { createOcrQueue, DEFAULT_OCR_QUEUE_LIMITS, type OcrQueueLimits } from './ocr-queue.ts';

const LANGUAGE = 'eng';
const TRAINED_DATA_PACKAGE = '@tesseract.js-data/eng';
const TRAINED_DATA_MODEL = '4.0.0_best_int';
/** One uniform block of text: reads receipts as well as automatic layout, for less CPU. */
const PARAMETERS: Partial<Tesseract.WorkerParams> = { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK };

export interface UtrReader {
  /**
   * The UTR on the image, or null when there is none to tell apart. Rejects when the image cannot
   * be read, or with OcrQueueError when the queue refuses or times the job out.
   */
  read(image: Buffer, userKey?: string): Promise<string | null>;
  terminate(): Promise<void>;
}

function trainedDataFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve(`${TRAINED_DATA_PACKAGE}/package.json`);
  return join(dirname(packageJson), TRAINED_DATA_MODEL);
}

export function createUtrReader(limits: OcrQueueLimits = DEFAULT_OCR_QUEUE_LIMITS): UtrReader {
  let worker: Promise<Tesseract.Worker> | undefined;
  const stopWorker = async () => {
    const current = worker;
    worker = undefined;
    await (await current?.catch(() => undefined))?.terminate();
  };
  // One worker reads one image at a time; the queue says whose turn it is.
  const queue = createOcrQueue<string | null>(stopWorker, limits);

  const ensureWorker = (): Promise<Tesseract.Worker> => {
    if (!worker) {
      const starting = Tesseract.createWorker(LANGUAGE, Tesseract.OEM.LSTM_ONLY, {
        langPath: trainedDataFolder(),
        gzip: true,
        // The default would write an unpacked model into the working directory.
        cacheMethod: 'none',
        // Without a handler a failed job (an unreadable image) also throws outside its promise,
        // which would crash the server; the job's promise rejects either way.
        errorHandler: () => undefined,
      }).then(async (started) => {
        await started.setParameters(PARAMETERS);
        return started;
      });
      // A worker that failed to start is forgotten, so the next request tries again.
      starting.catch(() => {
        if (worker === starting) worker = undefined;
      });
      worker = starting;
    }
    return worker;
  };

  return {
    read(image, userKey = 'anonymous') {
      return queue.run(userKey, async () => {
        const ready = await ensureWorker();
        const { data } = await ready.recognize(image);
        return extractUtr(data.text) ?? null;
      });
    },
    terminate: stopWorker,
  };
}

/** The process's reader, shared by every auto-UTR request. */
let sharedReader: UtrReader | undefined;
export function sharedUtrReader(): UtrReader {
  sharedReader ??= createUtrReader();
  return sharedReader;
}
