/**
 * Where a page's start spends its JavaScript time (`npm run bench:start-profile -- <url> [dist]`):
 * opens the page in Chromium at 4× CPU slowdown (Lighthouse's mobile figure), samples V8's profiler
 * for 5 s, maps each sample through the build's source maps, and prints the time per source (a
 * library or a project file) and per nearest project function on the stack. Lighthouse's traces
 * carry no JavaScript samples, so this is how a long task of `bench:web` is taken apart.
 *
 * `url` is a page of a running server (e.g. one started with STATIC_DIR=<a build>); `dist` is that
 * build's folder (default dist/), read for its `.map` files. Shares only count on a loaded machine.
 * `--signed-in` signs the seed user rahul01 in through the login page first (unthrottled), as
 * bench:web measures a returning bettor. The last table takes every stretch of work of ≥ 50 ms
 * (samples with no idle between them, close to one task) apart: what a long task of TBT is made of.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signInSeedUser } from './sign-in.ts';

const signedIn = process.argv.includes('--signed-in');
const [url, dist = 'dist'] = process.argv.slice(2).filter((argument) => argument !== '--signed-in');
if (!url) throw new Error('Usage: npm run bench:start-profile -- <page url> [build folder]');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function profileStart(pageUrl: string): Promise<CpuProfile> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    if (signedIn) await signInSeedUser(page, new URL(pageUrl).origin);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(pageUrl);
    await page.waitForTimeout(5_000);
    return (await cdp.send('Profiler.stop')).profile as CpuProfile;
  } finally {
    await browser.close();
  }
}

const sourceMaps = new Map<string, SourceMap | null>();
/** A frame as `function source:line`, through the build's source map where it has one. */
function located(frame: ProfileNode['callFrame']): { name: string; source: string } {
  if (!frame.url) return { name: frame.functionName || '(native)', source: frame.functionName || '(native)' };
  const file = `${dist}${new URL(frame.url).pathname}.map`;
  if (!sourceMaps.has(file)) sourceMaps.set(file, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  const original = sourceMaps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber) as Partial<SourceMapping> | undefined;
  if (!original?.originalSource || original.originalLine === undefined) return { name: frame.functionName || '(anonymous)', source: new URL(frame.url).pathname };
  const source = path.relative(process.cwd(), path.resolve(path.dirname(file), original.originalSource)).replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, 'library $1');
  const name = (original as { name?: string }).name || frame.functionName || '(anonymous)';
  return { name, source: `${source}${source.startsWith('library') ? '' : `:${original.originalLine + 1}`}` };
}

const isProjectSource = (source: string) => /^(src|machines)\//.test(source);

function summarise(profile: CpuProfile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const microseconds = new Map<number, number>();
  profile.samples.forEach((id, index) => microseconds.set(id, (microseconds.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const bySource = new Map<string, number>();
  const byProjectCaller = new Map<string, number>();
  const add = (totals: Map<string, number>, key: string, us: number) => totals.set(key, (totals.get(key) ?? 0) + us);
  for (const [id, us] of microseconds) {
    const own = located(nodes.get(id)!.callFrame);
    add(bySource, own.source.replace(/:\d+$/, ''), us);
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = located(nodes.get(at)!.callFrame);
      if (isProjectSource(frame.source)) {
        add(byProjectCaller, `${frame.name} ${frame.source}`, us);
        break;
      }
    }
  }
  return { bySource, byProjectCaller };
}

const table = (totals: Map<string, number>, rows: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');

const LONG_STRETCH_US = 50_000;
const isIdle = (node: ProfileNode) => node.callFrame.functionName === '(idle)';

/** Stretches of samples with no idle sample between them, ≥ 50 ms, each with what ran in it. */
function longStretches(profile: CpuProfile): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stretches: { startUs: number; us: number; callers: Map<string, number> }[] = [];
  let current: (typeof stretches)[number] | undefined;
  let clock = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    clock += delta;
    const node = nodes.get(id)!;
    if (isIdle(node)) {
      current = undefined;
      return;
    }
    if (!current) stretches.push((current = { startUs: clock, us: 0, callers: new Map() }));
    current.us += delta;
    let key = located(node.callFrame).source.replace(/:\d+$/, '');
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = located(nodes.get(at)!.callFrame);
      if (isProjectSource(frame.source)) {
        key = `${frame.name} ${frame.source} (${key})`;
        break;
      }
    }
    current.callers.set(key, (current.callers.get(key) ?? 0) + delta);
  });
  return stretches
    .filter((stretch) => stretch.us >= LONG_STRETCH_US)
    .map((stretch) => `${(stretch.startUs / 1000).toFixed(0).padStart(6)} ms +${(stretch.us / 1000).toFixed(0)} ms\n${table(stretch.callers, 10)}`);
}

const profile = await profileStart(url);
const { bySource, byProjectCaller } = summarise(profile);
console.log(`Time per source, first 5 s of ${url} at 4× CPU:\n${table(bySource, 25)}`);
console.log(`\nTime under the nearest project function on the stack:\n${table(byProjectCaller, 25)}`);
console.log(`\nStretches of work ≥ 50 ms (start from the profile's start):\n${longStretches(profile).join('\n\n')}`);
