import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../operator/operator-auth.ts';
import { createTestUser, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { runOperatorCli } from './operator.ts';

// A first PGlite start (no snapshot yet) takes many seconds on a busy machine.
const DATABASE_START_TIMEOUT = 60_000;
// In this helper's assigned range (8210-8219).
const PORT = 8211;
const SERVER = `http://127.0.0.1:${PORT}`;

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  await server.app.listen({ port: PORT, host: '127.0.0.1' });
}, DATABASE_START_TIMEOUT);
afterAll(() => server.close());

async function cli(args: string[], password = DEFAULT_OPERATOR_PASSWORD) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runOperatorCli(args, { server: SERVER, password }, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { code, out, error };
}

describe('npm run operator', () => {
  it('lists the users of a site as a table', async () => {
    const { code, out } = await cli(['users', '--domain', 'localhost']);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Site\s+User ID\s+Mobile/);
    expect(out.some((line) => /^localhost\s+rahul01\s+9876543210\s+25000\.00/.test(line))).toBe(true);
    expect(out.some((line) => line.startsWith('127.0.0.1'))).toBe(false);
  });

  describe('ban', () => {
    let user: TestUser;
    let socket: Socket;
    beforeAll(async () => {
      user = await createTestUser(server.db);
      const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
      // Sent to the user's site, localhost: a token is bound to its site.
      socket = connectSocket(SERVER, { transports: ['websocket'], auth: { token }, extraHeaders: { host: `localhost:${PORT}` } });
      const ack = await socket.emitWithAck('subscribe', { channel: 'banned', key: user.userid });
      expect(ack).toEqual({ ok: true });
    });
    afterAll(() => {
      socket.close();
    });

    it("bans a user and tells the user's open pages through the banned channel", async () => {
      const banned = new Promise<unknown>((resolve) => socket.once('banned', resolve));
      const { code, out } = await cli(['ban', user.userid, '--domain', 'localhost']);
      expect([code, out]).toEqual([0, [`Banned ${user.userid} on localhost.`]]);
      expect(await banned).toEqual({ reason: 'Banned by the operator' });
    });

    it('unbans', async () => {
      expect((await cli(['unban', user.userid, '--domain', 'localhost'])).out).toEqual([`Unbanned ${user.userid} on localhost.`]);
    });
  });

  it('reports a refusal and a wrong password with exit code 1', async () => {
    expect(await cli(['ban', 'nobody', '--domain', 'localhost'])).toEqual({ code: 1, out: [], error: ['No user nobody on localhost'] });
    expect((await cli(['users'], 'guess')).code).toBe(1);
  });

  it('prints the usage for an unknown command', async () => {
    const { code, error } = await cli(['explode']);
    expect(code).toBe(2);
    expect(error[0]).toContain('npm run operator -- ban <userid> [--domain <domain>]');
  });
});
