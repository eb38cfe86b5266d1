/**
 * Signed in: favourites and betting settings load once; in parallel the balance is polled (and
 * pushed by the socket), the token is refreshed before `exp`, and the notification prompt is offered.
 * Then logging out: the session ends even when the call fails.
 */
import type { RefreshedToken } from './token-refresh.machine.ts';
import { sessionSetup } from './session.setup.ts';
import { unauthorizedLogout } from './session.states.signed-out.ts';

export const signedInStates = {
  signedIn: sessionSetup.createStateConfig({
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
      'session.unauthorized': unauthorizedLogout,
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
  }),
  loggingOut: sessionSetup.createStateConfig({
    invoke: {
      id: 'logout',
      src: 'logout',
      // Clear even when the call failed: the user asked to leave.
      onDone: { target: 'signedOut', actions: { type: 'endSession', params: { reason: 'user', message: null } } },
      onError: { target: 'signedOut', actions: { type: 'endSession', params: { reason: 'user', message: null } } },
    },
  }),
};
