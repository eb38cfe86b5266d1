// The engine's rolling fixture list (docs/decisions/153): enough events in play and upcoming
// for every sport the engine plays, each created with its markets and its first prices; finished
// events close and leave the lists (match-runner.ts). Fixtures are numbered from fixture_seq
// (ck-5001 …), past the seeded demo events, which keep their ids.
import type { Queryable } from '../db/database.ts';
import { matchMarkets, openFancyMarkets, priceMarkets, type EngineMarket, type Sizes } from './engine/markets.ts';
import { newMatch, type MatchState, type Sport } from './engine/match.ts';
import { drawsFrom } from './engine/random.ts';
import { scoreBoard, scoreLines } from './engine/match.ts';

export const SPORT_IDS: Record<Sport, number> = { cricket: 4, football: 1, tennis: 2, racing: 7, kabaddi: 99 };
const PREFIX: Record<Sport, string> = { cricket: 'ck', football: 'fb', tennis: 'tn', racing: 'hr', kabaddi: 'kb' };

/** At least this many of each sport in play, and this many upcoming. */
export const MIN_IN_PLAY: Record<Sport, number> = { cricket: 2, football: 2, tennis: 1, racing: 0, kabaddi: 1 };
export const MIN_UPCOMING = 3;
/** A match's usual length in match seconds (upcoming fixtures are spaced by it over MIN_IN_PLAY). */
export const MATCH_SECONDS: Record<Sport, number> = { cricket: 11_300, football: 6_700, tennis: 8_000, racing: 1_200, kabaddi: 2_700 };

// Sides of the seeded demo events are left out: tests and people find those events by their sides' names.
const COMPETITIONS: Record<Sport, { id: string; sides: string[]; name?: string; names?: Record<string, string>; courses?: string[] }[]> = {
  cricket: [
    { id: 'ck-t20i', sides: ['New Zealand', 'Pakistan', 'Sri Lanka', 'West Indies', 'Bangladesh', 'Afghanistan', 'Ireland', 'Netherlands', 'Zimbabwe', 'Scotland'] },
    { id: 'ck-ipl', sides: ['Sunrisers Hyderabad', 'Punjab Kings', 'Gujarat Titans', 'Lucknow Super Giants'] },
  ],
  football: [
    { id: 'fb-epl', sides: ['Manchester United', 'Aston Villa', 'Brighton', 'West Ham', 'Everton', 'Fulham', 'Brentford', 'Crystal Palace', 'Wolves', 'Bournemouth'] },
    { id: 'fb-isl', sides: ['East Bengal', 'Bengaluru FC', 'Kerala Blasters', 'FC Goa', 'Odisha FC', 'Chennaiyin', 'Jamshedpur', 'Hyderabad FC'] },
  ],
  racing: [
    {
      id: 'hr-in',
      name: 'Indian Racing',
      names: { hi: 'इंडियन रेसिंग' },
      courses: ['Mahalaxmi', 'Guindy', 'Mysore', 'Hyderabad', 'Bangalore'],
      sides: ['Desert Storm', 'Royal Ensign', 'Monsoon Gold', 'Silver Arrow', 'Night Raja', 'Sea Breeze', 'Iron Will', 'Golden Peak', 'Star Dancer', 'Brave Heart', 'Quiet Fire', 'Indian Summer', 'Lucky Charm', 'Thunder Bolt', 'Red Rocket', 'Magic Mist'],
    },
  ],
  kabaddi: [
    { id: 'kb-pkl', sides: ['Jaipur Pink Panthers', 'Puneri Paltan', 'U Mumba', 'Bengaluru Bulls', 'Dabang Delhi', 'Haryana Steelers', 'Tamil Thalaivas', 'Telugu Titans', 'Gujarat Giants', 'UP Yoddhas'] },
  ],
  tennis: [{ id: 'tn-atp', sides: ['Daniil Medvedev', 'Taylor Fritz', 'Casper Ruud', 'Holger Rune', 'Andrey Rublev', 'Alex de Minaur', 'Stefanos Tsitsipas', 'Hubert Hurkacz', 'Jack Draper', 'Ben Shelton'] }],
};

/** Level sizes in rupees: larger at the best price, drawn from the market, runner, level and step (not the match's draws). */
export function sizesFor(eventId: string, steps: number): Sizes {
  return (marketKey, runner, level, side) => {
    let hash = steps * 31 + level * 7 + runner * 131 + (side === 'back' ? 0 : 977);
    for (const char of `${eventId}.${marketKey}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x5bd1e995) >>> 0;
    const draw = drawsFrom(hash).next();
    return Math.round((3_000 - level * 800) * (0.5 + draw));
  };
}

/** Inserts markets (with their first prices) that do not exist yet; returns the ids inserted. */
export async function insertMarkets(db: Queryable, eventId: string, state: MatchState, markets: readonly EngineMarket[], steps: number): Promise<string[]> {
  if (markets.length === 0) return [];
  const prices = priceMarkets(state, markets, sizesFor(eventId, steps));
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO markets (id, event_id, market_type, name, bet_delay, min_stake_paise, max_stake_paise, sort_order)
     SELECT id, event_id, market_type, name, bet_delay, min_stake_paise, max_stake_paise, sort_order
       FROM jsonb_to_recordset($1::jsonb) AS r (id text, event_id text, market_type text, name text, bet_delay integer, min_stake_paise bigint, max_stake_paise bigint, sort_order integer)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      JSON.stringify(
        markets.map((market) => ({
          id: `${eventId}.${market.key}`,
          event_id: eventId,
          market_type: market.type,
          name: market.name,
          bet_delay: market.betDelay,
          min_stake_paise: market.minStakeRupees * 100,
          max_stake_paise: market.maxStakeRupees * 100,
          sort_order: market.sortOrder,
        })),
      ),
    ],
  );
  const fresh = new Set(inserted.map((row) => row.id));
  const runners = markets
    .filter((market) => fresh.has(`${eventId}.${market.key}`))
    .flatMap((market) =>
      market.runners.map((runner, index) => ({
        market_id: `${eventId}.${market.key}`,
        selection_id: `${eventId}.${runner.key}`,
        name: runner.name,
        sort_order: index,
        back: prices.get(market.key)?.[index]?.back ?? [],
        lay: prices.get(market.key)?.[index]?.lay ?? [],
      })),
    );
  if (runners.length > 0) {
    await db.query(
      `INSERT INTO runners (market_id, selection_id, name, sort_order, back, lay)
       SELECT market_id, selection_id, name, sort_order, back, lay
         FROM jsonb_to_recordset($1::jsonb) AS r (market_id text, selection_id text, name text, sort_order integer, back jsonb, lay jsonb)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(runners)],
    );
  }
  return [...fresh];
}

