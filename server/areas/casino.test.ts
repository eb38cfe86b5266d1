// Casino end to end on the server: a launch address for a game of the reference provider,
// its page framed by this origin only, real rounds through the provider and the seamless wallet,
// and the win/loss report that adds up to the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DEMO_CASINO_REFUSED, GAME_NOT_AVAILABLE } from '../casino/launch.ts';
import { fairOutcome, sha256Hex } from '../casino/provider-assets/fair.js';
import { REFERENCE_GAMES, returnOf } from '../casino/reference-games.ts';
import { TABLE_ROUND_GAP_MS } from '../casino/reference-provider.ts';
import { crashPointFromSeed } from '../../machines/casino/crash-rules.ts';
import { CrashTestTable } from '../testing/crash.ts';
import { playRound } from '../testing/casino.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createWalletTestUser, expectLedgerToMatchBalance } from '../testing/wallet.ts';

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
      const token = new URL((await launch(user.token, game)).body.data.url, 'http://localhost').searchParams.get('token')!;
      for (let round = 0; round < 3; round += 1) {
        const reply = await playRound(server.app, server.db, token, game, pick, 100);
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        const result = reply.body as { stake: number; win: number; balance: number; cards: unknown[] };
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

  it('lists each round with its fair draw: the hash, and the seed that recomputes it (a crash bet by its table round)', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const tokenOf = async (game: string) => new URL((await launch(user.token, game)).body.data.url, 'http://localhost').searchParams.get('token')!;
    const lucky = await playRound(server.app, server.db, await tokenOf('lucky-7'), 'lucky-7', 'high', 100);
    expect(lucky.status).toBe(200);
    const crash = new CrashTestTable(server);
    const { roundId, crashPoint } = await crash.newRound(1.5);
    const aviator = await tokenOf('aviator');
    expect((await crash.post('bet', { token: aviator, round_id: roundId, slot: 'a', stake: 50, auto_cash_out: 1.5 })).status).toBe(200);
    const before = await callOperation(server.app, 'casinoWinLoss', { token: user.token, query: { from: day(-1), to: day(2) } });
    const open = before.body.data.round_details.find((round: { game_id: string }) => round.game_id === 'aviator');
    expect(open).toMatchObject({ fair_round_id: roundId, seed: null, stake: 50 });
    await crash.takeOff();
    await crash.flyTo(crashPoint);

    const report = await callOperation(server.app, 'casinoWinLoss', { token: user.token, query: { from: day(-1), to: day(2) } });
    expect(report.statusCode).toBe(200);
    const details = report.body.data.round_details as Array<Record<string, unknown>>;
    expect(details.map((round) => round.game_id)).toEqual(['aviator', 'lucky-7']);
    const [crashRound, luckyRound] = details as Array<{ seed: string; seed_hash: string; fair_round_id: string; stake: number; win: number; net: number; round_id: string }>;
    expect(crashRound).toMatchObject({ fair_round_id: roundId, stake: 50, win: 75, net: 25 });
    expect(await sha256Hex(crashRound!.seed)).toBe(crashRound!.seed_hash);
    expect(await crashPointFromSeed(crashRound!.seed, crashRound!.fair_round_id)).toBe(crashPoint);
    expect(luckyRound).toMatchObject({ round_id: lucky.committed.round_id, fair_round_id: lucky.committed.round_id, seed_hash: lucky.committed.seed_hash, stake: 100 });
    expect(await sha256Hex(luckyRound!.seed)).toBe(luckyRound!.seed_hash);
    const outcome = await fairOutcome('lucky-7', luckyRound!.seed, luckyRound!.fair_round_id);
    expect(luckyRound!.win).toBe(returnOf(REFERENCE_GAMES['lucky-7'], 'high', 10_000, outcome) / 100);
  });

  it('refuses a stake the balance does not cover, without a round', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 20 });
    const token = new URL((await launch(user.token)).body.data.url, 'http://localhost').searchParams.get('token')!;
    const reply = await playRound(server.app, server.db, token, 'lucky-7', 'low', 50);
    expect(reply.status).toBe(409);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(2000);
    // The round's seed stays secret and the round open: the same round plays once the stake fits.
    const again = await playRound(server.app, server.db, token, 'lucky-7', 'low', 10);
    expect(again.committed.round_id).toBe(reply.committed.round_id);
    expect(again.status).toBe(200);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(2000 - 1000 + again.body.win * 100);
  });
});

