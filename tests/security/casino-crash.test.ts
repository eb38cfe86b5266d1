// Attacks on the crash game (docs/decisions/190): a cash-out after the crash, twice, of another
// player's bet, bets after take-off, duplicate bets at once, absurd stakes and targets, a token of
// another game, forged and replayed wallet calls for a crash bet. Whatever is tried, no refused call
// moves money and every balance stays the sum of its ledger rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../../server/app.ts';
import { DEVELOPMENT_CASINO_SECRET } from '../../server/casino/casino-settings.ts';
import { CrashTestTable } from '../../server/testing/crash.ts';
import { launchToken, walletCall } from '../../server/testing/casino.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../../server/testing/fixtures.ts';
import { createWalletTestUser, expectLedgerToMatchBalance } from '../../server/testing/wallet.ts';

let server: BuiltServer;
let crash: CrashTestTable;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  crash = new CrashTestTable(server);
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

async function player(balanceRupees = 1000, game = 'aviator') {
  const user = await createWalletTestUser(server.db, { balanceRupees });
  return { user, token: await launchToken(server.db, user, game) };
}
const balanceOf = (userId: number) => expectLedgerToMatchBalance(server.db, userId);
const betIdOf = async (roundId: string, slot: string) => {
  const [row] = await server.db.query<{ bet_id: string }>('SELECT bet_id FROM crash_bets WHERE round_id = $1 AND slot = $2', [roundId, slot]);
  return row!.bet_id;
};

describe('cash-outs that must not pay', () => {
  it('after the crash, twice, or of another player\'s bet', async () => {
    const owner = await player();
    const thief = await player();
    const { roundId, crashPoint } = await crash.newRound(2);
    expect((await crash.post('bet', { token: owner.token, round_id: roundId, slot: 'a', stake: 100 })).status).toBe(200);
    expect((await crash.post('bet', { token: owner.token, round_id: roundId, slot: 'b', stake: 100 })).status).toBe(200);
    await crash.takeOff();
    await crash.flyTo(1.5);
    const stolen = await crash.post('cash-out', { token: thief.token, round_id: roundId, slot: 'a' });
    expect(stolen).toMatchObject({ status: 404, body: { error: 'BET_NOT_FOUND' } });
    const both = await Promise.all([
      crash.post('cash-out', { token: owner.token, round_id: roundId, slot: 'a' }),
      crash.post('cash-out', { token: owner.token, round_id: roundId, slot: 'a' }),
    ]);
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(owner.user.id)).toBe(80_000 + 15_000);
    await crash.flyTo(crashPoint);
    const late = await crash.post('cash-out', { token: owner.token, round_id: roundId, slot: 'b' });
    expect(late).toMatchObject({ status: 409, body: { error: 'CRASHED' } });
    expect(await balanceOf(owner.user.id)).toBe(95_000);
    expect(await balanceOf(thief.user.id)).toBe(100_000);
  });
});

describe('bets that must not be taken', () => {
  it('duplicates at once take one stake; absurd stakes and targets, after take-off, another game\'s token are refused', async () => {
    const { user, token } = await player();
    const lucky = await player(1000, 'lucky-7');
    const { roundId } = await crash.newRound(1);
    const twice = await Promise.all(Array.from({ length: 4 }, () => crash.post('bet', { token, round_id: roundId, slot: 'a', stake: 100 })));
    expect(twice.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
    for (const bad of [
      { stake: 1e12 },
      { stake: 9 },
      { stake: 10.5 },
      { stake: -100 },
      { stake: '100' },
      { stake: 100, auto_cash_out: 1 },
      { stake: 100, auto_cash_out: 1e9 },
      { stake: 100, auto_cash_out: 'x' },
      { stake: 100, slot: 'c' },
    ]) {
      const reply = await crash.post('bet', { token, round_id: roundId, slot: 'b', ...bad });
      expect(reply.status, JSON.stringify(bad)).toBe(400);
    }
    const wrongGame = await crash.post('bet', { token: lucky.token, round_id: roundId, slot: 'a', stake: 100 });
    expect(wrongGame).toMatchObject({ status: 403, body: { error: 'GAME_MISMATCH' } });
    const noToken = await crash.post('bet', { token: 'f'.repeat(64), round_id: roundId, slot: 'b', stake: 100 });
    expect(noToken.status).toBe(401);
    const asTable = await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token } });
    expect(asTable.statusCode).toBe(404);
    await crash.takeOff();
    const late = await crash.post('bet', { token, round_id: roundId, slot: 'b', stake: 100 });
    expect(late).toMatchObject({ status: 409, body: { error: 'BETS_CLOSED' } });
    expect(await balanceOf(user.id)).toBe(90_000);
    expect(await balanceOf(lucky.user.id)).toBe(100_000);
  });
});

describe('wallet calls for a crash bet', () => {
  it('a forged credit is refused, a replayed credit answers as the first and pays once, another amount under its id is refused', async () => {
    const { user, token } = await player();
    const { roundId, crashPoint } = await crash.newRound(1.5);
    await crash.post('bet', { token, round_id: roundId, slot: 'a', stake: 100, auto_cash_out: 1.5 });
    const betId = await betIdOf(roundId, 'a');
    const forged = await walletCall(
      server.app,
      'credit',
      { token, round_id: betId, transaction_id: `${betId}-win`, amount: 1_000_000 },
      { secret: 'an-attackers-guess-of-the-secret-0000000' },
    );
    expect(forged.status).toBe(401);
    await crash.takeOff();
    await crash.flyTo(crashPoint);
    const paid = await balanceOf(user.id);
    expect(paid).toBe(90_000 + 15_000);
    const replay = await walletCall(server.app, 'credit', { token, round_id: betId, transaction_id: `${betId}-win`, amount: 15_000 });
    expect(replay.status).toBe(200);
    const other = await walletCall(server.app, 'credit', { token, round_id: betId, transaction_id: `${betId}-win`, amount: 1_000_000 });
    expect(other).toMatchObject({ status: 409, body: { code: 'TRANSACTION_MISMATCH' } });
    const second = await walletCall(server.app, 'credit', { token, round_id: betId, transaction_id: `${betId}-win2`, amount: 15_000 });
    expect(second).toMatchObject({ status: 409, body: { code: 'ROUND_CLOSED' } });
    expect(DEVELOPMENT_CASINO_SECRET).toBeTruthy();
    expect(await balanceOf(user.id)).toBe(paid);
  });
});
