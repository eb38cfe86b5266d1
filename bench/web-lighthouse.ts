/**
 * Lighthouse runs of one page (design.md §7: mobile performance ≥ 98): Lighthouse's default mobile
 * settings (Moto G Power screen, simulated slow 4G and 4× CPU slowdown), a fresh Chromium per run.
 */
import { writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Lighthouse audit id of each reported metric. */
export const METRIC_AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
} as const;
type MetricName = keyof typeof METRIC_AUDITS;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<MetricName, number>;
  /** The page's element that was the largest contentful paint. */
  lcpElement: string | null;
  /**
   * How the LCP's time splits (ms, as observed on this machine without throttling): time to first
   * byte, resource load delay and duration, element render delay.
   */
  lcpPhases: Record<string, number>;
  /** The layout shifts, largest first: the element that moved most in each, and the shift's score. */
  layoutShifts: { element: string; score: number }[];
  /** Requests that held up the first paint, as Lighthouse saw them. */
  renderBlocking: string[];
  /** Script bytes the page transferred during the load (compressed, as sent). */
  scriptTransferBytes: number;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number;
  /**
   * The main thread's tasks over 50 ms as Lighthouse simulated them (4× CPU): when each started
   * (ms from the navigation), how long it took, and the script it is attributed to. Every ms past
   * 50 of those between the first paint and the page's interactive time is total blocking time.
   */
  longTasks: { startMs: number; durationMs: number; url: string }[];
}

/**
 * One Lighthouse run of `url` in a fresh Chromium. `prepare` (e.g. signing in) runs first in that
 * Chromium, given its debugging port; then Lighthouse keeps the storage it left instead of clearing it.
 */
export async function runLighthouse(
  url: string,
  prepare?: (debuggingPort: number) => Promise<void>,
  traceFile?: string,
): Promise<LighthouseRun> {
  const chromium = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (prepare) await prepare(chromium.port);
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: prepare !== undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    // The page's own trace (unthrottled: Lighthouse multiplies its tasks by 4), for chrome://tracing or DevTools.
    if (traceFile) await writeFile(traceFile, JSON.stringify(result.artifacts.Trace));
    return summarise(result.lhr);
  } finally {
    chromium.kill();
  }
}

function summarise(lhr: Result): LighthouseRun {
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    Object.entries(METRIC_AUDITS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? Number.NaN]),
  ) as Record<MetricName, number>;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics,
    lcpElement: lcpElementOf(lhr),
    lcpPhases: Object.fromEntries(
      // The insight is a list: the phases' table, then the LCP element.
      detailItems(lhr, 'lcp-breakdown-insight')
        .flatMap((part) => (Array.isArray(part.items) ? (part.items as DetailItem[]) : []))
        .map((phase) => [String(phase.subpart), Math.round(Number(phase.duration))]),
    ),
    layoutShifts: detailItems(lhr, 'layout-shifts').map((item) => ({
      element: nodeText(item.node as DetailItem | undefined) ?? 'unknown',
      score: Number(Number(item.score).toFixed(3)),
    })),
    renderBlocking: detailItems(lhr, 'render-blocking-insight').map((item) => String(item.url)),
    scriptTransferBytes: Number(detailItems(lhr, 'resource-summary').find((item) => item.resourceType === 'script')?.transferSize ?? 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longTasks: detailItems(lhr, 'long-tasks').map((item) => ({
      startMs: Math.round(Number(item.startTime)),
      durationMs: Math.round(Number(item.duration)),
      url: String(item.url),
    })),
  };
}

type DetailItem = Record<string, unknown>;

function detailItems(lhr: Result, auditId: string): DetailItem[] {
  const details = lhr.audits[auditId]?.details as { items?: DetailItem[] } | undefined;
  return details?.items ?? [];
}

/** The element Lighthouse names as the LCP (a node item with its selector and HTML snippet). */
function lcpElementOf(lhr: Result): string | null {
  const nodes: DetailItem[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const item = value as DetailItem;
      if (item.type === 'node') nodes.push(item);
      else Object.values(item).forEach(collect);
    }
  };
  collect(lhr.audits['largest-contentful-paint-element']?.details ?? lhr.audits['lcp-breakdown-insight']?.details);
  return nodeText(nodes[0]);
}

function nodeText(node: DetailItem | undefined): string | null {
  return node ? `${String(node.selector ?? '')} ${String(node.snippet ?? '')}`.trim() : null;
}

/** The run whose performance score is the median (runs sorted by score). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run');
  return median;
}

/** The median of each metric across runs (each metric on its own). */
export function medianMetrics(runs: LighthouseRun[]): Record<MetricName, number> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return Object.fromEntries(
    Object.keys(METRIC_AUDITS).map((name) => [name, median(runs.map((run) => run.metrics[name as MetricName]))]),
  ) as Record<MetricName, number>;
}
