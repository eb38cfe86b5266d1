import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
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
