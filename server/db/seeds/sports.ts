// The exchange's demo sports, competitions, events and markets (docs/decisions/037).
// Idempotent: rows that exist are left as they are (an operator's suspensions and results survive).
// Events start relative to the server's clock: at every start their open_date is set again from
// start_offset_minutes, so some are in play (negative offsets) and some upcoming, whenever it starts.
import { matchMarkets, openFancyMarkets } from '../../sports/engine/markets.ts';
import { newMatch, scoreBoard, scoreLines, type MatchState, type Sport } from '../../sports/engine/match.ts';
import { insertMarkets } from '../../sports/fixtures.ts';
import type { Queryable } from '../database.ts';

export const SPORTS = [
  { id: 4, name: 'Cricket', slug: 'cricket', sortOrder: 1 },
  { id: 1, name: 'Football', slug: 'football', sortOrder: 2 },
  { id: 2, name: 'Tennis', slug: 'tennis', sortOrder: 3 },
  { id: 7, name: 'Horse Racing', slug: 'horse-racing', sortOrder: 4 },
  { id: 99, name: 'Kabaddi', slug: 'kabaddi', sortOrder: 5 },
] as const;

// Each with its Hindi name (docs/decisions/225): the Hindi site shows that one.
const COMPETITIONS = [
  { id: 'ck-t20i', sportId: 4, name: 'International Twenty20', names: { hi: 'अंतरराष्ट्रीय ट्वेंटी20' } },
  { id: 'ck-ipl', sportId: 4, name: 'Indian Premier League', names: { hi: 'इंडियन प्रीमियर लीग' } },
  { id: 'fb-epl', sportId: 1, name: 'English Premier League', names: { hi: 'इंग्लिश प्रीमियर लीग' } },
  { id: 'fb-isl', sportId: 1, name: 'Indian Super League', names: { hi: 'इंडियन सुपर लीग' } },
  { id: 'tn-atp', sportId: 2, name: 'ATP Finals', names: { hi: 'एटीपी फ़ाइनल्स' } },
  { id: 'kb-pkl', sportId: 99, name: 'Pro Kabaddi League', names: { hi: 'प्रो कबड्डी लीग' } },
];

interface SeedEvent {
  id: string;
  competitionId: string;
  home: string;
  away: string;
  /** Minutes from the server's start: negative is in play. */
  offset: number;
}

export const SEED_EVENTS: readonly SeedEvent[] = [
  { id: 'ck-1001', competitionId: 'ck-t20i', home: 'India', away: 'Australia', offset: -50 },
  { id: 'ck-1002', competitionId: 'ck-ipl', home: 'Mumbai Indians', away: 'Chennai Super Kings', offset: -20 },
  { id: 'ck-1003', competitionId: 'ck-ipl', home: 'Royal Challengers Bengaluru', away: 'Kolkata Knight Riders', offset: 90 },
  { id: 'ck-1004', competitionId: 'ck-t20i', home: 'England', away: 'South Africa', offset: 300 },
  { id: 'ck-1005', competitionId: 'ck-ipl', home: 'Delhi Capitals', away: 'Rajasthan Royals', offset: 1440 },
  { id: 'fb-2001', competitionId: 'fb-epl', home: 'Arsenal', away: 'Chelsea', offset: -30 },
  { id: 'fb-2002', competitionId: 'fb-epl', home: 'Liverpool', away: 'Manchester City', offset: -5 },
  { id: 'fb-2003', competitionId: 'fb-isl', home: 'Mumbai City', away: 'Mohun Bagan', offset: 120 },
  { id: 'fb-2004', competitionId: 'fb-epl', home: 'Tottenham', away: 'Newcastle', offset: 600 },
  { id: 'tn-3001', competitionId: 'tn-atp', home: 'Jannik Sinner', away: 'Carlos Alcaraz', offset: -40 },
  { id: 'tn-3002', competitionId: 'tn-atp', home: 'Novak Djokovic', away: 'Alexander Zverev', offset: 180 },
  { id: 'kb-4001', competitionId: 'kb-pkl', home: 'Patna Pirates', away: 'Bengal Warriors', offset: 240 },
];

