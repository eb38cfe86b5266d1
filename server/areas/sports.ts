// The sports service's exchange lists (docs/decisions/036): sports, in-play and upcoming
// events, events by sport or competition, one event's markets, events by ids. Public (no sign-in).
import { successReply } from '../auth/replies.ts';
import type { Handlers } from '../contract/handlers.ts';
import { HttpError } from '../http-error.ts';
import { eventDetails, listEvents, sportsWithCounts } from '../sports/catalogue.ts';

export const EVENT_NOT_FOUND = 'Event not found. It may have ended, or the link is wrong.';
const UPCOMING_LIMIT = 50;

export interface SportsHandlerOptions {
  /** The clock deciding what is in play (tests pass a fixed one). */
  now?: () => Date;
}

export function createSportsHandlers(options: SportsHandlerOptions = {}): Handlers {
  const now = options.now ?? (() => new Date());
  return {
    sportsList: async (_request, { db }) => successReply(await sportsWithCounts(db, now())),

    inPlayCount: async (_request, { db }) => {
      const sports = await sportsWithCounts(db, now());
      return successReply(
        sports.filter((sport) => sport.in_play_count > 0).map((sport) => ({ sport_id: sport.sport_id, slug: sport.slug, count: sport.in_play_count })),
      );
    },

    inPlayMatches: async (_request, { db }) => successReply(await listEvents(db, { inPlay: true }, now())),

    upcomingSports: async (_request, { db }) => successReply(await listEvents(db, { upcoming: true, limit: UPCOMING_LIMIT }, now())),

    matches: async (request, { db }) =>
      successReply(
        await listEvents(db, { sportId: request.params.sport_id, competitionId: request.query.competition_id }, now()),
      ),

    findByIds: async (request, { db }) => {
      const ids = [...new Set(request.query.ids.split(','))];
      const events = await listEvents(db, { ids }, now());
      // In the order asked for.
      return successReply(ids.flatMap((id) => events.filter((event) => event.event_id === id)));
    },

    matchDetails: async (request, { db }) => {
      const details = await eventDetails(db, request.params.event_id, now());
      if (!details) throw new HttpError(400, EVENT_NOT_FOUND, { error: EVENT_NOT_FOUND });
      return successReply(details);
    },
  };
}

export const sportsHandlers = createSportsHandlers();
