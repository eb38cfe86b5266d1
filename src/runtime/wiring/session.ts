/**
 * The session actor's real actors (machines/session/session.machine.ts): user info, the balance
 * poll, token refresh, favourites, logout and the push-notification prompt, each through src/api.
 * The API's replies are adapted here to the machines' own shapes (`SessionUser`, epoch seconds).
 */
import { fromPromise } from 'xstate';
import { notificationPromptMachine } from '../../../machines/session/notification-prompt.machine.ts';
import type { BalanceReply, BettingSettings, UserInfo } from '../../../machines/session/session.machine.ts';
import type { SessionUser } from '../../../machines/session/session-user.ts';
import { tokenRefreshMachine, type RefreshedToken } from '../../../machines/session/token-refresh.machine.ts';
import type { Api } from '../../api/call.ts';
import type { User, UserProfile } from '../../api/replies.ts';

/** The sports events list of the favourites call (its only kind, game_type 1). */
const SPORTS_FAVOURITES = 1;

/** The contract sends `exp` as ISO 8601; the machines count in seconds since the epoch. */
export const epochSecondsOf = (isoDateTime: string): number => Math.floor(Date.parse(isoDateTime) / 1000);

/** The API's user (with or without token) as the machines see it: absent values are left out. */
export function sessionUserOf(user: UserProfile | User): SessionUser {
  return {
    userid: user.userid,
    ...('token' in user && { token: user.token, exp: epochSecondsOf(user.exp) }),
    balance: user.balance,
    exposure: user.exposure,
    bets_count: user.bets_count,
    earnBonus: user.earnBonus,
    isDemo: user.isDemo,
    last_login_at: user.last_login_at,
    notificationSubscribed: user.notificationSubscribed,
    notificationUnsubscribed: user.notificationUnsubscribed,
    ...(user.phone !== null && { phone: user.phone }),
    ...(user.actw !== null && { actw: user.actw }),
    ...(user.isStaff === true && { isStaff: true }),
  };
}

export interface SessionWiring {
  api: Api;
  /** The site's domain, sent with the push subscription. */
  domain: string;
  /** Registers the service worker and subscribes this browser to Web Push (push-subscription.ts). */
  subscribeBrowserToPush: () => Promise<PushSubscriptionJSON>;
}

/** The actors `sessionMachine.provide({ actors })` needs. */
export function sessionActors({ api, domain, subscribeBrowserToPush }: SessionWiring) {
  return {
    loadUserInfo: fromPromise<UserInfo, { token: string }>(async () => {
      const { data } = await api.call('userInfo');
      return { user: sessionUserOf(data.user), demo: data.demo, chips: data.chips, event_manage: data.event_manage };
    }),
    fetchBalance: fromPromise<BalanceReply, void>(async () => {
      const reply = await api.call('walletBalance');
      return { status: reply.status, ...reply.data };
    }),
    tokenRefresher: tokenRefreshMachine.provide({
      actors: {
        refreshToken: fromPromise<RefreshedToken, void>(async () => {
          const { data } = await api.call('authRefresh');
          return { token: data.token, exp: epochSecondsOf(data.exp) };
        }),
      },
    }),
    loadBettingSettings: fromPromise<BettingSettings, void>(async () => {
      const { data } = await api.call('userInfo');
      return { chips: data.chips, oneClickStake: data.one_click_stake ?? null };
    }),
    loadFavourites: fromPromise<readonly unknown[], void>(async () => {
      const { data } = await api.call('favouriteList', { body: { game_type: SPORTS_FAVOURITES } });
      // No reply schema yet (the sports area will add one): only the list itself is trusted.
      const events = (data as { events?: unknown } | undefined)?.events;
      return Array.isArray(events) ? events : [];
    }),
    logout: fromPromise<void, void>(async () => {
      await api.call('logout');
    }),
    notificationPrompt: notificationPromptMachine.provide({
      actors: {
        setUnsubscribed: fromPromise<void, void>(async () => {
          await api.call('notificationSubscribe', { body: { subscribed: false } });
        }),
        subscribePush: fromPromise<void, void>(async () => {
          const subscription = await subscribeBrowserToPush();
          await api.call('subscribeNotification', {
            body: { deviceData: deviceDataOf(subscription), domainName: domain },
          });
        }),
      },
    }),
  };
}

/** The contract's PushSubscription: endpoint and keys are required, so a partial one is refused here. */
function deviceDataOf(subscription: PushSubscriptionJSON) {
  const { endpoint, expirationTime = null, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription');
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
