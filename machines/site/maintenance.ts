/**
 * The maintenance window rule (spec §3 "Site version", §4 "Site"): the site is under maintenance
 * from `from_date` (inclusive) until `to_date` (exclusive). Times are epoch milliseconds.
 */
export interface MaintenanceWindow {
  from_date: string;
  to_date: string;
}

/** setTimeout fires at once for longer delays, so a far boundary is approached in steps of this. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** The window as times; null when absent, unreadable or empty. */
function windowTimes(window: MaintenanceWindow | null): { from: number; to: number } | null {
  if (!window) return null;
  const from = Date.parse(window.from_date);
  const to = Date.parse(window.to_date);
  return Number.isNaN(from) || Number.isNaN(to) || from >= to ? null : { from, to };
}

export function isUnderMaintenance(window: MaintenanceWindow | null, now: number): boolean {
  const times = windowTimes(window);
  return times !== null && times.from <= now && now < times.to;
}

/** When the answer of `isUnderMaintenance` next changes: the start, the end, or never (null). */
export function nextMaintenanceBoundary(window: MaintenanceWindow | null, now: number): number | null {
  const times = windowTimes(window);
  if (times === null || now >= times.to) return null;
  return now < times.from ? times.from : times.to;
}

/** When to look again: at the next boundary, or one longest timer later if it is further away. */
export function nextMaintenanceCheck(window: MaintenanceWindow | null, now: number): number | null {
  const boundary = nextMaintenanceBoundary(window, now);
  return boundary === null ? null : Math.min(boundary, now + MAX_TIMER_DELAY_MS);
}
