import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { matkaSlipAmounts, moneyFact } from '../testing/money-facts.ts';
import {
  draftProblem,
  matkaBetMachine,
  MATKA_REFRESH_MS,
  offeredTypes,
  slipTotal,
  type MatkaBetEvent,
  type MatkaMarketData,
  type MatkaPlaced,
  type MatkaSubmission,
} from './matka-bet.machine.ts';
import { MATKA_BET_TYPES } from './matka-rules.ts';

const gameTypes = MATKA_BET_TYPES.map((type) => ({ type, rate: 9.5, minStake: 10, maxStake: 1_000 }));
const marketData = (status: 'open' | 'close_only' | 'closed'): MatkaMarketData => ({
  market: {
    id: 7,
    name: 'Milan Day',
    drawDate: '2030-01-31',
    openTime: '2030-01-31T08:00:00.000Z',
    closeTime: '2030-01-31T10:00:00.000Z',
    status,
    cutoffMinutes: 15,
    nextCutoffAt: status === 'closed' ? null : '2030-01-31T07:45:00.000Z',
    result: status === 'open' ? null : '380-1*-***',
    lastResults: [],
  },
  gameTypes,
  bets: [],
});
const placed: MatkaPlaced = {
  message: { text: 'Bet placed successfully.' },
  bets: [
    {
      betId: 1,
      drawDate: '2030-01-31',
      session: 'open',
      type: 'single_digit',
      number: '7',
      amount: 100,
      rate: 9.5,
      status: 'open',
      winAmount: null,
      profitLoss: null,
      placedAt: '2030-01-31T06:00:00.000Z',
    },
  ],
};

