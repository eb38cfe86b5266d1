// Attacks on the seamless wallet: forged or stale signatures, replays and reused ids,
// another player's round, absurd amounts, a credit without a stake, a rollback after settlement.
// Whatever is tried, the balance stays the sum of the ledger rows and no refused call moves money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../../server/app.ts';
import { DEVELOPMENT_CASINO_SECRET } from '../../server/casino/casino-settings.ts';
import { REFERENCE_PROVIDER_ID } from '../../server/casino/reference-provider.ts';
import { SIGNATURE_WINDOW_MS, signedHeaders } from '../../server/casino/signature.ts';
import { launchToken, playRound, walletCall } from '../../server/testing/casino.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../../server/testing/fixtures.ts';
import { createWalletTestUser, expectLedgerToMatchBalance } from '../../server/testing/wallet.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let sequence = 0;
const ids = () => {
  sequence += 1;
  return { round_id: `attack-${sequence}`, transaction_id: `attack-tx-${sequence}` };
};

async function player(balanceRupees = 1000) {
  const user = await createWalletTestUser(server.db, { balanceRupees });
  return { user, token: await launchToken(server.db, user) };
}

describe('signatures', () => {
  it('refuses a wrong secret, a changed body, a stale or future timestamp, missing headers and an unknown provider', async () => {
    const { user, token } = await player();
    const body = { token, ...ids(), amount: 100 };
    const text = JSON.stringify(body);
    const good = signedHeaders(DEVELOPMENT_CASINO_SECRET, REFERENCE_PROVIDER_ID, text);
    const attempts = [
      walletCall(server.app, 'debit', body, { secret: 'an-attackers-guess-of-the-secret-0000000' }),
      walletCall(server.app, 'debit', body, { rawBody: JSON.stringify({ ...body, amount: 1 }), headers: good }),
      walletCall(server.app, 'debit', body, { now: Date.now() - SIGNATURE_WINDOW_MS - 1000 }),
      walletCall(server.app, 'debit', body, { now: Date.now() + SIGNATURE_WINDOW_MS + 1000 }),
      walletCall(server.app, 'debit', body, { headers: { 'content-type': 'application/json' } }),
      walletCall(server.app, 'debit', body, { provider: 'someone-else' }),
    ];
    for (const refused of await Promise.all(attempts)) {
      expect(refused).toMatchObject({ status: 401, body: { status: 'error', code: 'INVALID_SIGNATURE' } });
    }
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000);
  });
});

describe('replays and reused ids', () => {
  it('answers a replayed debit the same and moves nothing; the same id with another amount is refused', async () => {
    const { user, token } = await player();
    const round = ids();
    const first = await walletCall(server.app, 'debit', { token, ...round, amount: 5_000 });
    const replays = await Promise.all(Array.from({ length: 5 }, () => walletCall(server.app, 'debit', { token, ...round, amount: 5_000 })));
    for (const replay of replays) expect(replay).toEqual(first);
    const reused = await walletCall(server.app, 'debit', { token, ...round, amount: 1 });
    expect(reused).toMatchObject({ status: 409, body: { code: 'TRANSACTION_MISMATCH' } });
    const asCredit = await walletCall(server.app, 'credit', { token, ...round, amount: 5_000 });
    expect(asCredit).toMatchObject({ status: 409, body: { code: 'TRANSACTION_MISMATCH' } });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(95_000);
  });
});

