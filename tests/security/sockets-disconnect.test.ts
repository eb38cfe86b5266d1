// A banned or logged-out user's open sockets are disconnected by the server at once, not
// only told. Real server on a port: the ban through the operator API, the logout and the password
// change through the user API.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../../server/operator/operator-auth.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS } from './throttle-support.ts';
import { disconnection, socketClients, startListeningServer, subscribe, type ListeningServer } from './sockets-support.ts';

const PASSWORD = 'Khiladi@123';

let listening: ListeningServer;
let clients: ReturnType<typeof socketClients>;
beforeAll(async () => {
  listening = await startListeningServer();
  clients = socketClients(listening.url);
}, DATABASE_STARTUP_TIMEOUT_MS);
afterEach(() => clients.closeAll());
afterAll(() => listening?.server.close());

async function signedInUser(): Promise<{ user: TestUser; token: string }> {
  const user = await createTestUser(listening.server.db);
  await listening.server.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(PASSWORD)]);
  return { user, token: (await createSession(listening.server.db, user.id, 3600)).token };
}

const post = (url: string, token: string, payload: unknown = {}) =>
  listening.server.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

describe('sockets of ended sessions', () => {
  it('disconnects every socket of a user the operator bans, after telling them', async () => {
    const { user, token } = await signedInUser();
    const phone = await clients.connect(token);
    const laptop = await clients.connect((await createSession(listening.server.db, user.id, 3600)).token);
    expect(await subscribe(phone, { channel: 'banned', key: user.userid })).toEqual({ ok: true });
    const told = new Promise((resolve) => phone.once('banned', resolve));
    const phoneGone = disconnection(phone);
    const laptopGone = disconnection(laptop);

    const ban = await listening.server.app.inject({
      method: 'POST',
      url: '/operator/api/actions/ban',
      headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}` },
      payload: { id: user.userid, domain: 'localhost' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await told).toEqual({ reason: 'Banned by the operator' });
    expect(await phoneGone).toBe('io server disconnect');
    expect(await laptopGone).toBe('io server disconnect');
    // And it cannot come back.
    await expect(clients.connect(token)).rejects.toThrow('Unauthenticated');
  });

  it("disconnects the logged-out session's sockets, and only those", async () => {
    const { user, token } = await signedInUser();
    const other = (await createSession(listening.server.db, user.id, 3600)).token;
    const leaving = await clients.connect(token);
    const staying = await clients.connect(other);
    const gone = disconnection(leaving);
    expect((await post('/api/user/logout', token)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    expect(await subscribe(staying, { channel: 'logout', key: user.userid })).toEqual({ ok: true });
  });

  it("disconnects the other devices' sockets after a password change, not this one's", async () => {
    const { user, token } = await signedInUser();
    const other = (await createSession(listening.server.db, user.id, 3600)).token;
    const here = await clients.connect(token);
    const elsewhere = await clients.connect(other);
    const gone = disconnection(elsewhere);
    const changed = await post('/api/user/change-password', token, {
      oldPassword: PASSWORD,
      password: 'Changed@456',
      confirmPassword: 'Changed@456',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(here.connected).toBe(true);
  });
});
