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
  facts: [
    {
      rule: 'a new notification on the socket adds exactly 1 to the unread count, at once',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'notification.received') return;
        expect(snapshot.context.count).toBe((previous.context.count ?? 0) + 1);
        expect(snapshot.value).toEqual(previous.value);
      },
    },
    {
      rule: "the server's count (loaded, or answered by a mark) replaces the bell's, never below 0",
      check: ({ snapshot, event }) => {
        const told =
          event.type === 'xstate.done.actor.loadUnreadCount'
            ? (event as { output?: number }).output
            : event.type === 'count.changed'
              ? (event as { count?: number }).count
              : undefined;
        if (told === undefined) return;
        expect(snapshot.context.count).toBe(Math.max(0, told));
      },
    },
    {
      rule: 'a reload (after a reconnect) asks the server for the count again',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'count.reload') return;
        expect(snapshot.matches('loading')).toBe(true);
        expect(snapshot.children.loadUnreadCount).toBeDefined();
        expect(snapshot.children.loadUnreadCount).not.toBe(previous.children.loadUnreadCount);
      },
    },
  ],
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
