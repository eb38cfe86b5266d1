// The operator's exchange markets (docs/decisions/037): suspend / resume, ball running on /
// off, and the result that settles every bet of the market once, through the ledger:
//
//   npm run operator -- markets                                  list the markets of open events
//   npm run operator -- suspend-market ck-1001.mo                 (resume-market, ball-running, ball-stop)
//   npm run operator -- declare-winner ck-1001.mo --winner ck-1001.h   match odds, bookmaker, tied match
//   npm run operator -- declare-runs ck-1001.i1.f6 --runs 57        a fancy market's runs
//   npm run operator -- void-market ck-1001.tm                    every stake back
//   npm run operator -- correct-result ck-1001.mo --result ck-1001.a   a settled market's result corrected
//                                                     (a winner's selection id, runs, or void; decision 212)
import { HttpError } from '../http-error.ts';
import { paiseToRupees } from '../money.ts';
import type { MarketRow } from '../sports/catalogue.ts';
import { changeMarketStatus, MARKET_NOT_FOUND, settleMarket, type MarketAction, type SettlementSummary } from '../sports/settlement.ts';
import type { OperatorAction, OperatorSection } from './operator-section.ts';
import { notifySettlement } from '../notifications/notifications.ts';
import type { Database } from '../db/database.ts';
import type { Server as SocketServer } from 'socket.io';
import type { MarketResult } from '../sports/exposure.ts';
import { istTime } from './ist-time.ts';
import { correctResult } from '../sports/resettlement.ts';

/** Settles, then tells each user with bets on the market their result (docs/decisions/063). */
async function settleAndNotify(db: Database, io: SocketServer, marketId: string, result: MarketResult): Promise<SettlementSummary> {
  const summary = await settleMarket(db, io, marketId, result);
  await notifySettlement(db, io, summary);
  return summary;
}

const LISTED_MARKETS = 300;
export const WINNER_REQUIRED = 'Give the winning runner, e.g. --winner ck-1001.h.';
export const RUNS_REQUIRED = 'Give the runs as a whole number, e.g. --runs 57.';
export const RESULT_REQUIRED = 'Give the correct result: a winner (e.g. --result ck-1001.a), runs (--result 57) or --result void.';

const MARKET_ID = /^[A-Za-z0-9_.-]{1,64}$/;

function marketIdOf(id: string): string {
  if (!MARKET_ID.test(id)) throw new HttpError(404, MARKET_NOT_FOUND);
  return id;
}

const STATUS_ACTIONS: { name: string; action: MarketAction; label: string; dangerous?: boolean }[] = [
  { name: 'suspend-market', action: 'suspend', label: 'Suspend', dangerous: true },
  { name: 'resume-market', action: 'resume', label: 'Resume' },
  { name: 'ball-running', action: 'ball-running', label: 'Ball running' },
  { name: 'ball-stop', action: 'ball-stop', label: 'Ball stopped' },
];

const statusActions: OperatorAction[] = STATUS_ACTIONS.map(({ name, action, label, dangerous }) => ({
  name,
  label,
  ...(dangerous && { dangerous }),
  async run(ctx, target) {
    const market = await changeMarketStatus(ctx.db, ctx.io, marketIdOf(target.id), action);
    return `Market ${market.id} (${market.name}) is now ${market.status}.`;
  },
}));

function settledText(summary: SettlementSummary, result: string): string {
  if (!summary.settled) return `Market ${summary.marketId} was settled before; nothing changed.`;
  const net = summary.users.reduce((sum, user) => sum + user.amountPaise, 0);
  return `Market ${summary.marketId}: ${result}. Settled ${summary.bets} bets of ${summary.users.length} users (users' net ₹${paiseToRupees(net).toFixed(2)}).`;
}

const declareWinner: OperatorAction = {
  name: 'declare-winner',
  label: 'Declare winner',
  dangerous: true,
  fields: [{ name: 'winner', label: 'Winner', placeholder: 'selection id, e.g. ck-1001.h' }],
  async run(ctx, target, values) {
    if (!values.winner) throw new HttpError(400, WINNER_REQUIRED);
    const summary = await settleAndNotify(ctx.db, ctx.io, marketIdOf(target.id), { kind: 'winner', selectionId: values.winner });
    return settledText(summary, `${values.winner} won`);
  },
};

