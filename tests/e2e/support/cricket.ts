/**
 * The in-play cricket matches are played by the match engine, so at any moment one of them may be in
 * its innings break (200 s at the e2e pace: no fancy lines, no balls) or over, and the engine schedules
 * new ones. Their breaks fall at different times, so a test that needs a match mid-innings takes
 * whichever is, the seeded ones (server/db/seeds/sports.ts) first.
 */
import type { APIRequestContext } from '@playwright/test';
import { dataOf } from './api.ts';

const SEEDED_IN_PLAY = ['ck-1001', 'ck-1002'];
/** Longer than an innings break at the e2e pace, so a break can always be waited out. */
const BREAK_WAIT_MS = 230_000;

interface MatchDetails {
  event: { event_name: string };
  markets: { market_type: string; status: string }[];
  score: { moment?: { kind: string } } | null;
}

const midInnings = (details: MatchDetails): boolean =>
  details.score?.moment?.kind !== 'innings_break' &&
  details.markets.some((market) => market.market_type === 'fancy');

/** An in-play cricket match with balls being bowled and its fancy lines up: its id and name. */
export async function cricketMidInnings(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const deadline = Date.now() + BREAK_WAIT_MS;
  for (;;) {
    const inPlay = await dataOf<{ event_id: string; sport_slug: string }[]>(request.get('/api/sports/in-play-matches'));
    const cricket = inPlay.filter((event) => event.sport_slug === 'cricket').map((event) => event.event_id);
    const seededFirst = [...SEEDED_IN_PLAY.filter((id) => cricket.includes(id)), ...cricket.filter((id) => !SEEDED_IN_PLAY.includes(id))];
    for (const eventId of seededFirst) {
      const details = await dataOf<MatchDetails>(request.get(`/api/sports/match-details/${eventId}`));
      if (midInnings(details)) return { id: eventId, name: details.event.event_name };
    }
    if (Date.now() > deadline) throw new Error(`No in-play cricket match was mid-innings for ${BREAK_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