describe("another player's round", () => {
  it('refuses to credit, roll back or join a round with another player’s token', async () => {
    const victim = await player();
    const attacker = await player();
    const round = ids();
    await walletCall(server.app, 'debit', { token: victim.token, ...round, amount: 10_000 });
    const onVictimsRound = [
      walletCall(server.app, 'credit', { token: attacker.token, round_id: round.round_id, transaction_id: 'steal-1', amount: 1_000_000 }),
      walletCall(server.app, 'rollback', { token: attacker.token, round_id: round.round_id, transaction_id: 'steal-2' }),
      walletCall(server.app, 'debit', { token: attacker.token, round_id: round.round_id, transaction_id: 'steal-3', amount: 100 }),
    ];
    for (const refused of await Promise.all(onVictimsRound)) {
      expect(refused).toMatchObject({ status: 403, body: { code: 'ROUND_OF_ANOTHER_PLAYER' } });
    }
    expect(await expectLedgerToMatchBalance(server.db, attacker.user.id)).toBe(100_000);
    expect(await expectLedgerToMatchBalance(server.db, victim.user.id)).toBe(90_000);
  });

  it('refuses a made-up or ended launch token', async () => {
    const { user, token } = await player();
    const madeUp = await walletCall(server.app, 'debit', { token: 'f'.repeat(64), ...ids(), amount: 100 });
    expect(madeUp).toMatchObject({ status: 401, body: { code: 'SESSION_NOT_FOUND' } });
    await server.db.query("UPDATE casino_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    const ended = await walletCall(server.app, 'debit', { token, ...ids(), amount: 100 });
    expect(ended).toMatchObject({ status: 401, body: { code: 'SESSION_NOT_FOUND' } });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000);
  });
});

describe('amounts', () => {
  it('refuses negative, zero, fractional, huge and non-number stakes, and negative or huge wins', async () => {
    const { user, token } = await player();
    const stakes = [-100, 0, 10.5, 1e15, Number.MAX_SAFE_INTEGER + 2, '100', null];
    for (const amount of stakes) {
      const refused = await walletCall(server.app, 'debit', { token, ...ids(), amount });
      expect(refused, String(amount)).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    }
    const round = ids();
    await walletCall(server.app, 'debit', { token, ...round, amount: 100 });
    for (const amount of [-1, 1e15, 0.5]) {
      const refused = await walletCall(server.app, 'credit', { token, round_id: round.round_id, transaction_id: `win-${amount}`, amount });
      expect(refused, String(amount)).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    }
    const badIds = await walletCall(server.app, 'debit', { token, round_id: "x'; DROP TABLE ledger; --", transaction_id: 'a', amount: 100 });
    expect(badIds).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    const notJson = await walletCall(server.app, 'debit', null, { rawBody: '{"token":' });
    expect(notJson).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(99_900);
  });
});

describe('round order', () => {
  it('refuses a credit or a rollback without a debit', async () => {
    const { user, token } = await player();
    expect(await walletCall(server.app, 'credit', { token, ...ids(), amount: 50_000 })).toMatchObject({ status: 404, body: { code: 'ROUND_NOT_FOUND' } });
    expect(await walletCall(server.app, 'rollback', { token, ...ids() })).toMatchObject({ status: 404, body: { code: 'ROUND_NOT_FOUND' } });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000);
  });

  it('refuses a rollback, a second credit or a debit on a settled round', async () => {
    const { user, token } = await player();
    const round = ids();
    await walletCall(server.app, 'debit', { token, ...round, amount: 10_000 });
    await walletCall(server.app, 'credit', { token, round_id: round.round_id, transaction_id: 'settle-1', amount: 0 });
    const afterSettlement = [
      walletCall(server.app, 'rollback', { token, round_id: round.round_id, transaction_id: 'late-rollback' }),
      walletCall(server.app, 'credit', { token, round_id: round.round_id, transaction_id: 'second-win', amount: 20_000 }),
      walletCall(server.app, 'debit', { token, round_id: round.round_id, transaction_id: 'late-bet', amount: 100 }),
    ];
    for (const refused of await Promise.all(afterSettlement)) expect(refused).toMatchObject({ status: 409 });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(90_000);
  });
});

