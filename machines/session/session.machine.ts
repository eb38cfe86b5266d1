/**
 * The session actor (spec §4 "Authentication", design §3): signed-out / signing-in / signed-in.
 *
 * - Input: the persisted token, user, chips and eventManage. A restored user with a token is signed
 *   in at once (the `always` of signedOut).
 * - `session.signedIn { user }` comes from the login / sign-up forms; `session.authToken { token }`
 *   from the `?auth=` query (→ `loadUserInfo`).
 * - While signed in: the balance is polled with `fetchBalance` 2 s AFTER each success; a failed or
 *   non-200 poll is a forced logout. `socket.balance { funds }` (the server's push after a bet or a
 *   settlement, docs/decisions/072) shows the figures at once; one that arrives while a poll is out
 *   drops that poll, whose answer may predate the change. The `tokenRefresh` child refreshes the token before `exp`
 *   (token-refresh.machine.ts), again after each success. Favourites load once. The
 *   `notificationPrompt` child runs unless the user already subscribed or unsubscribed; views
 *   send `notification.cancel` / `notification.grant` to it (snapshot.children.notificationPrompt).
 * - Forced logout on `session.unauthorized` (the API's 401 hook; message unless silent), socket
 *   `logout` / `banned` and poll failure; `session.logout` calls `logout`, then clears, even if
 *   the call failed.
 * - Emits `session.loggedOut { reason, message }` (src/app clears storage, goes Home, reloads) and
 *   `session.changed { signedIn, lastLoginAt }` (for the site actor's offer pop-up).
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { BALANCE_POLL_MS } from '../shared/constants.ts';
import { messageId, type Message } from '../shared/message.ts';
import { notificationPromptMachine, type NotificationOutcome } from './notification-prompt.machine.ts';
import type { SessionUser } from './session-user.ts';
import { tokenRefreshMachine, type RefreshedToken } from './token-refresh.machine.ts';
import { notProvided } from '../shared/not-provided.ts';

export type Funds = { balance: number; exposure: number; betsCount: number; earnBonus: number };
/** The wallet balance reply (spec §7): bl, ex, bc, eb; a `status` other than 200 is a failed poll. */
export type BalanceReply = { status?: number; bl: number; ex: number; bc: number; eb: number };
export type UserInfo = { user: SessionUser; demo?: boolean; chips?: unknown; event_manage?: unknown };
export type LogoutReason = 'user' | 'poll' | 'unauthorized' | 'socket.logout' | 'socket.banned';

export type SessionInput = {
  token?: string | null;
  user?: SessionUser | null;
  chips?: unknown;
  eventManage?: unknown;
};

export type SessionContext = {
  token: string | null;
  /** JWT expiry in seconds since the epoch. */
  exp: number | null;
  user: SessionUser | null;
  chips: unknown;
  /** One-click betting's stake; null when off (docs/decisions/186-one-click-betting.md). */
  oneClickStake: number | null;
  eventManage: unknown;
  funds: Funds;
  favourites: readonly unknown[];
};