const declareRuns: OperatorAction = {
  name: 'declare-runs',
  label: 'Declare runs',
  dangerous: true,
  fields: [{ name: 'runs', label: 'Runs', placeholder: 'whole number, e.g. 57' }],
  async run(ctx, target, values) {
    if (!values.runs || !/^\d{1,3}$/.test(values.runs)) throw new HttpError(400, RUNS_REQUIRED);
    const runs = Number(values.runs);
    const summary = await settleAndNotify(ctx.db, ctx.io, marketIdOf(target.id), { kind: 'runs', runs });
    return settledText(summary, `${runs} runs`);
  },
};

const voidMarket: OperatorAction = {
  name: 'void-market',
  label: 'Void',
  dangerous: true,
  async run(ctx, target) {
    return settledText(await settleAndNotify(ctx.db, ctx.io, marketIdOf(target.id), { kind: 'void' }), 'void');
  },
};

/** A settled market's result corrected: the settlement reversed through the ledger and settled again (decisions 155, 212). */
const correctResultAction: OperatorAction = {
  name: 'correct-result',
  label: 'Correct result',
  dangerous: true,
  fields: [{ name: 'result', label: 'Correct result', placeholder: 'winner selection id, runs, or void' }],
  async run(ctx, target, values) {
    const text = values.result?.trim() ?? '';
    if (!text || text.length > 64) throw new HttpError(400, RESULT_REQUIRED);
    const result: MarketResult = text === 'void' ? { kind: 'void' } : /^\d+$/.test(text) ? { kind: 'runs', runs: Number(text) } : { kind: 'winner', selectionId: text };
    const correction = await correctResult(ctx.db, ctx.io, marketIdOf(target.id), result, 'operator');
    const net = correction.users.reduce((sum, user) => sum + user.amountPaise - user.reversedPaise, 0);
    return `Market ${correction.marketId}: corrected to ${text} (correction ${correction.n}). Re-settled ${correction.bets} bets of ${correction.users.length} users (users' change ₹${paiseToRupees(net).toFixed(2)}).`;
  },
};

function actionsFor(market: MarketRow): string[] {
  if (market.status === 'closed') return market.settled_at ? ['correct-result'] : [];
  const status = market.status === 'open' ? ['suspend-market', 'ball-running'] : market.status === 'suspended' ? ['resume-market'] : ['ball-stop', 'suspend-market'];
  return [...status, market.market_type === 'fancy' ? 'declare-runs' : 'declare-winner', 'void-market'];
}

function resultOf(market: MarketRow): string {
  if (market.status !== 'closed') return '';
  if (market.is_void) return 'void';
  return market.result_runs !== null ? `${market.result_runs} runs` : (market.winner_selection_id ?? '');
}

export const marketsSection: OperatorSection = {
  name: 'markets',
  title: 'Markets',
  targetName: 'marketId',
  headings: ['Market ID', 'Event', 'Market', 'Type', 'Status', 'Starts (IST)', 'Runners (selection id: name)', 'Open bets', 'Staked (₹)', 'Result'],
  actions: [...statusActions, declareWinner, declareRuns, voidMarket, correctResultAction],
  async list(ctx) {
    const rows = await ctx.db.query<MarketRow & { event_name: string; open_date: Date; runners: string; open_bets: number; staked: number }>(
      `SELECT m.*, e.name AS event_name, e.open_date,
              (SELECT string_agg(r.selection_id || ': ' || r.name, ', ' ORDER BY r.sort_order) FROM runners r WHERE r.market_id = m.id) AS runners,
              (SELECT count(*)::int FROM bets b WHERE b.market_id = m.id AND b.status = 'open') AS open_bets,
              (SELECT COALESCE(sum(b.stake_paise), 0)::bigint FROM bets b WHERE b.market_id = m.id AND b.status = 'open') AS staked
         FROM markets m JOIN events e ON e.id = m.event_id
        WHERE e.status = 'open'
        ORDER BY m.status = 'closed', e.open_date, m.event_id, m.sort_order, m.id
        LIMIT $1`,
      [LISTED_MARKETS],
    );
    return rows.map((row) => ({
      target: { id: row.id },
      cells: [
        row.id,
        row.event_name,
        row.name,
        row.market_type,
        row.status,
        istTime(row.open_date),
        row.runners ?? '',
        String(row.open_bets),
        paiseToRupees(Number(row.staked)).toFixed(2),
        resultOf(row),
      ],
      actions: actionsFor(row),
    }));
  },
};
