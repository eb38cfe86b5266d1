// The event lists' reply schema (inPlayMatches, upcomingSports, matches, findByIds: `SportsEvent`)
// and a light reading of odds messages for the lists' best prices (docs/decisions/036). These are on
// Home's first load, so they read only what a list row shows; the event screen's full schemas are in
// sports.ts, which loads with its route.
import { z } from 'zod/mini';
import type { EventRow, RowOdds } from '../../machines/sports/event-list.machine.ts';
import type { MarketStatus } from '../../machines/sports/market.ts';
import { malformedReplyError } from './errors.ts';
import { identifier, lenientList, numeric, text } from './replies/parts.ts';
import { boardSchema, momentSchema } from './scoreboard-schema.ts';

const STATUSES = ['open', 'suspended', 'ball_running', 'closed'] as const;
/** An unknown status is not open: betting is refused rather than allowed by mistake. */
export const statusSchema = z.catch(z.enum(STATUSES), 'suspended');

const bestPrice = z.catch(z.nullable(numeric), null);

const rowScoreSchema = z.catch(z.nullable(z.object({ home: text, away: text, board: z.optional(boardSchema), moment: z.optional(momentSchema) })), null);
type RowScoreReply = z.output<typeof rowScoreSchema>;
const rowScoreOf = (score: RowScoreReply): EventRow['score'] =>
  score && { line: [score.home, score.away].filter((part) => part !== '').join(' · '), board: score.board ?? null, ...(score.moment && { moment: score.moment }) };

export const sportsEventSchema = z.object({
  event_id: identifier,
  sport_id: z.catch(numeric, 0),
  sport_name: text,
  sport_slug: text,
  competition_id: z.catch(identifier, ''),
  competition_name: text,
  competition_names: z.catch(z.optional(z.record(z.string(), z.string())), undefined),
  event_name: text,
  open_date: z.string(),
  in_play: z.catch(z.boolean(), false),
  market_id: z.catch(z.nullable(identifier), null),
  market_status: z.catch(z.nullable(z.enum(STATUSES)), null),
  has_bookmaker: z.catch(z.boolean(), false),
  has_fancy: z.catch(z.boolean(), false),
  odds: lenientList(z.object({ selection_id: identifier, runner_name: text, status: statusSchema, back: bestPrice, lay: bestPrice })),
  /** In play only (docs/decisions/215); a malformed one is none, a malformed board is null. */
  score: rowScoreSchema,
});
export type SportsEventReply = z.output<typeof sportsEventSchema>;

/** The competition's names per language (docs/decisions/225), where the reply gives any. */
export const competitionNamesOf = (event: SportsEventReply): { competitionNames?: Readonly<Record<string, string>> } =>
  event.competition_names && Object.keys(event.competition_names).length > 0 ? { competitionNames: event.competition_names } : {};

const eventListReply = z.looseObject({ data: lenientList(sportsEventSchema) });
const inPlayCountReply = z.looseObject({
  data: lenientList(z.object({ sport_id: z.catch(numeric, 0), slug: text, count: z.catch(numeric, 0) })),
});

/** An event list reply (a malformed one is 'Something went wrong'). */
export function parseEventList(reply: unknown): SportsEventReply[] {
  const parsed = eventListReply.safeParse(reply);
  if (!parsed.success) throw malformedReplyError('sports', 200, reply);
  return parsed.data.data;
}

/** In-play events per sport slug. */
export function parseInPlayCounts(reply: unknown): Record<string, number> {
  const parsed = inPlayCountReply.safeParse(reply);
  if (!parsed.success) throw malformedReplyError('sports', 200, reply);
  return Object.fromEntries(parsed.data.data.map((row) => [row.slug, row.count]));
}

export const eventRowOf = (event: SportsEventReply): EventRow => ({
  eventId: event.event_id,
  name: event.event_name,
  competitionName: event.competition_name,
  ...competitionNamesOf(event),
  sportSlug: event.sport_slug,
  openDate: event.open_date,
  inPlay: event.in_play,
  marketId: event.market_id,
  status: event.market_status,
  hasBookmaker: event.has_bookmaker,
  hasFancy: event.has_fancy,
  runners: event.odds.map((runner) => ({ selectionId: runner.selection_id, name: runner.runner_name, back: runner.back, lay: runner.lay })),
  score: event.in_play ? rowScoreOf(event.score) : null,
});

const levelPrice = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((levels: unknown[]): number | null => {
    const price = (levels[0] as { price?: unknown } | undefined)?.price;
    return typeof price === 'number' && price > 0 ? price : null;
  }),
);
const oddsMessage = z.looseObject({
  event_id: identifier,
  markets: lenientList(
    z.looseObject({
      market_id: identifier,
      status: statusSchema,
      runners: lenientList(z.looseObject({ selection_id: identifier, back: levelPrice, lay: levelPrice })),
    }),
  ),
  score: z.optional(rowScoreSchema),
});

/** The best prices of each market of an odds message, as the list rows read them. */
export function rowOddsOf(payload: unknown): RowOdds[] {
  const parsed = oddsMessage.safeParse(payload);
  if (!parsed.success) return [];
  const { event_id: eventId, markets } = parsed.data;
  return markets.map((market) => ({
    eventId,
    marketId: market.market_id,
    status: market.status as MarketStatus,
    runners: market.runners.map((runner) => ({ selectionId: runner.selection_id, back: runner.back, lay: runner.lay })),
    ...(parsed.data.score !== undefined && { score: rowScoreOf(parsed.data.score) }),
  }));
}