describe('a launch token plays its own game', () => {
  it('refuses a debit for another game than the token was launched for, and a game_id on a credit', async () => {
    const { user, token } = await player();
    const other = await walletCall(server.app, 'debit', { token, ...ids(), amount: 100, game_id: 'dragon-tiger' });
    expect(other).toMatchObject({ status: 403, body: { code: 'GAME_MISMATCH' } });
    const bad = await walletCall(server.app, 'debit', { token, ...ids(), amount: 100, game_id: "x'--" });
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    const round = ids();
    expect(await walletCall(server.app, 'debit', { token, ...round, amount: 100, game_id: 'lucky-7' })).toMatchObject({ status: 200 });
    const credit = await walletCall(server.app, 'credit', { token, round_id: round.round_id, transaction_id: 'win-g', amount: 0, game_id: 'lucky-7' });
    expect(credit).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(99_900);
  });

  it("plays no Dragon Tiger with a Lucky 7 launch token through the provider's game API", async () => {
    const { user, token } = await player();
    const refused = await playRound(server.app, server.db, token, 'lucky-7', 'dragon', 10, { game: 'dragon-tiger' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'GAME_MISMATCH' });
    // The token's own game plays; its page says which game it is.
    const balance = await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token } });
    expect(balance.json()).toMatchObject({ game: 'lucky-7' });
    const rounds = await server.db.query('SELECT round_id FROM casino_rounds WHERE user_id = $1', [user.id]);
    expect(rounds).toHaveLength(0);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000);
  });
});

describe("the provider's game API", () => {
  it("plays nothing for a forged token, another player's round, or a stake it does not offer", async () => {
    const { user, token } = await player();
    const victim = await player();
    const forgedBalance = await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token: 'a'.repeat(64) } });
    expect(forgedBalance.statusCode).toBe(401);
    const victimsRound = (await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token: victim.token } })).json().next;
    const play = (payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url: '/casino-provider/api/play', payload });
    const forged = await play({ token: 'a'.repeat(64), game: 'lucky-7', round_id: victimsRound.round_id, pick: 'low', stake: 10 });
    expect(forged.statusCode).toBe(404);
    const stolen = await play({ token, game: 'lucky-7', round_id: victimsRound.round_id, pick: 'low', stake: 10 });
    expect(stolen.statusCode).toBe(404);
    expect((await play({ token, game: 'lucky-7', pick: 'low', stake: 10 })).statusCode).toBe(400);
    const own = (await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token } })).json().next;
    for (const stake of [-10, 0, 7, 1e9]) {
      const refused = await play({ token, game: 'lucky-7', round_id: own.round_id, pick: 'low', stake });
      expect(refused.statusCode).toBe(400);
    }
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000);
    expect(await expectLedgerToMatchBalance(server.db, victim.user.id)).toBe(100_000);
  });
});

describe.each([
  ['lucky-7', 'high', 'dragon'],
  ['dragon-tiger', 'tiger', 'seven'],
  ['teen-patti-20-20', 'player-b', 'andar'],
  ['andar-bahar', 'andar', 'player-a'],
  ['european-roulette', 'straight-7', 'tie'],
])("each reference game's play API (%s)", (game, pick, foreignPick) => {
  it('refuses a forged token, another player’s round, a foreign pick, an unoffered stake, a replay and another game’s token', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const token = await launchToken(server.db, user, game);
    const victim = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const victimToken = await launchToken(server.db, victim, game);
    const commit = async (launch: string) =>
      (await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token: launch } })).json().next as { round_id: string };
    const play = (payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url: '/casino-provider/api/play', payload });
    expect((await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token: 'b'.repeat(64) } })).statusCode).toBe(401);
    const theirs = await commit(victimToken);
    expect((await play({ token, game, round_id: theirs.round_id, pick, stake: 10 })).statusCode).toBe(404);
    const own = await commit(token);
    expect((await play({ token, game, round_id: own.round_id, pick: foreignPick, stake: 10 })).statusCode).toBe(400);
    expect((await play({ token, game, round_id: own.round_id, pick, stake: 11 })).statusCode).toBe(400);
    const other = game === 'lucky-7' ? 'dragon-tiger' : 'lucky-7';
    const otherToken = await launchToken(server.db, user, other);
    expect((await play({ token: otherToken, game, round_id: own.round_id, pick, stake: 10 })).statusCode).toBe(404);
    const played = await playRound(server.app, server.db, token, game, pick, 10);
    expect(played.status).toBe(200);
    const replay = await play({ token, game, round_id: played.body.round_id, pick, stake: 10 });
    expect(replay.statusCode).toBe(409);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(100_000 - 1_000 + played.body.win * 100);
    expect(await expectLedgerToMatchBalance(server.db, victim.id)).toBe(100_000);
  });
});
