// The seamless wallet: refused beyond the balance, idempotent by transaction id, a
// rollback once, signatures checked, and 20 debits at once never overdraw. Every rupee on the ledger.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildServer, type BuiltServer } from '../app.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { balancePaiseOf, createWalletTestUser, expectLedgerToMatchBalance } from '../testing/wallet.ts';
import Fastify from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { DEVELOPMENT_CASINO_SECRET } from './casino-settings.ts';
import { REFERENCE_PROVIDER_ID } from './reference-provider.ts';
import { launchToken, walletCall } from '../testing/casino.ts';
import { registerSeamlessWalletRoutes } from './wallet-routes.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let sequence = 0;
const ids = () => {
  sequence += 1;
  return { round_id: `round-${sequence}`, transaction_id: `tx-${sequence}` };
};

async function playerWith(balanceRupees: number) {
  const user = await createWalletTestUser(server.db, { balanceRupees });
  return { user, token: await launchToken(server.db, user) };
}

describe('the seamless wallet', () => {
  it('answers the available balance in paise, and the game the token is for', async () => {
    const { user, token } = await playerWith(250);
    expect(await walletCall(server.app, 'balance', { token })).toEqual({
      status: 200,
      body: { status: 'ok', balance: 25_000, wallet_balance: 25_000, currency: 'INR', game_id: 'lucky-7', player_id: String(user.id) },
    });
  });

  it("answers the header's balance beside what may be staked: the bonus is held outside the welcome-bonus wallet (decision 140)", async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 950, bonusRupees: 50 });
    const token = await launchToken(server.db, user);
    expect((await walletCall(server.app, 'balance', { token })).body).toMatchObject({ balance: 90_000, wallet_balance: 95_000 });
    const page = await server.app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token } });
    expect(page.json()).toMatchObject({ balance: 950, playable: 900 });
    const header = await server.app.inject({ method: 'POST', url: '/api/user/wallet-balance', headers: { authorization: `Bearer ${user.token}` } });
    expect(header.json()).toMatchObject({ data: { bl: 950 } });
    await server.db.query("UPDATE users SET actw = 'WB' WHERE id = $1", [user.id]);
    expect((await walletCall(server.app, 'balance', { token })).body).toMatchObject({ balance: 95_000, wallet_balance: 95_000 });
  });

  it("pushes the player's new balance to their sockets after each accepted call", async () => {
    const emitted: Array<{ room: string; event: string; payload: unknown }> = [];
    const io = { to: (room: string) => ({ emit: (event: string, payload: unknown) => emitted.push({ room, event, payload }) }) };
    const app = Fastify();
    await registerSeamlessWalletRoutes(app, {
      db: server.db,
      secrets: new Map([[REFERENCE_PROVIDER_ID, DEVELOPMENT_CASINO_SECRET]]),
      io: io as unknown as SocketServer,
    });
    const { user, token } = await playerWith(100);
    const round = ids();
    expect((await walletCall(app, 'debit', { token, ...round, amount: 1_000 })).status).toBe(200);
    expect((await walletCall(app, 'debit', { token, ...ids(), amount: 1_000_000 })).status).toBe(402);
    expect(emitted).toEqual([{ room: expect.stringContaining(String(user.id)), event: 'balance', payload: expect.objectContaining({ bl: 90 }) }]);
    await app.close();
  });

  it('debits a stake and credits a win, each once however often it is repeated', async () => {
    const { user, token } = await playerWith(1000);
    const round = ids();
    const debit = await walletCall(server.app, 'debit', { token, ...round, amount: 10_000 });
    expect(debit.status).toBe(200);
    expect(debit.body.balance).toBe(90_000);
    expect(await walletCall(server.app, 'debit', { token, ...round, amount: 10_000 })).toEqual(debit);

    const credit = { token, round_id: round.round_id, transaction_id: `${round.transaction_id}-win`, amount: 20_000 };
    const credited = await walletCall(server.app, 'credit', credit);
    expect(credited.body.balance).toBe(110_000);
    expect(await walletCall(server.app, 'credit', credit)).toEqual(credited);
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(110_000);
  });

  it('refuses a debit the balance does not cover, and changes nothing', async () => {
    const { user, token } = await playerWith(100);
    const refused = await walletCall(server.app, 'debit', { token, ...ids(), amount: 10_001 });
    expect(refused).toMatchObject({ status: 402, body: { status: 'error', code: 'INSUFFICIENT_FUNDS' } });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(10_000);
  });

  it('rolls a debit back once: a second rollback of the round is refused', async () => {
    const { user, token } = await playerWith(500);
    const round = ids();
    await walletCall(server.app, 'debit', { token, ...round, amount: 30_000 });
    const rollback = { token, round_id: round.round_id, transaction_id: `${round.transaction_id}-rb` };
    const rolledBack = await walletCall(server.app, 'rollback', rollback);
    expect(rolledBack.body.balance).toBe(50_000);
    expect(await walletCall(server.app, 'rollback', rollback)).toEqual(rolledBack);
    const again = await walletCall(server.app, 'rollback', { ...rollback, transaction_id: `${round.transaction_id}-rb2` });
    expect(again).toMatchObject({ status: 409, body: { code: 'ROUND_CLOSED' } });
    expect(await expectLedgerToMatchBalance(server.db, user.id)).toBe(50_000);
  });

  it('refuses a bad signature', async () => {
    const { token } = await playerWith(100);
    const refused = await walletCall(server.app, 'balance', { token }, { secret: 'not-the-shared-secret-at-all-0000000000' });
    expect(refused).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } });
  });

  it('never overdraws with 20 debits at once', async () => {
    const { user, token } = await playerWith(1000);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => walletCall(server.app, 'debit', { token, ...ids(), amount: 7_000 })),
    );
    const accepted = replies.filter((reply) => reply.status === 200).length;
    expect(accepted).toBe(14);
    expect(replies.filter((reply) => reply.status === 402)).toHaveLength(6);
    expect(await balancePaiseOf(server.db, user.id)).toBe(100_000 - 14 * 7_000);
    await expectLedgerToMatchBalance(server.db, user.id);
  });
});

describe('api-spec/casino-provider.yaml', () => {
  it('is a valid OpenAPI document of the four wallet calls', async () => {
    const { validate } = await import('@readme/openapi-parser');
    const file = fileURLToPath(new URL('../../api-spec/casino-provider.yaml', import.meta.url));
    const result = await validate(file);
    expect(result.valid, JSON.stringify(result)).toBe(true);
    const document = parse(await readFile(file, 'utf8')) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).sort()).toEqual(['/balance', '/credit', '/debit', '/rollback']);
  });
});
