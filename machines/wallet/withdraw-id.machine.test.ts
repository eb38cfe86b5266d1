import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { withdrawIdMachine, type WithdrawIdEvent } from './withdraw-id.machine.ts';

walkEveryTransition('withdrawId', {
  machine: withdrawIdMachine,
  events: (): WithdrawIdEvent[] => [{ type: 'withdrawId.retry' }],
  outputs: { loadWithdrawId: ['WD7K2M9QX4RB'] },
});

describe('withdrawId', () => {
  it('shows the ID after a failed load is retried, and forgets the error', async () => {
    let calls = 0;
    const actor = createActor(
      withdrawIdMachine.provide({
        actors: {
          loadWithdrawId: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return 'WD7K2M9QX4RB';
          }),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'withdrawId.retry' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context).toEqual({ withdrawId: 'WD7K2M9QX4RB', error: null });
  });
});
