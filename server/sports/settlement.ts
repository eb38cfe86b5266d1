// The operator's side of a market (docs/decisions/037): suspend / resume, ball running on /
// off, and the result (a winner, the runs of a fancy market, or void) that settles every open bet of the
// market in one SQL transaction through the ledger, once only.
//
// Once only: the market row is locked (FOR UPDATE) and a closed market is never settled again; each
// user's settlement is also a ledger entry (market_settlement, "<market>:<user>") that posts once.
// Concurrent settlements of one market wait on the lock and then find it closed: paid once.
import type { Server as SocketServer } from 'socket.io';
import { refusal } from '../auth/replies.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { settlementRemark } from '../ledger/remarks.ts';
import { isInPlay, marketView, type MarketRow, type MarketStatus, type RunnerRow } from './catalogue.ts';
import { marketExposure, settleBet, type MarketResult } from './exposure.ts';
import { announceBalances } from './balance-notice.ts';
import { positionOf } from './bet-positions.ts';
import { publishOdds, takeOddsSeq } from './publish.ts';
import { lapseUnmatched } from './unmatched.ts';
import { refreshBooks } from './book-view.ts';

export const MARKET_NOT_FOUND = 'Market not found';

/** The operator's market actions by their CLI and form name. */
export const MARKET_ACTIONS = ['suspend', 'resume', 'ball-running', 'ball-stop'] as const;
export type MarketAction = (typeof MARKET_ACTIONS)[number];

const STATUS_OF_ACTION: Record<MarketAction, MarketStatus> = {
  suspend: 'suspended',
  resume: 'open',
  'ball-running': 'ball_running',
  'ball-stop': 'open',
};

async function lockMarket(tx: Queryable, marketId: string): Promise<MarketRow> {
  const [market] = await tx.query<MarketRow>('SELECT * FROM markets WHERE id = $1 FOR UPDATE', [marketId]);
  if (!market) throw new HttpError(404, MARKET_NOT_FOUND);
  return market;
}

/** Tells the event's room the market as it is now, once the change is committed. */
export async function publishMarket(db: Queryable, io: SocketServer | undefined, marketId: string): Promise<void> {
  if (!io) return;
  // The seq first, then the state it carries (takeOddsSeq): a later change has a higher seq.
  const seq = await takeOddsSeq(db);
  const [market] = await db.query<MarketRow>('SELECT * FROM markets WHERE id = $1', [marketId]);
  const runners = await db.query<RunnerRow>('SELECT * FROM runners WHERE market_id = $1', [marketId]);
  await refreshBooks(db, [marketId]);
  publishOdds(io, market!.event_id, [marketView(market!, runners)], { seq });
}

/** Sets a market's status (suspend, resume, ball running on or off) and tells the event's room. */
export async function changeMarketStatus(db: Database, io: SocketServer | undefined, marketId: string, action: MarketAction, now: Date = new Date()): Promise<MarketRow> {
  let lapsedUsers: number[] = [];
  const market = await db.transaction(async (tx) => {
    const current = await lockMarket(tx, marketId);
    if (current.status === 'closed') throw refusal(`Market ${marketId} is closed.`);
    // In play, a suspension lapses the market's unmatched bets, as Betfair does (docs/decisions/180).
    if (action === 'suspend' || action === 'ball-running') {
      const [event] = await tx.query<{ open_date: Date; status: string }>('SELECT open_date, status FROM events WHERE id = $1', [current.event_id]);
      if (event && isInPlay(event, now)) lapsedUsers = await lapseUnmatched(tx, current, now);
    }
    // Suspended or ball running by the operator: held, the match engine leaves it so until resumed (decision 152).
    const held = action === 'suspend' || action === 'ball-running';
    const [changed] = await tx.query<MarketRow>('UPDATE markets SET status = $2, held_by_operator = $3 WHERE id = $1 RETURNING *', [
      marketId,
      STATUS_OF_ACTION[action],
      held,
    ]);
    return changed!;
  });
  await publishMarket(db, io, market.id);
  await announceBalances(db, io, lapsedUsers);
  return market;
}

/** A bet as settling reads it: whose, and the money its position wins or loses. */
export interface SettlingBetRow {
  id: number;
  user_id: number;
  selection_id: string;
  side: 'back' | 'lay';
  runs: number | null;
  win_paise: number;
  lose_paise: number;
}

export interface SettlementSummary {
  marketId: string;
  /** false: the market was settled before and nothing changed. */
  settled: boolean;
  bets: number;
  users: { userId: number; amountPaise: number; releasedPaise: number }[];
}

/**
 * Declares the result and settles every open bet: each user's profit or loss to the balance and the
 * market's exposure released, in one ledger entry per user; the bets get their status and P/L.
 */
