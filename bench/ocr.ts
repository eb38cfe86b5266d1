/**
 * OCR benchmark (`npm run bench:ocr`), design.md §7: does the on-device reader find the UTR on every
 * clean receipt, and is a warm read within 1.5 s in headless Chromium?
 *
 * 1. Draws the receipts (scripts/make-receipts.ts) unless bench/out/receipts already has them.
 * 2. Node: tesseract.js with the model from node_modules.
 * 3. Chromium: builds bench/browser/ with Vite and the OCR asset plugin (into a temporary folder),
 *    serves it on 127.0.0.1:8160 and reads every receipt through src/ocr/recognize-utr.ts, checking
 *    that no request leaves the origin.
 *
 * Reports hits (receipts whose UTR was read right) and false fills (a number filled in that is not
 * the receipt's UTR, above all on the negative receipts that have none: design §7 "never a false
 * fill", docs/decisions/034).
 *
 * Prints a table and writes bench/out/ocr-results.json. Exit code 1 when the budget is not met.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { DEFAULT_RECEIPTS_DIR, makeReceipts, type ReceiptEntry } from '../scripts/make-receipts.ts';
import { createNodeUtrReader } from '../src/ocr/recognize-utr.node.ts';
import { ocrAssets } from '../src/ocr/vite-plugin-ocr-assets.ts';
import type { BrowserOcrResult, OcrBenchPage } from './ocr-types.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const receiptsDir = path.join(projectRoot, DEFAULT_RECEIPTS_DIR);
const pageSourceDir = path.join(projectRoot, 'bench/browser');
const resultsFile = path.join(projectRoot, 'bench/out/ocr-results.json');

const PORT = 8160;
const WARM_ROUNDS = 3;
const WARM_P95_BUDGET_MS = 1_500;
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

interface Reading {
  utr: string | null;
  ms: number;
  text: string;
}

interface ImageResult {
  file: string;
  layout: string;
  clean: boolean;
  expected: string | null;
  found: string | null;
  correct: boolean;
  /** Some reading filled a number that is not the receipt's UTR. */
  falseFill: boolean;
  warmMs: number[];
  text: string;
}

interface EnvironmentResult {
  environment: string;
  coldStartMs: number;
  medianMs: number;
  p95Ms: number;
  correct: number;
  total: number;
  cleanCorrect: number;
  cleanTotal: number;
  /** Receipts with a UTR that was read right every time. */
  hits: number;
  withUtr: number;
  /** Receipts (with a UTR or without) on which some reading filled a wrong number. */
  falseFills: number;
  images: ImageResult[];
}

/** Reads every receipt once cold (the first read starts the engine), then WARM_ROUNDS more times. */
async function measure(environment: string, receipts: ReceiptEntry[], read: (bytes: Buffer) => Promise<Reading>): Promise<EnvironmentResult> {
  const images = await Promise.all(receipts.map((receipt) => readFile(path.join(receiptsDir, receipt.file))));
  const cold = await read(images[0]!);
  const results: ImageResult[] = [];
  for (const [index, receipt] of receipts.entries()) {
    const readings: Reading[] = [];
    for (let round = 0; round < WARM_ROUNDS; round += 1) readings.push(await read(images[index]!));
    const first = readings[0]!;
    results.push({
      file: receipt.file,
      layout: receipt.layout,
      clean: receipt.clean,
      expected: receipt.utr,
      found: first.utr,
      correct: readings.every((reading) => reading.utr === receipt.utr),
      falseFill: readings.some((reading) => reading.utr !== null && reading.utr !== receipt.utr),
      warmMs: readings.map((reading) => reading.ms),
      text: first.text,
    });
  }
  const warm = results.flatMap((result) => result.warmMs).sort((a, b) => a - b);
  const clean = results.filter((result) => result.clean);
  return {
    environment,
    coldStartMs: cold.ms,
    medianMs: percentile(warm, 50),
    p95Ms: percentile(warm, 95),
    correct: results.filter((result) => result.correct).length,
    total: results.length,
    cleanCorrect: clean.filter((result) => result.correct).length,
    cleanTotal: clean.length,
    hits: results.filter((result) => result.expected !== null && result.correct).length,
    withUtr: results.filter((result) => result.expected !== null).length,
    falseFills: results.filter((result) => result.falseFill).length,
    images: results,
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], rank: number): number {
  return sorted[Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1)] ?? 0;
}

async function measureNode(receipts: ReceiptEntry[]): Promise<EnvironmentResult> {
  const reader = createNodeUtrReader();
  try {
    return await measure(`Node ${process.version}`, receipts, async (bytes) => {
      const reading = await reader.read(bytes);
      return { utr: reading.utr ?? null, ms: reading.ms, text: reading.text };
    });
  } finally {
    await reader.terminate();
  }
}

interface ChromiumMeasurement {
  result: EnvironmentResult;
  ocrFilesLoaded: string[];
  foreignRequests: string[];
}