walkEveryTransition('matkaBet', {
  machine: matkaBetMachine,
  input: { marketId: 7 },
  events: (): MatkaBetEvent[] => [
    { type: 'market.retry' },
    { type: 'session.selected', session: 'close' },
    { type: 'session.selected', session: 'open' },
    { type: 'gameType.selected', gameType: 'jodi' },
    { type: 'number.changed', number: '7' },
    { type: 'number.picked', picked: '7' },
    { type: 'stake.changed', stake: '100' },
    { type: 'stake.quick', amount: 50 },
    { type: 'entry.add' },
    { type: 'entry.remove', key: 1 },
    { type: 'slip.clear' },
    { type: 'slip.place' },
    { type: 'notice.dismissed' },
  ],
  outputs: { loadMarket: [marketData('open')], refreshMarket: [marketData('close_only')], placeBets: [placed] },
  contextKey: (context) => ({
    phase: context.market?.status ?? null,
    session: context.session,
    gameType: context.gameType,
    draftValid: draftProblem(context) === null,
    entries: Math.min(context.entries.length, 1),
  }),
  facts: [
    moneyFact('the slip total is the sum of its lines\' stakes, each a positive stake in paise (decision 204)', matkaSlipAmounts),
    {
      rule: 'the slip is placed in one request for what it shows (market, session, every line), under an idempotency key',
      check: ({ snapshot, event }) => {
        if (event.type !== 'slip.place' || !snapshot.matches({ ready: { slip: 'placing' } })) return;
        const { submission, session, entries } = snapshot.context;
        expect(submission?.request).toEqual({
          marketId: 7,
          session,
          bets: entries.map((entry) => ({ bet_type: entry.type, number: entry.number, amount: entry.stake })),
        });
        expect(submission?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      },
    },
    {
      rule: "a placed slip empties, shows the server's message and lists the placed bets in My bets",
      check: ({ snapshot, event }) => {
        if (event.type !== 'xstate.done.actor.placeBets') return;
        expect(snapshot.context).toMatchObject({ entries: [], submission: null, notice: placed.message });
        expect(snapshot.context.bets).toEqual(expect.arrayContaining(placed.bets));
      },
    },
  ],
});

describe('matkaBet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function started(load: (input: { marketId: number }) => Promise<MatkaMarketData>, place?: (submission: MatkaSubmission) => Promise<MatkaPlaced>) {
    const actor = createActor(
      matkaBetMachine.provide({
        actors: {
          loadMarket: fromPromise(({ input }: { input: { marketId: number } }) => load(input)),
          placeBets: fromPromise(({ input }: { input: MatkaSubmission }) => (place ? place(input) : Promise.resolve(placed))),
        },
      }),
      { input: { marketId: 7 } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    return actor;
  }

  it('builds a slip of checked lines, totals it, and places it with one key kept for a retry', async () => {
    vi.useFakeTimers();
    const submissions: MatkaSubmission[] = [];
    let fail = true;
    const actor = await started(
      async () => marketData('open'),
      async (submission) => {
        submissions.push(submission);
        if (fail) {
          fail = false;
          throw new Error('offline');
        }
        return placed;
      },
    );
    actor.send({ type: 'gameType.selected', gameType: 'single_pana' });
    actor.send({ type: 'number.changed', number: '721' });
    actor.send({ type: 'stake.changed', stake: '100' });
    actor.send({ type: 'entry.add' });
    expect(actor.getSnapshot().context.draftError).toEqual({ id: 'matka.number.panaOrder' });
    actor.send({ type: 'number.changed', number: '127' });
    actor.send({ type: 'entry.add' });
    actor.send({ type: 'gameType.selected', gameType: 'single_digit' });
    actor.send({ type: 'number.changed', number: '4' });
    actor.send({ type: 'stake.quick', amount: 50 });
    actor.send({ type: 'entry.add' });
    actor.send({ type: 'stake.changed', stake: '5' });
    actor.send({ type: 'number.changed', number: '5' });
    actor.send({ type: 'entry.add' });
    expect(actor.getSnapshot().context.draftError).toEqual({ id: 'matka.stake.range', values: { min: 10, max: 1_000 } });
    expect(slipTotal(actor.getSnapshot().context)).toBe(150);

    actor.send({ type: 'slip.place' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'offline' });
    actor.send({ type: 'slip.place' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submissions).toHaveLength(2);
    expect(submissions[1]!.idempotencyKey).toBe(submissions[0]!.idempotencyKey);
    expect(submissions[0]!.request).toEqual({
      marketId: 7,
      session: 'open',
      bets: [
        { bet_type: 'single_pana', number: '127', amount: 100 },
        { bet_type: 'single_digit', number: '4', amount: 50 },
      ],
    });
    expect(actor.getSnapshot().context.entries).toEqual([]);
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'Bet placed successfully.' });
    expect(actor.getSnapshot().context.bets).toHaveLength(1);
  });

  it('moves to the close session and drops open-only lines when a refresh shows the open side closed', async () => {
    vi.useFakeTimers();
    let status: 'open' | 'close_only' = 'open';
    const actor = await started(async () => marketData(status));
    actor.send({ type: 'gameType.selected', gameType: 'jodi' });
    actor.send({ type: 'number.changed', number: '38' });
    actor.send({ type: 'stake.changed', stake: '10' });
    actor.send({ type: 'entry.add' });
    expect(actor.getSnapshot().context.entries).toHaveLength(1);
    status = 'close_only';
    await vi.advanceTimersByTimeAsync(MATKA_REFRESH_MS);
    const { context } = actor.getSnapshot();
    expect(context.session).toBe('close');
    expect(context.gameType).toBe('single_digit');
    expect(context.entries).toEqual([]);
    expect(context.notice).toEqual({ id: 'matka.slip.sessionClosed' });
    expect(offeredTypes(context, 'close')).toEqual(['single_digit', 'single_pana', 'double_pana', 'triple_pana']);
    expect(offeredTypes(context, 'open')).toEqual([]);
    actor.send({ type: 'session.selected', session: 'open' });
    expect(actor.getSnapshot().context.session).toBe('close');
  });

  it('fills a number from grid taps, part by part for a sangam, beside typing', async () => {
    vi.useFakeTimers();
    const actor = await started(async () => marketData('open'));
    actor.send({ type: 'number.picked', picked: '7' });
    expect(actor.getSnapshot().context.number).toBe('7');
    actor.send({ type: 'number.picked', picked: '7' });
    expect(actor.getSnapshot().context.number).toBe('');
    actor.send({ type: 'gameType.selected', gameType: 'half_sangam_open' });
    actor.send({ type: 'number.picked', picked: '8' });
    expect(actor.getSnapshot().context.number).toBe('');
    actor.send({ type: 'number.picked', picked: '127' });
    actor.send({ type: 'number.picked', picked: '8' });
    actor.send({ type: 'stake.quick', amount: 10 });
    actor.send({ type: 'entry.add' });
    expect(actor.getSnapshot().context.entries).toEqual([{ key: 1, type: 'half_sangam_open', number: '127-8', stake: 10 }]);
    // Typed first part, tapped second.
    actor.send({ type: 'gameType.selected', gameType: 'full_sangam' });
    actor.send({ type: 'number.changed', number: '127-' });
    actor.send({ type: 'number.picked', picked: '459' });
    expect(actor.getSnapshot().context.number).toBe('127-459');
  });
});
