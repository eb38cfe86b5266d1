// The account reports (docs/decisions/060-062), all read from the one ledger (design §11) or
// from the bets whose settlements the ledger holds, so they agree with the balance to the paisa:
// the statement (server/ledger/ledger.ts statement, by kind, paged), profit and loss per sport and per
// market (ledger.ts profitLoss), a market's or an event's settled bets, bets by type, market analysis.
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, profitLoss, statement, statementEntry, statementTotals, sumOfKindsIn, sumOfReferences, type StatementLine } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';
import { readableRemarks } from './remarks.ts';
import { userBets, userExposures } from '../sports/bet-queries.ts';
import { betView } from '../sports/bet-views.ts';
import type { MarketRow, RunnerRow } from '../sports/catalogue.ts';

export const NO_RECORD = 'No Record found';
export const WINDOW_TOO_LONG = 'Choose at most 366 days.';
export const WINDOW_BACKWARDS = 'The end date must be after the start date.';
export const BAD_DATE = 'Give dates as YYYY-MM-DD.';
export const MAX_WINDOW_DAYS = 366;
const DAY_MS = 86_400_000;
// The windows' days are India's calendar days (as the wallet history's, docs/decisions/008).
const INDIA_MIDNIGHT = 'T00:00:00+05:30';

export type StatementKind = 'sports' | 'casino' | 'matka' | 'fantasy' | 'deposit' | 'withdrawal' | 'bonus';

/** Which ledger kinds each statement filter keeps (docs/decisions/060). */
export const STATEMENT_KINDS: Record<StatementKind, readonly string[]> = {
  sports: [LEDGER_KINDS.betPlaced, LEDGER_KINDS.betCancelled, LEDGER_KINDS.betLapsed, LEDGER_KINDS.marketSettlement],
  casino: [LEDGER_KINDS.casinoDebit, LEDGER_KINDS.casinoCredit, LEDGER_KINDS.casinoRollback],
  matka: [LEDGER_KINDS.matkaBet, LEDGER_KINDS.matkaSettlement],
  fantasy: [LEDGER_KINDS.fantasyEntry, LEDGER_KINDS.fantasyRefund, LEDGER_KINDS.fantasyWinnings],
  deposit: [LEDGER_KINDS.deposit],
  withdrawal: [LEDGER_KINDS.withdrawalHold, LEDGER_KINDS.withdrawalRelease],
  bonus: [LEDGER_KINDS.paymentBonus, LEDGER_KINDS.openingBonus],
};

export function statementKindOf(ledgerKind: string): StatementKind | 'other' {
  for (const [kind, kinds] of Object.entries(STATEMENT_KINDS)) if (kinds.includes(ledgerKind)) return kind as StatementKind;
  return 'other';
}

const DEFAULT_REMARKS: Record<string, string> = {
  [LEDGER_KINDS.openingBalance]: 'Opening balance',
  [LEDGER_KINDS.openingBonus]: 'Opening bonus',
  [LEDGER_KINDS.demoCredit]: 'Demo money',
  [LEDGER_KINDS.deposit]: 'Deposit',
  [LEDGER_KINDS.paymentBonus]: 'Payment bonus',
  [LEDGER_KINDS.withdrawalHold]: 'Withdrawal',
  [LEDGER_KINDS.withdrawalRelease]: 'Withdrawal returned',
  [LEDGER_KINDS.marketSettlement]: 'Market settled',
  [LEDGER_KINDS.matkaBet]: 'Matka bet',
  [LEDGER_KINDS.matkaSettlement]: 'Matka win',
  [LEDGER_KINDS.casinoDebit]: 'Casino bet',
  [LEDGER_KINDS.casinoCredit]: 'Casino win',
  [LEDGER_KINDS.casinoRollback]: 'Casino bet returned',
  [LEDGER_KINDS.fantasyEntry]: 'Fantasy entry',
  [LEDGER_KINDS.fantasyRefund]: 'Fantasy refund',
  [LEDGER_KINDS.fantasyWinnings]: 'Fantasy winnings',
};

export interface Window {
  from: Date;
  to: Date;
}

