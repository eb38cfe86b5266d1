/**
 * What each long frame of a page's start is made of (`npm run bench:long-frames -- <url> [dist]`):
 * opens the page in Chromium at 4× CPU slowdown (Lighthouse's mobile figure) and prints every
 * long animation frame (≥ 50 ms, the Long Animation Frames API) of its first 5 s: its blocking time
 * (what TBT counts), its style and layout, and each script in it, named by what started it (a
 * timer, a promise, React's scheduler message, a module) and where, through the build's source maps.
 *
 * `--signed-in` signs rahul01 in first, as bench:web's signed-in pages do; `--loads N` loads the page
 * N times in the same browser (the first load of a build compiles it, later ones use V8's cache).
 * Served by a React profiling build (`react-dom/client` aliased to `react-dom/profiling`), each frame
 * also lists React's own tracks: which lane rendered and how long its render and commit took.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { signInSeedUser } from './sign-in.ts';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'signed-in': { type: 'boolean', default: false }, loads: { type: 'string', default: '1' } },
});
const [url, dist = 'dist'] = positionals;
if (!url) throw new Error('Usage: npm run bench:long-frames -- <page url> [build folder] [--signed-in] [--loads N]');

const WATCH_MS = 5_000;

interface FrameScript {
  invoker: string;
  invokerType: string;
  sourceURL: string;
  sourceCharPosition: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}
interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  styleAndLayoutMs: number;
  scripts: FrameScript[];
  /** React's scheduler track entries inside the frame (profiling builds only). */
  react: { track: string; name: string; ms: number }[];
}

declare global {
  interface Window {
    longFrames?: Frame[];
  }
}

/** Runs in the page before its scripts: records the long frames and React's `console.timeStamp` tracks. */
function watchFrames() {
  const reactEntries: { track: string; name: string; start: number; end: number }[] = [];
  const timeStamp = console.timeStamp.bind(console);
  console.timeStamp = ((name: string, start?: number, end?: number, track?: string, ...rest: unknown[]) => {
    if (typeof start === 'number' && typeof end === 'number' && track && !track.startsWith('Components')) reactEntries.push({ track, name, start, end });
    return (timeStamp as (...parts: unknown[]) => void)(name, start, end, track, ...rest);
  }) as typeof console.timeStamp;
  window.longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as (PerformanceEntry & Omit<Frame, 'styleAndLayoutMs' | 'react'> & { styleAndLayoutStart: number })[]) {
      const end = entry.startTime + entry.duration;
      window.longFrames?.push({
        startTime: entry.startTime,
        duration: entry.duration,
        blockingDuration: entry.blockingDuration,
        styleAndLayoutMs: entry.styleAndLayoutStart ? end - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          invokerType: script.invokerType,
          sourceURL: script.sourceURL,
          sourceCharPosition: script.sourceCharPosition,
          duration: script.duration,
          forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
        })),
        react: reactEntries.filter((item) => item.start >= entry.startTime && item.end <= end).map((item) => ({ track: item.track, name: item.name, ms: item.end - item.start })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

const builtFiles = new Map<string, { map: SourceMap | undefined; lineStarts: number[] }>();
/** `file:line` of a script's position in the build, through its source map. */
function sourceOf(sourceURL: string, position: number): string {
  if (!sourceURL || position < 0) return sourceURL;
  const file = path.join(dist, new URL(sourceURL).pathname);
  if (!builtFiles.has(file)) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const lineStarts = [0];
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
    builtFiles.set(file, { map: existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : undefined, lineStarts });
  }
  const { map, lineStarts } = builtFiles.get(file)!;
  let line = lineStarts.findIndex((start) => start > position) - 1;
  if (line < 0) line = lineStarts.length - 1;
  const entry = map?.findEntry(line, position - (lineStarts[line] ?? 0)) as { originalSource?: string; originalLine?: number } | undefined;
  if (!entry?.originalSource) return new URL(sourceURL).pathname;
  const source = path.relative(process.cwd(), path.resolve(path.dirname(file), entry.originalSource)).replace(/^.*node_modules\//, '');
  return `${source}:${(entry.originalLine ?? 0) + 1}`;
}

function printFrames(load: number, frames: Frame[]): void {
  const blocking = frames.reduce((sum, frame) => sum + frame.blockingDuration, 0);
  console.log(`\nLoad ${load}: ${frames.length} long frames, blocking ${blocking.toFixed(0)} ms in all`);
  for (const frame of frames) {
    const scripts = frame.scripts
      .filter((script) => script.duration >= 5)
      .map((script) => {
        const forced = script.forcedStyleAndLayoutDuration >= 1 ? `, forced layout ${script.forcedStyleAndLayoutDuration.toFixed(0)} ms` : '';
        return `    ${script.duration.toFixed(0).padStart(4)} ms  ${script.invokerType} ${script.invoker}  ${sourceOf(script.sourceURL, script.sourceCharPosition)}${forced}`;
      });
    const react = frame.react.filter((entry) => entry.ms >= 1).map((entry) => `${entry.track} ${entry.name} ${entry.ms.toFixed(0)}`);
    console.log(
      `${frame.startTime.toFixed(0).padStart(6)} ms +${frame.duration.toFixed(0)} ms, blocking ${frame.blockingDuration.toFixed(0)}, style and layout ${frame.styleAndLayoutMs.toFixed(0)}`,
    );
    for (const line of scripts) console.log(line);
    if (react.length > 0) console.log(`    React: ${react.join(', ')}`);
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  if (options['signed-in']) await signInSeedUser(page, new URL(url).origin);
  await page.addInitScript(watchFrames);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let load = 1; load <= Number(options.loads); load += 1) {
    await page.goto(url);
    await page.waitForTimeout(WATCH_MS);
    const frames = (await page.evaluate(() => window.longFrames)) ?? [];
    printFrames(load, frames.sort((a, b) => a.startTime - b.startTime));
  }
} finally {
  await browser.close();
}