async function measureChromium(receipts: ReceiptEntry[]): Promise<ChromiumMeasurement> {
  // Built outside the project so that linting the project never meets the minified bundle.
  const pageBuildDir = await mkdtemp(path.join(os.tmpdir(), 'ocr-bench-page-'));
  try {
    const site = { root: pageSourceDir, configFile: false as const, logLevel: 'warn' as const };
    await build({ ...site, plugins: [ocrAssets()], build: { outDir: pageBuildDir, emptyOutDir: true } });
    const server = await preview({ ...site, build: { outDir: pageBuildDir }, preview: { host: '127.0.0.1', port: PORT, strictPort: true } });
    try {
      return await readInChromium(`http://127.0.0.1:${PORT}`, receipts);
    } finally {
      await server.close();
    }
  } finally {
    await rm(pageBuildDir, { recursive: true, force: true });
  }
}

async function readInChromium(origin: string, receipts: ReceiptEntry[]): Promise<ChromiumMeasurement> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const foreignRequests: string[] = [];
    const ocrFilesLoaded = new Set<string>();
    // The worker's own requests (core, model) are seen at the context level, not the page's.
    page.context().on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${origin}/ocr/`)) ocrFilesLoaded.add(url.slice(origin.length));
      else if (!url.startsWith(`${origin}/`) && !/^(?:blob|data):/.test(url)) foreignRequests.push(url);
    });
    await page.goto(`${origin}/`);
    const result = await measure(`Chromium ${browser.version()}`, receipts, (bytes) =>
      page.evaluate(
        (imageBase64) => (window as unknown as { ocrBench: OcrBenchPage }).ocrBench.read(imageBase64),
        bytes.toString('base64'),
      ) satisfies Promise<BrowserOcrResult>,
    );
    return { result, ocrFilesLoaded: [...ocrFilesLoaded], foreignRequests };
  } finally {
    await browser.close();
  }
}

function printTable(results: EnvironmentResult[]): void {
  console.table(
    results.map((result) => ({
      environment: result.environment,
      accuracy: `${result.correct}/${result.total}`,
      'clean receipts': `${result.cleanCorrect}/${result.cleanTotal}`,
      hits: `${result.hits}/${result.withUtr}`,
      'false fills': result.falseFills,
      'median ms (warm)': result.medianMs,
      'p95 ms (warm)': result.p95Ms,
      'cold start ms': result.coldStartMs,
    })),
  );
  for (const result of results) {
    console.log(`\n${result.environment}`);
    console.table(
      result.images.map((image) => ({
        file: image.file,
        expected: image.expected ?? '(none)',
        found: image.found ?? '(none)',
        ok: image.correct ? 'yes' : 'NO',
        'false fill': image.falseFill ? 'YES' : '',
        'warm ms': image.warmMs.join(' / '),
      })),
    );
  }
}

async function main(): Promise<void> {
  const manifestFile = path.join(receiptsDir, 'manifest.json');
  const drawn: ReceiptEntry[] | undefined = existsSync(manifestFile) ? JSON.parse(await readFile(manifestFile, 'utf8')) : undefined;
  // A set drawn before the negative receipts existed is drawn again.
  const receipts = drawn?.some((receipt) => receipt.layout.startsWith('negative-')) ? drawn : await makeReceipts(receiptsDir);

  // The machine is shared: the load average tells how far the timings are inflated by other work.
  const loadBefore = os.loadavg()[0]!;
  const node = await measureNode(receipts);
  const { result: browser, foreignRequests, ocrFilesLoaded } = await measureChromium(receipts);
  const loadAverage = { before: loadBefore, after: os.loadavg()[0]! };
  printTable([node, browser]);

  const budgetMet =
    browser.cleanCorrect === browser.cleanTotal &&
    node.falseFills === 0 &&
    browser.falseFills === 0 &&
    browser.p95Ms <= WARM_P95_BUDGET_MS &&
    foreignRequests.length === 0;
  await writeFile(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadAverage, budgetMet, ocrFilesLoaded, foreignRequests, results: [node, browser] }, null, 2)}\n`,
  );
  console.log(`\n${os.cpus().length} CPUs, 1-minute load average ${loadAverage.before.toFixed(1)} before, ${loadAverage.after.toFixed(1)} after`);
  console.log(`OCR files Chromium loaded: ${ocrFilesLoaded.join(', ')}`);
  console.log(`Requests outside the page's origin: ${foreignRequests.length === 0 ? 'none' : foreignRequests.join(', ')}`);
  for (const result of [node, browser]) {
    console.log(`${result.environment}: hits ${result.hits}/${result.withUtr}, false fills ${result.falseFills}/${result.total}`);
  }
  console.log(`Budget (every clean receipt read, no false fill, warm p95 ≤ ${WARM_P95_BUDGET_MS} ms in Chromium, no CDN): ${budgetMet ? 'MET' : 'NOT MET'}`);
  console.log(`Results: ${path.relative(projectRoot, resultsFile)}`);
  if (!budgetMet) process.exitCode = 1;
}

await main();
