import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { bellMachine, type BellEvent } from './bell.machine.ts';

walkEveryTransition('notificationBell', {
  machine: bellMachine,
  input: undefined,
  events: (): BellEvent[] => [{ type: 'notification.received' }, { type: 'count.changed', count: 2 }, { type: 'count.reload' }],
  outputs: { loadUnreadCount: [3] },
  contextKey: () => ({}),
});

describe('notificationBell', () => {
  it('adds 1 for each live notification and takes the server’s count after a mark', async () => {
    const actor = createActor(bellMachine.provide({ actors: { loadUnreadCount: fromPromise(async () => 4) } })).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'notification.received' });
    expect(actor.getSnapshot().context.count).toBe(5);
    actor.send({ type: 'count.changed', count: 1 });
    expect(actor.getSnapshot().context.count).toBe(1);
  });
});
