import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messageId } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { CASH_OUT_GIVE_UP_MS, cashOutMachine, type CashedOut, type CashOutEvent, type CashOutRefusal, type CashOutRequest } from './cash-out.machine.ts';

const moved: CashOutRefusal = { refused: true, message: { text: 'The cash-out offer changed. Accept the new offer to cash out.' }, offer: { share: 100, amount: 36.36 } };
const closed: CashOutRefusal = { refused: true, message: { text: 'Market is closed.' }, offer: null };

/** Every idempotency key a confirmation sent, over all paths: a new request never reuses one. */
const keysSent = new Set<string>();

walkEveryTransition('cashOut', {
  machine: cashOutMachine,
  input: { eventId: 'ck-1001', marketId: 'm1' },
  events: () => [
    { type: 'share.changed', share: 50 },
    { type: 'share.changed', share: 33 },
    { type: 'cashOut.confirm', amount: 48.51 },
    { type: 'offer.accept' },
    { type: 'cashOut.retry' },
    { type: 'cashOut.dismiss' },
  ],
  outputs: { cashOut: [{ amount: 48.51, share: 100 }] },
  errors: { cashOut: [moved, closed, new Error('offline')] },
  facts: [
    {
      rule: 'each confirmation (of the offer, or of the new offer after a re-price) sends the chosen share and the confirmed amount under an idempotency key never used before',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'cashOut.confirm' && event.type !== 'offer.accept') return;
        const amount = event.type === 'cashOut.confirm' ? (event as Extract<CashOutEvent, { type: 'cashOut.confirm' }>).amount : previous.context.newOffer?.amount;
        const { request } = snapshot.context;
        expect(request).toMatchObject({ eventId: 'ck-1001', marketId: 'm1', share: previous.context.share, amount });
        expect(snapshot.children.cashOut?.getSnapshot().input).toEqual(request);
        expect(keysSent.has(request!.idempotencyKey)).toBe(false);
        keysSent.add(request!.idempotencyKey);
      },
    },
    {
      rule: '"Try again" after no answer sends the same request under the same idempotency key',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'cashOut.retry') return;
        expect(previous.context.request).not.toBeNull();
        expect(snapshot.children.cashOut?.getSnapshot().input).toEqual(previous.context.request);
      },
    },
    {
      rule: '"confirming" never waits for ever: it is entered with a 40 s give-up timer, which ends it in failed with "no answer"',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'xstate.after.giveUp.cashOut.confirming') expect(snapshot.context.error).toEqual(messageId('sports.cashOut.noAnswer'));
        if (!snapshot.matches('confirming')) return;
        const timers = Object.values(snapshot.children.cashOut!.system.getSnapshot()._scheduledEvents);
        const giveUp = timers.find((timer) => timer.event.type === 'xstate.after.giveUp.cashOut.confirming');
        expect(giveUp).toBeDefined();
        if (!previous.matches('confirming')) expect(giveUp!.startedAt + giveUp!.delay).toBe(Date.now() + CASH_OUT_GIVE_UP_MS);
      },
    },
    {
      rule: 'the screen is told the amount cashed out, and to read the position again whenever it may have changed (cashed out, refused, a failure left)',
      check: ({ snapshot, previous, event, emittedThisStep: now }) => {
        if (event.type === 'xstate.done.actor.cashOut') {
          expect(now).toEqual([{ type: 'cashOut.done', amount: (event as { output?: CashedOut }).output?.amount }, { type: 'cashOut.ended' }]);
        } else if (snapshot.matches('refused') && !previous.matches('refused')) {
          expect(now).toEqual([{ type: 'cashOut.ended' }]);
        } else if (previous.matches('failed') && event.type === 'cashOut.dismiss') {
          expect(now).toEqual([{ type: 'cashOut.ended' }]);
        } else {
          expect(now).toEqual([]);
        }
      },
    },
  ],
});

function start(answer: (request: CashOutRequest) => Promise<CashedOut>) {
  const requests: CashOutRequest[] = [];
  const actor = createActor(
    cashOutMachine.provide({
      actors: {
        cashOut: fromPromise<CashedOut, CashOutRequest>(({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { eventId: 'ck-1001', marketId: 'm1' } },
  ).start();
  return { actor, requests };
}

describe('cashOut', () => {
  it('sends the chosen share and the confirmed offer; accepting a new offer is a new request with a new key', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { actor, requests } = start(() => ((calls += 1) === 1 ? Promise.reject(moved) : Promise.resolve({ amount: 36.36, share: 50 })));
    const done: number[] = [];
    actor.on('cashOut.done', (event) => done.push(event.amount));
    actor.send({ type: 'share.changed', share: 50 });
    actor.send({ type: 'cashOut.confirm', amount: 24.25 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('repriced');
    expect(actor.getSnapshot().context.newOffer).toEqual({ share: 100, amount: 36.36 });
    actor.send({ type: 'offer.accept' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map(({ share, amount }) => [share, amount])).toEqual([
      [50, 24.25],
      [50, 36.36],
    ]);
    expect(requests[0]!.idempotencyKey).not.toBe(requests[1]!.idempotencyKey);
    expect(done).toEqual([36.36]);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(actor.getSnapshot().value).toBe('offer');
    expect(actor.getSnapshot().context.share).toBe(100);
    actor.stop();
    vi.useRealTimers();
  });

  it('never stays on "processing": a request that never settles ends in failed, and Try again reuses its key', async () => {
    vi.useFakeTimers();
    const { actor, requests } = start(() => new Promise<CashedOut>(() => {}));
    actor.send({ type: 'cashOut.confirm', amount: 48.51 });
    await vi.advanceTimersByTimeAsync(CASH_OUT_GIVE_UP_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ id: 'sports.cashOut.noAnswer' });
    actor.send({ type: 'cashOut.retry' });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
    actor.stop();
    vi.useRealTimers();
  });
});
