import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { bellMachine, type BellEvent } from './bell.machine.ts';

walkEveryTransition('notificationBell', {
  machine: bellMachine,
  input: undefined,
  events: (): BellEvent[] => [{ type: 'notification.received' }, { type: 'count.changed', count: 2 }, { type: 'count.reload' }],
  outputs: { loadUnreadCount: [3] },
  contextKey: (context) => ({ known: context.count !== null, recount: context.recount }),
  facts: [
    {
      rule: 'a new notification on the socket adds exactly 1 to a known unread count, at once; to an unknown count it adds nothing and has the count read (again)',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'notification.received') return;
        if (previous.matches('unknown')) {
          expect(snapshot.matches('loading')).toBe(true);
          expect(snapshot.context.count).toBe(previous.context.count);
          expect(snapshot.children.loadUnreadCount).toBeDefined();
          return;
        }
        if (previous.context.count === null) {
          expect(snapshot.context.count).toBeNull();
          expect(snapshot.context.recount).toBe(true);
          expect(snapshot.children.loadUnreadCount).toBe(previous.children.loadUnreadCount);
          return;
        }
        expect(snapshot.context.count).toBe(previous.context.count + 1);
        expect(snapshot.value).toEqual(previous.value);
      },
    },
    {
      rule: 'a count loaded while a notification arrived before any count was known is shown, and read again',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'xstate.done.actor.loadUnreadCount') return;
        expect(snapshot.matches('loading')).toBe(previous.context.recount);
        if (previous.context.recount) {
          expect(snapshot.context.recount).toBe(false);
          expect(snapshot.children.loadUnreadCount).toBeDefined();
          expect(snapshot.children.loadUnreadCount).not.toBe(previous.children.loadUnreadCount);
        }
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

  it('after a failed count load, a new notification shows no guessed number and reads the count again', async () => {
    vi.useFakeTimers();
    const answers = [Promise.reject(new Error('offline')), Promise.resolve(7)];
    answers[0]!.catch(() => undefined);
    let loads = 0;
    const actor = createActor(bellMachine.provide({ actors: { loadUnreadCount: fromPromise(() => answers[(loads += 1) - 1]!) } })).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.count).toBeNull();
    actor.send({ type: 'notification.received' });
    expect(actor.getSnapshot().context.count).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(7);
    actor.send({ type: 'notification.received' });
    expect(actor.getSnapshot().context.count).toBe(8);
    actor.stop();
    vi.useRealTimers();
  });

  it('a notification during the first load shows no guess and has the count read again when the load ends', async () => {
    vi.useFakeTimers();
    const answers = [2, 3];
    let loads = 0;
    const actor = createActor(bellMachine.provide({ actors: { loadUnreadCount: fromPromise(() => Promise.resolve(answers[(loads += 1) - 1]!)) } })).start();
    actor.send({ type: 'notification.received' });
    expect(actor.getSnapshot().context.count).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(3);
    expect(actor.getSnapshot().matches('counted')).toBe(true);
    actor.stop();
    vi.useRealTimers();
  });
});
