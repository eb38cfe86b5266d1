/**
 * The header's notification bell (issue 16; docs/decisions/063): the unread count from the server,
 * plus 1 for each notification the socket announces, and the server's count again after one is
 * opened (mark redirect answers it). A failed load shows no number and retries on the next event.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';

export type BellEvent =
  | { type: 'notification.received' }
  | { type: 'count.changed'; count: number }
  | { type: 'count.reload' };

export interface BellContext {
  count: number | null;
}

export const bellMachine = setup({
  types: { context: {} as BellContext, events: {} as BellEvent },
  actors: {
    loadUnreadCount: fromPromise<number>(notProvided('loadUnreadCount')),
  },
  actions: {
    addOne: assign(({ context }) => ({ count: (context.count ?? 0) + 1 })),
    storeCount: assign((_, count: number) => ({ count: Math.max(0, count) })),
  },
}).createMachine({
  id: 'notificationBell',
  context: { count: null },
  initial: 'loading',
  on: {
    'notification.received': { actions: 'addOne', description: 'The socket announced one: +1 at once.' },
    'count.changed': { actions: { type: 'storeCount', params: ({ event }) => event.count } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadUnreadCount',
        src: 'loadUnreadCount',
        onDone: { target: 'counted', actions: { type: 'storeCount', params: ({ event }) => event.output } },
        onError: 'unknown',
      },
    },
    counted: {
      on: { 'count.reload': 'loading' },
    },
    unknown: {
      on: { 'count.reload': 'loading' },
    },
  },
});
