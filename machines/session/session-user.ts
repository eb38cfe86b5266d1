/**
 * The user as the machines see it (spec §3 "User"). Machines declare their own minimal shapes;
 * src/app adapts the API's parsed replies to them.
 */
export type SessionUser = {
  userid: string;
  token?: string;
  /** JWT expiry in seconds since the epoch. */
  exp?: number;
  balance?: number;
  exposure?: number;
  bets_count?: number;
  earnBonus?: number;
  isDemo?: boolean;
  phone?: string;
  last_login_at?: string | null;
  actw?: string;
  notificationSubscribed?: boolean;
  notificationUnsubscribed?: boolean;
  /** Product staff may open the inspector (docs/inspector.md); set by the operator only. */
  isStaff?: boolean;
};
