/**
 * The realtime actor (design §3, spec §4 "Sockets", §7 "Realtime"): a long-lived child of the root
 * actor with system id `realtime`.
 *
 * - `sessionWatch` (a child) tells it who is signed in: `realtime.signedIn { userKey, token }` /
 *   `realtime.signedOut`. While signed in, the `socket` child (src/app provides it over
 *   socket.io, websocket transport only) holds the link and reports `socket.connected`,
 *   `socket.disconnected` and the server's events.
 * - Subscriptions (`depositRequest`, `logout`, `banned` keyed by the user, plus any another actor
 *   adds with `realtime.subscribe`) are remembered in context and sent again on every connect, so
 *   a reconnect restores them; `realtime.leave` forgets one.
 * - After a reconnect the `backOnline` state lasts BACK_ONLINE_BANNER_MS: the shell shows the
 *   back-online banner while `selectBackOnline` is true.
 * - DepositRequest of type `myId`: the history refreshes (`realtime.transactionChanged` is
 *   emitted); with `notify_type` 1 also the toast 'New Notification...' and the notification count
 *   rises by 1. `logout` / `banned` end the session (`socket.logout` / `socket.banned` to it).
 * - `balance` (the user's wallet figures after a bet or a settlement, docs/decisions/072) is joined
 *   here like the other user channels; its messages go from the socket straight to the session
 *   (`socket.balance`), as odds messages go straight to the event screens.
 * - `betMatched` (on the balance channel, docs/decisions/189): another bettor matched some of the
 *   user's waiting bets; `socket.betMatched` is emitted on as `realtime.betMatched` with its market id
 *   and bet ids, and an event screen showing that market reads its positions and open bets again.
 */
import { and, assign, emit, enqueueActions, fromCallback, sendTo, setup, type ActorRefFrom } from 'xstate';
import { BACK_ONLINE_BANNER_MS } from '../shared/constants.ts';
import { messageId, type Message } from '../shared/message.ts';
import type { sessionMachine } from '../session/session.machine.ts';

/** The session actor's system id (machines/app.machine.ts SYSTEM_IDS.session). */
const SESSION_SYSTEM_ID = 'session';

/** The user channels every signed-in user joins (spec §7). */
export const USER_CHANNELS = ['depositRequest', 'logout', 'banned', 'balance'] as const;

export interface Subscription {
  channel: string;
  key: string;
}

/** A DepositRequest event's fields the actor reads. */
export interface DepositRequestPayload {
  type: string;
  notify_type: number;
}

/** The DepositRequest type of the user's own transaction. */
const OWN_TRANSACTION = 'myId';
/** notify_type that asks for the 'New Notification...' toast. */
const NOTIFY_USER = 1;

export type SocketCommand = { type: 'socket.subscribe'; subscription: Subscription } | { type: 'socket.leave'; subscription: Subscription };

export type RealtimeEvent =
  | { type: 'realtime.signedIn'; userKey: string; token: string }
  | { type: 'realtime.signedOut' }
  | { type: 'realtime.subscribe'; subscription: Subscription }
  | { type: 'realtime.leave'; subscription: Subscription }
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected' }
  | { type: 'socket.depositRequest'; payload: DepositRequestPayload }
  | { type: 'socket.betMatched'; match: BetMatch }
  | { type: 'socket.logout' }
  | { type: 'socket.banned' };

/** The user's own bets another bettor matched, on one market (docs/decisions/189). */
export interface BetMatch {
  marketId: string;
  betIds: number[];
}

export type RealtimeEmitted =
  | { type: 'notice.success'; message: Message }
  | { type: 'realtime.transactionChanged'; payload: DepositRequestPayload }
  | { type: 'realtime.betMatched'; match: BetMatch };

export interface RealtimeContext {
  userKey: string | null;
  token: string | null;
  subscriptions: Subscription[];
  notificationCount: number;
}

export interface SocketInput {
  token: string;
}

export interface RealtimeInput {
  /** The persisted unread-notification count (client state `common.notificationCount`). */
  notificationCount?: number;
}

const sameSubscription = (a: Subscription, b: Subscription): boolean => a.channel === b.channel && a.key === b.key;

const userSubscriptions = (userKey: string): Subscription[] => USER_CHANNELS.map((channel) => ({ channel, key: userKey }));

/**
 * Reports the session's signed-in user (by `userid`) and token; a new token or user restarts the
 * link with it. Pure actor-to-actor plumbing, so it lives here rather than in src/app.
 */
const watchSession = fromCallback<RealtimeEvent>(({ system, sendBack }) => {
  const session: ActorRefFrom<typeof sessionMachine> | undefined = system.get(SESSION_SYSTEM_ID);
  if (!session) return;
  let reported = '';
  const report = ({ context }: { context: { user: { userid: string } | null; token: string | null } }) => {
    const signedIn = context.user !== null && context.token !== null;
    const current = signedIn ? `${context.user?.userid}\n${context.token}` : '';
    if (current === reported) return;
    reported = current;
    if (signedIn && context.user && context.token) sendBack({ type: 'realtime.signedIn', userKey: context.user.userid, token: context.token });
    else sendBack({ type: 'realtime.signedOut' });
  };
  report(session.getSnapshot());
  const subscription = session.subscribe(report);
  return () => subscription.unsubscribe();
});

