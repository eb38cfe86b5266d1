// A token of the localhost site was accepted with Host 127.0.0.1 (balance, bets,
// statements). A token is bound to the site that issued it: sent to another site (its Host, or a
// `domain` it names) it is no session there (server/auth/sessions.ts, server/contract/register-operations.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_LIFETIME_SECONDS } from '../../server/auth/sessions.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { socketClients, startListeningServer, type ListeningServer } from './sockets-support.ts';
import { callFrom, DATABASE_STARTUP_TIMEOUT_MS, freshAddress } from './throttle-support.ts';

const OWN_SITE = 'localhost';
const OTHER_SITE = '127.0.0.1';
const TODAY = new Date().toISOString().slice(0, 10);

let listening: ListeningServer;
let user: TestUser;
let token: string;
const sockets = () => socketClients(listening.url);
beforeAll(async () => {
  listening = await startListeningServer();
  user = await createTestUser(listening.server.db, { domain: OWN_SITE, balancePaise: 250_000 });
  token = (await createSession(listening.server.db, user.id, SESSION_LIFETIME_SECONDS)).token;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => listening.server.close());

const call = (operationId: string, host: string, extra: { query?: Record<string, string | number>; body?: unknown } = {}) =>
  callFrom(listening.server.app, operationId, { from: freshAddress(), token, headers: { host }, ...extra });

describe('a token on another site', () => {
  it.each([
    ['walletBalance', {}],
    ['openBets', {}],
    ['statements', { body: { from: TODAY, to: TODAY, page: 1 } }],
    ['userInfo', {}],
  ] as const)('%s answers 401 with the other site\'s Host, and works on its own', async (operationId, extra) => {
    const elsewhere = await call(operationId, `${OTHER_SITE}:8080`, extra);
    expect(elsewhere.statusCode).toBe(401);
    expect(JSON.stringify(elsewhere.body)).not.toContain('2500');
    const home = await call(operationId, `${OWN_SITE}:8080`, extra);
    expect(home.statusCode).not.toBe(401);
  });

  it("is refused when the request names the other site's domain", async () => {
    const reply = await call('walletBalance', OWN_SITE, { query: { domain: OTHER_SITE } });
    expect(reply.statusCode).toBe(401);
  });

  it("opens no socket on the other site's Host", async () => {
    const clients = sockets();
    await expect(clients.connect(token, OTHER_SITE)).rejects.toThrow('Unauthenticated');
    const own = await clients.connect(token, OWN_SITE);
    expect(own.connected).toBe(true);
    clients.closeAll();
  });
});
