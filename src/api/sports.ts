// Reply schemas of the sports exchange (docs/decisions/036) and their adapters to the machines'
// shapes (machines/sports/market.ts). Kept out of replies.ts so the event screen's schemas load with
// its route, not with Home (design §7). The calls have no schema in `replySchemas`: api.call returns
// the bare envelope and `parseSportsReply` checks it here, with the same rule as every reply: a reply
// that does not match is a malformed reply ('Something went wrong'), never a crash further on.
import { z } from 'zod/mini';
import type { FancyBookLine, MarketPosition } from '../../machines/sports/event-feed.machine.ts';
import type { EventDetails, Market, MarketStatus, OddsUpdate, PriceLevel } from '../../machines/sports/market.ts';
import type { ScoreBoard } from '../../machines/sports/scoreboard.ts';
import type { ServiceName } from './catalogue.gen.ts';
import { malformedReplyError } from './errors.ts';
import { sportsEventSchema } from './sports-lists.ts';

export const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);
export const identifier = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
export const text = z.catch(z.string(), '');
const STATUSES = ['open', 'suspended', 'ball_running', 'closed'] as const;
/** An unknown status is not open: betting is refused rather than allowed by mistake. */
const status = z.catch(z.enum(STATUSES), 'suspended');

export function lenientList<Item extends z.ZodMiniType>(item: Item) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((entries: unknown[]) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<Item>] : [];
      }),
    ),
  );
}

const priceSize = z.object({ price: numeric, size: z.catch(numeric, 0) });
const levels = z.pipe(lenientList(priceSize), z.transform((list: PriceLevel[]) => list.slice(0, 3)));

const runnerSchema = z.object({
  selection_id: identifier,
  runner_name: text,
  status,
  back: levels,
  lay: levels,
});

const MARKET_TYPES = ['match_odds', 'bookmaker', 'tied_match', 'fancy', 'other'] as const;

const marketSchema = z.object({
  market_id: identifier,
  market_name: text,
  market_type: z.catch(z.enum(MARKET_TYPES), 'other'),
  status,
  bet_delay: z.catch(numeric, 0),
  min_stake: z.catch(numeric, 0),
  max_stake: z.catch(numeric, 0),
  sort_order: z.catch(numeric, 0),
  runners: lenientList(runnerSchema),
});

const count = z.number().check(z.int(), z.nonnegative(), z.lte(100_000));
const rate = z.number().check(z.nonnegative(), z.lte(1_000));
const pair = <Item extends z.ZodMiniType>(item: Item) => z.tuple([item, item]);

/** The scoreboard (api-spec Score.board, docs/decisions/156): figures only, each checked; see boardSchema. */
const cricketBoard = z.object({
  sport: z.literal('cricket'),
  innings: z.array(
    z.object({
      team: z.string().check(z.minLength(1), z.maxLength(60)),
      runs: count,
      wickets: z.number().check(z.int(), z.nonnegative(), z.lte(10)),
      overs: z.string().check(z.regex(/^\d{1,3}(\.[0-5])?$/)),
      run_rate: rate,
    }),
  ).check(z.maxLength(4)),
  target: z.nullable(count),
  required_rate: z.nullable(rate),
  last_balls: z.array(z.string().check(z.regex(/^([0-7]|W|wd|nb|lb|b)$/))).check(z.maxLength(12)),
});
const footballBoard = z.object({
  sport: z.literal('football'),
  minute: z.number().check(z.int(), z.nonnegative(), z.lte(150)),
  goals: pair(count),
  phase: z.enum(['first_half', 'half_time', 'second_half', 'done']),
});
const tennisBoard = z.object({
  sport: z.literal('tennis'),
  sets: z.array(pair(count)).check(z.maxLength(5)),
  games: pair(count),
  points: pair(z.string().check(z.regex(/^(0|15|30|40|AD|\d{1,2})$/))),
  server: z.union([z.literal(0), z.literal(1)]),
  tiebreak: z.boolean(),
});
/**
 * A board that does not match (an unknown sport, a missing or odd figure) is null, never a failed
 * reply: the page then shows the one-line score it always had (docs/decisions/215).
 */
const boardSchema = z.catch(
  z.pipe(
    z.nullable(z.union([cricketBoard, footballBoard, tennisBoard])),
    z.transform((board): ScoreBoard | null => {
      if (board === null) return null;
      if (board.sport === 'cricket')
        return {
          sport: 'cricket',
          innings: board.innings.map(({ team, runs, wickets, overs, run_rate }) => ({ team, runs, wickets, overs, runRate: run_rate })),
          target: board.target,
          requiredRate: board.required_rate,
          lastBalls: board.last_balls.slice(-6),
        };
      if (board.sport === 'football') return { sport: 'football', minute: board.minute, goals: board.goals, phase: board.phase };
      return { sport: 'tennis', sets: board.sets, games: board.games, points: board.points, server: board.server, tiebreak: board.tiebreak };
    }),
  ),
  null,
);

const scoreSchema = z.catch(
  z.nullable(z.object({ home: text, away: text, summary: text, board: z.optional(boardSchema) })),
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
    markets: lenientList(z.object({ market_id: identifier, status, bet_delay: z.catch(numeric, 0), runners: lenientList(runnerSchema) })),
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
  const parsed = sportsSchemas[name].safeParse(reply);
  if (!parsed.success) {
    console.error(`[api] the reply to ${name} does not match its schema`, parsed.error.issues);
    throw malformedReplyError(service, 200, reply);
  }
  return parsed.data as z.output<SportsSchemas[Name]>;
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
      openDate: event.open_date,
      inPlay: event.in_play,
      score: scoreLineOf(data.score),
      board: data.score?.board ?? null,
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
  })),
  ...(message.score !== undefined && { score: scoreLineOf(message.score), board: message.score?.board ?? null }),
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
