// Responsible gambling (docs/decisions/093-095): the user's deposit and loss limits, a break
// (time-out or self-exclusion) and the reality-check interval. Every money path calls one of two checks
// inside its own SQL transaction, after locking the wallet (server/ledger/ledger.ts lockWallet), so two
// concurrent stakes queue on the wallet and cannot pass a limit together:
// - `playRefusal` (or `refusePlay`, its 400): an exchange bet, a matka slip, a casino debit, a fantasy entry;
// - `refuseDeposit`: a deposit request (manual or gateway).
// Withdrawals call neither: a user on a break can always take money out.
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, lockWallet, sumOfKinds, type LedgerKind } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type BreakKind = 'time_out' | 'self_exclusion';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A raised or removed limit waits this long; a lower one applies at once. */
export const RAISE_DELAY_MS = DAY_MS;
export const PERIOD_MS: Record<LimitPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };
const PERIOD_WORDS: Record<LimitPeriod, string> = { day: '24 hours', week: '7 days', month: '30 days' };
/** Time-out: 1 day to 6 weeks; self-exclusion: 6 months or more (at most 5 years). */
export const BREAK_DAYS: Record<BreakKind, { min: number; max: number }> = {
  time_out: { min: 1, max: 42 },
  self_exclusion: { min: 183, max: 1826 },
};
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
export const LIMIT_MAX_PAISE = 10_000_000_000;

/** The ledger kinds whose sum is the user's betting result (a loss is a negative sum). */
export const BETTING_KINDS: readonly LedgerKind[] = [
  LEDGER_KINDS.marketSettlement,
  LEDGER_KINDS.matkaBet,
  LEDGER_KINDS.matkaSettlement,
  LEDGER_KINDS.casinoDebit,
  LEDGER_KINDS.casinoCredit,
  LEDGER_KINDS.casinoRollback,
  LEDGER_KINDS.fantasyEntry,
  LEDGER_KINDS.fantasyRefund,
  LEDGER_KINDS.fantasyWinnings,
];

export const RG_MESSAGES = {
  onBreak: (kind: BreakKind, until: Date) =>
    `${kind === 'time_out' ? 'You are on a time-out' : 'You have excluded yourself'} until ${indiaTime(until)}: betting and deposits are paused. You can still withdraw.`,
  depositLimit: (period: LimitPeriod, limitPaise: number, leftPaise: number) =>
    `This deposit passes your deposit limit of ₹${rupees(limitPaise)} per ${PERIOD_WORDS[period]}. You can deposit ₹${rupees(leftPaise)} more now.`,
  lossLimit: (period: LimitPeriod, limitPaise: number, leftPaise: number) =>
    `This could pass your loss limit of ₹${rupees(limitPaise)} per ${PERIOD_WORDS[period]}. You can risk ₹${rupees(leftPaise)} more now.`,
  breakLength: (kind: BreakKind) =>
    kind === 'time_out' ? 'A time-out lasts from 1 day to 6 weeks.' : 'A self-exclusion lasts at least 6 months.',
  realityCheck: 'Choose a reality check of 15, 30, 60 or 120 minutes, or none.',
  limitRange: 'A limit is from ₹1 to ₹10,00,00,000.',
} as const;

const rupees = (paise: number) =>
  paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** DD/MM/YYYY HH:mm in India time (spec §9). */
function indiaTime(date: Date): string {
  const india = new Date(date.getTime() + 5.5 * HOUR_MS).toISOString();
  return `${india.slice(8, 10)}/${india.slice(5, 7)}/${india.slice(0, 4)} ${india.slice(11, 16)}`;
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount_paise: number | null;
  pending_paise: number | null;
  pending_from: Date | null;
}

export interface Limit {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force now (null: none). */
  amountPaise: number | null;
  /** A raised or removed limit waiting: its value (null: removed) and when it applies. */
  pending: { amountPaise: number | null; from: Date } | null;
}

/** A row as of `now`: a pending change whose 24 hours are over is the limit in force. */
function limitAt(row: LimitRow, now: Date): Limit {
  const pendingFrom = row.pending_from ? new Date(row.pending_from) : null;
  const pendingAmount = row.pending_paise === null ? null : Number(row.pending_paise);
  if (pendingFrom && pendingFrom <= now) return { kind: row.kind, period: row.period, amountPaise: pendingAmount, pending: null };
  return {
    kind: row.kind,
    period: row.period,
    amountPaise: row.amount_paise === null ? null : Number(row.amount_paise),
    pending: pendingFrom ? { amountPaise: pendingAmount, from: pendingFrom } : null,
  };
}

