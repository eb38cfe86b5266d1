// Users as the contract shows them (UserProfile, User with its token) and the lookups signing in
// needs. Money is read in paise and answered in rupees (docs/decisions/001).
import type { components } from '../../api-spec/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { paiseToRupees } from '../money.ts';
import { refusal } from './replies.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from './sessions.ts';

type UserProfile = components['schemas']['UserProfile'];
type SignedInUser = components['schemas']['User'];

export const ACCOUNT_BANNED = 'Your account has been suspended. Please contact support.';
export const MAIN_WALLET = 'MW';

export interface UserRow {
  id: number;
  site_id: number;
  userid: string;
  mobile: string | null;
  password_hash: string;
  is_demo: boolean;
  actw: string | null;
  last_login_at: Date | null;
  banned_at: Date | null;
  is_staff: boolean;
  notification_subscribed: boolean;
  notification_unsubscribed: boolean;
  stake_buttons: number[];
  withdraw_password_hash: string | null;
}

interface ProfileRow extends UserRow {
  balance_paise: number | null;
  exposure_paise: number | null;
  bonus_paise: number | null;
  bets_count: number | null;
}

export type UserKey = { siteId: number } & ({ mobile: string } | { userid: string });

/** User IDs are matched without regard to case: phone keyboards capitalise the first letter. */
export async function findUser(db: Queryable, key: UserKey): Promise<UserRow | undefined> {
  const [row] =
    'mobile' in key
      ? await db.query<UserRow>('SELECT * FROM users WHERE site_id = $1 AND mobile = $2', [key.siteId, key.mobile])
      : await db.query<UserRow>('SELECT * FROM users WHERE site_id = $1 AND lower(userid) = lower($2)', [key.siteId, key.userid]);
  return row;
}

export async function findUserById(db: Queryable, userId: number): Promise<UserRow> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId]);
  if (!row) throw new HttpError(404, 'User not found');
  return row;
}

/** A banned user may not sign in; their live tokens already answer 401 (sessions.ts). */
export function refuseIfBanned(user: UserRow): void {
  if (user.banned_at !== null) throw refusal(ACCOUNT_BANNED);
}

export async function userProfile(db: Queryable, userId: number): Promise<UserProfile> {
  const [row] = await db.query<ProfileRow>(
    `SELECT u.*, w.balance_paise, w.exposure_paise, w.bonus_paise, w.bets_count
       FROM users u LEFT JOIN wallets w ON w.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new HttpError(404, 'User not found');
  return {
    userid: row.userid,
    balance: paiseToRupees(row.balance_paise ?? 0),
    exposure: paiseToRupees(row.exposure_paise ?? 0),
    bets_count: row.bets_count ?? 0,
    earnBonus: paiseToRupees(row.bonus_paise ?? 0),
    isDemo: row.is_demo,
    phone: row.mobile,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    actw: row.actw === 'WB' ? 'WB' : MAIN_WALLET,
    notificationSubscribed: row.notification_subscribed,
    notificationUnsubscribed: row.notification_unsubscribed,
    isStaff: row.is_staff,
  };
}

/**
 * Signs a user in: a new session and the user as the SignedIn reply carries it.
 * last_login_at is moved to now only when it is set: a user who never changed the password the
 * operator gave them keeps null, so the app keeps sending them to change it (docs/decisions/016).
 */
export async function signIn(db: Queryable, userId: number): Promise<SignedInUser> {
  const { token, expiresAt } = await createSession(db, userId, SESSION_LIFETIME_SECONDS);
  await db.query('UPDATE users SET last_login_at = $2 WHERE id = $1 AND last_login_at IS NOT NULL', [userId, new Date()]);
  return { ...(await userProfile(db, userId)), token, exp: expiresAt.toISOString() };
}
