import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOcrQueue, OcrQueueError, type OcrQueueLimits } from './ocr-queue.ts';

const LIMITS: OcrQueueLimits = { perUser: 2, total: 4, waitTimeoutMs: 5_000, runTimeoutMs: 1_000 };

interface Deferred {
  promise: Promise<string>;
  resolve(value: string): void;
}
function deferred(): Deferred {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the OCR queue', () => {
  it('runs one job at a time and gives the next turn to another user', async () => {
    const queue = createOcrQueue<string>(async () => undefined, LIMITS);
    const order: string[] = [];
    const jobs = { a1: deferred(), a2: deferred(), b1: deferred() };
    const job = (name: keyof typeof jobs) => () => {
      order.push(name);
      return jobs[name].promise;
    };
    const a1 = queue.run('a', job('a1'));
    const a2 = queue.run('a', job('a2'));
    const b1 = queue.run('b', job('b1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['a1']);
    jobs.a1.resolve('A1');
    expect(await a1).toBe('A1');
    await vi.advanceTimersByTimeAsync(0);
    // b arrived after a's second image, but a has had its turn.
    expect(order).toEqual(['a1', 'b1']);
    jobs.b1.resolve('B1');
    jobs.a2.resolve('A2');
    expect(await b1).toBe('B1');
    expect(await a2).toBe('A2');
    expect(order).toEqual(['a1', 'b1', 'a2']);
  });

  it('refuses a user past their limit and everyone past the total', async () => {
    const queue = createOcrQueue<string>(async () => undefined, LIMITS);
    const never = () => new Promise<string>(() => undefined);
    void queue.run('a', never).catch(() => undefined);
    void queue.run('a', never).catch(() => undefined);
    await expect(queue.run('a', never)).rejects.toMatchObject({ reason: 'user-busy' });
    void queue.run('b', never).catch(() => undefined);
    void queue.run('c', never).catch(() => undefined);
    await expect(queue.run('d', never)).rejects.toMatchObject({ reason: 'queue-full' });
    expect(queue.size).toBe(4);
  });

  it('stops a job that runs too long, restarts the engine, and serves the next one', async () => {
    const restart = vi.fn(async () => undefined);
    const queue = createOcrQueue<string>(restart, LIMITS);
    const stuck = queue.run('a', () => new Promise<string>(() => undefined));
    const stuckResult = expect(stuck).rejects.toMatchObject({ reason: 'run-timeout' });
    const next = queue.run('b', async () => 'B');
    await vi.advanceTimersByTimeAsync(LIMITS.runTimeoutMs);
    await stuckResult;
    expect(restart).toHaveBeenCalledTimes(1);
    expect(await next).toBe('B');
    expect(queue.size).toBe(0);
  });

  it('drops a job whose turn does not come in time, and frees its place', async () => {
    const queue = createOcrQueue<string>(async () => undefined, { ...LIMITS, runTimeoutMs: 60_000 });
    const running = deferred();
    const first = queue.run('a', () => running.promise);
    const waiting = queue.run('b', async () => 'B');
    const waitingResult = expect(waiting).rejects.toBeInstanceOf(OcrQueueError);
    await vi.advanceTimersByTimeAsync(LIMITS.waitTimeoutMs);
    await waitingResult;
    expect(queue.size).toBe(1);
    running.resolve('A');
    expect(await first).toBe('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(0);
  });

  it('frees a place when a job fails', async () => {
    const queue = createOcrQueue<string>(async () => undefined, LIMITS);
    await expect(queue.run('a', async () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(queue.run('a', async () => 'ok')).resolves.toBe('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(0);
  });
});