/** Creates one fixture starting at `start` (now: in play at once), with its markets; returns its id. */
export async function createFixture(db: Queryable, sport: Sport, start: Date, seed: number): Promise<string> {
  const [row] = await db.query<{ n: string }>("SELECT nextval('fixture_seq')::text AS n");
  const number = Number(row!.n);
  const eventId = `${PREFIX[sport]}-${number}`;
  const draws = drawsFrom((seed ^ Math.imul(number, 0x9e3779b1)) >>> 0);
  const competitions = COMPETITIONS[sport];
  // Never the name of an open event (a seeded one, or another fixture): lists and tests tell them apart by it.
  const taken = new Set((await db.query<{ name: string }>("SELECT name FROM events WHERE status = 'open'")).map((event) => event.name));
  let competition = competitions[0]!;
  let names: string[] = [];
  let eventName = '';
  if (sport === 'racing') {
    // A race: 6-10 runners of the competition's horses, named by its course and start (IST).
    const pool = [...competition.sides];
    const count = 6 + Math.floor(draws.next() * 5);
    for (let n = 0; n < count; n += 1) names.push(pool.splice(Math.floor(draws.next() * pool.length), 1)[0]!);
    const course = competition.courses![Math.floor(draws.next() * competition.courses!.length)]!;
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(start);
    eventName = `${course} ${time}`;
    await db.query('INSERT INTO competitions (id, sport_id, name, names) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      competition.id,
      SPORT_IDS.racing,
      competition.name,
      JSON.stringify(competition.names ?? {}),
    ]);
  } else {
    for (let attempt = 0; attempt < 50 && (attempt === 0 || taken.has(eventName)); attempt += 1) {
      competition = competitions[Math.floor(draws.next() * competitions.length)]!;
      const first = Math.floor(draws.next() * competition.sides.length);
      const second = (first + 1 + Math.floor(draws.next() * (competition.sides.length - 1))) % competition.sides.length;
      names = [competition.sides[first]!, competition.sides[second]!];
      eventName = `${names[0]} v ${names[1]}`;
    }
  }
  const state = newMatch(sport, names, draws.state);
  const score = { ...scoreLines(state), updated_at: start.toISOString(), board: scoreBoard(state) };
  await db.query(
    `INSERT INTO events (id, sport_id, competition_id, name, open_date, score) VALUES ($1, $2, $3, $4, $5, $6)`,
    [eventId, SPORT_IDS[sport], competition.id, eventName, start, JSON.stringify(score)],
  );
  await db.query('INSERT INTO match_engine (event_id, sport, state, next_action, next_at) VALUES ($1, $2, $3, $4, $5)', [
    eventId,
    sport,
    JSON.stringify(state),
    'play',
    start,
  ]);
  await insertMarkets(db, eventId, state, [...matchMarkets(state), ...openFancyMarkets(state)], 0);
  return eventId;
}

/**
 * Tops the fixture list up: a sport with fewer than MIN_IN_PLAY events in play gets new ones starting
 * now; one with fewer than MIN_UPCOMING upcoming gets new ones after its last, spaced by a match's
 * length (at this speed) over MIN_IN_PLAY. The seeded demo events (also played, decision 210) are not
 * counted: the fixtures roll on their own, whenever the seeded ones are timed. Returns the ids created.
 */
export async function topUpFixtures(db: Queryable, now: Date, speed: number, seed: number): Promise<string[]> {
  const counts = await db.query<{ sport: Sport; in_play: number; upcoming: number; last_start: Date | null }>(
    `SELECT me.sport,
            count(*) FILTER (WHERE e.open_date <= $1)::int AS in_play,
            count(*) FILTER (WHERE e.open_date > $1)::int AS upcoming,
            max(e.open_date) AS last_start
       FROM match_engine me JOIN events e ON e.id = me.event_id
      WHERE e.status = 'open' AND me.next_action <> 'done' AND e.start_offset_minutes IS NULL
      GROUP BY me.sport`,
    [now],
  );
  const created: string[] = [];
  for (const sport of Object.keys(MIN_IN_PLAY) as Sport[]) {
    const count = counts.find((candidate) => candidate.sport === sport);
    for (let n = count?.in_play ?? 0; n < MIN_IN_PLAY[sport]; n += 1) created.push(await createFixture(db, sport, now, seed));
    const spacingMs = (MATCH_SECONDS[sport] * 1000) / speed / Math.max(1, MIN_IN_PLAY[sport]);
    let last = Math.max(now.getTime(), count?.last_start?.getTime() ?? 0);
    for (let n = count?.upcoming ?? 0; n < MIN_UPCOMING; n += 1) {
      last += spacingMs;
      created.push(await createFixture(db, sport, new Date(last), seed));
    }
  }
  return created;
}
