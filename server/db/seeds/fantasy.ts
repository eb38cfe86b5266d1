// Fantasy's demo contests, and the operator's own matches (docs/decisions/067, 170). The lobby's
// matches are the engine's cricket matches since docs/decisions/216 (server/fantasy/engine-matches.ts),
// with these contests; an operator's match takes its sides' players from the engine's squads.
import { contestTermsProblem, tableTotalPaise, type ContestKind } from '../../../machines/fantasy/prize-rules.ts';
import type { Queryable } from '../database.ts';
import { squadOf } from '../../sports/engine/squads.ts';

const PAISE = 100;

interface DemoSide {
  name: string;
  shortName: string;
}

/** The sides of the operator's own matches; their players are the engine's squads (docs/decisions/216). */
const SIDES: Record<string, DemoSide> = {
  IND: { name: 'India', shortName: 'IND' },
  AUS: { name: 'Australia', shortName: 'AUS' },
  ENG: { name: 'England', shortName: 'ENG' },
  SA: { name: 'South Africa', shortName: 'SA' },
};

/** The sides a match can be made of (the operator's add-match). */
export const DEMO_SIDE_CODES: readonly string[] = Object.keys(SIDES);

interface DemoContest {
  name: string;
  kind: ContestKind;
  entryFee: number;
  spots: number;
  /** The house's cut of the fees, in basis points. */
  houseCutBps: number;
  maxTeamsPerUser: number;
  /** [rank from, rank to, rupees each]: a flexible contest's table at full, whose shares it pays. */
  prizes: [number, number, number][];
}

/** The demo contests (docs/decisions/170): each fixed table fits a full contest's fees minus the cut. */
export const DEMO_CONTESTS: readonly DemoContest[] = [
  { name: 'Mega Contest', kind: 'fixed', entryFee: 49, spots: 100, houseCutBps: 400, maxTeamsPerUser: 6, prizes: [[1, 1, 1500], [2, 2, 800], [3, 5, 300], [6, 20, 100]] },
  { name: 'Small League', kind: 'fixed', entryFee: 25, spots: 10, houseCutBps: 1200, maxTeamsPerUser: 3, prizes: [[1, 1, 120], [2, 3, 50]] },
  { name: 'Head to Head', kind: 'fixed', entryFee: 100, spots: 2, houseCutBps: 1000, maxTeamsPerUser: 1, prizes: [[1, 1, 180]] },
  { name: 'Flexi League', kind: 'flexible', entryFee: 20, spots: 50, houseCutBps: 1500, maxTeamsPerUser: 2, prizes: [[1, 1, 300], [2, 2, 150], [3, 10, 50]] },
];

/** Adds a contest to a match; refuses terms the rules do not allow (a fixed table over the fees). */
export async function insertContest(db: Queryable, matchId: number, contest: DemoContest, sortOrder: number): Promise<number> {
  const prizes = contest.prizes.map(([from, to, amount]) => ({ rank_from: from, rank_to: to, amount_paise: amount * PAISE }));
  const terms = {
    kind: contest.kind,
    entryFeePaise: contest.entryFee * PAISE,
    spots: contest.spots,
    houseCutBps: contest.houseCutBps,
    prizes: prizes.map((prize) => ({ rankFrom: prize.rank_from, rankTo: prize.rank_to, amountPaise: prize.amount_paise })),
  };
  const problem = contestTermsProblem(terms);
  if (problem) throw new Error(`Contest ${contest.name} cannot be offered: ${problem}`);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO fantasy_contests (match_id, name, kind, entry_fee_paise, prize_pool_paise, spots, house_cut_bps, max_teams_per_user, prizes, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [matchId, contest.name, contest.kind, terms.entryFeePaise, tableTotalPaise(terms.prizes), contest.spots, contest.houseCutBps, contest.maxTeamsPerUser, JSON.stringify(prizes), sortOrder],
  );
  return row!.id;
}

async function sideId(db: Queryable, side: DemoSide): Promise<number> {
  await db.query('INSERT INTO fantasy_sides (name, short_name) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [side.name, side.shortName]);
  const [row] = await db.query<{ id: number }>('SELECT id FROM fantasy_sides WHERE name = $1', [side.name]);
  return row!.id;
}

/** Creates a match with its players and contests; answers its id. Used by the seed and by tests. */
export async function createFantasyMatch(
  db: Queryable,
  { a, b, startTime, key = null, offset = null }: { a: string; b: string; startTime: Date; key?: string | null; offset?: number | null },
): Promise<number> {
  const sideA = SIDES[a]!;
  const sideB = SIDES[b]!;
  const [aId, bId] = [await sideId(db, sideA), await sideId(db, sideB)];
  const [match] = await db.query<{ id: number }>(
    `INSERT INTO fantasy_matches (title, side_a_id, side_b_id, start_time, demo_key, demo_offset_minutes)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [`${sideA.name} vs ${sideB.name}`, aId, bId, startTime, key, offset],
  );
  for (const [side, id] of [
    [sideA, aId],
    [sideB, bId],
  ] as const) {
    for (const { name, role, credits } of squadOf(side.name)) {
      await db.query('INSERT INTO fantasy_players (match_id, side_id, name, role, credits) VALUES ($1, $2, $3, $4, $5)', [match!.id, id, name, role, credits]);
    }
  }
  for (const [index, contest] of DEMO_CONTESTS.entries()) await insertContest(db, match!.id, contest, index + 1);
  return match!.id;
}
