/**
 * `npm run bench:odds`: the odds benchmark, both halves one after the other, bounded in
 * time (~30 s each plus a build and two server starts):
 * 1. bench/odds-browser.ts — the event screen with 20 markets ticking 3×/s for 30 s in headless
 *    Chromium at 4× CPU throttling: renders per tick, long tasks, dropped frames;
 * 2. bench/odds-server.ts — the same feed delivered to 1,000 sockets: latency p50/p99 and server CPU.
 * Options: --static <built site> (skip the build), --seconds, --clients, --port. Prints a table and
 * writes bench/out/odds-browser.json, odds-server.json and odds.json.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBrowserBench } from './odds-browser.ts';
import { writeResult } from './odds-support.ts';
import { runServerBench } from './odds-server.ts';

const BENCH_FEED = 'ck-1001:20:3';
const { values } = parseArgs({
  options: {
    static: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    clients: { type: 'string', default: '1000' },
    port: { type: 'string', default: '8391' },
  },
});
const seconds = Number(values.seconds);
const port = Number(values.port);

const browser = await runBrowserBench({ seconds, throttle: 4, port, benchFeed: BENCH_FEED, staticDir: values.static && path.resolve(values.static) });
const server = await runServerBench({ clients: Number(values.clients), seconds, port, event: 'ck-1001', benchFeed: BENCH_FEED });

console.table({
  'feed (event:markets:ticks/s)': BENCH_FEED,
  'markets shown / price cells': `${browser.marketsShown} / ${browser.priceCells}`,
  'ticks received (snapshots)': `${browser.ticks} (${browser.snapshotTicks})`,
  'DOM update batches per tick': browser.domUpdatesPerTick,
  'price-cell renders / text changes per tick': `${browser.priceCellRendersPerTick} / ${browser.priceCellTextChangesPerTick}`,
  'long tasks (count, total, max)': `${browser.longTasks.count}, ${browser.longTasks.totalMs} ms, ${browser.longTasks.maxMs} ms`,
  'dropped frames': `${browser.frames.dropped} of ${browser.frames.rendered + browser.frames.dropped} (${browser.frames.droppedPercent}%), longest gap ${browser.frames.longestGapMs} ms`,
  [`socket clients`]: server.clients,
  'deliveries (per client per s)': `${server.deliveries} (${server.messagesPerClientPerSecond})`,
  'delivery latency p50 / p99 / max': `${server.latencyMs.p50} / ${server.latencyMs.p99} / ${server.latencyMs.max} ms`,
  'server CPU (% of one core)': server.serverCpuPercentOfOneCore,
  'the 1,000 clients\' process CPU': server.clientsCpuPercentOfOneCore,
});
await writeResult('odds', { browser, server });