/** Refuses a window longer than 366 days: every report's window is bounded. */
export function refuseLongWindow(window: Window): void {
  if (window.to.getTime() - window.from.getTime() > MAX_WINDOW_DAYS * DAY_MS) throw new HttpError(400, WINDOW_TOO_LONG);
}

/** [from, to) of India's days, refused when unreadable, backwards or longer than 366 days. */
export function windowOf(from: string, to: string): Window {
  const start = new Date(from + INDIA_MIDNIGHT);
  const end = new Date(to + INDIA_MIDNIGHT);
  const real = (day: string, date: Date) => !Number.isNaN(date.getTime()) && new Date(date.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10) === day;
  if (!real(from, start) || !real(to, end)) throw new HttpError(400, BAD_DATE);
  if (end <= start) throw new HttpError(400, WINDOW_BACKWARDS);
  refuseLongWindow({ from: start, to: end });
  return { from: start, to: end };
}

/** `remark`: the line's remark in words (./remarks.ts readableRemarks), for rows written before their words were. */
function entryView(line: StatementLine, serial: number, remark: string | null = line.remark) {
  return {
    id: Number(line.id),
    serial,
    created_at: line.createdAt.toISOString(),
    kind: statementKindOf(line.kind),
    description: remark ?? DEFAULT_REMARKS[line.kind] ?? line.kind,
    credit: line.amountPaise > 0 ? paiseToRupees(Number(line.amountPaise)) : 0,
    debit: line.amountPaise < 0 ? paiseToRupees(-Number(line.amountPaise)) : 0,
    balance: paiseToRupees(Number(line.balanceAfterPaise ?? 0)),
  };
}

export async function statementPage(
  db: Queryable,
  userId: number,
  query: { window: Window; kind?: StatementKind; page?: number; pageSize?: number },
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const kinds = query.kind ? STATEMENT_KINDS[query.kind] : null;
  const totals = await statementTotals(db, userId, { ...query.window, kinds });
  const offset = (page - 1) * pageSize;
  const lines = offset >= totals.rows ? [] : await statement(db, userId, { ...query.window, kinds, limit: pageSize, offset });
  const remarks = await readableRemarks(db, userId, lines);
  return {
    rows: lines.map((line, index) => entryView(line, totals.rows - offset - index, remarks.get(Number(line.id)))),
    total_rows: totals.rows,
    page,
    page_size: pageSize,
    totals: {
      credit: paiseToRupees(totals.creditPaise),
      debit: paiseToRupees(-totals.debitPaise),
      net: paiseToRupees(totals.creditPaise + totals.debitPaise),
    },
  };
}

/** One of the user's statement lines with the bets behind it (sports settlements). */
export async function statementLine(db: Queryable, userId: number, id: number) {
  const entry = await statementEntry(db, userId, id);
  if (!entry) throw new HttpError(404, NO_RECORD);
  const { line, serial } = entry;
  const marketId = line.kind === LEDGER_KINDS.marketSettlement && line.reference ? marketIdOfReference(line.reference) : null;
  const bets = marketId ? (await userBets(db, userId, { openOnly: false })).filter((bet) => bet.market_id === marketId) : [];
  const remarks = await readableRemarks(db, userId, [line]);
  return { entry: entryView(line, serial, remarks.get(Number(line.id))), bets };
}

/** A settlement's reference is `<market id>:<user id>`. */
function marketIdOfReference(reference: string): string {
  return reference.slice(0, reference.lastIndexOf(':'));
}

interface SettledMarket {
  marketId: string;
  amountPaise: number;
  marketName: string;
  eventId: string;
  eventName: string;
  sportId: number;
  sportName: string;
  settledAt: Date;
}

