import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invokedInput } from '../testing/path-config.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { bonusMachine, type BonusEvent, type BonusSummary } from './bonus.machine.ts';

const funds = { bl: 1000, ex: 0, bc: 0, eb: 0 };
const summary: BonusSummary = {
  earned: 150,
  locked: 100,
  released: 50,
  bonuses: [
    { id: 1, type: 'payment bonus', amount: 50, status: 'released', createdAt: '2026-01-01T00:00:00Z' },
    { id: 2, type: 'refer bonus', amount: 100, status: 'locked', createdAt: '2026-01-01T00:00:00Z', turnover: { required: 100, done: 20 } },
  ],
};

walkEveryTransition('bonusWallet', {
  machine: bonusMachine,
  input: { actw: 'MW' },
  events: (): BonusEvent[] => [
    { type: 'bonus.claim', id: 1 },
    { type: 'bonus.claim', id: 2 },
    { type: 'wallet.switch', actw: 'WB' },
    { type: 'wallet.switch', actw: 'MW' },
    { type: 'bonus.reload' },
  ],
  outputs: { loadBonuses: [summary], claimBonus: [{ amount: 50, funds }], switchWallet: [{ actw: 'WB', funds }] },
  contextKey: (context) => ({ actw: context.actw, loaded: context.summary !== null }),
  facts: [
    {
      rule: "a claim is sent for the released bonus the user tapped, by its id (the server's once-only key for it)",
      check: ({ snapshot, event }) => {
        const asked = event as BonusEvent;
        if (asked.type !== 'bonus.claim' || !snapshot.matches('claiming')) return;
        const { id } = asked;
        expect(snapshot.context.summary?.bonuses.find((bonus) => bonus.id === id)?.status).toBe('released');
        expect(snapshot.context.claiming).toBe(id);
        expect(invokedInput(snapshot, 'claimBonus')).toEqual({ id });
      },
    },
    {
      rule: 'a switch asks for the other wallet than the active one (MW ↔ WB)',
      check: ({ snapshot, previous }) => {
        if (!snapshot.matches('switching')) return;
        expect(invokedInput(snapshot, 'switchWallet')).toEqual({ actw: previous.context.actw === 'MW' ? 'WB' : 'MW' });
      },
    },
    {
      rule: 'one request at a time: while a claim or a switch is under way, neither is offered',
      check: ({ snapshot }) => {
        if (!snapshot.matches('claiming') && !snapshot.matches('switching')) return;
        expect(snapshot.can({ type: 'bonus.claim', id: 1 })).toBe(false);
        expect(snapshot.can({ type: 'wallet.switch', actw: snapshot.context.actw === 'MW' ? 'WB' : 'MW' })).toBe(false);
      },
    },
    {
      rule: 'a claim or a switch the server made tells the session, once, the balance it answered and the active wallet (wallet.changed); nothing else tells it anything, and a refused one keeps the wallet',
      check: ({ snapshot, previous, event, emittedThisStep }) => {
        const output = (event as { output?: { funds: unknown; actw?: string; amount?: number } }).output;
        if (event.type === 'xstate.done.actor.claimBonus') {
          expect(emittedThisStep).toEqual([{ type: 'wallet.changed', actw: previous.context.actw, funds: output?.funds }]);
          expect(snapshot.context.done).toEqual({ kind: 'claimed', amount: output?.amount });
          expect(snapshot.matches('loading')).toBe(true);
        } else if (event.type === 'xstate.done.actor.switchWallet') {
          expect(emittedThisStep).toEqual([{ type: 'wallet.changed', actw: output?.actw, funds: output?.funds }]);
          expect(snapshot.context.actw).toBe(output?.actw);
        } else {
          expect(emittedThisStep).toEqual([]);
          expect(snapshot.context.actw).toBe(previous.context.actw);
        }
        if (event.type === 'xstate.error.actor.claimBonus' || event.type === 'xstate.error.actor.switchWallet') {
          expect(snapshot.context.error).not.toBeNull();
          expect(snapshot.context.claiming).toBeNull();
        }
      },
    },
  ],
});

describe('bonusWallet', () => {
  it('claims only a released bonus, and tells the session the balance after a claim or a switch', async () => {
    const told: unknown[] = [];
    const claimed: number[] = [];
    const actor = createActor(
      bonusMachine.provide({
        actors: {
          loadBonuses: fromPromise(async () => summary),
          claimBonus: fromPromise(async ({ input }: { input: { id: number } }) => {
            claimed.push(input.id);
            return { amount: 50, funds };
          }),
          switchWallet: fromPromise(async ({ input }: { input: { actw: 'MW' | 'WB' } }) => ({ actw: input.actw, funds })),
        },
      }),
      { input: { actw: 'MW' } },
    );
    actor.on('wallet.changed', (event) => told.push(event));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'bonus.claim', id: 2 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'bonus.claim', id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(claimed).toEqual([1]);
    expect(actor.getSnapshot().context.done).toEqual({ kind: 'claimed', amount: 50 });
    actor.send({ type: 'wallet.switch', actw: 'MW' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'wallet.switch', actw: 'WB' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.actw).toBe('WB');
    expect(told).toEqual([
      { type: 'wallet.changed', actw: 'MW', funds },
      { type: 'wallet.changed', actw: 'WB', funds },
    ]);
  });
});
