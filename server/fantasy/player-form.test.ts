import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../operator/operator-auth.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { bettor, createTestMatch, retimeTestMatch, validEleven } from '../testing/fantasy.ts';
import { selectedBy } from './fantasy-lobby.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const operator = (action: string, payload: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: `/operator/api/actions/${action}`,
    headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}`, 'content-type': 'application/json' },
    payload,
  });

interface ListedPlayer {
  player_id: number;
  name: string;
  team_id: number;
  recent_points: number[];
  selected_by: number | null;
}

const listOf = async (token: string, matchId: number): Promise<ListedPlayer[]> =>
  (await callOperation(server.app, 'fantasyPlayersList', { token, params: { matchId } })).body.data;

describe("a player's form and selection share (decision 224)", () => {
  it('rounds the share to one decimal, and has none before any team', () => {
    expect(selectedBy(1, 3)).toBe(33.3);
    expect(selectedBy(2, 2)).toBe(100);
    expect(selectedBy(0, 0)).toBeNull();
  });

  it("counts the match's stored teams, and shows a completed match's points on the same player's next match", async () => {
    const match = await createTestMatch(server.db, 60);
    const [first, second, third] = [await bettor(server), await bettor(server), await bettor(server)];
    expect((await listOf(first.token, match)).every((player) => player.selected_by === null)).toBe(true);

    const eleven = await validEleven(server, first.token, match);
    const save = async (token: string, name: string, players: typeof eleven) =>
      expect(
        (await callOperation(server.app, 'fantasyAddTeam', { token, body: { match_id: match, team_name: name, players } })).statusCode,
      ).toBe(200);
    const withCaptains = eleven.map((player, at) => ({ ...player, is_captain: at === 0, is_vice_captain: at === 1 }));
    await save(first.token, 'A', withCaptains);
    await save(second.token, 'B', withCaptains);
    const listed = await listOf(third.token, match);
    const picked = listed.find((player) => player.player_id === eleven[0]!.player_id)!;
    expect(picked.selected_by).toBe(100);
    const others = listed.filter((player) => !eleven.some((chosen) => chosen.player_id === player.player_id));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((player) => player.selected_by === 0)).toBe(true);

    // The match is played: its points become the player's recent form on the sides' next match.
    await retimeTestMatch(server.db, match, -1);
    expect((await operator('set-points', { id: String(match), player: String(picked.player_id), points: '47' })).statusCode).toBe(200);
    expect((await operator('complete-match', { id: String(match) })).statusCode).toBe(200);
    const next = await createTestMatch(server.db, 120);
    const again = (await listOf(third.token, next)).find((player) => player.name === picked.name && player.team_id === picked.team_id)!;
    expect(again.recent_points[0]).toBe(47);
    expect(again.recent_points.length).toBeLessThanOrEqual(5);
    expect(again.selected_by).toBeNull();
  });
});
