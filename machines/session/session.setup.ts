/**
 * The session actor's setup (machines/session/session.machine.ts): its types, the actors src/app
 * provides, the children it runs, guards, actions and delays. The state files build on
 * `sessionSetup.createStateConfig`.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { BALANCE_POLL_MS } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { notificationPromptMachine, type NotificationOutcome } from './notification-prompt.machine.ts';
import {
  fundsOfReply,
  sameFunds,
  signedInContext,
  signedOutContext,
  type BalanceReply,
  type BettingSettings,
  type LogoutReason,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  type SessionInput,
  type UserInfo,
} from './session.context.ts';
import type { SessionUser } from './session-user.ts';
import { tokenRefreshMachine, type RefreshedToken } from './token-refresh.machine.ts';

export const sessionSetup = setup({
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
});
