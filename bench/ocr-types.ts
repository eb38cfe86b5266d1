/** What the benchmark page returns for one image (JSON-safe: no undefined). */
export interface BrowserOcrResult {
  utr: string | null;
  text: string;
  ms: number;
}

/** The page's global, set by bench/browser/main.ts. */
export interface OcrBenchPage {
  read(imageBase64: string): Promise<BrowserOcrResult>;
}
