// Fantasy plays the match engine's cricket matches (docs/decisions/216). Every open cricket event the
// engine plays has one fantasy match: its start is the event's start (the exchange's in-play moment),
// its players the engine's squads, its contests the demo ones. The runner (server/sports/match-runner.ts)
// writes the players' points after every ball, in the ball's transaction, and completes the match
// through the fantasy settlement (settlement.ts: ranks, prizes through the ledger, once) when the engine
// ends it. An operator's points for a player stay as a correction on top of the engine's.
import type { Server as SocketServer } from 'socket.io';
import type { Database, Queryable } from '../db/database.ts';
import { DEMO_CONTESTS, insertContest } from '../db/seeds/fantasy.ts';
import { notifyFantasyResults } from '../notifications/notifications.ts';
import type { CricketState } from '../sports/engine/cricket-state.ts';
import { notifyRefunds } from './contest-start.ts';
import { matchPoints } from './points-table.ts';
import { completeMatch } from './settlement.ts';

/** "India vs Australia": the fantasy title of an engine match. */
export const fantasyTitle = (names: readonly string[]): string => `${names[0]} vs ${names[1]}`;
/** Sides whose usual short name is not their initials or first three letters. */
const USUAL_SHORT_NAMES: Record<string, string> = { 'Sunrisers Hyderabad': 'SRH', 'Punjab Kings': 'PBKS', Netherlands: 'NED' };

/** "IND" for India, "SA" for South Africa, "CSK" for Chennai Super Kings. */
export function shortName(name: string): string {
  const usual = USUAL_SHORT_NAMES[name];
  if (usual) return usual;
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  return (words.length > 1 ? words.map((word) => word[0]).join('').slice(0, 4) : name.replace(/[^A-Za-z]/g, '').slice(0, 3)).toUpperCase();
}

async function sideId(db: Queryable, name: string): Promise<number> {
  await db.query('INSERT INTO fantasy_sides (name, short_name) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, shortName(name)]);
  const [row] = await db.query<{ id: number }>('SELECT id FROM fantasy_sides WHERE name = $1', [name]);
  return row!.id;
}

/** Makes the fantasy match of one engine event (in the caller's transaction); answers its id, or null if it exists. */
export async function createEngineMatch(tx: Queryable, event: { id: string; open_date: Date; state: CricketState }): Promise<number | null> {
  const { names, squads } = event.state;
  const sides = [await sideId(tx, names[0]), await sideId(tx, names[1])];
  const [match] = await tx.query<{ id: number }>(
    `INSERT INTO fantasy_matches (title, side_a_id, side_b_id, start_time, event_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id) DO NOTHING RETURNING id`,
    [fantasyTitle(names), sides[0], sides[1], event.open_date, event.id],
  );
  if (!match) return null;
  const players = squads.flatMap((squad, side) =>
    squad.map((player, index) => ({ side_id: sides[side], name: player.name, role: player.role, credits: player.credits, squad_side: side, squad_index: index })),
  );
  await tx.query(
    `INSERT INTO fantasy_players (match_id, side_id, name, role, credits, is_playing, squad_side, squad_index)
     SELECT $1, side_id, name, role, credits, true, squad_side, squad_index
       FROM jsonb_to_recordset($2::jsonb) AS p (side_id integer, name text, role text, credits numeric, squad_side smallint, squad_index smallint)
      ORDER BY squad_side, squad_index`,
    [match.id, JSON.stringify(players)],
  );
  for (const [index, contest] of DEMO_CONTESTS.entries()) await insertContest(tx, match.id, contest, index + 1);
  return match.id;
}

/**
 * Gives every open cricket event of the engine its fantasy match, and keeps its start on its event's
 * (a seeded event is re-timed at each server start), except that a started match never moves back
 * before its start (its entries are closed). Answers the ids made.
 */
export async function syncEngineMatches(db: Database | Queryable, now: Date): Promise<number[]> {
  const events = await db.query<{ id: string; open_date: Date; state: CricketState }>(
    `SELECT e.id, e.open_date, me.state FROM events e JOIN match_engine me ON me.event_id = e.id
      WHERE me.sport = 'cricket' AND e.status = 'open' AND me.next_action <> 'done'
        AND NOT EXISTS (SELECT 1 FROM fantasy_matches f WHERE f.event_id = e.id)
      ORDER BY e.open_date, e.id`,
  );
  const made: number[] = [];
  for (const event of events) {
    if (!event.state.squads) continue;
    const id = 'transaction' in db ? await db.transaction((tx) => createEngineMatch(tx, event)) : await createEngineMatch(db, event);
    if (id !== null) made.push(id);
  }
  await db.query(
    `UPDATE fantasy_matches f SET start_time = e.open_date FROM events e
      WHERE f.event_id = e.id AND f.closed_status IS NULL AND f.start_time <> e.open_date AND (f.start_time > $1 OR e.open_date <= $1)`,
    [now],
  );
  return made;
}

/** Writes the players' points of the event's fantasy match from the engine's state (in the step's transaction). */
export async function writeEnginePoints(tx: Queryable, eventId: string, state: CricketState): Promise<void> {
  const points = matchPoints(state).flatMap((side, squadSide) => side.map((value, squadIndex) => ({ s: squadSide, i: squadIndex, p: value })));
  await tx.query(
    `UPDATE fantasy_players p SET engine_points = v.p, points = v.p + p.points_correction
       FROM jsonb_to_recordset($2::jsonb) AS v (s smallint, i smallint, p numeric), fantasy_matches m
      WHERE m.event_id = $1 AND m.closed_status IS NULL AND p.match_id = m.id
        AND p.squad_side = v.s AND p.squad_index = v.i AND p.engine_points <> v.p`,
    [eventId, JSON.stringify(points)],
  );
}

/**
 * The engine has ended the event's match: its fantasy match is completed and paid by the settlement
 * (once: a match completed already, by the operator or an earlier call, is left as it is).
 */
export async function completeEngineMatch(db: Database, io: SocketServer | undefined, eventId: string, state: CricketState, at: Date): Promise<boolean> {
  const [match] = await db.query<{ id: number }>('SELECT id FROM fantasy_matches WHERE event_id = $1 AND closed_status IS NULL', [eventId]);
  if (!match) return false;
  const outcome = await db.transaction(async (tx) => {
    // Completed meanwhile (the operator, another process): nothing more to pay.
    const [open] = await tx.query('SELECT 1 FROM fantasy_matches WHERE id = $1 AND closed_status IS NULL FOR UPDATE', [match.id]);
    if (!open) return null;
    await writeEnginePoints(tx, eventId, state);
    return completeMatch(tx, match.id, at);
  });
  if (!outcome) return false;
  await notifyFantasyResults(db, io, outcome);
  for (const start of outcome.cancelled) await notifyRefunds(db, io, start);
  return true;
}
