/**
 * The session actor's types and the pure helpers its setup and machine share
 * (machines/session/session.machine.ts): funds from a user or a balance reply, the signed-out and
 * signed-in contexts.
 */
import type { Message } from '../shared/message.ts';
import type { SessionUser } from './session-user.ts';

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

export const fundsOfReply = (reply: BalanceReply): Funds => ({
  balance: reply.bl,
  exposure: reply.ex,
  betsCount: reply.bc,
  earnBonus: reply.eb,
});

export const sameFunds = (a: Funds, b: Funds): boolean =>
  a.balance === b.balance && a.exposure === b.exposure && a.betsCount === b.betsCount && a.earnBonus === b.earnBonus;

export const signedOutContext = (): SessionContext => ({
  token: null,
  exp: null,
  user: null,
  chips: null,
  oneClickStake: null,
  eventManage: null,
  funds: fundsOf(null),
  favourites: [],
});

export const signedInContext = (user: SessionUser, token: string | null, extra: Partial<SessionContext> = {}) => ({
  user,
  token,
  exp: user.exp ?? null,
  funds: fundsOf(user),
  ...extra,
});
