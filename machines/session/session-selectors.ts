/**
 * What views and other actors derive from the session's snapshot (spec §1, §2, §5 "Withdraw").
 * Each selector returns a stable value for an unchanged context, so `useSelector` re-renders only
 * when the derived value changes.
 */
import { messageId, type Message } from '../shared/message.ts';
import type { Funds, SessionContext } from './session.machine.ts';

type SessionView = { context: SessionContext; matches(state: 'signedIn'): boolean };

export const selectSignedIn = (snapshot: SessionView): boolean => snapshot.matches('signedIn');

/** A demo user is barred from the wallet (spec §6). */
export const selectIsDemo = (snapshot: SessionView): boolean => snapshot.context.user?.isDemo === true;

/** The account bar: 'This is Demo ID' for demo users, 'Playing with Welcome Bonus' when actw is WB. */
export const selectAccountBarMessage = (snapshot: SessionView): Message | undefined => {
  if (selectIsDemo(snapshot)) return messageId('session.bar.demo');
  return snapshot.context.user?.actw === 'WB' ? messageId('session.bar.welcomeBonus') : undefined;
};

/** A signed-in user who never logged in before must change the password first (spec §2). */
export const selectNeedsPasswordChange = (snapshot: SessionView): boolean =>
  selectSignedIn(snapshot) && !snapshot.context.user?.last_login_at;

/** The same Funds object while the balance is unchanged: the poll keeps its reference. */
export const selectFunds = (snapshot: SessionView): Funds => snapshot.context.funds;

/** Spec §5 "Withdraw": available = balance + exposure − earnBonus, one definition (docs/decisions/221). */
export { availableToWithdraw } from '../shared/funds.ts';