function sportOf(event: SeedEvent): number {
  return COMPETITIONS.find((competition) => competition.id === event.competitionId)!.sportId;
}

const ENGINE_SPORT: Record<number, Sport | undefined> = { 4: 'cricket', 1: 'football', 2: 'tennis', 99: 'kabaddi' };

/**
 * The seeded event's match (docs/decisions/210): the engine's, from a seed of its id. A cricket match
 * has the home side batting first (the first seed from the id's that tosses so), so the seeded names
 * ("6 over runs India") stay what tests and people look for.
 */
export function seededMatch(event: SeedEvent): MatchState {
  const sport = ENGINE_SPORT[sportOf(event)];
  if (!sport) throw new Error(`The engine plays no sport ${sportOf(event)} (${event.id})`);
  let seed = Number(event.id.replace(/\D/g, '')) * 7_919;
  let state = newMatch(sport, [event.home, event.away], seed);
  while (state.sport === 'cricket' && state.battingFirst !== 0) state = newMatch(sport, [event.home, event.away], (seed += 1));
  return state;
}

/** Adds what is missing and sets the demo events' start times from the server's clock. */
export async function seedSports(db: Queryable, now: Date = new Date()): Promise<void> {
  const insert = (table: string, columns: string, types: string, rows: unknown[]) =>
    db.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS r (${types}) ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    );
  await insert('sports', 'id, name, slug, sort_order', 'id integer, name text, slug text, sort_order integer', SPORTS.map((sport) => ({ id: sport.id, name: sport.name, slug: sport.slug, sort_order: sport.sortOrder })));
  const competitions = COMPETITIONS.map((c) => ({ id: c.id, sport_id: c.sportId, name: c.name, names: c.names }));
  await insert('competitions', 'id, sport_id, name, names', 'id text, sport_id integer, name text, names jsonb', competitions);
  // A database from before the names per language (docs/decisions/225) gets them; names given are kept.
  await db.query(
    `UPDATE competitions c SET names = r.names FROM jsonb_to_recordset($1::jsonb) AS r (id text, names jsonb) WHERE c.id = r.id AND c.names = '{}'::jsonb`,
    [JSON.stringify(competitions)],
  );
  await insert(
    'events',
    'id, sport_id, competition_id, name, open_date, start_offset_minutes, score',
    'id text, sport_id integer, competition_id text, name text, open_date timestamptz, start_offset_minutes integer, score jsonb',
    SEED_EVENTS.map((event) => ({
      id: event.id,
      sport_id: sportOf(event),
      competition_id: event.competitionId,
      name: `${event.home} v ${event.away}`,
      open_date: new Date(now.getTime() + event.offset * 60_000).toISOString(),
      start_offset_minutes: event.offset,
      score: null,
    })),
  );
  // The engine plays every seeded event of a sport it knows (docs/decisions/210): its match state,
  // markets and first prices as a fixture's (fixtures.ts); an event that has them already keeps them.
  for (const event of SEED_EVENTS) {
    const state = seededMatch(event);
    const engine = await db.query(
      `INSERT INTO match_engine (event_id, sport, state, next_action, next_at) VALUES ($1, $2, $3, 'play', $4)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, state.sport, JSON.stringify(state), new Date(now.getTime() + event.offset * 60_000)],
    );
    if (engine.length === 0) continue;
    await db.query('UPDATE events SET score = $2 WHERE id = $1 AND score IS NULL', [
      event.id,
      JSON.stringify({ ...scoreLines(state), updated_at: now.toISOString(), board: scoreBoard(state) }),
    ]);
    await insertMarkets(db, event.id, state, [...matchMarkets(state), ...openFancyMarkets(state)], 0);
  }
  await db.query(
    `UPDATE events SET open_date = $1::timestamptz + start_offset_minutes * interval '1 minute'
      WHERE start_offset_minutes IS NOT NULL AND status = 'open'`,
    [now],
  );
  // A seeded match not yet begun starts at its (new) start time; one under way resumes where it was.
  await db.query(
    `UPDATE match_engine me SET next_at = e.open_date FROM events e
      WHERE e.id = me.event_id AND me.steps = 0 AND e.start_offset_minutes IS NOT NULL AND e.status = 'open'`,
  );
}
