// Correcting a settled market's result (docs/decisions/155, 212): in one transaction holding the
// market's row lock, every user's settlement is reversed by a ledger entry (amount and released
// exposure given back, bets counted open again), their bets are put back open, and the market is
// settled again with the new result. Nothing in the ledger is changed or deleted: the statement shows
// the settlement, its reversal and the new settlement, and the balance is right at every row.
import type { Server as SocketServer } from 'socket.io';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { settlementRemark } from '../ledger/remarks.ts';
import { announceBalances } from './balance-notice.ts';
import type { MarketRow, RunnerRow } from './catalogue.ts';
import type { MarketResult } from './exposure.ts';
import { betsPerUser, eventNameOf, MARKET_NOT_FOUND, settleBets, type SettlingBetRow } from './settlement.ts';

export const NOT_SETTLED = 'Only a settled market can be corrected; declare its result instead.';
export const SAME_RESULT = 'That is the result already declared; nothing to correct.';

export interface Correction {
  marketId: string;
  /** The correction's number on this market (1 for the first). */
  n: number;
  bets: number;
  /** Per user: the first settlement's amount taken back, and the new one paid. */
  users: { userId: number; reversedPaise: number; amountPaise: number }[];
}

interface SettledBetRow extends SettlingBetRow {
  profit_loss_paise: number;
}

function resultOfMarket(market: MarketRow): MarketResult {
  if (market.is_void) return { kind: 'void' };
  if (market.result_runs !== null) return { kind: 'runs', runs: market.result_runs };
  return { kind: 'winner', selectionId: market.winner_selection_id ?? '' };
}

function describe(result: MarketResult, runners: readonly RunnerRow[]): string {
  if (result.kind === 'void') return 'void';
  if (result.kind === 'runs') return `${result.runs} runs`;
  return `${runners.find((runner) => runner.selection_id === result.selectionId)?.name ?? result.selectionId} won`;
}

function check(market: MarketRow, runners: readonly RunnerRow[], result: MarketResult): void {
  const refuse = (message: string) => new HttpError(400, message);
  if (result.kind === 'runs' && market.market_type !== 'fancy') throw refuse('Runs are declared only on a fancy market.');
  if (result.kind === 'winner' && market.market_type === 'fancy') throw refuse('A fancy market is settled by its runs.');
  if (result.kind === 'winner' && !runners.some((runner) => runner.selection_id === result.selectionId)) throw refuse(`No runner ${result.selectionId} in market ${market.id}.`);
  if (result.kind === 'runs' && !(Number.isInteger(result.runs) && result.runs >= 0 && result.runs <= 999)) throw refuse('Runs are a whole number from 0 to 999.');
}

/** Corrects a settled market's result: reverses the last settlement and settles again, once, in one transaction. */
export async function correctResult(
  db: Database,
  io: SocketServer | undefined,
  marketId: string,
  result: MarketResult,
  correctedBy: string,
  now: Date = new Date(),
): Promise<Correction> {
  const correction = await db.transaction(async (tx) => {
    const [market] = await tx.query<MarketRow>('SELECT * FROM markets WHERE id = $1 FOR UPDATE', [marketId]);
    if (!market) throw new HttpError(404, MARKET_NOT_FOUND);
    if (market.status !== 'closed' || !market.settled_at) throw new HttpError(409, NOT_SETTLED);
    const runners = await tx.query<RunnerRow>('SELECT * FROM runners WHERE market_id = $1 ORDER BY sort_order', [marketId]);
    check(market, runners, result);
    const old = resultOfMarket(market);
    if (JSON.stringify(old) === JSON.stringify(result)) throw new HttpError(409, SAME_RESULT);
    const [{ count }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM market_corrections WHERE market_id = $1', [marketId])) as [{ count: number }];
    const n = count + 1;
    // The bets the last settlement settled (a lapsed, never-matched bet moved no money).
    const bets = await tx.query<SettledBetRow>(
      `SELECT id, user_id, selection_id, side, runs, win_paise, lose_paise, profit_loss_paise FROM bets
        WHERE market_id = $1 AND status IN ('won', 'lost', 'void') ORDER BY user_id, id FOR UPDATE`,
      [marketId],
    );
    const eventName = await eventNameOf(tx, market.event_id);
    const users: Correction['users'] = [];
    for (const { userId, own, held } of betsPerUser(market, runners, bets)) {
      const reversedPaise = own.reduce((sum, bet) => sum + Number(bet.profit_loss_paise), 0);
      // 1. The last settlement taken back: its amount, and the exposure it released held again.
      await postEntry(tx, {
        userId,
        kind: LEDGER_KINDS.marketSettlement,
        reference: `${marketId}:${userId}:r${n}`,
        amountPaise: -reversedPaise,
        exposurePaise: held,
        betsCountChange: own.length,
        remark: settlementRemark(eventName, market.name, `correction ${n}: ${describe(old, runners)} reversed`),
        at: now,
      });
      // 2. Settled again with the new result.
      const amountPaise = await settleBets(tx, own, result, now);
      await postEntry(tx, {
        userId,
        kind: LEDGER_KINDS.marketSettlement,
        reference: `${marketId}:${userId}:s${n}`,
        amountPaise,
        exposurePaise: -held,
        betsCountChange: -own.length,
        remark: settlementRemark(eventName, market.name, `correction ${n}: ${describe(result, runners)}`),
        at: now,
      });
      users.push({ userId, reversedPaise, amountPaise });
    }
    await tx.query('UPDATE markets SET winner_selection_id = $2, result_runs = $3, is_void = $4, settled_at = $5 WHERE id = $1', [
      marketId,
      result.kind === 'winner' ? result.selectionId : null,
      result.kind === 'runs' ? result.runs : null,
      result.kind === 'void',
      now,
    ]);
    await tx.query('INSERT INTO market_corrections (market_id, n, old_result, new_result, corrected_by, corrected_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      marketId,
      n,
      JSON.stringify(old),
      JSON.stringify(result),
      correctedBy,
      now,
    ]);
    return { marketId, n, bets: bets.length, users };
  });
  await announceBalances(db, io, correction.users.map((user) => user.userId));
  return correction;
}
