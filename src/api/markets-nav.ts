// Reply readers of the bettor's ways around the exchange: search results, favourites
// (both lists of `SportsEvent`) and My Markets. A reply that does not match is 'Something went wrong'.
import { z } from 'zod/mini';
import type { EventSummary } from '../../machines/sports/favourites.machine.ts';
import type { MyMarketRow } from '../../machines/sports/my-markets.machine.ts';
import { malformedReplyError } from './errors.ts';
import { identifier, lenientList, numeric } from './replies/parts.ts';
import { competitionNamesOf, parseEventList, sportsEventSchema, type SportsEventReply } from './sports-lists.ts';

const text = z.catch(z.string(), '');

/** An event as the search list and the favourites show it. */
const eventSummaryOf = (event: SportsEventReply): EventSummary => ({
  eventId: event.event_id,
  name: event.event_name,
  competitionName: event.competition_name,
  ...competitionNamesOf(event),
  sportSlug: event.sport_slug,
  inPlay: event.in_play,
  openDate: event.open_date,
});

export const searchResultsOf = (reply: unknown): EventSummary[] => parseEventList(reply).map(eventSummaryOf);

const favouritesReply = z.looseObject({ data: z.looseObject({ events: lenientList(sportsEventSchema) }) });

export function favouritesOf(reply: unknown): EventSummary[] {
  const parsed = favouritesReply.safeParse(reply);
  if (!parsed.success) throw malformedReplyError('user', 200, reply);
  return parsed.data.data.events.map(eventSummaryOf);
}

const myMarketsReply = z.looseObject({
  data: lenientList(
    z.object({
      event_id: identifier,
      event_name: text,
      market_id: identifier,
      market_name: text,
      sport_slug: text,
      sport_name: text,
      in_play: z.catch(z.boolean(), false),
      exposure: numeric,
    }),
  ),
});

export function myMarketsOf(reply: unknown): MyMarketRow[] {
  const parsed = myMarketsReply.safeParse(reply);
  if (!parsed.success) throw malformedReplyError('user', 200, reply);
  return parsed.data.data.map((row) => ({
    eventId: row.event_id,
    eventName: row.event_name,
    marketId: row.market_id,
    marketName: row.market_name,
    sportSlug: row.sport_slug,
    sportName: row.sport_name,
    inPlay: row.in_play,
    exposure: row.exposure,
  }));
}
