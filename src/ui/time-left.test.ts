import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left.ts';

describe('formatTimeLeft', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(now + seconds * 1_000).toISOString();

  it('counts hours, minutes and seconds, and days past a day', () => {
    expect(formatTimeLeft(at(65), now)).toBe('00:01:05');
    expect(formatTimeLeft(at(3 * 3600 + 4 * 60 + 5), now)).toBe('03:04:05');
    expect(formatTimeLeft(at(2 * 86_400 + 4 * 3600 + 5 * 60 + 6), now)).toBe('2d 04:05:06');
  });

  it('never goes below zero', () => {
    expect(formatTimeLeft(at(-30), now)).toBe('00:00:00');
  });
});
