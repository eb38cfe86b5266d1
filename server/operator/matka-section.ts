// The operator's matka markets with their current draw, and the two result declarations
// (docs/decisions/050). Declaring a side settles every bet it decides, once, through the ledger:
//
//   npm run operator -- matka                                   list the markets and their draws
//   npm run operator -- declare-open 2 --pana 380               the open pana of market 2's current draw
//   npm run operator -- declare-close 2 --pana 459              then its close pana
//   npm run operator -- declare-open 2 --pana 127 --date 2030-01-31   a given day's draw
//   npm run operator -- add-market "Star Day" --open 13:00 --close 15:00      a new bazaar (times in IST)
//   npm run operator -- add-market "Star Day" --open-in 120 --close-in 240    today's results 2 h and 4 h from now
import { HttpError } from '../http-error.ts';
import { DEMO_GAME_TYPES } from '../db/seeds/matka.ts';
import { declareResult } from '../matka/settlement.ts';
import { notifyMatkaResult } from '../notifications/notifications.ts';
import { currentDraw, istDateOf, istTimeOf, listMarkets, MARKET_NOT_FOUND } from '../matka/draws.ts';
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
    await notifyMatkaResult(ctx.db, ctx.io, {
      marketId,
      marketName: outcome.market.name,
      drawDate: outcome.draw.draw_date,
      side,
      result: outcome.result,
      results: outcome.results,
    });
    const paid = paiseToRupees(outcome.paidPaise).toFixed(2);
    return `${outcome.market.name} ${outcome.draw.draw_date}: ${outcome.result}. Settled ${outcome.won} won (₹${paid} paid) and ${outcome.lost} lost.`;
  },
});

export const MARKET_PROBLEMS = {
  name: 'Give the market a name of 2 to 40 characters.',
  taken: (name: string) => `A market named ${name} exists already.`,
  times: 'Give --open and --close as HH:MM (India time), or --open-in and --close-in as minutes from now, close after open.',
  cutoff: 'Give --cutoff as whole minutes, 0 to 720.',
} as const;

const MINUTE_MS = 60_000;
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const MINUTES = /^-?\d{1,5}$/;

/** A new bazaar with the default game types; with --open-in/--close-in its first draw is today's, at those minutes from now. */
const addMarketAction: OperatorAction = {
  name: 'add-market',
  label: 'Add market',
  fields: [
    { name: 'open', label: 'Open result (IST)', placeholder: 'HH:MM' },
    { name: 'close', label: 'Close result (IST)', placeholder: 'HH:MM' },
    { name: 'open-in', label: 'Open result in', placeholder: 'minutes from now' },
    { name: 'close-in', label: 'Close result in', placeholder: 'minutes from now' },
    { name: 'cutoff', label: 'Cut-off', placeholder: 'minutes before each result (default 15)' },
  ],
  async run(ctx, target, values) {
    const name = target.id.trim();
    if (name.length < 2 || name.length > 40) throw new HttpError(400, MARKET_PROBLEMS.name);
    const cutoff = values.cutoff === undefined ? 15 : /^\d{1,3}$/.test(values.cutoff) ? Number(values.cutoff) : Number.NaN;
    if (!(cutoff >= 0 && cutoff <= 720)) throw new HttpError(400, MARKET_PROBLEMS.cutoff);
    const now = new Date();
    const relative = values['open-in'] !== undefined || values['close-in'] !== undefined;
    let openAt: Date | undefined;
    let closeAt: Date | undefined;
    let open = values.open;
    let close = values.close;
    if (relative) {
      const openIn = values['open-in'] ?? '';
      const closeIn = values['close-in'] ?? '';
      if (!MINUTES.test(openIn) || !MINUTES.test(closeIn) || Number(closeIn) <= Number(openIn)) throw new HttpError(400, MARKET_PROBLEMS.times);
      openAt = new Date(now.getTime() + Number(openIn) * MINUTE_MS);
      closeAt = new Date(now.getTime() + Number(closeIn) * MINUTE_MS);
      open = istTimeOf(openAt);
      close = istTimeOf(closeAt);
    }
    if (!open || !close || !TIME_OF_DAY.test(open) || !TIME_OF_DAY.test(close) || open === close) throw new HttpError(400, MARKET_PROBLEMS.times);
    return ctx.db.transaction(async (tx) => {
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO matka_markets (name, open_time, close_time, cutoff_minutes, game_types, sort_order)
         VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(max(sort_order), 0) + 1 FROM matka_markets))
         ON CONFLICT (name) DO NOTHING RETURNING id`,
        [name, open, close, cutoff, JSON.stringify(DEMO_GAME_TYPES)],
      );
      if (!created) throw new HttpError(400, MARKET_PROBLEMS.taken(name));
      if (openAt && closeAt) {
        await tx.query('INSERT INTO matka_draws (market_id, draw_date, open_at, close_at) VALUES ($1, $2, $3, $4)', [
          created.id,
          istDateOf(now),
          openAt,
          closeAt,
        ]);
      }
      return `Market ${created.id} ${name} added: open result ${open}, close result ${close} (IST), cut-off ${cutoff} minutes.`;
    });
  },
};

export const matkaSection: OperatorSection = {
  name: 'matka',
  title: 'Matka',
  targetName: 'marketId',
  headings: ['ID', 'Market', 'Draw day', 'Open (IST)', 'Close (IST)', 'Phase', 'Result', 'Open bets', 'Staked (₹)'],
  actions: [declareAction('open'), declareAction('close'), addMarketAction],
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
