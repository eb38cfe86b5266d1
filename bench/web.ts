/**
 * Web performance benchmark (`npm run bench:web`), design.md §7 budgets for the first load of Home:
 * JavaScript ≤ 150 KB gzip, and Lighthouse mobile performance ≥ 95.
 *
 * 1. Builds the front-end with the project's Vite config into `--out-dir` (default dist/; skip the
 *    build with `--no-build`). Build into a directory of your own on a shared machine: the server
 *    is told to serve it (STATIC_DIR), so nobody else's build or e2e run changes what is measured.
 * 2. First-load JavaScript: the entry script and its modulepreload links in dist/index.html, each
 *    gzipped at level 9 (bench/web-first-load.ts).
 * 3. Starts the real server (`tsx server/main.ts`, `--port` or 8300, a temporary DATA_DIR,
 *    development mode), runs Lighthouse on http://localhost:<port>/ RUNS times and takes the
 *    median, then stops the server by its process id.
 *
 * Prints a table and writes bench/out/web-results.json. Exit code 1 when a budget is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { measureFirstLoad, type FirstLoad } from './web-first-load.ts';
import { medianMetrics, medianRun, runLighthouse, type LighthouseRun } from './web-lighthouse.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist' },
    port: { type: 'string', default: '8300' },
  },
});
const distDir = path.resolve(projectRoot, options['out-dir']);
const resultsFile = path.join(projectRoot, 'bench/out/web-results.json');

/** design.md §7. A KB is 1000 bytes, as Vite's build report counts. */
const FIRST_LOAD_JS_BUDGET_BYTES = 150_000;
const PERFORMANCE_BUDGET = 95;
const RUNS = 3;
const PORT = Number(options.port);
const PAGE_URL = `http://localhost:${PORT}/`;
const SERVER_START_TIMEOUT_MS = 90_000;
const SERVER_POLL_MS = 250;

async function main(): Promise<void> {
  if (!options['no-build']) {
    await build({ root: projectRoot, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  }
  const firstLoad = await measureFirstLoad(distDir);
  printFirstLoad(firstLoad);

  const runs = await withServer(async () => {
    const results: LighthouseRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await runLighthouse(PAGE_URL);
      console.log(`Lighthouse run ${run}/${RUNS}: performance ${result.performance}`);
      results.push(result);
    }
    return results;
  });
  const median = medianRun(runs);
  const metrics = medianMetrics(runs);
  printLighthouse(runs, median, metrics);

  const budgets = {
    firstLoadJavaScript: { limitBytes: FIRST_LOAD_JS_BUDGET_BYTES, gzipBytes: firstLoad.javascriptGzipBytes, met: firstLoad.javascriptGzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES },
    lighthousePerformance: { limit: PERFORMANCE_BUDGET, median: median.performance, met: median.performance >= PERFORMANCE_BUDGET },
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), url: PAGE_URL, loadAverage: os.loadavg(), budgets, firstLoad, lighthouse: { median, medianMetrics: metrics, runs } }, null, 2)}\n`,
  );
  console.log(`\nResults: ${path.relative(projectRoot, resultsFile)}`);

  const missed = Object.entries(budgets).filter(([, budget]) => !budget.met);
  for (const [name] of missed) console.error(`Budget missed: ${name}`);
  if (missed.length > 0) process.exitCode = 1;
}

/** Runs `work` against the real server on PORT, with a database that lives only for this run. */
async function withServer<Result>(work: () => Promise<Result>): Promise<Result> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-data-'));
  // `node --import tsx` is `tsx server/main.ts` in one process, so its pid is the server's.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(PORT), HOST: 'localhost', DATA_DIR: dataDir, APP_MODE: 'development', STATIC_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilServing(server);
    return await work();
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function waitUntilServing(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${PAGE_URL}config.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, SERVER_POLL_MS));
  }
  throw new Error(`The server did not answer on ${PAGE_URL} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = once(server, 'exit');
  process.kill(server.pid, 'SIGTERM');
  await exited;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function printFirstLoad(firstLoad: FirstLoad): void {
  console.log('\nFirst load of Home (dist/index.html)');
  console.table(
    firstLoad.chunks.map((chunk) => ({ file: chunk.file, kind: chunk.kind, minified: kb(chunk.bytes), gzip: kb(chunk.gzipBytes), brotli: kb(chunk.brotliBytes) })),
  );
  console.log(
    `JavaScript: ${kb(firstLoad.javascriptGzipBytes)} gzip (budget ${kb(FIRST_LOAD_JS_BUDGET_BYTES)}), ${kb(firstLoad.javascriptBrotliBytes)} brotli`,
  );
}

function printLighthouse(runs: LighthouseRun[], median: LighthouseRun, metrics: Record<string, number>): void {
  console.log(`\nLighthouse, mobile, ${PAGE_URL}`);
  console.table(
    runs.map((run) => ({
      performance: run.performance,
      accessibility: run.accessibility,
      'best practices': run.bestPractices,
      FCP: ms(run.metrics.fcpMs),
      LCP: ms(run.metrics.lcpMs),
      TBT: ms(run.metrics.tbtMs),
      CLS: run.metrics.cls.toFixed(3),
      SI: ms(run.metrics.siMs),
      'script sent': kb(run.scriptTransferBytes),
      'CPU index': run.benchmarkIndex,
    })),
  );
  console.log(
    `Median performance ${median.performance} (budget ≥ ${PERFORMANCE_BUDGET}); accessibility ${median.accessibility}, best practices ${median.bestPractices}`,
  );
  console.log(
    `Median metrics: FCP ${ms(metrics.fcpMs ?? 0)}, LCP ${ms(metrics.lcpMs ?? 0)}, TBT ${ms(metrics.tbtMs ?? 0)}, CLS ${(metrics.cls ?? 0).toFixed(3)}, SI ${ms(metrics.siMs ?? 0)}`,
  );
  console.log(`LCP element: ${median.lcpElement ?? 'none'}; render-blocking: ${median.renderBlocking.join(', ') || 'none'}`);
  console.log(`LCP phases (ms): ${Object.entries(median.lcpPhases).map(([phase, duration]) => `${phase} ${duration}`).join(', ')}`);
  for (const shift of median.layoutShifts) console.log(`Layout shift ${shift.score}: ${shift.element}`);
}

await main();
