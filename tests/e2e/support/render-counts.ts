/**
 * The page's render counters (src/ui/render-count.ts): components that call `useRenderCount(name, key)`
 * count their committed renders in `window.__renderCounts[name][key]` once a test asks for them.
 */
import type { Page } from '@playwright/test';

/** Renders per component name, then per key. */
export type RenderCounts = Record<string, Record<string, number>>;

/** Asks the page to count renders; call before the page loads (the app reads it once, at start). */
export async function countRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as { __renderCounts?: RenderCounts }).__renderCounts = {};
  });
}

/** A copy of the counts so far. */
export const renderCountsOf = (page: Page): Promise<RenderCounts> =>
  page.evaluate(() => structuredClone((window as { __renderCounts?: RenderCounts }).__renderCounts ?? {}));

/** All renders of one component name (every key), 0 when it never rendered. */
export const rendersOf = (counts: RenderCounts, name: string): number =>
  Object.values(counts[name] ?? {}).reduce((sum, count) => sum + count, 0);
