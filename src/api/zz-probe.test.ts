import { test, expect, vi } from 'vitest';
test('timeout faked?', async () => {
  vi.useFakeTimers();
  const s = AbortSignal.timeout(20_000);
  await vi.advanceTimersByTimeAsync(21_000);
  console.log('aborted', s.aborted);
  vi.useRealTimers();
  expect(true).toBe(true);
});
