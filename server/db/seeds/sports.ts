// The exchange's demo sports, competitions, events and markets (issue 11, docs/decisions/037).
// Idempotent: rows that exist are left as they are (an operator's suspensions and results survive).
// Events start relative to the server's clock: at every start their open_date is set again from
// start_offset_minutes, so some are in play (negative offsets) and some upcoming, whenever it starts.
import { bookmakerBest, exchangeBest } from '../../sports/fair-book.ts';
import { moveTicks } from '../../sports/ladder.ts';
import type { Queryable } from '../database.ts';

export const SPORTS = [
  { id: 4, name: 'Cricket', slug: 'cricket', sortOrder: 1 },
  { id: 1, name: 'Football', slug: 'football', sortOrder: 2 },
  { id: 2, name: 'Tennis', slug: 'tennis', sortOrder: 3 },
  { id: 7, name: 'Horse Racing', slug: 'horse-racing', sortOrder: 4 },
  { id: 99, name: 'Kabaddi', slug: 'kabaddi', sortOrder: 5 },
] as const;

const COMPETITIONS = [
  { id: 'ck-t20i', sportId: 4, name: 'International Twenty20' },
  { id: 'ck-ipl', sportId: 4, name: 'Indian Premier League' },
  { id: 'fb-epl', sportId: 1, name: 'English Premier League' },
  { id: 'fb-isl', sportId: 1, name: 'Indian Super League' },
  { id: 'tn-atp', sportId: 2, name: 'ATP Finals' },
  { id: 'kb-pkl', sportId: 99, name: 'Pro Kabaddi League' },
];

interface SeedEvent {
  id: string;
  competitionId: string;
  home: string;
  away: string;
  /** Minutes from the server's start: negative is in play. */
  offset: number;
  /** The home side's chance in match odds (0-1). */
  homeChance: number;
}

export const SEED_EVENTS: readonly SeedEvent[] = [
  { id: 'ck-1001', competitionId: 'ck-t20i', home: 'India', away: 'Australia', offset: -50, homeChance: 0.58 },
  { id: 'ck-1002', competitionId: 'ck-ipl', home: 'Mumbai Indians', away: 'Chennai Super Kings', offset: -20, homeChance: 0.47 },
  { id: 'ck-1003', competitionId: 'ck-ipl', home: 'Royal Challengers Bengaluru', away: 'Kolkata Knight Riders', offset: 90, homeChance: 0.52 },
  { id: 'ck-1004', competitionId: 'ck-t20i', home: 'England', away: 'South Africa', offset: 300, homeChance: 0.55 },
  { id: 'ck-1005', competitionId: 'ck-ipl', home: 'Delhi Capitals', away: 'Rajasthan Royals', offset: 1440, homeChance: 0.49 },
  { id: 'fb-2001', competitionId: 'fb-epl', home: 'Arsenal', away: 'Chelsea', offset: -30, homeChance: 0.48 },
  { id: 'fb-2002', competitionId: 'fb-epl', home: 'Liverpool', away: 'Manchester City', offset: -5, homeChance: 0.4 },
  { id: 'fb-2003', competitionId: 'fb-isl', home: 'Mumbai City', away: 'Mohun Bagan', offset: 120, homeChance: 0.42 },
  { id: 'fb-2004', competitionId: 'fb-epl', home: 'Tottenham', away: 'Newcastle', offset: 600, homeChance: 0.45 },
  { id: 'tn-3001', competitionId: 'tn-atp', home: 'Jannik Sinner', away: 'Carlos Alcaraz', offset: -40, homeChance: 0.53 },
  { id: 'tn-3002', competitionId: 'tn-atp', home: 'Novak Djokovic', away: 'Alexander Zverev', offset: 180, homeChance: 0.6 },
  { id: 'kb-4001', competitionId: 'kb-pkl', home: 'Patna Pirates', away: 'Bengal Warriors', offset: 240, homeChance: 0.5 },
];

const MONEY = 100; // paise per rupee

interface PriceSize {
  price: number;
  size: number;
}

interface SeedRunner {
  selectionId: string;
  name: string;
  back: PriceSize[];
  lay: PriceSize[];
}

interface SeedMarket {
  id: string;
  eventId: string;
  type: 'match_odds' | 'bookmaker' | 'tied_match' | 'fancy';
  name: string;
  betDelay: number;
  minStakePaise: number;
  maxStakePaise: number;
  sortOrder: number;
  runners: SeedRunner[];
}

/**
 * 3 back prices from the ladder price at or below the fair one down, 3 lay prices from one tick
 * above (server/sports/fair-book.ts: no sure profit across the market), sizes in rupees.
 */
function exchangeLadder(chance: number, baseSize: number): { back: PriceSize[]; lay: PriceSize[] } {
  const best = exchangeBest(chance, 1);
  return {
    back: [0, 1, 2].map((ticks) => ({ price: moveTicks(best.back, -ticks), size: baseSize + ticks * 137 })),
    lay: [0, 1, 2].map((ticks) => ({ price: moveTicks(best.lay, ticks), size: baseSize + (ticks + 1) * 91 })),
  };
}

/** Tied match: about one match in sixty. */
const TIE_CHANCE = 1 / 61;