export async function limitsOf(db: Queryable, userId: number, now: Date, kind?: LimitKind): Promise<Limit[]> {
  const rows = await db.query<LimitRow>(
    'SELECT kind, period, amount_paise, pending_paise, pending_from FROM gambling_limits WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)',
    [userId, kind ?? null],
  );
  return rows.map((row) => limitAt(row, now)).filter((limit) => limit.amountPaise !== null || limit.pending !== null);
}

/**
 * Sets one limit (null removes it). Lower than the limit in force (or a first limit): at once, and any
 * waiting raise is dropped. Higher or removed: waits 24 hours, the current limit stays until then.
 */
export async function setLimit(
  tx: Queryable,
  userId: number,
  change: { kind: LimitKind; period: LimitPeriod; amountPaise: number | null },
  now: Date,
): Promise<Limit> {
  if (change.amountPaise !== null && !(Number.isSafeInteger(change.amountPaise) && change.amountPaise >= 100 && change.amountPaise <= LIMIT_MAX_PAISE)) {
    throw new HttpError(400, RG_MESSAGES.limitRange, { error: RG_MESSAGES.limitRange });
  }
  const [row] = await tx.query<LimitRow>(
    'SELECT kind, period, amount_paise, pending_paise, pending_from FROM gambling_limits WHERE user_id = $1 AND kind = $2 AND period = $3 FOR UPDATE',
    [userId, change.kind, change.period],
  );
  const current = row ? limitAt(row, now).amountPaise : null;
  const tighter = change.amountPaise !== null && (current === null || change.amountPaise <= current);
  const [amount, pending, pendingFrom] = tighter
    ? [change.amountPaise, null, null]
    : [current, change.amountPaise, new Date(now.getTime() + RAISE_DELAY_MS)];
  const [saved] = await tx.query<LimitRow>(
    `INSERT INTO gambling_limits (user_id, kind, period, amount_paise, pending_paise, pending_from, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, period) DO UPDATE
        SET amount_paise = EXCLUDED.amount_paise, pending_paise = EXCLUDED.pending_paise,
            pending_from = EXCLUDED.pending_from, updated_at = EXCLUDED.updated_at
     RETURNING kind, period, amount_paise, pending_paise, pending_from`,
    [userId, change.kind, change.period, amount, pending, pendingFrom, now],
  );
  return limitAt(saved!, now);
}

export interface Settings {
  breakKind: BreakKind | null;
  breakUntil: Date | null;
  realityCheckMinutes: number;
}

export async function settingsOf(db: Queryable, userId: number, now: Date): Promise<Settings> {
  const [row] = await db.query<{ break_kind: BreakKind | null; break_until: Date | null; reality_check_minutes: number }>(
    'SELECT break_kind, break_until, reality_check_minutes FROM gambling_settings WHERE user_id = $1',
    [userId],
  );
  const until = row?.break_until ? new Date(row.break_until) : null;
  const onBreak = until !== null && until > now;
  return { breakKind: onBreak ? row!.break_kind : null, breakUntil: onBreak ? until : null, realityCheckMinutes: row?.reality_check_minutes ?? 0 };
}

/** Starts a break at once. A break in force is only ever lengthened, never shortened or ended early. */
export async function takeBreak(tx: Queryable, userId: number, kind: BreakKind, days: number, now: Date): Promise<Settings> {
  const range = BREAK_DAYS[kind];
  if (!Number.isInteger(days) || days < range.min || days > range.max) throw new HttpError(400, RG_MESSAGES.breakLength(kind), { error: RG_MESSAGES.breakLength(kind) });
  const until = new Date(now.getTime() + days * DAY_MS);
  const current = await settingsOf(tx, userId, now);
  // The stronger kind wins: a time-out taken during a self-exclusion does not relabel it.
  const keptKind = current.breakKind === 'self_exclusion' ? 'self_exclusion' : kind;
  const keptUntil = current.breakUntil && current.breakUntil > until ? current.breakUntil : until;
  await tx.query(
    `INSERT INTO gambling_settings (user_id, break_kind, break_until) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET break_kind = EXCLUDED.break_kind, break_until = EXCLUDED.break_until`,
    [userId, keptKind, keptUntil],
  );
  return settingsOf(tx, userId, now);
}

