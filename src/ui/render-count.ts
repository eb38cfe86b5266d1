/**
 * Render counters for tests and benchmarks (design §7: the balance poll and price ticks re-render
 * only what changed). A test defines `window.__renderCounts = {}` before the page's scripts run
 * (Playwright's `page.addInitScript`); each component that calls `useRenderCount(name, key)` then
 * adds one to `__renderCounts[name][key]` per committed render. Without it, the hook is a no-op
 * decided once when this module loads: no effect, no cost.
 */
import { useEffect } from 'react';

/** Renders per component name, then per key (e.g. a price cell's market/runner/side/level). */
export type RenderCounts = Record<string, Record<string, number>>;

declare global {
  interface Window {
    __renderCounts?: RenderCounts;
  }
}

const counts: RenderCounts | undefined = typeof window === 'undefined' ? undefined : window.__renderCounts;

function useCountedRender(name: string, key = ''): void {
  useEffect(() => {
    const byKey = (counts![name] ??= {});
    byKey[key] = (byKey[key] ?? 0) + 1;
  });
}

function skip(_name: string, _key?: string): void {}

/** Counts the calling component's committed renders under `name` (and `key`), when a test asks. */
export const useRenderCount: (name: string, key?: string) => void = counts ? useCountedRender : skip;
