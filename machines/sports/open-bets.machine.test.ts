import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { openBetsMachine, type OpenBet } from './open-bets.machine.ts';

const bet: OpenBet = {
  betId: 7,
  marketId: 'm1',
  marketName: 'Match Odds',
  selectionName: 'India',
  side: 'back',
  odds: 3,
  runs: null,
  stake: 100,
  liability: 100,
  profit: 200,
  placedAt: '2026-11-24T10:00:00.000Z',
  cashOut: false,
};

walkEveryTransition('openBets', {
  machine: openBetsMachine,
  input: { eventId: 'ck-1001' },
  events: () => [{ type: 'bets.refresh' }, { type: 'bets.retry' }],
  outputs: { loadOpenBets: [[bet]] },
  contextKey: (context) => ({ stale: context.stale }),
});

describe('openBets', () => {
  it('a refresh during a load reads again when it ends, so the list is never older than the last change', async () => {
    vi.useFakeTimers();
    const answers: OpenBet[][] = [[], [bet]];
    let loads = 0;
    const actor = createActor(
      openBetsMachine.provide({ actors: { loadOpenBets: fromPromise(() => Promise.resolve(answers[Math.min((loads += 1) - 1, 1)]!)) } }),
      { input: { eventId: 'ck-1001' } },
    ).start();
    actor.send({ type: 'bets.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.bets).toEqual([bet]);
    actor.stop();
    vi.useRealTimers();
  });
});
