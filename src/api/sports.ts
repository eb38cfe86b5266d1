// Reply schemas of the sports exchange (docs/decisions/036) and their adapters to the machines'
// shapes (machines/sports/market.ts). Kept out of replies.ts so the event screen's schemas load with
// its route, not with Home (design §7). The calls have no schema in `replySchemas`: api.call returns
// the bare envelope and `parseSportsReply` checks it here, with the same rule as every reply: a reply
// that does not match is a malformed reply ('Something went wrong'), never a crash further on.
import { z } from 'zod/mini';
import type { FancyBookLine, MarketPosition } from '../../machines/sports/event-feed.context.ts';
import type { EventDetails, Market, MarketStatus, OddsUpdate, PriceLevel } from '../../machines/sports/market.ts';
import type { ServiceName } from './catalogue.gen.ts';
import { checkedReply } from './errors.ts';
import { boardSchema, momentSchema } from './scoreboard-schema.ts';
import { identifier, lenientList, numeric, text } from './replies/parts.ts';
import { competitionNamesOf, sportsEventSchema, statusSchema } from './sports-lists.ts';

const priceSize = z.object({ price: numeric, size: z.catch(numeric, 0) });
const levels = z.pipe(lenientList(priceSize), z.transform((list: PriceLevel[]) => list.slice(0, 3)));

const runnerSchema = z.object({
  selection_id: identifier,
  runner_name: text,
  status: statusSchema,
  back: levels,
  lay: levels,
  traded: z.optional(z.catch(numeric, 0)),
});

const MARKET_TYPES = ['match_odds', 'bookmaker', 'tied_match', 'fancy', 'other'] as const;

const marketSchema = z.object({
  market_id: identifier,
  market_name: text,
  market_type: z.catch(z.enum(MARKET_TYPES), 'other'),
  status: statusSchema,
  bet_delay: z.catch(numeric, 0),
  min_stake: z.catch(numeric, 0),
  max_stake: z.catch(numeric, 0),
  sort_order: z.catch(numeric, 0),
  runners: lenientList(runnerSchema),
  total_matched: z.optional(z.catch(numeric, 0)),
});

const scoreSchema = z.catch(
  z.nullable(z.object({ home: text, away: text, summary: text, board: z.optional(boardSchema), moment: z.optional(momentSchema) })),
  null,
);

const envelope = <Data extends z.ZodMiniType>(data: Data) => z.looseObject({ data });

export const sportsSchemas = {
  matchDetails: envelope(z.object({ event: sportsEventSchema, markets: lenientList(marketSchema), score: scoreSchema })),
  eventExposures: envelope(
    lenientList(
      z.object({
        market_id: identifier,
        exposure: z.catch(numeric, 0),
        runners: lenientList(z.object({ selection_id: identifier, position: numeric })),
        cashed_out: z.catch(numeric, 0),
      }),
    ),
  ),
  fancyBook: envelope(lenientList(z.object({ run: numeric, position: numeric }))),
  saveBet: envelope(
    z.looseObject({
      bet: z.looseObject({ bet_id: identifier, odds: numeric, stake: numeric }),
    }),
  ),
  /** The refusal body of saveBet (400/409): the code and what the slip needs to offer a retry. */
  betRefusal: z.looseObject({
    message: text,
    error: text,
    data: z.catch(
      z.looseObject({
        current_odds: z.catch(z.nullable(numeric), null),
        current_runs: z.catch(z.nullable(numeric), null),
      }),
      { current_odds: null, current_runs: null },
    ),
  }),
  /** The odds socket message (api-spec/socket-events.yaml `odds`). */
  odds: z.object({
    event_id: identifier,
    seq: numeric,
    markets: lenientList(
      z.object({ market_id: identifier, status: statusSchema, bet_delay: z.catch(numeric, 0), runners: lenientList(runnerSchema), total_matched: z.optional(z.catch(numeric, 0)) }),
    ),
    score: z.optional(scoreSchema),
  }),
};

type SportsSchemas = typeof sportsSchemas;

/** A reply checked with its sports schema; a reply that does not match is a malformed reply. */
export function parseSportsReply<Name extends keyof SportsSchemas>(
  name: Name,
  reply: unknown,
  service: ServiceName = 'sports',
): z.output<SportsSchemas[Name]> {
  return checkedReply(sportsSchemas[name], name, service, reply) as z.output<SportsSchemas[Name]>;
}

// ───────────────────────────── adapters to the machines' shapes ─────────────────────────────

type MarketReply = z.output<typeof marketSchema>;
type RunnerReply = z.output<typeof runnerSchema>;
type ScoreReply = z.output<typeof scoreSchema>;

const SECOND_MS = 1000;

const runnerOf = (runner: RunnerReply) => ({
  selectionId: runner.selection_id,
  name: runner.runner_name,
  status: runner.status as MarketStatus,
  back: runner.back,
  lay: runner.lay,
  ...(runner.traded !== undefined && { traded: runner.traded }),
});

const scoreLineOf = (score: ScoreReply | undefined): string | null => {
  if (!score) return null;
  return [score.home, score.away, score.summary].filter((part) => part !== '').join(' · ') || null;
};

export const marketOf = (market: MarketReply): Market => ({
  marketId: market.market_id,
  name: market.market_name,
  kind: market.market_type,
  status: market.status,
  betDelayMs: Math.max(0, market.bet_delay) * SECOND_MS,
  minStake: market.min_stake,
  maxStake: market.max_stake,
  runners: market.runners.map(runnerOf),
  ...(market.total_matched !== undefined && { totalMatched: market.total_matched }),
});

export function eventDetailsOf(data: z.output<SportsSchemas['matchDetails']>['data']): EventDetails {
  const { event } = data;
  return {
    event: {
      eventId: event.event_id,
      name: event.event_name,
      sportId: event.sport_id,
      sportName: event.sport_name,
      competitionName: event.competition_name,
      ...competitionNamesOf(event),
      openDate: event.open_date,
      inPlay: event.in_play,
      score: scoreLineOf(data.score),
      board: data.score?.board ?? null,
      moment: data.score?.moment ?? null,
    },
    markets: [...data.markets].sort((a, b) => a.sort_order - b.sort_order).filter((market) => market.status !== 'closed').map(marketOf),
  };
}

export const oddsUpdateOf = (message: z.output<SportsSchemas['odds']>): OddsUpdate => ({
  eventId: message.event_id,
  seq: message.seq,
  markets: message.markets.map((market) => ({
    marketId: market.market_id,
    status: market.status,
    betDelayMs: Math.max(0, market.bet_delay) * SECOND_MS,
    runners: market.runners.map(runnerOf),
    ...(market.total_matched !== undefined && { totalMatched: market.total_matched }),
  })),
  ...(message.score !== undefined && { score: scoreLineOf(message.score), board: message.score?.board ?? null, moment: message.score?.moment ?? null }),
});

export const positionsOf = (data: z.output<SportsSchemas['eventExposures']>['data']): Record<string, MarketPosition> =>
  Object.fromEntries(
    data.map((row) => [
      row.market_id,
      {
        exposure: row.exposure,
        positions: Object.fromEntries(row.runners.map((runner) => [runner.selection_id, runner.position])),
        cashedOut: row.cashed_out,
      },
    ]),
  );

export const fancyBookOf = (data: z.output<SportsSchemas['fancyBook']>['data']): FancyBookLine[] =>
  data.map((row) => ({ run: row.run, position: row.position }));
