// The responsible-gambling tools (docs/decisions/093-095): read them, set a limit, take a
// break, set the reality-check interval. The checks themselves run in every money path
// (server/responsible-gambling/responsible-gambling.ts refusePlay / refuseDeposit).
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import type { Queryable } from '../db/database.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';
import {
  bettingResult,
  limitsOf,
  setLimit,
  setRealityCheck,
  settingsOf,
  takeBreak,
} from '../responsible-gambling/responsible-gambling.ts';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** The user's tools as the contract's GamblingTools; with `since`, the betting result since then. */
export async function gamblingTools(db: Queryable, userId: number, now: Date, since?: Date) {
  const [limits, settings] = await Promise.all([limitsOf(db, userId, now), settingsOf(db, userId, now)]);
  return {
    limits: limits.map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      amount: rupeesOrNull(limit.amountPaise),
      pending_amount: rupeesOrNull(limit.pending?.amountPaise ?? null),
      pending_from: limit.pending?.from.toISOString() ?? null,
    })),
    break: settings.breakKind && settings.breakUntil ? { kind: settings.breakKind, until: settings.breakUntil.toISOString() } : null,
    reality_check_minutes: settings.realityCheckMinutes as 0 | 15 | 30 | 60 | 120,
    ...(since ? { session_result: paiseToRupees(await bettingResult(db, userId, since)) } : {}),
  };
}

export const responsibleGamblingHandlers: Handlers = {
  responsibleGambling: async (request, { db }) => {
    const user = requireUser(request);
    const since = request.query.since ? new Date(request.query.since) : undefined;
    return successReply(await gamblingTools(db, user.id, new Date(), since && !Number.isNaN(since.getTime()) ? since : undefined));
  },
  setGamblingLimit: async (request, { db }) => {
    const user = requireUser(request);
    const { kind, period, amount } = request.body;
    const now = new Date();
    await db.transaction((tx) => setLimit(tx, user.id, { kind, period, amountPaise: amount === null ? null : rupeesToPaise(amount) }, now));
    return successReply(await gamblingTools(db, user.id, now));
  },
  takeGamblingBreak: async (request, { db }) => {
    const user = requireUser(request);
    const now = new Date();
    await db.transaction((tx) => takeBreak(tx, user.id, request.body.kind, request.body.days, now));
    return successReply(await gamblingTools(db, user.id, now));
  },
  setRealityCheck: async (request, { db }) => {
    const user = requireUser(request);
    const now = new Date();
    await db.transaction((tx) => setRealityCheck(tx, user.id, request.body.minutes, now));
    return successReply(await gamblingTools(db, user.id, now));
  },
};
