import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { realityCheckMachine, type RealityCheckReading } from './reality-check.machine.ts';

const ON: RealityCheckReading = { minutes: 15, result: -120.5 };
const OFF: RealityCheckReading = { minutes: 0, result: 0 };
const MINUTE_MS = 60_000;
/** When the current wait for a reminder began on the fake clock (set by the first fact below). */
let waitingSince = 0;

walkEveryTransition('realityCheck', {
  machine: realityCheckMachine,
  input: { startedAt: 0 },
  events: () => [{ type: 'interval.changed', minutes: 30 }, { type: 'interval.changed', minutes: 0 }, { type: 'check.continue' }],
  outputs: { readInterval: [ON, OFF], readCheck: [ON, OFF] },
  facts: [
    {
      rule: 'the next reminder comes one chosen interval after the wait began (at the start, after Keep playing, or when the interval changed)',
      check: ({ snapshot, previous, event }) => {
        if (snapshot.matches('waiting') && (!previous.matches('waiting') || event.type === 'interval.changed')) waitingSince = Date.now();
        if (!snapshot.matches('checking') || !previous.matches('waiting')) return;
        expect(Date.now() - waitingSince).toBe(previous.context.minutes * MINUTE_MS);
      },
    },
    {
      rule: 'a reminder shows the time played since the session began, on the clock, and the betting result the server read since then',
      check: ({ snapshot, previous, event }) => {
        if (!snapshot.matches('shown') || !previous.matches('checking')) return;
        const reading = (event as { output?: RealityCheckReading }).output;
        expect(snapshot.context).toMatchObject({
          playedMs: Date.now() - previous.context.startedAt,
          result: reading?.result,
          minutes: reading?.minutes,
        });
      },
    },
    {
      rule: 'a chosen interval is kept and counted from now; none (0), chosen here, read at the start or at a check, turns the reminder off',
      check: ({ snapshot, event }) => {
        if (event.type === 'interval.changed') expect(snapshot.context.minutes).toBe(event.minutes);
        if (snapshot.matches('off')) expect(snapshot.context.minutes).toBe(0);
        if (snapshot.matches('waiting')) expect(snapshot.context.minutes).toBeGreaterThan(0);
      },
    },
  ],
});

describe('realityCheck', () => {
  it('shows the time played and the result at each interval, counting from the session start (fake timers)', async () => {
    vi.useFakeTimers({ now: 1_000 });
    const asked: number[] = [];
    let result = 0;
    const actor = createActor(
      realityCheckMachine.provide({
        actors: {
          readCheck: fromPromise(async ({ input }: { input: { since: number } }) => {
            asked.push(input.since);
            return { minutes: 15, result };
          }),
        },
      }),
      { input: { startedAt: 1_000 } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    result = -250;
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context).toMatchObject({ playedMs: 15 * 60_000, result: -250 });
    actor.send({ type: 'check.continue' });
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(actor.getSnapshot().context.playedMs).toBe(30 * 60_000);
    expect(asked).toEqual([1_000, 1_000, 1_000]);
    actor.send({ type: 'interval.changed', minutes: 0 });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(actor.getSnapshot().value).toBe('off');
    actor.stop();
    vi.useRealTimers();
  });

  it('counts a changed interval, a failed check and a reminder left on screen as time played', async () => {
    vi.useFakeTimers({ now: 0 });
    let fail = false;
    const actor = createActor(
      realityCheckMachine.provide({
        actors: {
          readCheck: fromPromise(async () => {
            if (fail) throw new Error('offline');
            return { minutes: 15, result: 0 };
          }),
        },
      }),
      { input: { startedAt: 0 } },
    ).start();
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS);
    actor.send({ type: 'interval.changed', minutes: 30 });
    fail = true;
    await vi.advanceTimersByTimeAsync(30 * MINUTE_MS);
    expect(actor.getSnapshot().value).toBe('waiting');
    fail = false;
    await vi.advanceTimersByTimeAsync(30 * MINUTE_MS);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.playedMs).toBe(70 * MINUTE_MS);
    await vi.advanceTimersByTimeAsync(5 * MINUTE_MS);
    actor.send({ type: 'check.continue' });
    await vi.advanceTimersByTimeAsync(15 * MINUTE_MS);
    expect(actor.getSnapshot().context.playedMs).toBe(90 * MINUTE_MS);
    actor.stop();
    vi.useRealTimers();
  });
});
