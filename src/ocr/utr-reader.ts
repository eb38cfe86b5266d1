/**
 * The part of the UTR reader that is the same in the browser and in Node: one tesseract worker,
 * created on first use and reused for every image; the UTR picked out of the text it reads.
 */
import type Tesseract from 'tesseract.js';
import { extractUtr } from '../../machines/wallet/utr-extract.ts';

export interface UtrReading {
  /** The UTR found on the image, if any. */
  utr?: string;
  /** Everything OCR read, for debugging and the benchmark. */
  text: string;
  /** Time spent on this image, including waiting for the worker to start. */
  ms: number;
}

export interface UtrReader<Image> {
  read(image: Image): Promise<UtrReading>;
  /** Starts the worker ahead of time (code, core and model load). Never rejects. */
  prefetch(): Promise<void>;
  /** Stops the worker; the next read starts a new one. */
  terminate(): Promise<void>;
}

/** What an image is turned into before OCR: tesseract.js accepts these in both environments. */
export type OcrInput = Blob | Uint8Array;

export interface UtrReaderParts<Image> {
  /** Creates a tesseract.js worker with its language loaded. */
  startWorker: () => Promise<Tesseract.Worker>;
  /** Makes the image cheaper to read (downscale, grey, inverted dark mode). */
  prepareImage: (image: Image) => Promise<OcrInput>;
  /** Tesseract parameters fitting what prepareImage produces (ocr-settings.ts). */
  parameters: Partial<Tesseract.WorkerParams>;
}

export function createLazyUtrReader<Image>({ startWorker, prepareImage, parameters }: UtrReaderParts<Image>): UtrReader<Image> {
  let worker: Promise<Tesseract.Worker> | undefined;

  const ensureWorker = (): Promise<Tesseract.Worker> => {
    if (!worker) {
      const starting = startWorker().then(async (started) => {
        await started.setParameters(parameters);
        return started;
      });
      // A worker that failed to start is forgotten, so the next read tries again.
      starting.catch(() => {
        if (worker === starting) worker = undefined;
      });
      worker = starting;
    }
    return worker;
  };

  return {
    async read(image) {
      const startedAt = performance.now();
      const [ready, input] = await Promise.all([ensureWorker(), prepareImage(image)]);
      // Tesseract's typings predate Uint8Array input in Node; both kinds are accepted at runtime.
      const { data } = await ready.recognize(input as Tesseract.ImageLike, {}, { text: true });
      return { utr: extractUtr(data.text), text: data.text, ms: Math.round(performance.now() - startedAt) };
    },
    async prefetch() {
      await ensureWorker().catch(() => undefined);
    },
    async terminate() {
      const current = worker;
      worker = undefined;
      const started = await current?.catch(() => undefined);
      await started?.terminate();
    },
  };
}