/** The settled markets of the window, from the ledger's settlement rows, with their event and sport. */
async function settledMarkets(db: Queryable, userId: number, window: Window): Promise<SettledMarket[]> {
  const { markets } = await profitLoss(db, userId, window);
  if (markets.length === 0) return [];
  const ids = markets.map((market) => marketIdOfReference(market.reference));
  const rows = await db.query<{ id: string; name: string; event_id: string; event_name: string; sport_id: number; sport_name: string; settled_at: Date | null }>(
    `SELECT m.id, m.name, m.event_id, e.name AS event_name, s.id AS sport_id, s.name AS sport_name, m.settled_at
       FROM markets m JOIN events e ON e.id = m.event_id JOIN sports s ON s.id = e.sport_id WHERE m.id = ANY($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return markets.flatMap((market, index) => {
    const row = byId.get(ids[index]!);
    if (!row) return [];
    return [
      {
        marketId: row.id,
        amountPaise: Number(market.amountPaise),
        marketName: row.name,
        eventId: row.event_id,
        eventName: row.event_name,
        sportId: row.sport_id,
        sportName: row.sport_name,
        settledAt: row.settled_at ?? new Date(0),
      },
    ];
  });
}

export type GameArea = 'casino' | 'matka' | 'fantasy';
const GAME_AREAS: readonly GameArea[] = ['casino', 'matka', 'fantasy'];

/**
 * Each game area's settled result in the window (docs/decisions/162): the sum of the ledger
 * rows (stakes, wins, refunds) of what was settled in it. A fantasy entry or a matka bet counts when
 * its result is declared (won or lost), at that time, never while it waits (an entry before its match
 * was −₹25 under Fantasy); a cancelled one is no result. A casino round settles as it is played.
 */
async function gameResults(db: Queryable, userId: number, window: Window): Promise<{ game: GameArea; paise: number }[]> {
  const settledReferences = async (table: 'matka_bets' | 'fantasy_bets', prefix: string): Promise<string[]> => {
    const rows = await db.query<{ id: number | string }>(
      `SELECT id FROM ${table} WHERE user_id = $1 AND status IN ('won', 'lost') AND settled_at >= $2 AND settled_at < $3`,
      [userId, window.from, window.to],
    );
    return rows.map((row) => `${prefix}:${row.id}`);
  };
  const paise: Record<GameArea, number> = {
    casino: await sumOfKindsIn(db, userId, STATEMENT_KINDS.casino, window),
    matka: await sumOfReferences(db, userId, await settledReferences('matka_bets', 'matka'), STATEMENT_KINDS.matka),
    fantasy: await sumOfReferences(db, userId, await settledReferences('fantasy_bets', 'fantasy'), STATEMENT_KINDS.fantasy),
  };
  return GAME_AREAS.map((game) => ({ game, paise: paise[game] }));
}

/**
 * Profit or loss per sport and per game area, with the total: the ledger's settlements, casino rounds,
 * matka bets and wins and fantasy entries, refunds and winnings of the window (docs/decisions/096).
 */
export async function profitLossBySport(db: Queryable, userId: number, window: Window) {
  const markets = await settledMarkets(db, userId, window);
  const games = await gameResults(db, userId, window);
  const sports = new Map<number, { sport_id: number; sport_name: string; paise: number }>();
  for (const market of markets) {
    const sport = sports.get(market.sportId) ?? { sport_id: market.sportId, sport_name: market.sportName, paise: 0 };
    sport.paise += market.amountPaise;
    sports.set(market.sportId, sport);
  }
  const total = markets.reduce((sum, market) => sum + market.amountPaise, 0) + games.reduce((sum, game) => sum + game.paise, 0);
  return {
    total: paiseToRupees(total),
    sports: [...sports.values()].map((sport) => ({ sport_id: sport.sport_id, sport_name: sport.sport_name, profit_loss: paiseToRupees(sport.paise) })),
    games: games.map((game) => ({ game: game.game, profit_loss: paiseToRupees(game.paise) })),
  };
}

/** One row per settled market, newest first, optionally of one sport. */
export async function profitLossMarkets(db: Queryable, userId: number, window: Window, sportId?: number) {
  const markets = await settledMarkets(db, userId, window);
  return markets
    .filter((market) => sportId === undefined || market.sportId === sportId)
    .sort((a, b) => b.settledAt.getTime() - a.settledAt.getTime())
    .map((market) => ({
      event_id: market.eventId,
      event_name: market.eventName,
      market_id: market.marketId,
      market_name: market.marketName,
      profit_loss: paiseToRupees(market.amountPaise),
      settled_at: market.settledAt.toISOString(),
    }));
}

/** The user's settled bets on one event (or one market of it). */
export async function settledBets(db: Queryable, userId: number, eventId: string, marketId?: string) {
  const bets = await userBets(db, userId, { eventId, openOnly: false });
  return bets.filter((bet) => bet.status !== 'open' && (marketId === undefined || bet.market_id === marketId));
}

export type BetType = 'open' | 'settled' | 'void';
const BET_STATUSES: Record<BetType, readonly string[]> = { open: ['open'], settled: ['won', 'lost'], void: ['void', 'cancelled'] };

/**
 * The user's bets of one type in the window, newest first, one page: open bets by when they were
 * placed, settled and void ones by when they were settled, as the profit and loss counts them
 * (docs/decisions/162), so the settled bets of a window add up to its sports profit and loss.
 */
export async function betsOfType(db: Queryable, userId: number, type: BetType, window: Window, page = 1, pageSize = 20) {
  const statuses = BET_STATUSES[type];
  // A bet cancelled before any settlement may have no settled_at: its placing time then.
  const time = (table: string) => (type === 'open' ? `${table}placed_at` : `COALESCE(${table}settled_at, ${table}placed_at)`);
  const [count] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM bets WHERE user_id = $1 AND status = ANY($2::text[]) AND ${time('')} >= $3 AND ${time('')} < $4`,
    [userId, statuses, window.from, window.to],
  );
  const rows = await db.query<Parameters<typeof betView>[0] & { event_name: string; market_name: string; market_type: MarketRow['market_type']; selection_name: string | null }>(
    `SELECT b.*, e.name AS event_name, m.name AS market_name, m.market_type, r.name AS selection_name
       FROM bets b JOIN events e ON e.id = b.event_id JOIN markets m ON m.id = b.market_id
       LEFT JOIN runners r ON r.market_id = b.market_id AND r.selection_id = b.selection_id
      WHERE b.user_id = $1 AND b.status = ANY($2::text[]) AND ${time('b.')} >= $3 AND ${time('b.')} < $4
      ORDER BY ${time('b.')} DESC, b.id DESC LIMIT $5 OFFSET $6`,
    [userId, statuses, window.from, window.to, pageSize, (page - 1) * pageSize],
  );
  return {
    rows: rows.map((row) =>
      betView(row, {
        market: { id: row.market_id, name: row.market_name, market_type: row.market_type } as MarketRow,
        runners: [{ selection_id: row.selection_id, name: row.selection_name ?? row.selection_id } as RunnerRow],
        event: { id: row.event_id, name: row.event_name, open_date: new Date(0), status: 'open' },
      }),
    ),
    total_rows: count!.count,
    page,
    page_size: pageSize,
  };
}

