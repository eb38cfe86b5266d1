import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
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
