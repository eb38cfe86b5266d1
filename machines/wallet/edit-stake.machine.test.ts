import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { STAKE_BUTTONS_SHOWN, STAKE_MAX, STAKE_MIN } from '../shared/constants.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { walletMessage } from './message-ids.ts';
import { editStakeMachine, type EditStakeEvent } from './edit-stake.machine.ts';

walkEveryTransition('editStake', {
  machine: editStakeMachine,
  input: { stakes: [100, 200, 500, 1000] },
  events: (snapshot): EditStakeEvent[] => [
    { type: 'stake.changed', index: 0, text: snapshot.context.values[0] === '' ? '150' : '' },
    { type: 'stakes.save' },
    { type: 'stakes.cancel' },
  ],
  outputs: { saveStakes: [[150, 200, 500, 1000]] },
  contextKey: (context) => ({ firstEmpty: context.values[0] === '' }),
  facts: [
    {
      rule: 'the form always holds exactly the four stake buttons, however they are edited',
      check: ({ snapshot }) => {
        expect(snapshot.context.values).toHaveLength(STAKE_BUTTONS_SHOWN);
      },
    },
    {
      rule: "only four values, each 100 to 1Cr, are sent to be saved; an empty or out-of-range one shows 'Stake value must be between 100 to 1Cr.'",
      check: ({ snapshot, event }) => {
        if (snapshot.matches('saving')) {
          const stakes = snapshot.children.saveStakes?.getSnapshot().input?.stakes;
          expect(stakes).toEqual(snapshot.context.values.map(Number));
          expect(stakes).toHaveLength(STAKE_BUTTONS_SHOWN);
          for (const stake of stakes ?? []) expect(stake >= STAKE_MIN && stake <= STAKE_MAX, `stake ${stake}`).toBe(true);
        }
        if (event.type === 'stakes.save' && snapshot.matches('editing')) {
          expect(snapshot.context.error).toEqual(walletMessage('wallet.stake.range'));
        }
      },
    },
    {
      rule: 'the modal closes with the stakes the server kept, or with none when cancelled',
      check: ({ snapshot, event }) => {
        if (snapshot.status !== 'done') return;
        const saved = event.type === 'xstate.done.actor.saveStakes' ? (event as { output?: unknown }).output : null;
        expect(snapshot.output).toEqual({ saved });
      },
    },
  ],
});

describe('editStake', () => {
  it('cleans input, refuses out-of-range values and outputs what the server saved', async () => {
    const saved: number[][] = [];
    const actor = createActor(
      editStakeMachine.provide({
        actors: {
          saveStakes: fromPromise(async ({ input }) => {
            saved.push(input.stakes);
            return input.stakes;
          }),
        },
      }),
      { input: { stakes: [100, 200, 500, 1000] } },
    ).start();
    actor.send({ type: 'stake.changed', index: 3, text: '99' });
    actor.send({ type: 'stakes.save' });
    expect(actor.getSnapshot().context.error).toEqual({ id: 'wallet.stake.range' });
    actor.send({ type: 'stake.changed', index: 3, text: '1 0000 000x9' });
    expect(actor.getSnapshot().context.values[3]).toBe('10000000');
    actor.send({ type: 'stakes.save' });
    await Promise.resolve();
    await Promise.resolve();
    expect(saved).toEqual([[100, 200, 500, 10_000_000]]);
    expect(actor.getSnapshot().output).toEqual({ saved: [100, 200, 500, 10_000_000] });
  });
});