/** Exposure per open market with open bets, with sport and runner names. */
export async function marketAnalysis(db: Queryable, userId: number) {
  const exposures = await userExposures(db, userId);
  if (exposures.length === 0) return [];
  const marketIds = exposures.map((exposure) => exposure.market_id);
  const names = await db.query<{ market_id: string; selection_id: string; name: string }>(
    'SELECT market_id, selection_id, name FROM runners WHERE market_id = ANY($1::text[])',
    [marketIds],
  );
  const sports = await db.query<{ market_id: string; sport_name: string }>(
    'SELECT m.id AS market_id, s.name AS sport_name FROM markets m JOIN events e ON e.id = m.event_id JOIN sports s ON s.id = e.sport_id WHERE m.id = ANY($1::text[])',
    [marketIds],
  );
  return exposures.map((exposure) => ({
    event_id: exposure.event_id,
    event_name: exposure.event_name,
    sport_name: sports.find((row) => row.market_id === exposure.market_id)?.sport_name ?? '',
    market_id: exposure.market_id,
    market_name: exposure.market_name,
    market_type: exposure.market_type,
    exposure: exposure.exposure,
    runners: exposure.runners.map((runner) => ({
      selection_id: runner.selection_id,
      runner_name: names.find((row) => row.market_id === exposure.market_id && row.selection_id === runner.selection_id)?.name ?? runner.selection_id,
      position: runner.position,
    })),
  }));
}
