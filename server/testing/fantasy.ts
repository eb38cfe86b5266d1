// Test support for fantasy: a fresh match starting at given minutes from now, a signed-in bettor whose
// opening balance is a ledger deposit, and a valid eleven picked from a match's players.
import { callOperation } from '../../tests/contract/call-operation.ts';
import type { BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import type { Queryable } from '../db/database.ts';
import { createFantasyMatch } from '../db/seeds/fantasy.ts';
import { readWallet } from '../ledger/ledger.ts';
import { createTestUser } from './fixtures.ts';

const MINUTE_MS = 60_000;

export async function createTestMatch(db: Queryable, startsInMinutes: number): Promise<number> {
  return createFantasyMatch(db, { a: 'IND', b: 'AUS', startTime: new Date(Date.now() + startsInMinutes * MINUTE_MS) });
}

/** Moves a match's start (the clock moving on past the deadline, or back before it). */
export async function retimeTestMatch(db: Queryable, matchId: number, startsInMinutes: number): Promise<void> {
  await db.query('UPDATE fantasy_matches SET start_time = $2 WHERE id = $1', [matchId, new Date(Date.now() + startsInMinutes * MINUTE_MS)]);
}

export async function contestsOf(db: Queryable, matchId: number): Promise<{ id: number; name: string; entry_fee_paise: number; spots: number }[]> {
  return db.query('SELECT id, name, entry_fee_paise::int AS entry_fee_paise, spots FROM fantasy_contests WHERE match_id = $1 ORDER BY sort_order', [matchId]);
}

export async function bettor(server: BuiltServer, balanceRupees = 1_000) {
  const user = await createTestUser(server.db, { balancePaise: balanceRupees * 100 });
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind, reference) VALUES ($1, $2, 'deposit', $3)", [
    user.id,
    balanceRupees * 100,
    `opening-${user.id}`,
  ]);
  const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
  return { user, token, balance: async () => (await readWallet(server.db, user.id)).balancePaise };
}

interface Player {
  player_id: number;
  team_id: number;
  role: string;
  credits: number;
}

/** 1 wk, 4 bat, 2 ar, 4 bowl, the cheapest of each role, split 6/5 between the sides. */
export async function validEleven(server: BuiltServer, token: string, matchId: number) {
  const { body } = await callOperation(server.app, 'fantasyPlayersList', { token, params: { matchId } });
  const players = (body.data as Player[]).slice().sort((a, b) => a.credits - b.credits);
  const sides = [...new Set(players.map((player) => player.team_id))].sort((a, b) => a - b);
  const take = (role: string, side: number, count: number) => players.filter((player) => player.role === role && player.team_id === side).slice(0, count);
  const [a, b] = sides as [number, number];
  const picked = [...take('wk', a, 1), ...take('bat', a, 2), ...take('bat', b, 2), ...take('ar', a, 1), ...take('ar', b, 1), ...take('bowl', a, 2), ...take('bowl', b, 2)];
  return picked.map((player, index) => ({ player_id: player.player_id, is_captain: index === 0, is_vice_captain: index === 1 }));
}

export async function addTeam(server: BuiltServer, token: string, matchId: number, name = 'My XI') {
  const players = await validEleven(server, token, matchId);
  return callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: matchId, team_name: name, players } });
}
