import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { withdrawIdMachine, type WithdrawIdEvent } from './withdraw-id.machine.ts';

walkEveryTransition('withdrawId', {
  machine: withdrawIdMachine,
  events: (): WithdrawIdEvent[] => [{ type: 'withdrawId.retry' }],
  outputs: { loadWithdrawId: ['WD7K2M9QX4RB'] },
  errors: { loadWithdrawId: [new Error('Error 500: down')] },
  facts: [
    {
      rule: 'the withdraw ID shown is exactly the one the server gave, with no error beside it',
      check: ({ snapshot }) => {
        if (!snapshot.matches('shown')) return;
        expect(snapshot.context).toEqual({ withdrawId: 'WD7K2M9QX4RB', error: null });
      },
    },
    {
      rule: "a failed load shows the server's reason and no ID, and offers a retry",
      check: ({ snapshot }) => {
        if (!snapshot.matches('failed')) return;
        expect(snapshot.context).toEqual({ withdrawId: null, error: { text: 'Error 500: down' } });
        expect(snapshot.can({ type: 'withdrawId.retry' })).toBe(true);
      },
    },
  ],
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
