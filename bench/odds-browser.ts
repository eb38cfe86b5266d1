/**
 * The event screen under live prices in Chromium (design §7 "prices on screen never lag and
 * never flood"): `npx tsx bench/odds-browser.ts [--static <built site>] [--seconds 30] [--throttle 4]
 * [--bench-feed ck-1001:20:3] [--port 8391]` (also the first half of `npm run bench:odds`).
 *
 * The real server runs the benchmark feed (server/sports/bench-feed.ts: the event gets 20 open markets,
 * every one moving 3 times a second) and serves a production build (built into a temporary folder
 * unless --static names one). Headless Chromium (/usr/bin/chromium) opens the event screen as a
 * visitor at 1280×800, its CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), and for --seconds counts:
 * - ticks: odds frames received on the page's websocket (price moves and the 2 s snapshots);
 * - DOM update batches (MutationObserver deliveries: one per render that changed the page, whatever
 *   the view library), price-cell renders (each cell counts itself into window.__renderCounts.priceCell,
 *   src/ui/render-count.ts) and price cells whose text changed, per tick;
 * - long tasks (PerformanceObserver 'longtask': count, total and longest);
 * - dropped frames: requestAnimationFrame gaps, each gap of n frame intervals (16.7 ms) drops n − 1.
 * Writes bench/out/odds-browser.json.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { projectRoot, startBenchServer, writeResult } from './odds-support.ts';

export interface BrowserBenchOptions {
  seconds: number;
  throttle: number;
  port: number;
  benchFeed: string;
  /** A built front-end; without one the project is built into a temporary folder. */
  staticDir?: string;
}

const FRAME_MS = 1000 / 60;

interface PageCounters {
  oddsFrames: number;
  snapshotFrames: number;
  domUpdates: number;
  renders: Record<string, number>;
  cellChanges: number;
  longTasks: { start: number; duration: number }[];
  frameTimes: number[];
}

/**
 * Runs in the page before its scripts: the counters the benchmark reads (window.__bench). Plain
 * JavaScript in a string: a function would be sent as tsx compiled it, with helpers the page lacks.
 */
const COUNTERS_SCRIPT = `(() => {
  const counters = { oddsFrames: 0, snapshotFrames: 0, domUpdates: 0, renders: {}, cellChanges: 0, longTasks: [], frameTimes: [] };
  window.__bench = counters;
  window.__renderCounts = { priceCell: counters.renders };
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (message) => {
        if (typeof message.data !== 'string' || !message.data.startsWith('42["odds"')) return;
        counters.oddsFrames += 1;
        if (message.data.includes('"snapshot":true')) counters.snapshotFrames += 1;
      });
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) counters.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = (time) => {
    counters.frameTimes.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Each delivery is one batch of DOM changes (one render); and the price cells whose text it changed.
  new MutationObserver((records) => {
    counters.domUpdates += 1;
    const changed = new Set();
    for (const record of records) {
      const node = record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement : record.target;
      const cell = node && node.closest && node.closest('[data-price-cell]');
      if (cell && record.type !== 'attributes') changed.add(cell);
    }
    counters.cellChanges += changed.size;
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export async function runBrowserBench({ seconds, throttle, port, benchFeed, staticDir }: BrowserBenchOptions) {
  const [eventId, markets] = benchFeed.split(':');
  const builtDir = staticDir ?? (await mkdtemp(path.join(os.tmpdir(), 'odds-bench-site-')));
  if (!staticDir) await build({ root: projectRoot, logLevel: 'warn', build: { outDir: builtDir, emptyOutDir: true } });
  const server = await startBenchServer({ port, benchFeed, staticDir: builtDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: COUNTERS_SCRIPT });
    await page.goto(`${server.url}/sports-event-detail/${eventId}`);
    await page.waitForFunction((count) => document.querySelectorAll('section.market').length >= count, Number(markets), { timeout: 60_000 });
    const shownMarkets = await page.locator('section.market').count();
    const priceCells = await page.locator('[data-price-cell]').count();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // Settle under the throttle, then measure from a clean start.
    await page.waitForTimeout(2_000);
    const start = await page.evaluate(() => {
      const counters = (window as unknown as { __bench: PageCounters }).__bench;
      counters.oddsFrames = 0;
      counters.snapshotFrames = 0;
      counters.domUpdates = 0;
      counters.cellChanges = 0;
      for (const key of Object.keys(counters.renders)) delete counters.renders[key];
      counters.longTasks.length = 0;
      counters.frameTimes.length = 0;
      return performance.now();
    });
    const serverCpuBefore = await server.cpuSeconds();
    await page.waitForTimeout(seconds * 1000);
    const counters = await page.evaluate(() => (window as unknown as { __bench: PageCounters }).__bench);
    const serverCpu = (await server.cpuSeconds()) - serverCpuBefore;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const frames = counters.frameTimes;
    const gaps = frames.slice(1).map((time, index) => time - frames[index]!);
    const droppedFrames = sum(gaps.map((gap) => Math.max(0, Math.round(gap / FRAME_MS) - 1)));
    const measuredMs = (frames.at(-1) ?? start) - (frames[0] ?? start);
    const longTasks = counters.longTasks.filter((task) => task.start >= start).map((task) => task.duration);
    const ticks = counters.oddsFrames;
    const renders = sum(Object.values(counters.renders));
    const result = {
      seconds,
      cpuThrottling: throttle,
      feed: benchFeed,
      marketsShown: shownMarkets,
      priceCells,
      ticks,
      snapshotTicks: counters.snapshotFrames,
      ticksPerSecond: Number((ticks / seconds).toFixed(2)),
      domUpdates: counters.domUpdates,
      domUpdatesPerTick: Number((counters.domUpdates / Math.max(1, ticks)).toFixed(2)),
      priceCellRenders: renders,
      priceCellRendersPerTick: Number((renders / Math.max(1, ticks)).toFixed(1)),
      // A render per cell whose text changed is the least possible (design §7).
      priceCellTextChangesPerTick: Number((counters.cellChanges / Math.max(1, ticks)).toFixed(1)),
      longTasks: { count: longTasks.length, totalMs: Math.round(sum(longTasks)), maxMs: Math.round(Math.max(0, ...longTasks)) },
      frames: {
        rendered: frames.length,
        dropped: droppedFrames,
        droppedPercent: Number(((droppedFrames / Math.max(1, frames.length + droppedFrames)) * 100).toFixed(1)),
        longestGapMs: Math.round(Math.max(0, ...gaps)),
        measuredSeconds: Number((measuredMs / 1000).toFixed(1)),
      },
      serverCpuPercentOfOneCore: Number(((serverCpu / seconds) * 100).toFixed(1)),
    };
    await writeResult('odds-browser', result);
    return result;
  } finally {
    await browser.close();
    await server.stop();
    if (!staticDir) await rm(builtDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      static: { type: 'string' },
      seconds: { type: 'string', default: '30' },
      throttle: { type: 'string', default: '4' },
      port: { type: 'string', default: '8391' },
      'bench-feed': { type: 'string', default: 'ck-1001:20:3' },
    },
  });
  const result = await runBrowserBench({
    seconds: Number(values.seconds),
    throttle: Number(values.throttle),
    port: Number(values.port),
    benchFeed: values['bench-feed'],
    staticDir: values.static && path.resolve(values.static),
  });
  console.log(JSON.stringify(result, null, 2));
}
