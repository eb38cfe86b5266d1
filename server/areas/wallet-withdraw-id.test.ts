import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createWalletTestUser } from '../testing/wallet.ts';
import { WITHDRAW_ID_PATTERN } from './wallet-withdraw-id.ts';
import { DEMO_WALLET_RESTRICTED } from './wallet-config.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const withdrawId = (token?: string) => callOperation(server.app, 'walletWithdrawId', { token });

describe('walletWithdrawId', () => {
  it('gives each user one random ID that stays the same on every later request', async () => {
    const user = await createWalletTestUser(server.db);
    const first = await withdrawId(user.token);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.withdraw_id).toMatch(WITHDRAW_ID_PATTERN);
    expect((await withdrawId(user.token)).body.data.withdraw_id).toBe(first.body.data.withdraw_id);
  });

  it('agrees with itself when the first requests come at once', async () => {
    const user = await createWalletTestUser(server.db);
    const replies = await Promise.all(Array.from({ length: 8 }, () => withdrawId(user.token)));
    expect(new Set(replies.map((reply) => reply.body.data.withdraw_id)).size).toBe(1);
  });

  it('cannot be told from the user id: consecutive users get unrelated IDs', async () => {
    const ids: string[] = [];
    for (let count = 0; count < 5; count += 1) {
      const user = await createWalletTestUser(server.db);
      const { body } = await withdrawId(user.token);
      expect(body.data.withdraw_id).not.toContain(String(user.id));
      ids.push(body.data.withdraw_id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Sequential ids would share a long prefix; random ones share at most a character or two.
    const commonPrefix = (a: string, b: string) => [...a].findIndex((char, index) => char !== b[index]);
    expect(Math.max(...ids.slice(1).map((id, index) => commonPrefix(id, ids[index]!)))).toBeLessThan(6);
  });

  it('is closed to demo users and to requests without a session', async () => {
    const demo = await createWalletTestUser(server.db, { isDemo: true });
    const refused = await withdrawId(demo.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(DEMO_WALLET_RESTRICTED);
    expect((await withdrawId()).statusCode).toBe(401);
  });
});
