// The operator's matka markets with their current draw, and the two result declarations
// (docs/decisions/050). Declaring a side settles every bet it decides, once, through the ledger:
//
//   npm run operator -- matka                                   list the markets and their draws
//   npm run operator -- declare-open 2 --pana 380               the open pana of market 2's current draw
//   npm run operator -- declare-close 2 --pana 459              then its close pana
//   npm run operator -- declare-open 2 --pana 127 --date 2030-01-31   a given day's draw
import { HttpError } from '../http-error.ts';
import { declareResult } from '../matka/settlement.ts';
import { currentDraw, istTimeOf, listMarkets, MARKET_NOT_FOUND } from '../matka/draws.ts';
import { paiseToRupees } from '../money.ts';
import type { OperatorAction, OperatorSection } from './operator-section.ts';
import { resultText, type MatkaSession } from '../../machines/matka/matka-rules.ts';

const PANA_FIELD = { name: 'pana', label: 'Pana', placeholder: '3 digits in order, e.g. 127' };
const DATE_FIELD = { name: 'date', label: 'Draw day', placeholder: 'YYYY-MM-DD (default: current draw)' };
export const PANA_REQUIRED = 'Give the pana, e.g. --pana 127.';

const declareAction = (side: MatkaSession): OperatorAction => ({
  name: `declare-${side}`,
  label: side === 'open' ? 'Declare open' : 'Declare close',
  fields: [PANA_FIELD, DATE_FIELD],
  async run(ctx, target, values) {
    const marketId = /^\d{1,9}$/.test(target.id) ? Number(target.id) : Number.NaN;
    if (Number.isNaN(marketId)) throw new HttpError(404, MARKET_NOT_FOUND);
    if (!values.pana) throw new HttpError(400, PANA_REQUIRED);
    const outcome = await declareResult(ctx.db, { marketId, side, pana: values.pana, drawDate: values.date, now: new Date() });
    const paid = paiseToRupees(outcome.paidPaise).toFixed(2);
    return `${outcome.market.name} ${outcome.draw.draw_date}: ${outcome.result}. Settled ${outcome.won} won (₹${paid} paid) and ${outcome.lost} lost.`;
  },
});

export const matkaSection: OperatorSection = {
  name: 'matka',
  title: 'Matka',
  targetName: 'marketId',
  headings: ['ID', 'Market', 'Draw day', 'Open (IST)', 'Close (IST)', 'Phase', 'Result', 'Open bets', 'Staked (₹)'],
  actions: [declareAction('open'), declareAction('close')],
  async list(ctx) {
    const now = new Date();
    const markets = await listMarkets(ctx.db);
    return Promise.all(
      markets.map(async (market) => {
        const { draw, phase } = await currentDraw(ctx.db, market, now);
        const [open] = await ctx.db.query<{ count: number; staked: number }>(
          "SELECT count(*)::int AS count, COALESCE(sum(stake_paise), 0)::bigint AS staked FROM matka_bets WHERE draw_id = $1 AND status = 'open'",
          [draw.id],
        );
        const result = draw.open_pana === null ? '' : resultText({ openPana: draw.open_pana, closePana: draw.close_pana });
        return {
          target: { id: String(market.id) },
          cells: [
            String(market.id),
            market.name,
            draw.draw_date,
            istTimeOf(draw.open_at),
            istTimeOf(draw.close_at),
            phase,
            result,
            String(open?.count ?? 0),
            paiseToRupees(Number(open?.staked ?? 0)).toFixed(2),
          ],
          actions: draw.open_pana === null ? ['declare-open'] : draw.close_pana === null ? ['declare-close'] : [],
        };
      }),
    );
  },
};
