import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { betSlipAmounts, moneyFact } from '../testing/money-facts.ts';
import {
  betSlipMachine,
  pendingBetOf,
  selectSlipStage,
  slipErrorOf,
  type BetRefusal,
  type BetSlipEvent,
  type BetSlipInput,
  type PlacedBet,
  type Submission,
} from './bet-slip.machine.ts';
import { slipLiabilityOf, slipProfitOf } from './slip-rules.ts';

const input: BetSlipInput = {
  selection: {
    eventId: 'e1',
    marketId: 'm1',
    marketName: 'Match Odds',
    selectionId: 'r1',
    runnerName: 'India',
    side: 'back',
    form: 'decimal',
    price: 2.5,
    rate: null,
  },
  minStake: 100,
  maxStake: 50_000,
  betDelayMs: 5_000,
  chips: [100, 500, 1000, 5000],
  acceptAnyOdds: false,
};
const placed: PlacedBet = { betId: '7', price: 2.5, stake: 500 };
const movedPrice: BetRefusal = { refused: true, reason: { text: 'Odds changed' }, currentPrice: 2.3, currentRate: null };
const noFunds: BetRefusal = { refused: true, reason: { text: 'Insufficient Balance' }, currentPrice: null, currentRate: null };

type Snapshot = ReturnType<typeof betSlipMachine.transition>;

function userEvents(snapshot: Snapshot): BetSlipEvent[] {
  if (snapshot.status === 'done') return [];
  const { context } = snapshot;
  return [
    { type: 'price.up' },
    { type: 'price.down' },
    { type: 'price.changed', text: context.priceText === '2.5' ? '2.01' : '2.5' },
    { type: 'stake.changed', text: context.stakeText === '' ? '500' : '' },
    { type: 'stake.chosen', stake: 1000 },
    { type: 'acceptAnyOdds.changed', accept: !context.acceptAnyOdds },
    { type: 'stakes.edit' },
    { type: 'slip.confirm' },
    { type: 'price.accept' },
    { type: 'slip.retry' },
    { type: 'slip.cancel' },
    { type: 'market.updated', betDelayMs: context.betDelayMs > 0 ? 0 : 5_000, minStake: 100, maxStake: 50_000 },
  ];
}

const pathConfig = {
  events: userEvents as (snapshot: Snapshot) => readonly AnyEventObject[],
  outputs: { placeBet: [placed], editStake: [{ saved: [200, 400, 600, 800] }, { saved: null }] },
  errors: { placeBet: [movedPrice, noFunds, new Error('Network Error')] },
  contextKey: (context: Snapshot['context']) => ({
    stake: context.stakeText !== '',
    priceValid: context.priceText !== '2.01',
    attempted: context.attempted,
    delay: context.betDelayMs > 0,
    form: context.selection.form,
  }),
};

/** Every Idempotency-Key a confirmation sent, over all paths: a new operation never reuses one. */
const keysSent = new Set<string>();

