/**
 * The header's notification bell (docs/decisions/063): the unread count from the server,
 * plus 1 for each notification the socket announces, and the server's count again after one is
 * opened (mark redirect answers it). A failed load shows no number and retries on the next event:
 * a notification arriving while the count is not known never adds 1 to a guess — after a failed load
 * it reads the count again, and during the first load it has the count read again once that load
 * ends (the answer may have been read before the notification was stored).
 */
import { assign, fromPromise, not, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';

export type BellEvent =
  | { type: 'notification.received' }
  | { type: 'count.changed'; count: number }
  | { type: 'count.reload' };

export interface BellContext {
  count: number | null;
  /** A notification came while the first count was loading: read the count again when it ends. */
  recount: boolean;
}

export const bellMachine = setup({
  types: { context: {} as BellContext, events: {} as BellEvent },
  actors: {
    loadUnreadCount: fromPromise<number>(notProvided('loadUnreadCount')),
  },
  guards: {
    countKnown: ({ context }) => context.count !== null,
    recount: ({ context }) => context.recount,
  },
  actions: {
    markRecount: assign({ recount: true }),
    clearRecount: assign({ recount: false }),
    addOne: assign(({ context }) => ({ count: (context.count ?? 0) + 1 })),
    storeCount: assign((_, count: number) => ({ count: Math.max(0, count) })),
  },
}).createMachine({
  id: 'notificationBell',
  context: { count: null, recount: false },
  initial: 'loading',
  on: {
    'notification.received': { guard: 'countKnown', actions: 'addOne', description: 'The socket announced one: +1 at once.' },
    'count.changed': { actions: { type: 'storeCount', params: ({ event }) => event.count } },
  },
  states: {
    loading: {
      entry: 'clearRecount',
      invoke: {
        id: 'loadUnreadCount',
        src: 'loadUnreadCount',
        onDone: [
          {
            guard: 'recount',
            target: 'loading',
            reenter: true,
            actions: { type: 'storeCount', params: ({ event }) => event.output },
            description: 'A notification came during the first load: show this count and read it again.',
          },
          { target: 'counted', actions: { type: 'storeCount', params: ({ event }) => event.output } },
        ],
        onError: 'unknown',
      },
      on: {
        'notification.received': {
          guard: not('countKnown'),
          actions: 'markRecount',
          description: 'No count yet: no guess; the count is read again when this load ends.',
        },
      },
    },
    counted: {
      on: { 'count.reload': 'loading' },
    },
    unknown: {
      on: {
        'count.reload': 'loading',
        'notification.received': {
          target: 'loading',
          description: 'The count is not known: a new notification reads it again instead of adding 1 to a guess.',
        },
      },
    },
  },
});
