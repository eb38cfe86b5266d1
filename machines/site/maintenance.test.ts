import { describe, expect, it } from 'vitest';
import { isUnderMaintenance, MAX_TIMER_DELAY_MS, nextMaintenanceBoundary, nextMaintenanceCheck } from './maintenance.ts';

const FROM = Date.parse('2030-01-01T10:00:00Z');
const TO = Date.parse('2030-01-01T12:00:00Z');
const window = { from_date: new Date(FROM).toISOString(), to_date: new Date(TO).toISOString() };

describe('maintenance window', () => {
  it.each([
    ['before from', FROM - 1, false],
    ['at from', FROM, true],
    ['inside', FROM + 1, true],
    ['just before to', TO - 1, true],
    ['at to', TO, false],
    ['after to', TO + 1, false],
  ])('%s: under maintenance is %s', (_, now, expected) => {
    expect(isUnderMaintenance(window, now)).toBe(expected);
  });

  it.each([
    ['no window', null],
    ['an unreadable date', { from_date: 'soon', to_date: window.to_date }],
    ['an empty window', { from_date: window.to_date, to_date: window.from_date }],
  ])('is never under maintenance with %s', (_, badWindow) => {
    expect(isUnderMaintenance(badWindow, FROM + 1)).toBe(false);
    expect(nextMaintenanceBoundary(badWindow, FROM - 1)).toBeNull();
  });

  it('finds the next boundary: from, then to, then none', () => {
    expect(nextMaintenanceBoundary(window, FROM - 5)).toBe(FROM);
    expect(nextMaintenanceBoundary(window, FROM)).toBe(TO);
    expect(nextMaintenanceBoundary(window, TO)).toBeNull();
  });

  it('checks at the boundary, or after the longest timer when the boundary is further', () => {
    expect(nextMaintenanceCheck(window, FROM - 5)).toBe(FROM);
    const farAhead = FROM - MAX_TIMER_DELAY_MS - 1_000;
    expect(nextMaintenanceCheck(window, farAhead)).toBe(farAhead + MAX_TIMER_DELAY_MS);
    expect(nextMaintenanceCheck(window, TO)).toBeNull();
  });
});
