import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask } from './in-next-task.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('inNextTask', () => {
  it('runs the work in a later task, not in the caller’s, and gives what it returns', async () => {
    vi.useFakeTimers();
    const work = vi.fn(() => 7);
    const result = inNextTask(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toBe(7);
  });

  it('gives what a promise returned by the work settles to', async () => {
    vi.useFakeTimers();
    const result = inNextTask(async () => 'chunk');
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toBe('chunk');
  });

  it('rejects when the work throws, so a start that awaits it does not wait for ever', async () => {
    vi.useFakeTimers();
    const result = inNextTask(() => {
      throw new Error('no ICU');
    });
    const settled = expect(result).rejects.toThrow('no ICU');
    await vi.advanceTimersByTimeAsync(0);
    await settled;
  });
});