export async function settleMarket(
  db: Database,
  io: SocketServer | undefined,
  marketId: string,
  result: MarketResult,
  now: Date = new Date(),
): Promise<SettlementSummary> {
  const outcome = await db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (market.status === 'closed') return { summary: { marketId, settled: false, bets: 0, users: [] }, market, lapsed: [] as number[] };
    // Every unmatched part lapses first (its reservation released); the matched parts are settled below (docs/decisions/180).
    const lapsed = await lapseUnmatched(tx, market, now);
    const runners = await tx.query<RunnerRow>('SELECT * FROM runners WHERE market_id = $1 ORDER BY sort_order', [marketId]);
    validateResult(market, runners, result);
    const [closed] = await tx.query<MarketRow>(
      `UPDATE markets SET status = 'closed', winner_selection_id = $2, result_runs = $3, is_void = $4, settled_at = $5
        WHERE id = $1 RETURNING *`,
      [marketId, result.kind === 'winner' ? result.selectionId : null, result.kind === 'runs' ? result.runs : null, result.kind === 'void', now],
    );
    await tx.query("UPDATE runners SET status = 'closed' WHERE market_id = $1", [marketId]);
    const bets = await tx.query<SettlingBetRow>(
      "SELECT id, user_id, selection_id, side, runs, win_paise, lose_paise FROM bets WHERE market_id = $1 AND status = 'open' ORDER BY user_id, id FOR UPDATE",
      [marketId],
    );
    const eventName = await eventNameOf(tx, market.event_id);
    const users: SettlementSummary['users'] = [];
    for (const { userId, own, held } of betsPerUser(market, runners, bets)) {
      const amountPaise = await settleBets(tx, own, result, now);
      const posted = await postEntry(tx, {
        userId,
        kind: LEDGER_KINDS.marketSettlement,
        reference: `${marketId}:${userId}`,
        amountPaise,
        exposurePaise: -held,
        betsCountChange: -own.length,
        remark: settlementRemark(eventName, market.name, describeResult(result, runners)),
        at: now,
      });
      if (posted.posted) users.push({ userId, amountPaise, releasedPaise: -held });
    }
    return { summary: { marketId, settled: true, bets: bets.length, users }, market: closed!, lapsed };
  });
  if (outcome.summary.settled) {
    await publishMarket(db, io, outcome.market.id);
    await announceBalances(db, io, [...outcome.summary.users.map((user) => user.userId), ...outcome.lapsed]);
  }
  return outcome.summary;
}

/** Each user's bets on the market, with the exposure their positions hold there (what settling releases). */
export function betsPerUser<Bet extends SettlingBetRow>(
  market: Pick<MarketRow, 'market_type'>,
  runners: readonly RunnerRow[],
  bets: readonly Bet[],
): { userId: number; own: Bet[]; held: number }[] {
  const selectionIds = runners.map((runner) => runner.selection_id);
  return [...new Set(bets.map((bet) => bet.user_id))].map((userId) => {
    const own = bets.filter((bet) => bet.user_id === userId);
    return { userId, own, held: marketExposure(market.market_type, own.map(positionOf), selectionIds) };
  });
}

/** Settles each bet by the result (its status and profit or loss); gives their sum, in paise. */
export async function settleBets(tx: Queryable, bets: readonly SettlingBetRow[], result: MarketResult, now: Date): Promise<number> {
  let amountPaise = 0;
  for (const bet of bets) {
    const profitLoss = settleBet(positionOf(bet), result);
    amountPaise += profitLoss;
    const status = result.kind === 'void' ? 'void' : profitLoss >= 0 ? 'won' : 'lost';
    await tx.query('UPDATE bets SET status = $2, profit_loss_paise = $3, settled_at = $4 WHERE id = $1', [bet.id, status, profitLoss, now]);
  }
  return amountPaise;
}

export async function eventNameOf(tx: Queryable, eventId: string): Promise<string | undefined> {
  const [event] = await tx.query<{ name: string }>('SELECT name FROM events WHERE id = $1', [eventId]);
  return event?.name;
}

function validateResult(market: MarketRow, runners: readonly RunnerRow[], result: MarketResult): void {
  if (result.kind === 'runs' && market.market_type !== 'fancy') throw refusal('Runs are declared only on a fancy market.');
  if (result.kind === 'winner' && market.market_type === 'fancy') throw refusal('A fancy market is settled by its runs.');
  if (result.kind === 'winner' && !runners.some((runner) => runner.selection_id === result.selectionId)) {
    throw refusal(`No runner ${result.selectionId} in market ${market.id}.`);
  }
  if (result.kind === 'runs' && !(Number.isInteger(result.runs) && result.runs >= 0 && result.runs <= 999)) {
    throw refusal('Runs are a whole number from 0 to 999.');
  }
}

function describeResult(result: MarketResult, runners: readonly RunnerRow[]): string {
  if (result.kind === 'void') return 'void';
  if (result.kind === 'runs') return `${result.runs} runs`;
  return `${runners.find((runner) => runner.selection_id === result.selectionId)?.name ?? result.selectionId} won`;
}