describe('Teen Patti 20-20, Andar Bahar and European roulette', () => {
  it.each([
    ['teen-patti-20-20', 'player-a'],
    ['andar-bahar', 'bahar'],
    ['european-roulette', 'split-17_20'],
    ['european-roulette', 'red'],
  ])('%s plays a provably fair round on the ledger: the seed shown after hashes to the hash shown before, and recomputes the outcome', async (game, pick) => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const page = await server.app.inject({ url: new URL((await launch(user.token, game)).body.data.url, 'http://localhost').pathname });
    expect(page.statusCode).toBe(200);
    const token = new URL((await launch(user.token, game)).body.data.url, 'http://localhost').searchParams.get('token')!;
    const { status, body, committed } = await playRound(server.app, server.db, token, game, pick, 100);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.seed_hash).toBe(committed.seed_hash);
    expect(await sha256Hex(body.server_seed)).toBe(committed.seed_hash);
    const outcome = await fairOutcome(game, body.server_seed, body.round_id);
    expect('number' in outcome ? { number: body.number } : { cards: body.cards }).toEqual(outcome);
    const gameRules = REFERENCE_GAMES[game as keyof typeof REFERENCE_GAMES];
    expect(body.win * 100).toBe(returnOf(gameRules, pick, 10_000, outcome));
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000 - 10_000 + body.win * 100);
    const [round] = await server.db.query<{ game_id: string; status: string }>('SELECT game_id, status FROM casino_rounds WHERE round_id = $1', [body.round_id]);
    expect(round).toEqual({ game_id: game, status: 'settled' });
    // The next round is committed with a new seed, not yet revealed.
    expect(body.next.seed_hash).not.toBe(committed.seed_hash);
    expect(JSON.stringify(body.next)).not.toContain(body.server_seed);
  });

  it('keeps table rounds 5 s apart, plays a round once, and never offers auto-play', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const token = new URL((await launch(user.token, 'andar-bahar')).body.data.url, 'http://localhost').searchParams.get('token')!;
    const first = await playRound(server.app, server.db, token, 'andar-bahar', 'andar', 10);
    expect(first.status).toBe(200);
    expect(first.body.next.opens_in).toBeGreaterThan(TABLE_ROUND_GAP_MS - 1000);
    expect(first.body.next.opens_in).toBeLessThanOrEqual(TABLE_ROUND_GAP_MS);
    const tooSoon = await playRound(server.app, server.db, token, 'andar-bahar', 'andar', 10, { skipPace: false });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ error: 'TOO_SOON' });
    // Another launch of the same player keeps the same pace.
    const relaunched = new URL((await launch(user.token, 'andar-bahar')).body.data.url, 'http://localhost').searchParams.get('token')!;
    expect((await playRound(server.app, server.db, relaunched, 'andar-bahar', 'andar', 10, { skipPace: false })).status).toBe(429);
    // The played round again (a double tap, a replay): refused, nothing moves.
    const replay = await server.app.inject({
      method: 'POST',
      url: '/casino-provider/api/play',
      payload: { token, game: 'andar-bahar', round_id: first.body.round_id, pick: 'andar', stake: 10 },
    });
    expect(replay.statusCode).toBe(409);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000 - 1_000 + first.body.win * 100);
    // A round committed earlier in another game's launch does not skip the pace either.
    const roulette = new URL((await launch(user.token, 'european-roulette')).body.data.url, 'http://localhost').searchParams.get('token')!;
    const early = (await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token: roulette } })).json().next;
    await server.db.query("UPDATE provider_fair_rounds SET opens_at = now() - interval '1 minute' WHERE round_id = $1", [early.round_id]);
    const otherGame = await server.app.inject({
      method: 'POST',
      url: '/casino-provider/api/play',
      payload: { token: roulette, game: 'european-roulette', round_id: early.round_id, pick: 'red', stake: 10 },
    });
    expect(otherGame.statusCode).toBe(429);
    expect(Number(otherGame.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const page = await server.app.inject({ url: `/casino-provider/games/andar-bahar?token=${token}` });
    expect(page.body).not.toMatch(/auto|turbo|repeat/i);
  });
});
