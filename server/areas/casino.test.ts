// Casino end to end on the server (issue 14): a launch address for a game of the reference provider,
// its page framed by this origin only, real rounds through the provider and the seamless wallet,
// and the win/loss report that adds up to the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DEMO_CASINO_REFUSED, GAME_NOT_AVAILABLE } from '../casino/launch.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createWalletTestUser, expectLedgerToMatchBalance } from '../wallet/test-support.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const launch = (token: string | undefined, game_id = 'lucky-7', provider = 'Khiladi Games') =>
  callOperation(server.app, 'loadThirdPartyUrl', { token, body: { provider, game_id, platform: 'mobile' } });

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('loadThirdPartyUrl', () => {
  it("answers the provider's game page on this origin, framed only by this origin", async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 100 });
    const reply = await launch(user.token);
    expect(reply.statusCode).toBe(200);
    const url = new URL(reply.body.data.url, 'http://localhost');
    expect(url.pathname).toBe('/casino-provider/games/lucky-7');
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);

    const page = await server.app.inject({ url: reply.body.data.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<h1>Lucky 7</h1>');
  });

  it('refuses a game no provider has, and a request without a session', async () => {
    const user = await createWalletTestUser(server.db);
    expect((await launch(user.token, 'aviator', 'Spribe')).body.message).toBe(GAME_NOT_AVAILABLE);
    expect((await launch(user.token, 'no-such-game')).body.message).toBe(GAME_NOT_AVAILABLE);
    expect((await launch(undefined)).statusCode).toBe(401);
  });

  it("lets demo users play with their play money unless the site's setting says no", async () => {
    const demo = await createWalletTestUser(server.db, { isDemo: true, balanceRupees: 100 });
    expect((await launch(demo.token)).statusCode).toBe(200);
    await server.db.query('UPDATE sites SET casino_demo_play = false WHERE id = $1', [demo.siteId]);
    try {
      const refused = await launch(demo.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(DEMO_CASINO_REFUSED);
    } finally {
      await server.db.query('UPDATE sites SET casino_demo_play = true WHERE id = $1', [demo.siteId]);
    }
  });
});

describe('rounds of the reference games and the casino win/loss report', () => {
  it('plays real rounds through the seamless wallet; the report adds up to the ledger', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 5000 });
    const played: Array<{ stake: number; win: number; balance: number }> = [];
    for (const [game, pick] of [
      ['lucky-7', 'high'],
      ['lucky-7', 'seven'],
      ['dragon-tiger', 'dragon'],
      ['dragon-tiger', 'tie'],
      ['dragon-tiger', 'tiger'],
    ] as const) {
      const token = new URL((await launch(user.token, game)).body.data.url, 'http://localhost').searchParams.get('token');
      for (let round = 0; round < 3; round += 1) {
        const reply = await server.app.inject({
          method: 'POST',
          url: '/casino-provider/api/play',
          payload: { token, game, pick, stake: 100 },
        });
        expect(reply.statusCode, reply.body).toBe(200);
        const result = reply.json() as { stake: number; win: number; balance: number; cards: unknown[] };
        expect(result.cards).toHaveLength(game === 'lucky-7' ? 1 : 2);
        played.push(result);
      }
    }
    const bets = played.reduce((sum, round) => sum + round.stake, 0);
    const wins = played.reduce((sum, round) => sum + round.win, 0);
    const balance = await expectLedgerToMatchBalance(server.db, user.id);
    expect(balance / 100).toBe(5000 - bets + wins);
    expect(played.at(-1)!.balance).toBe(balance / 100);

    const report = await callOperation(server.app, 'casinoWinLoss', { token: user.token, query: { from: day(-1), to: day(2) } });
    expect(report.statusCode).toBe(200);
    const { rows, total } = report.body.data;
    expect(rows.map((row: { game_id: string }) => row.game_id).sort()).toEqual(['dragon-tiger', 'lucky-7']);
    expect(total).toEqual({ rounds: 15, bets, wins, net: wins - bets });
    for (const row of rows) expect(row.net).toBeCloseTo(row.wins - row.bets, 2);
  });

  it('refuses a stake the balance does not cover, without a round', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 20 });
    const token = new URL((await launch(user.token)).body.data.url, 'http://localhost').searchParams.get('token');
    const reply = await server.app.inject({ method: 'POST', url: '/casino-provider/api/play', payload: { token, game: 'lucky-7', pick: 'low', stake: 50 } });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(2000);
  });
});
