// Reply schemas of matka (api-spec MatkaMarket, MatkaBet; docs/decisions/048-052) and their adapters
// to the bet machine's shapes (machines/matka/matka-bet.machine.ts). Kept out of replies.ts so they
// load with the matka routes, not with Home (design §7): the calls have no schema in `replySchemas`,
// api.call returns the bare envelope and `parseMatkaReply` checks it here. A reply that does not
// match is a malformed reply ('Something went wrong'), never a crash further on.
import { z } from 'zod/mini';
import type { MatkaBetView, MatkaGameType, MatkaMarketView } from '../../machines/matka/matka-bet.machine.ts';
import { MATKA_BET_TYPES } from '../../machines/matka/matka-rules.ts';
import type { ServiceName } from './catalogue.gen.ts';
import { checkedReply } from './errors.ts';
import { isoDateTime, lenientList, nullableText, numeric, text } from './replies/parts.ts';

const nullableNumeric = z.catch(z.nullable(numeric), null);
/** An unknown phase is closed: betting is refused rather than allowed by mistake. */
const phase = z.catch(z.enum(['open', 'close_only', 'closed']), 'closed');
const session = z.enum(['open', 'close']);
const betType = z.enum(MATKA_BET_TYPES);

const marketSchema = z.pipe(
  z.object({
    id: numeric,
    name: text,
    draw_date: text,
    open_time: isoDateTime,
    close_time: isoDateTime,
    cutoff_minutes: z.catch(numeric, 0),
    status: phase,
    next_cutoff_at: z.catch(z.nullable(isoDateTime), null),
    result: nullableText,
    last_results: lenientList(z.object({ draw_date: text, result: z.string() })),
  }),
  z.transform(
    (market): MatkaMarketView => ({
      id: market.id,
      name: market.name,
      drawDate: market.draw_date,
      openTime: market.open_time,
      closeTime: market.close_time,
      status: market.status,
      cutoffMinutes: market.cutoff_minutes,
      nextCutoffAt: market.next_cutoff_at,
      result: market.result,
      lastResults: market.last_results.map((row) => ({ drawDate: row.draw_date, result: row.result })),
    }),
  ),
);

const gameTypeSchema = z.pipe(
  z.object({ bet_type: betType, rate: numeric, min_stake: numeric, max_stake: numeric }),
  z.transform((row): MatkaGameType => ({ type: row.bet_type, rate: row.rate, minStake: row.min_stake, maxStake: row.max_stake })),
);

const betSchema = z.pipe(
  z.object({
    bet_id: numeric,
    draw_date: text,
    session,
    bet_type: betType,
    number: z.string(),
    amount: numeric,
    rate: numeric,
    status: z.catch(z.enum(['open', 'won', 'lost', 'cancelled']), 'open'),
    win_amount: nullableNumeric,
    profit_loss: nullableNumeric,
    placed_at: text,
  }),
  z.transform(
    (bet): MatkaBetView => ({
      betId: bet.bet_id,
      drawDate: bet.draw_date,
      session: bet.session,
      type: bet.bet_type,
      number: bet.number,
      amount: bet.amount,
      rate: bet.rate,
      status: bet.status,
      winAmount: bet.win_amount,
      profitLoss: bet.profit_loss,
      placedAt: bet.placed_at,
    }),
  ),
);

const withData = <Data extends z.ZodMiniType>(data: Data) => z.looseObject({ message: z.optional(text), data });

export const matkaSchemas = {
  matkaMatches: withData(lenientList(marketSchema)),
  matkaMarkets: withData(z.object({ market: marketSchema, bet_types: lenientList(gameTypeSchema) })),
  matkaSingleBets: withData(lenientList(betSchema)),
  saveWorliMatkaBet: withData(z.object({ bets: lenientList(betSchema) })),
};
type MatkaSchemas = typeof matkaSchemas;

export function parseMatkaReply<Name extends keyof MatkaSchemas>(
  name: Name,
  reply: unknown,
  service: ServiceName = name === 'matkaMatches' || name === 'matkaMarkets' ? 'sports' : 'user',
): z.output<MatkaSchemas[Name]> {
  return checkedReply(matkaSchemas[name], name, service, reply) as z.output<MatkaSchemas[Name]>;
}
