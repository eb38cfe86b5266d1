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
  sizeMatched: 60,
  sizeRemaining: 40,
  priceRequested: 3,
  averagePriceMatched: 3,
};

walkEveryTransition('openBets', {
  machine: openBetsMachine,
  input: { eventId: 'ck-1001' },
  events: () => [
    { type: 'bets.refresh' },
    { type: 'bets.retry' },
    { type: 'bet.cancel', betId: 7 },
    { type: 'bet.edit', betId: 7, price: 3 },
    { type: 'edit.price', price: '3.5' },
    { type: 'edit.confirm' },
    { type: 'edit.dismiss' },
  ],
  outputs: { loadOpenBets: [[bet]], cancelBet: [undefined], replaceBet: [{ price: 3.5, sizeMatched: 10, sizeRemaining: 30 }] },
  contextKey: (context) => ({ stale: context.stale }),
  facts: [
    {
      rule: 'an edit sends the typed price only when it is a ladder price other than the bet’s; its result or refusal is said and the list read again',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'edit.confirm' && previous.matches('editing')) {
          const price = Number(previous.context.editing!.price);
          expect(snapshot.matches('replacing')).toBe(price === 3.5);
          if (snapshot.matches('replacing')) expect(snapshot.children.replaceBet?.getSnapshot().input).toEqual({ betId: 7, price: 3.5 });
        }
        if (event.type === 'xstate.done.actor.replaceBet') expect(snapshot.context).toMatchObject({ editing: null, edited: { price: 3.5 }, editError: null });
        if (event.type === 'xstate.error.actor.replaceBet') expect(snapshot.context).toMatchObject({ editing: null, edited: null, editError: { text: 'test failure' } });
        if (event.type.startsWith('xstate.') && event.type.endsWith('replaceBet')) expect(snapshot.matches('loading')).toBe(true);
      },
    },
    {
      rule: 'one cancel at a time, of the bet asked; when it ends, answered or refused, the list is read again and a refusal is said',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'bet.cancel' && previous.matches('loaded')) {
          expect(snapshot.matches('cancelling')).toBe(true);
          expect(snapshot.children.cancelBet?.getSnapshot().input).toEqual({ betId: 7 });
          expect(snapshot.context.cancelError).toBeNull();
        }
        if (event.type === 'xstate.done.actor.cancelBet' || event.type === 'xstate.error.actor.cancelBet') {
          expect(snapshot.matches('loading')).toBe(true);
          expect(snapshot.context.cancelling).toBeNull();
          expect(snapshot.context.cancelError).toEqual(event.type === 'xstate.error.actor.cancelBet' ? { text: 'test failure' } : null);
        }
      },
    },
    {
      rule: 'the list is never older than the last change: a refresh during a read is kept, and the bets are read again as soon as that read ends, answered or failed',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'bets.refresh' && previous.matches('loading')) {
          expect(snapshot.context.stale).toBe(true);
          expect(snapshot.children.loadOpenBets).toBe(previous.children.loadOpenBets);
        }
        if (event.type !== 'xstate.done.actor.loadOpenBets' && event.type !== 'xstate.error.actor.loadOpenBets') return;
        expect(snapshot.matches('loading')).toBe(previous.context.stale);
        if (previous.context.stale) {
          expect(snapshot.context.stale).toBe(false);
          expect(snapshot.children.loadOpenBets).toBeDefined();
          expect(snapshot.children.loadOpenBets).not.toBe(previous.children.loadOpenBets);
        }
      },
    },
    {
      rule: "the bets asked for are the event's; the bets shown are the latest answer; a failed read keeps the bets shown and says why",
      check: ({ snapshot, previous, event }) => {
        if (snapshot.matches('loading')) expect(snapshot.children.loadOpenBets?.getSnapshot().input).toEqual({ eventId: 'ck-1001' });
        if (event.type === 'xstate.done.actor.loadOpenBets') {
          expect(snapshot.context).toMatchObject({ bets: (event as { output?: OpenBet[] }).output, error: null });
        }
        if (event.type === 'xstate.error.actor.loadOpenBets') {
          expect(snapshot.context.bets).toBe(previous.context.bets);
          if (previous.context.stale) return;
          expect(snapshot.matches('failed')).toBe(true);
          expect(snapshot.context.error).toEqual({ text: 'test failure' });
        }
      },
    },
  ],
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

  it('a refresh during a load that fails reads again, and shows the bets of that read', async () => {
    vi.useFakeTimers();
    const answers = [Promise.reject(new Error('offline')), Promise.resolve([bet])];
    answers[0]!.catch(() => undefined);
    let loads = 0;
    const actor = createActor(openBetsMachine.provide({ actors: { loadOpenBets: fromPromise(() => answers[(loads += 1) - 1]!) } }), {
      input: { eventId: 'ck-1001' },
    }).start();
    actor.send({ type: 'bets.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ bets: [bet], error: null, stale: false });
    actor.stop();
    vi.useRealTimers();
  });

  it('a failed load with no refresh pending shows the error, and reads again only once after a refresh', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const actor = createActor(
      openBetsMachine.provide({
        actors: {
          loadOpenBets: fromPromise(() => {
            loads += 1;
            return Promise.reject(new Error('offline'));
          }),
        },
      }),
      { input: { eventId: 'ck-1001' } },
    ).start();
    actor.send({ type: 'bets.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.stop();
    vi.useRealTimers();
  });
});
