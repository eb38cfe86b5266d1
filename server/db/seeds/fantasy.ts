// The demo fantasy matches (docs/decisions/067). Idempotent: a match that exists keeps its
// players, contests and entries; its start is re-timed at every server start from its offset (unless
// the operator closed it), so there are always upcoming matches with a countdown and one in play.
import { contestTermsProblem, tableTotalPaise, type ContestKind } from '../../../machines/fantasy/prize-rules.ts';
import type { Queryable } from '../database.ts';

const PAISE = 100;
const MINUTE_MS = 60_000;

type Role = 'wk' | 'bat' | 'ar' | 'bowl';

interface DemoSide {
  name: string;
  shortName: string;
  /** 11 players: name, role, credits. */
  players: [string, Role, number][];
}

const SIDES: Record<string, DemoSide> = {
  IND: {
    name: 'India',
    shortName: 'IND',
    players: [
      ['R Pant', 'wk', 9.5], ['KL Rahul', 'wk', 9], ['V Kohli', 'bat', 10.5], ['R Sharma', 'bat', 10], ['S Gill', 'bat', 9],
      ['S Iyer', 'bat', 8.5], ['H Pandya', 'ar', 9.5], ['R Jadeja', 'ar', 9], ['J Bumrah', 'bowl', 9.5], ['M Siraj', 'bowl', 8.5], ['K Yadav', 'bowl', 8],
    ],
  },
  AUS: {
    name: 'Australia',
    shortName: 'AUS',
    players: [
      ['A Carey', 'wk', 8.5], ['J Inglis', 'wk', 8], ['T Head', 'bat', 10], ['S Smith', 'bat', 9.5], ['M Labuschagne', 'bat', 9],
      ['D Warner', 'bat', 9], ['G Maxwell', 'ar', 9.5], ['M Marsh', 'ar', 9], ['P Cummins', 'bowl', 9], ['M Starc', 'bowl', 9], ['A Zampa', 'bowl', 8],
    ],
  },
  ENG: {
    name: 'England',
    shortName: 'ENG',
    players: [
      ['J Buttler', 'wk', 10], ['P Salt', 'wk', 8.5], ['J Root', 'bat', 9.5], ['H Brook', 'bat', 9.5], ['Z Crawley', 'bat', 8],
      ['B Duckett', 'bat', 8.5], ['B Stokes', 'ar', 9.5], ['M Ali', 'ar', 8.5], ['M Wood', 'bowl', 8.5], ['J Archer', 'bowl', 9], ['A Rashid', 'bowl', 8.5],
    ],
  },
  SA: {
    name: 'South Africa',
    shortName: 'SA',
    players: [
      ['Q de Kock', 'wk', 9.5], ['H Klaasen', 'wk', 9], ['A Markram', 'bat', 9], ['T Bavuma', 'bat', 8], ['D Miller', 'bat', 9],
      ['R van der Dussen', 'bat', 8.5], ['M Jansen', 'ar', 9], ['A Phehlukwayo', 'ar', 7.5], ['K Rabada', 'bowl', 9.5], ['A Nortje', 'bowl', 9], ['K Maharaj', 'bowl', 8],
    ],
  },
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

interface DemoMatch {
  key: string;
  a: keyof typeof SIDES;
  b: keyof typeof SIDES;
  /** Minutes from the server's start to the match's start (the deadline). */
  offset: number;
}

export const DEMO_FANTASY_MATCHES: readonly DemoMatch[] = [
  { key: 'ind-aus', a: 'IND', b: 'AUS', offset: 95 },
  { key: 'eng-sa', a: 'ENG', b: 'SA', offset: 26 * 60 },
  { key: 'ind-eng', a: 'IND', b: 'ENG', offset: 3 * 24 * 60 },
  { key: 'aus-sa', a: 'AUS', b: 'SA', offset: -40 },
];

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
    for (const [name, role, credits] of side.players) {
      await db.query('INSERT INTO fantasy_players (match_id, side_id, name, role, credits) VALUES ($1, $2, $3, $4, $5)', [match!.id, id, name, role, credits]);
    }
  }
  for (const [index, contest] of DEMO_CONTESTS.entries()) await insertContest(db, match!.id, contest, index + 1);
  return match!.id;
}

export async function seedFantasy(db: Queryable, now = new Date()): Promise<void> {
  for (const demo of DEMO_FANTASY_MATCHES) {
    const startTime = new Date(now.getTime() + demo.offset * MINUTE_MS);
    const [existing] = await db.query<{ id: number }>('SELECT id FROM fantasy_matches WHERE demo_key = $1', [demo.key]);
    if (!existing) {
      await createFantasyMatch(db, { a: demo.a, b: demo.b, startTime, key: demo.key, offset: demo.offset });
      continue;
    }
    const [retimed] = await db.query('UPDATE fantasy_matches SET start_time = $2 WHERE id = $1 AND closed_status IS NULL AND demo_offset_minutes IS NOT NULL RETURNING id', [
      existing.id,
      startTime,
    ]);
    // A demo match moved back before its start takes entries again: its contests are open once more
    // (one cancelled at a previous start had its entries refunded; one that ran keeps its entries).
    if (retimed && startTime > now) await db.query("UPDATE fantasy_contests SET status = 'open', entries_at_start = NULL, shortfall_paise = 0, started_at = NULL WHERE match_id = $1", [existing.id]);
  }
}