function marketsOf(event: SeedEvent, sportId: number): SeedMarket[] {
  const drawChance = sportId === 1 ? 0.26 : 0;
  const sides = [
    { selectionId: `${event.id}.h`, name: event.home, chance: event.homeChance * (1 - drawChance) },
    { selectionId: `${event.id}.a`, name: event.away, chance: (1 - event.homeChance) * (1 - drawChance) },
    ...(drawChance > 0 ? [{ selectionId: `${event.id}.d`, name: 'The Draw', chance: drawChance }] : []),
  ];
  const markets: SeedMarket[] = [
    {
      id: `${event.id}.mo`,
      eventId: event.id,
      type: 'match_odds',
      name: 'Match Odds',
      betDelay: sportId === 2 ? 3 : 5,
      minStakePaise: 100 * MONEY,
      maxStakePaise: 500_000 * MONEY,
      sortOrder: 1,
      runners: sides.map((side, index) => ({ selectionId: side.selectionId, name: side.name, ...exchangeLadder(side.chance, 2_500 + index * 700) })),
    },
  ];
  if (sportId !== 4) return markets;
  markets.push({
    id: `${event.id}.bm`,
    eventId: event.id,
    type: 'bookmaker',
    name: 'Bookmaker',
    betDelay: 0,
    minStakePaise: 100 * MONEY,
    maxStakePaise: 200_000 * MONEY,
    sortOrder: 2,
    runners: sides.map((side) => {
      const rates = bookmakerBest(side.chance, 3);
      return { selectionId: `${side.selectionId}.bm`, name: side.name, back: [{ price: rates.back, size: 500_000 }], lay: [{ price: rates.lay, size: 500_000 }] };
    }),
  });
  markets.push({
    id: `${event.id}.tm`,
    eventId: event.id,
    type: 'tied_match',
    name: 'Tied Match',
    betDelay: 3,
    minStakePaise: 100 * MONEY,
    maxStakePaise: 50_000 * MONEY,
    sortOrder: 3,
    runners: [
      { selectionId: `${event.id}.tm.y`, name: 'Yes', ...exchangeLadder(TIE_CHANCE, 800) },
      { selectionId: `${event.id}.tm.n`, name: 'No', ...exchangeLadder(1 - TIE_CHANCE, 9_000) },
    ],
  });
  const sessions = [
    { key: 'f6', name: `6 over runs ${event.home}`, line: 52 },
    { key: 'f10', name: `10 over runs ${event.home}`, line: 84 },
    { key: 'f20', name: `20 over runs ${event.home}`, line: 171 },
    { key: 'fw1', name: `Fall of 1st wicket ${event.home}`, line: 31 },
    { key: 'f6a', name: `6 over runs ${event.away}`, line: 49 },
  ];
  sessions.forEach((session, index) => {
    markets.push({
      id: `${event.id}.${session.key}`,
      eventId: event.id,
      type: 'fancy',
      name: session.name,
      betDelay: 0,
      minStakePaise: 100 * MONEY,
      maxStakePaise: 100_000 * MONEY,
      sortOrder: 10 + index,
      // Yes (back) one run above No (lay), both at even money.
      runners: [{ selectionId: `${event.id}.${session.key}.s`, name: session.name, back: [{ price: session.line + 1, size: 100 }], lay: [{ price: session.line, size: 100 }] }],
    });
  });
  return markets;
}

function sportOf(event: SeedEvent): number {
  return COMPETITIONS.find((competition) => competition.id === event.competitionId)!.sportId;
}

export function seedMarkets(): SeedMarket[] {
  return SEED_EVENTS.flatMap((event) => marketsOf(event, sportOf(event)));
}

function cricketScore(event: SeedEvent, now: Date): unknown {
  return {
    home: `${event.home.slice(0, 3).toUpperCase()} 0/0 (0.0)`,
    away: '',
    summary: `${event.home} chose to bat`,
    updated_at: now.toISOString(),
  };
}

/** Adds what is missing and sets the demo events' start times from the server's clock. */
export async function seedSports(db: Queryable, now: Date = new Date()): Promise<void> {
  const insert = (table: string, columns: string, types: string, rows: unknown[]) =>
    db.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS r (${types}) ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    );
  await insert('sports', 'id, name, slug, sort_order', 'id integer, name text, slug text, sort_order integer', SPORTS.map((sport) => ({ id: sport.id, name: sport.name, slug: sport.slug, sort_order: sport.sortOrder })));
  await insert('competitions', 'id, sport_id, name', 'id text, sport_id integer, name text', COMPETITIONS.map((c) => ({ id: c.id, sport_id: c.sportId, name: c.name })));
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
      score: sportOf(event) === 4 ? cricketScore(event, now) : null,
    })),
  );
  const markets = seedMarkets();
  await insert(
    'markets',
    'id, event_id, market_type, name, bet_delay, min_stake_paise, max_stake_paise, sort_order',
    'id text, event_id text, market_type text, name text, bet_delay integer, min_stake_paise bigint, max_stake_paise bigint, sort_order integer',
    markets.map((m) => ({ id: m.id, event_id: m.eventId, market_type: m.type, name: m.name, bet_delay: m.betDelay, min_stake_paise: m.minStakePaise, max_stake_paise: m.maxStakePaise, sort_order: m.sortOrder })),
  );
  await insert(
    'runners',
    'market_id, selection_id, name, sort_order, back, lay',
    'market_id text, selection_id text, name text, sort_order integer, back jsonb, lay jsonb',
    markets.flatMap((m) => m.runners.map((r, index) => ({ market_id: m.id, selection_id: r.selectionId, name: r.name, sort_order: index, back: r.back, lay: r.lay }))),
  );
  await db.query(
    `UPDATE events SET open_date = $1::timestamptz + start_offset_minutes * interval '1 minute'
      WHERE start_offset_minutes IS NOT NULL AND status = 'open'`,
    [now],
  );
}