walkEveryTransition('bet-slip', {
  machine: betSlipMachine,
  input,
  ...pathConfig,
  facts: [
    moneyFact('the stake, profit and liability the slip shows are what its stake, price and side make them (decision 204)', betSlipAmounts),
    {
      rule: 'each confirmation from the slip sends what the slip shows (price, rate, stake, side, accept any odds) under an Idempotency-Key never used before',
      check: ({ snapshot, previous }) => {
        if (!snapshot.matches('placing') || !previous.matches('form')) return;
        const { submission, selection, priceText, rate, stakeText, acceptAnyOdds } = snapshot.context;
        expect(submission?.request).toEqual({
          eventId: selection.eventId,
          marketId: selection.marketId,
          selectionId: selection.selectionId,
          side: selection.side,
          form: selection.form,
          price: Number(priceText),
          rate,
          stake: Number(stakeText),
          acceptAnyOdds,
        });
        expect(snapshot.children.placeBet?.getSnapshot().input).toEqual(submission);
        expect(keysSent.has(submission!.idempotencyKey)).toBe(false);
        keysSent.add(submission!.idempotencyKey);
      },
    },
    {
      rule: 'a bet with no answer keeps its request, and "Try again" sends the very same request under the same Idempotency-Key',
      check: ({ snapshot, previous, event }) => {
        if (snapshot.matches('failed')) expect(snapshot.context.submission).toEqual(previous.context.submission);
        if (event.type !== 'slip.retry') return;
        expect(previous.context.submission).not.toBeNull();
        expect(snapshot.context.submission).toEqual(previous.context.submission);
        expect(snapshot.children.placeBet?.getSnapshot().input).toEqual(previous.context.submission);
      },
    },
    {
      rule: 'accepting a moved price places the bet at the offered price (and fancy rate) with the stake as typed',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'price.accept') return;
        const offered = previous.context.offeredPrice;
        expect(offered).not.toBeNull();
        expect(snapshot.context.priceText).toBe(String(offered));
        expect(snapshot.context.submission?.request).toMatchObject({
          price: offered,
          rate: previous.context.offeredRate ?? previous.context.rate,
          stake: Number(previous.context.stakeText),
        });
      },
    },
    {
      rule: "while a bet is being placed the countdown runs to confirm time + the market's in-play delay; no delay or no bet out, no countdown",
      check: ({ snapshot, previous }) => {
        if (!snapshot.matches('placing')) {
          expect(snapshot.context.expiresAt).toBeNull();
          return;
        }
        if (previous.matches('placing')) return;
        const { betDelayMs } = snapshot.context;
        expect(snapshot.context.expiresAt).toBe(betDelayMs > 0 ? Date.now() + betDelayMs : null);
      },
    },
  ],
});
describe('bet slip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(placeBet: (submission: Submission) => Promise<PlacedBet>, overrides: Partial<BetSlipInput> = {}) {
    const sent: Submission[] = [];
    const actor = createActor(
      betSlipMachine.provide({
        actors: {
          placeBet: fromPromise(async ({ input: submission }: { input: Submission }) => {
            sent.push(submission);
            return placeBet(submission);
          }),
        },
      }),
      { input: { ...input, ...overrides } },
    );
    actor.start();
    return { actor, sent };
  }

  it('nudges the price along the ladder and previews profit, liability on every keystroke', () => {
    const { actor } = start(async () => placed);
    actor.send({ type: 'price.up' });
    actor.send({ type: 'price.up' });
    expect(actor.getSnapshot().context.priceText).toBe('2.54');
    actor.send({ type: 'price.down' });
    actor.send({ type: 'stake.changed', text: '2' });
    expect(slipProfitOf(pendingBetOf(actor.getSnapshot().context))).toBe(3.04);
    actor.send({ type: 'stake.changed', text: '200' });
    const bet = pendingBetOf(actor.getSnapshot().context);
    expect([slipProfitOf(bet), slipLiabilityOf(bet)]).toEqual([304, 200]);
  });

  it('says how much of an exchange bet was matched: all, part ("Matched ₹x of ₹y at p") or none (decision 180)', async () => {
    const notices: unknown[] = [];
    for (const answer of [
      { ...placed, stake: 500, sizeMatched: 500 },
      { ...placed, stake: 500, sizeMatched: 300, price: 2.5, priceRequested: 2.5 },
      { ...placed, stake: 500, sizeMatched: 0, price: 2.5, priceRequested: 2.5 },
    ]) {
      const { actor } = start(async () => answer);
      actor.on('notice.success', (event) => notices.push((event as AnyEventObject).message));
      actor.send({ type: 'stake.chosen', stake: 500 });
      actor.send({ type: 'slip.confirm' });
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(notices).toEqual([
      { id: 'sports.slip.placed' },
      { id: 'sports.slip.placedPartly', values: { matched: 300, stake: 500, price: 2.5 } },
      { id: 'sports.slip.placedUnmatched', values: { stake: 500, price: 2.5 } },
    ]);
  });

  it('keeps a bookmaker rate fixed', () => {
    const { actor } = start(async () => placed, { selection: { ...input.selection, form: 'rate', price: 24 } });
    actor.send({ type: 'price.up' });
    actor.send({ type: 'price.changed', text: '30' });
    expect(actor.getSnapshot().context.priceText).toBe('24');
  });

  it('refuses to confirm below the market minimum, and says why', () => {
    const { actor, sent } = start(async () => placed);
    actor.send({ type: 'stake.changed', text: '50' });
    actor.send({ type: 'slip.confirm' });
    expect(selectSlipStage(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(slipErrorOf(actor.getSnapshot().context)).toEqual({ id: 'sports.slip.stakeMin', values: { min: 100 } });
    expect(sent).toEqual([]);
  });

  it('counts down the in-play delay (held by the server) from expiresAt while placing', async () => {
    let answer!: (bet: PlacedBet) => void;
    const { actor, sent } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'stake.chosen', stake: 500 });
    actor.send({ type: 'slip.confirm' });
    expect(selectSlipStage(actor.getSnapshot())).toBe('placing');
    expect(actor.getSnapshot().context.expiresAt).toBe(Date.now() + 5_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.request).toMatchObject({ price: 2.5, stake: 500, side: 'back', acceptAnyOdds: false });
    await vi.advanceTimersByTimeAsync(5_000);
    answer(placed);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ placed, stakes: [100, 500, 1000, 5000] });
  });

  it('offers a moved fancy quote: line and rate', async () => {
    const fancyMoved: BetRefusal = { refused: true, reason: { text: 'Odds changed' }, currentPrice: 46, currentRate: 95 };
    let answer: Promise<PlacedBet> = Promise.reject(fancyMoved);
    answer.catch(() => undefined);
    const { actor, sent } = start(() => answer, { betDelayMs: 0, selection: { ...input.selection, form: 'line', price: 45, rate: 100 } });
    actor.send({ type: 'stake.changed', text: '100' });
    actor.send({ type: 'slip.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    answer = Promise.resolve(placed);
    actor.send({ type: 'price.accept' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map(({ request }) => [request.price, request.rate])).toEqual([[45, 100], [46, 95]]);
  });

  it('offers the moved price; accepting it places again with a new key', async () => {
    let answer: Promise<PlacedBet> = Promise.reject(movedPrice);
    answer.catch(() => undefined);
    const { actor, sent } = start(() => answer, { betDelayMs: 0 });
    actor.send({ type: 'stake.changed', text: '500' });
    actor.send({ type: 'slip.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectSlipStage(actor.getSnapshot())).toBe('priceMoved');
    expect(actor.getSnapshot().context.offeredPrice).toBe(2.3);
    answer = Promise.resolve({ ...placed, price: 2.3 });
    actor.send({ type: 'price.accept' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((submission) => submission.request.price)).toEqual([2.5, 2.3]);
    expect(sent[0]?.idempotencyKey).not.toBe(sent[1]?.idempotencyKey);
    expect(actor.getSnapshot().output?.placed?.price).toBe(2.3);
  });

  it('retries a bet with no answer under the same key, and a second confirm sends nothing', async () => {
    let fail = true;
    const { actor, sent } = start(async () => {
      if (fail) throw new Error('Network Error');
      return placed;
    }, { betDelayMs: 0 });
    actor.send({ type: 'stake.changed', text: '500' });
    actor.send({ type: 'slip.confirm' });
    actor.send({ type: 'slip.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectSlipStage(actor.getSnapshot())).toBe('failed');
    fail = false;
    actor.send({ type: 'slip.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('shows a refusal with its reason until the next edit', async () => {
    const { actor } = start(() => Promise.reject(noFunds), { betDelayMs: 0 });
    actor.send({ type: 'stake.changed', text: '500' });
    actor.send({ type: 'slip.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectSlipStage(actor.getSnapshot())).toBe('refused');
    expect(actor.getSnapshot().context.reason).toEqual({ text: 'Insufficient Balance' });
    actor.send({ type: 'stake.changed', text: '100' });
    expect(selectSlipStage(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.reason).toBeNull();
  });
});
