/**
 * The page bench/ocr.ts drives in headless Chromium: it loads the reader the way the app does (a
 * dynamic import) and reads the images the benchmark hands it.
 */
import type { BrowserOcrResult } from '../ocr-types.ts';

const loadReader = import('../../src/ocr/recognize-utr.ts').then(({ createUtrReader }) => createUtrReader());

async function read(imageBase64: string): Promise<BrowserOcrResult> {
  const startedAt = performance.now();
  const reader = await loadReader;
  const bytes = Uint8Array.from(atob(imageBase64), (char) => char.charCodeAt(0));
  const reading = await reader.read(new Blob([bytes]));
  // Includes loading the reader's code chunk, which matters for the first (cold) read only.
  return { utr: reading.utr ?? null, text: reading.text, ms: Math.round(performance.now() - startedAt) };
}

Object.assign(window, { ocrBench: { read } });
