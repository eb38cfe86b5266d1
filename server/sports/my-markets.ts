// "My Markets" (docs/decisions/081): the user's open markets with exposure, of one sport or
// all. The figures are userExposures' (server/sports/bets.ts, the exposure maths of exposure.ts), so
// the rows add up to the header's exposure; this only adds each market's event and sport.
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { userExposures } from './bet-queries.ts';
import { isInPlay } from './catalogue.ts';

/** The sport slug that means every sport. */
export const ALL_SPORTS = 'all';
export const UNKNOWN_SPORT = 'Unknown sport.';

interface EventSport {
  id: string;
  sport_id: number;
  sport_slug: string;
  sport_name: string;
  competition_name: string;
  competition_names: Record<string, string>;
  open_date: Date;
  status: string;
}

export async function myMarkets(db: Queryable, userId: number, sportType: string, now: Date) {
  if (sportType !== ALL_SPORTS) {
    const [sport] = await db.query('SELECT id FROM sports WHERE slug = $1', [sportType]);
    if (!sport) throw refusal(UNKNOWN_SPORT);
  }
  const exposures = await userExposures(db, userId);
  if (exposures.length === 0) return [];
  const events = await db.query<EventSport>(
    `SELECT e.id, e.sport_id, s.slug AS sport_slug, s.name AS sport_name, c.name AS competition_name, c.names AS competition_names, e.open_date, e.status
       FROM events e JOIN sports s ON s.id = e.sport_id JOIN competitions c ON c.id = e.competition_id
      WHERE e.id = ANY($1::text[])`,
    [[...new Set(exposures.map((exposure) => exposure.event_id))]],
  );
  const byId = new Map(events.map((event) => [event.id, event]));
  return exposures.flatMap((exposure) => {
    const event = byId.get(exposure.event_id);
    if (!event || (sportType !== ALL_SPORTS && event.sport_slug !== sportType)) return [];
    return [
      {
        ...exposure,
        sport_id: event.sport_id,
        sport_slug: event.sport_slug,
        sport_name: event.sport_name,
        competition_name: event.competition_name,
        competition_names: event.competition_names,
        open_date: event.open_date.toISOString(),
        in_play: isInPlay(event, now),
      },
    ];
  });
}