export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    emitted: {} as RealtimeEmitted,
    input: {} as RealtimeInput,
    children: {} as { sessionWatch: 'sessionWatch'; socket: 'socket' },
  },
  actors: {
    sessionWatch: watchSession,
    /** src/app provides the socket.io link; it takes SocketCommand events and reports socket.* events. */
    socket: fromCallback<SocketCommand, SocketInput>(() => undefined),
  },
  guards: {
    isOwnTransaction: ({ event }) => event.type === 'socket.depositRequest' && event.payload.type === OWN_TRANSACTION,
    asksToNotify: ({ event }) => event.type === 'socket.depositRequest' && event.payload.notify_type === NOTIFY_USER,
  },
  actions: {
    storeUser: assign(({ event }) => {
      if (event.type !== 'realtime.signedIn') return {};
      return { userKey: event.userKey, token: event.token, subscriptions: userSubscriptions(event.userKey) };
    }),
    forgetUser: assign({ userKey: null, token: null, subscriptions: [] }),
    remember: assign(({ context, event }) => {
      if (event.type !== 'realtime.subscribe') return {};
      const known = context.subscriptions.some((subscription) => sameSubscription(subscription, event.subscription));
      return known ? {} : { subscriptions: [...context.subscriptions, event.subscription] };
    }),
    forget: assign(({ context, event }) => {
      if (event.type !== 'realtime.leave') return {};
      return { subscriptions: context.subscriptions.filter((subscription) => !sameSubscription(subscription, event.subscription)) };
    }),
    sendAllSubscriptions: enqueueActions(({ context, enqueue }) => {
      for (const subscription of context.subscriptions) enqueue.sendTo('socket', { type: 'socket.subscribe', subscription });
    }),
    sendSubscribe: sendTo('socket', ({ event }) => ({
      type: 'socket.subscribe' as const,
      subscription: (event as Extract<RealtimeEvent, { type: 'realtime.subscribe' }>).subscription,
    })),
    sendLeave: sendTo('socket', ({ event }) => ({
      type: 'socket.leave' as const,
      subscription: (event as Extract<RealtimeEvent, { type: 'realtime.leave' }>).subscription,
    })),
    announceTransactionChanged: emit(({ event }) => ({
      type: 'realtime.transactionChanged' as const,
      payload: (event as Extract<RealtimeEvent, { type: 'socket.depositRequest' }>).payload,
    })),
    announceBetMatched: emit(({ event }) => ({
      type: 'realtime.betMatched' as const,
      match: (event as Extract<RealtimeEvent, { type: 'socket.betMatched' }>).match,
    })),
    countNotification: assign({ notificationCount: ({ context }) => context.notificationCount + 1 }),
    announceNotification: emit({ type: 'notice.success', message: messageId('realtime.newNotification') }),
    /** Tells the session to end (its own forced logout clears everything). */
    tellSession: enqueueActions(({ system, enqueue }, params: { type: 'socket.logout' | 'socket.banned' }) => {
      const session: ActorRefFrom<typeof sessionMachine> | undefined = system.get(SESSION_SYSTEM_ID);
      if (session) enqueue.sendTo(session, { type: params.type });
    }),
  },
  delays: {
    backOnlineBanner: BACK_ONLINE_BANNER_MS,
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({ userKey: null, token: null, subscriptions: [], notificationCount: input.notificationCount ?? 0 }),
  invoke: { id: 'sessionWatch', src: 'sessionWatch' },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'realtime.signedIn': { target: 'signedIn', actions: 'storeUser' } },
    },
    signedIn: {
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ token: context.token ?? '' }) },
      on: {
        'realtime.signedIn': { target: 'signedIn', reenter: true, actions: 'storeUser', description: 'Another user or a new token: a new link.' },
        'realtime.signedOut': { target: 'signedOut', actions: 'forgetUser' },
        'socket.depositRequest': [
          {
            guard: and(['isOwnTransaction', 'asksToNotify']),
            actions: ['announceNotification', 'countNotification', 'announceTransactionChanged'],
          },
          { guard: 'isOwnTransaction', actions: 'announceTransactionChanged' },
        ],
        'socket.betMatched': { actions: 'announceBetMatched', description: 'Waiting bets of the user were matched: the event screens read again.' },
        'socket.logout': { target: 'signedOut', actions: ['forgetUser', { type: 'tellSession', params: { type: 'socket.logout' } }] },
        'socket.banned': { target: 'signedOut', actions: ['forgetUser', { type: 'tellSession', params: { type: 'socket.banned' } }] },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'socket.connected': { target: 'online', actions: 'sendAllSubscriptions' },
            'realtime.subscribe': { actions: 'remember' },
            'realtime.leave': { actions: 'forget' },
          },
        },
        online: {
          on: {
            'socket.disconnected': { target: 'offline' },
            'realtime.subscribe': { actions: ['remember', 'sendSubscribe'] },
            'realtime.leave': { actions: ['forget', 'sendLeave'] },
          },
        },
        offline: {
          description: 'Subscriptions made meanwhile are only remembered: the reconnect sends them all.',
          on: {
            'socket.connected': { target: 'backOnline', actions: 'sendAllSubscriptions' },
            'realtime.subscribe': { actions: 'remember' },
            'realtime.leave': { actions: 'forget' },
          },
        },
        backOnline: {
          description: 'The back-online banner shows for BACK_ONLINE_BANNER_MS.',
          after: { backOnlineBanner: { target: 'online' } },
          on: {
            'socket.disconnected': { target: 'offline' },
            'realtime.subscribe': { actions: ['remember', 'sendSubscribe'] },
            'realtime.leave': { actions: ['forget', 'sendLeave'] },
          },
        },
      },
    },
  },
});

type RealtimeView = { context: RealtimeContext; matches: (state: { signedIn: 'backOnline' }) => boolean };

export const selectBackOnline = (snapshot: RealtimeView): boolean => snapshot.matches({ signedIn: 'backOnline' });
export const selectNotificationCount = (snapshot: RealtimeView): number => snapshot.context.notificationCount;