export async function setRealityCheck(tx: Queryable, userId: number, minutes: number, now: Date): Promise<Settings> {
  if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) throw new HttpError(400, RG_MESSAGES.realityCheck, { error: RG_MESSAGES.realityCheck });
  await tx.query(
    `INSERT INTO gambling_settings (user_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes`,
    [userId, minutes],
  );
  return settingsOf(tx, userId, now);
}

/** The user's betting result (paise, a loss negative) since `since`. */
export async function bettingResult(db: Queryable, userId: number, since: Date): Promise<number> {
  return sumOfKinds(db, userId, BETTING_KINDS, since);
}

function refused(message: string): HttpError {
  return new HttpError(400, message, { error: message });
}

/** Why a break in force refuses anything, or null. */
async function breakRefusal(tx: Queryable, userId: number, now: Date): Promise<string | null> {
  const settings = await settingsOf(tx, userId, now);
  return settings.breakKind && settings.breakUntil ? RG_MESSAGES.onBreak(settings.breakKind, settings.breakUntil) : null;
}

/**
 * The one check before any stake (exchange bet, matka slip, casino debit, fantasy entry): why it is
 * refused, or null. Refused while on a break, or when the loss of the period so far, the open exposure
 * and this stake's worst case (`riskPaise`) together pass a loss limit. Call it inside the stake's
 * transaction after lockWallet, with the wallet's exposure before the stake.
 */
export async function playRefusal(tx: Queryable, userId: number, play: { riskPaise: number; exposurePaise: number }, now: Date): Promise<string | null> {
  const onBreak = await breakRefusal(tx, userId, now);
  if (onBreak) return onBreak;
  if (play.riskPaise <= 0) return null;
  for (const limit of await limitsOf(tx, userId, now, 'loss')) {
    if (limit.amountPaise === null) continue;
    const lostPaise = Math.max(0, -(await bettingResult(tx, userId, new Date(now.getTime() - PERIOD_MS[limit.period]))));
    const leftPaise = Math.max(0, limit.amountPaise - lostPaise + Math.min(0, play.exposurePaise));
    if (play.riskPaise > leftPaise) return RG_MESSAGES.lossLimit(limit.period, limit.amountPaise, leftPaise);
  }
  return null;
}

/** Refuses (400, the break's message) while the user is on a time-out or self-exclusion: a casino launch. */
export async function refuseOnBreak(db: Queryable, userId: number, now: Date): Promise<void> {
  const onBreak = await breakRefusal(db, userId, now);
  if (onBreak) throw refused(onBreak);
}

/** playRefusal as a 400 refusal, for the paths that answer the user directly. */
export async function refusePlay(tx: Queryable, userId: number, play: { riskPaise: number; exposurePaise: number }, now: Date): Promise<void> {
  const refusal = await playRefusal(tx, userId, play, now);
  if (refusal) throw refused(refusal);
}

/** The one check before a deposit request: refused on a break, or when it passes a deposit limit. */
export async function refuseDeposit(tx: Queryable, userId: number, amountPaise: number, now: Date): Promise<void> {
  // Two deposit requests at once queue here, so they cannot pass a limit together.
  await lockWallet(tx, userId);
  const onBreak = await breakRefusal(tx, userId, now);
  if (onBreak) throw refused(onBreak);
  for (const limit of await limitsOf(tx, userId, now, 'deposit')) {
    if (limit.amountPaise === null) continue;
    // Requests not refused, cancelled or expired count: a pending deposit may still be approved.
    const [row] = await tx.query<{ total: number }>(
      `SELECT COALESCE(SUM(amount_paise), 0)::bigint AS total FROM transactions
        WHERE user_id = $1 AND type = 'client_deposit' AND created_at >= $2
          AND status NOT IN ('reject_in_process', 'reject_completed', 'cancelled', 'expired')`,
      [userId, new Date(now.getTime() - PERIOD_MS[limit.period])],
    );
    const leftPaise = Math.max(0, limit.amountPaise - Number(row!.total));
    if (amountPaise > leftPaise) throw refused(RG_MESSAGES.depositLimit(limit.period, limit.amountPaise, leftPaise));
  }
}
