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
import { sessionSetup } from './session.setup.ts';
import { signedInContext, signedOutContext } from './session.context.ts';
import { signedInStates } from './session.states.signed-in.ts';
import { signedOutStates } from './session.states.signed-out.ts';

// The machine's parts live beside it: session.context.ts (types, helpers), session.setup.ts (actors,
// guards, actions, delays) and session.states.*.ts (signed out and signing in; signed in and logging out).
export type {
  BalanceReply,
  BettingSettings,
  Funds,
  LogoutReason,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  UserInfo,
} from './session.context.ts';

export const sessionMachine = sessionSetup.createMachine({
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
    ...signedOutStates,
    ...signedInStates,
  },
});