/** The bettor's settings kept with the account: stake buttons and one-click betting (docs/decisions/186, 188). */
export interface BettingSettings {
  chips: unknown;
  oneClickStake: number | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; user: SessionUser }
  | { type: 'session.authToken'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized'; service: string; silent: boolean }
  | { type: 'session.passwordChanged' }
  /** The active wallet was switched (the bonus screen): the welcome-bonus bar follows it. */
  | { type: 'session.walletSwitched'; actw: string; funds: BalanceReply }
  /** The stake buttons were saved (the slip, the profile, the deposit screen): one source for all (docs/decisions/188). */
  | { type: 'session.stakesSaved'; chips: number[] }
  /** One-click betting was turned on with a stake, or off (null) (docs/decisions/186). */
  | { type: 'session.oneClickSaved'; stake: number | null }
  | { type: 'socket.logout' }
  | { type: 'socket.banned' }
  | { type: 'socket.balance'; funds: BalanceReply };

export type SessionEmitted =
  | { type: 'session.loggedOut'; reason: LogoutReason; message: Message | null }
  | { type: 'session.changed'; signedIn: boolean; lastLoginAt: string | null };

const fundsOf = (user: SessionUser | null): Funds => ({
  balance: user?.balance ?? 0,
  exposure: user?.exposure ?? 0,
  betsCount: user?.bets_count ?? 0,
  earnBonus: user?.earnBonus ?? 0,
});

const fundsOfReply = (reply: BalanceReply): Funds => ({
  balance: reply.bl,
  exposure: reply.ex,
  betsCount: reply.bc,
  earnBonus: reply.eb,
});

const sameFunds = (a: Funds, b: Funds): boolean =>
  a.balance === b.balance && a.exposure === b.exposure && a.betsCount === b.betsCount && a.earnBonus === b.earnBonus;

const signedOutContext = (): SessionContext => ({
  token: null,
  exp: null,
  user: null,
  chips: null,
  oneClickStake: null,
  eventManage: null,
  funds: fundsOf(null),
  favourites: [],
});

const signedInContext = (user: SessionUser, token: string | null, extra: Partial<SessionContext> = {}) => ({
  user,
  token,
  exp: user.exp ?? null,
  funds: fundsOf(user),
  ...extra,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionInput,
    children: {} as {
      loadUserInfo: 'loadUserInfo';
      fetchBalance: 'fetchBalance';
      tokenRefresh: 'tokenRefresher';
      loadFavourites: 'loadFavourites';
      loadBettingSettings: 'loadBettingSettings';
      notificationPrompt: 'notificationPrompt';
      logout: 'logout';
    },
  },
  actors: {
    loadUserInfo: fromPromise<UserInfo, { token: string }>(notProvided('loadUserInfo')),
    fetchBalance: fromPromise<BalanceReply, void>(notProvided('fetchBalance')),
    tokenRefresher: tokenRefreshMachine,
    loadFavourites: fromPromise<readonly unknown[], void>(notProvided('loadFavourites')),
    /** user info's stake buttons and one-click stake, read on every sign-in (a login's reply has neither; docs/decisions/188). */
    loadBettingSettings: fromPromise<BettingSettings, void>(notProvided('loadBettingSettings')),
    logout: fromPromise<void, void>(notProvided('logout')),
    notificationPrompt: notificationPromptMachine,
  },
  delays: {
    balancePoll: BALANCE_POLL_MS,
  },
  guards: {
    hasRestoredSession: ({ context }) => context.user !== null && context.token !== null,
    hasExpiry: ({ context }) => context.exp !== null,
    tokenRefreshed: (_, params: { refreshed: RefreshedToken | null }) => params.refreshed !== null,
    notificationChosen: ({ context }) =>
      context.user?.notificationSubscribed === true || context.user?.notificationUnsubscribed === true,
    pollRejected: (_, params: { reply: BalanceReply }) => params.reply.status !== undefined && params.reply.status !== 200,
    fundsUnchanged: ({ context }, params: { reply: BalanceReply }) => sameFunds(context.funds, fundsOfReply(params.reply)),
    fundsChanged: ({ context }, params: { reply: BalanceReply }) => !sameFunds(context.funds, fundsOfReply(params.reply)),
  },
  actions: {
    storeSignedInUser: assign((_, params: { user: SessionUser }) =>
      signedInContext(params.user, params.user.token ?? null),
    ),
    storeAuthToken: assign((_, params: { token: string }) => ({ token: params.token })),
    storeUserInfo: assign(({ context }, params: { info: UserInfo }) =>
      signedInContext(
        { ...params.info.user, isDemo: params.info.demo ?? params.info.user.isDemo },
        context.token,
        { chips: params.info.chips ?? null, eventManage: params.info.event_manage ?? null },
      ),
    ),
    storeFunds: assign((_, params: { reply: BalanceReply }) => ({ funds: fundsOfReply(params.reply) })),
    storeChips: assign((_, params: { chips: number[] }) => ({ chips: params.chips })),
    storeOneClick: assign((_, params: { stake: number | null }) => ({ oneClickStake: params.stake })),
    storeBettingSettings: assign((_, params: { settings: BettingSettings }) => ({ chips: params.settings.chips, oneClickStake: params.settings.oneClickStake })),
    storeToken: assign((_, params: { refreshed: RefreshedToken }) => ({
      token: params.refreshed.token,
      exp: params.refreshed.exp,
    })),
    storeFavourites: assign((_, params: { favourites: readonly unknown[] }) => ({ favourites: params.favourites })),
    storeNotificationOutcome: assign(({ context }, params: { outcome: NotificationOutcome }) =>
      params.outcome === 'unchanged' || context.user === null
        ? {}
        : {
            user: {
              ...context.user,
              ...(params.outcome === 'subscribed'
                ? { notificationSubscribed: true }
                : { notificationUnsubscribed: true }),
            },
          },
    ),
    /** The route guard only asks whether a last-login time exists (spec §2). */
    storeActiveWallet: assign(({ context }, params: { actw: string }) => (context.user === null ? {} : { user: { ...context.user, actw: params.actw } })),
    storePasswordChanged: assign(({ context }) =>
      context.user === null ? {} : { user: { ...context.user, last_login_at: new Date().toISOString() } },
    ),
    announceChange: emit(({ context }) => ({
      type: 'session.changed' as const,
      signedIn: context.user !== null,
      lastLoginAt: context.user?.last_login_at ?? null,
    })),
    /** Clears every trace of the user, then tells src/app to clear storage and go Home. */
    endSession: enqueueActions(({ enqueue }, params: { reason: LogoutReason; message: Message | null }) => {
      enqueue.assign(signedOutContext);
      enqueue.emit({ type: 'session.loggedOut', reason: params.reason, message: params.message });
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const user = input.user ?? null;
    return {
      ...signedOutContext(),
      ...(user && signedInContext(user, input.token ?? null)),
      chips: input.chips ?? null,
      eventManage: input.eventManage ?? null,
    };
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'announceChange',
      always: {
        guard: 'hasRestoredSession',
        target: 'signedIn',
        description: 'A persisted user with a token is signed in at once.',
      },
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: { type: 'storeSignedInUser', params: ({ event }) => ({ user: event.user }) },
        },
        'session.authToken': {
          target: 'signingIn',
          actions: { type: 'storeAuthToken', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'loadUserInfo',
        src: 'loadUserInfo',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'storeUserInfo', params: ({ event }) => ({ info: event.output }) },
        },
        onError: { target: 'signedOut', actions: assign(signedOutContext) },
      },
      on: {
        'session.unauthorized': {
          target: 'signedOut',
          actions: {
            type: 'endSession',
            params: ({ event }) => ({
              reason: 'unauthorized',
              message: event.silent ? null : messageId('session.loggedOutFromDevice'),
            }),
          },
        },
      },
    },
    signedIn: {
      entry: 'announceChange',
      invoke: [
        {
          id: 'loadFavourites',
          src: 'loadFavourites',
          onDone: { actions: { type: 'storeFavourites', params: ({ event }) => ({ favourites: event.output }) } },
        },
        {
          id: 'loadBettingSettings',
          src: 'loadBettingSettings',
          onDone: { actions: { type: 'storeBettingSettings', params: ({ event }) => ({ settings: event.output }) } },
        },
      ],
      on: {
        'session.logout': 'loggingOut',
        'session.unauthorized': {
          target: 'signedOut',
          actions: {
            type: 'endSession',
            params: ({ event }) => ({
              reason: 'unauthorized',
              message: event.silent ? null : messageId('session.loggedOutFromDevice'),
            }),
          },
        },
        'socket.logout': {
          target: 'signedOut',
          actions: { type: 'endSession', params: { reason: 'socket.logout', message: null } },
        },
        'socket.banned': {
          target: 'signedOut',
          actions: { type: 'endSession', params: { reason: 'socket.banned', message: null } },
        },
        'session.passwordChanged': { actions: ['storePasswordChanged', 'announceChange'] },
        'session.stakesSaved': { actions: { type: 'storeChips', params: ({ event }) => ({ chips: event.chips }) } },
        'session.oneClickSaved': { actions: { type: 'storeOneClick', params: ({ event }) => ({ stake: event.stake }) } },
        'session.walletSwitched': {
          actions: [
            { type: 'storeActiveWallet', params: ({ event }) => ({ actw: event.actw }) },
            { type: 'storeFunds', params: ({ event }) => ({ reply: event.funds }) },
          ],
        },
      },
      type: 'parallel',
      states: {
        balance: {
          initial: 'polling',
          states: {
            polling: {
              invoke: {
                id: 'fetchBalance',
                src: 'fetchBalance',
                onDone: [
                  {
                    guard: { type: 'pollRejected', params: ({ event }) => ({ reply: event.output }) },
                    target: '#session.signedOut',
                    actions: { type: 'endSession', params: { reason: 'poll', message: null } },
                  },
                  {
                    // No assign: an unchanged balance keeps the same context object (design §7).
                    guard: { type: 'fundsUnchanged', params: ({ event }) => ({ reply: event.output }) },
                    target: 'waiting',
                  },
                  { target: 'waiting', actions: { type: 'storeFunds', params: ({ event }) => ({ reply: event.output }) } },
                ],
                onError: {
                  target: '#session.signedOut',
                  actions: { type: 'endSession', params: { reason: 'poll', message: null } },
                },
              },
              on: {
                'socket.balance': [
                  { guard: { type: 'fundsUnchanged', params: ({ event }) => ({ reply: event.funds }) }, target: 'waiting' },
                  { target: 'waiting', actions: { type: 'storeFunds', params: ({ event }) => ({ reply: event.funds }) } },
                ],
              },
            },
            waiting: {
              after: { balancePoll: 'polling' },
              on: {
                'socket.balance': {
                  guard: { type: 'fundsChanged', params: ({ event }) => ({ reply: event.funds }) },
                  actions: { type: 'storeFunds', params: ({ event }) => ({ reply: event.funds }) },
                },
              },
            },
          },
        },
        token: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'hasExpiry', target: 'scheduled' }, { target: 'unscheduled' }] },
            scheduled: {
              invoke: {
                id: 'tokenRefresh',
                src: 'tokenRefresher',
                input: ({ context }) => ({ exp: context.exp ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'tokenRefreshed', params: ({ event }) => ({ refreshed: event.output.refreshed }) },
                    target: 'scheduled',
                    reenter: true,
                    actions: {
                      type: 'storeToken',
                      params: ({ event }) => ({ refreshed: event.output.refreshed as RefreshedToken }),
                    },
                  },
                  // A failed refresh: an expired token then meets a 401, which logs out.
                  { target: 'unscheduled' },
                ],
              },
            },
            unscheduled: {},
          },
        },
        notification: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'notificationChosen', target: 'off' }, { target: 'offering' }] },
            offering: {
              invoke: {
                id: 'notificationPrompt',
                src: 'notificationPrompt',
                onDone: {
                  target: 'off',
                  actions: {
                    type: 'storeNotificationOutcome',
                    params: ({ event }) => ({ outcome: event.output.outcome }),
                  },
                },
              },
            },
            off: {},
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        // Clear even when the call failed: the user asked to leave.
        onDone: { target: 'signedOut', actions: { type: 'endSession', params: { reason: 'user', message: null } } },
        onError: { target: 'signedOut', actions: { type: 'endSession', params: { reason: 'user', message: null } } },
      },
    },
  },
});
