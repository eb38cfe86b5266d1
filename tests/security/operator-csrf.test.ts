// The operator console's forms were open to CSRF. Its cookie is SameSite=Strict, but a page
// of the same site (another port of localhost) is not cross-site: a form POST from it banned a user
// with the operator's cookie. A state-changing form now needs a same-origin Origin / Sec-Fetch-Site
// and the session's form token (server/operator/console.ts, docs/decisions/131).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { CROSS_SITE_FORM } from '../../server/operator/console.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../../server/operator/operator-auth.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { APP_MODES, DATABASE_STARTUP_TIMEOUT_MS, freshAddress, startTestServer } from './throttle-support.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const CONSOLE_ORIGIN = 'http://localhost';

describe.each(APP_MODES)('operator console forms in %s mode', (mode) => {
  let server: BuiltServer;
  let victim: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ mode });
    victim = await createTestUser(server.db);
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const signIn = async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/operator/login',
      headers: FORM,
      remoteAddress: freshAddress(),
      payload: new URLSearchParams({ password: DEFAULT_OPERATOR_PASSWORD }).toString(),
    });
    const cookie = String(reply.headers['set-cookie']).split(';')[0]!;
    const page = await server.app.inject({ url: '/operator/users?domain=localhost', headers: { cookie } });
    return { cookie, csrf: /name="csrf" value="([^"]+)"/.exec(page.body)![1]! };
  };
  const post = (url: string, cookie: string, fields: Record<string, string>, headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url, headers: { ...FORM, cookie, ...headers }, payload: new URLSearchParams(fields).toString() });
  const ban = (cookie: string, fields: Record<string, string>, headers: Record<string, string>) =>
    post('/operator/users/ban', cookie, { id: victim.userid, domain: 'localhost', ...fields }, headers);
  const isBanned = async () => {
    const [row] = await server.db.query<{ banned_at: Date | null }>('SELECT banned_at FROM users WHERE id = $1', [victim.id]);
    return row!.banned_at !== null;
  };

  it.each([
    ['a page on another port of the site', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['another port, Origin only', { origin: 'http://localhost:5173' }],
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
    ['a same-site Sec-Fetch-Site with a matching Origin', { origin: CONSOLE_ORIGIN, 'sec-fetch-site': 'same-site' }],
    ['no Origin and no Sec-Fetch-Site', {}],
  ])('refuses a form from %s, even with the right form token', async (_from, headers) => {
    const { cookie, csrf } = await signIn();
    const reply = await ban(cookie, { csrf }, headers);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ success: false, message: CROSS_SITE_FORM });
    expect(await isBanned()).toBe(false);
  });

  it('refuses a same-origin form without the token, or with another session’s token', async () => {
    const { cookie } = await signIn();
    const other = await signIn();
    const sameOrigin = { origin: CONSOLE_ORIGIN, 'sec-fetch-site': 'same-origin' };
    for (const fields of [{}, { csrf: '' }, { csrf: 'guess' }, { csrf: other.csrf }] as Record<string, string>[]) {
      expect((await ban(cookie, fields, sameOrigin)).statusCode).toBe(403);
    }
    expect(await isBanned()).toBe(false);
  });

  it('cannot sign the operator out from another origin', async () => {
    const { cookie, csrf } = await signIn();
    expect((await post('/operator/logout', cookie, { csrf }, { origin: 'http://localhost:5173' })).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/operator/users', headers: { cookie } })).statusCode).toBe(200);
  });

  it("acts on the console's own form: same origin and the session's token", async () => {
    const { cookie, csrf } = await signIn();
    const reply = await ban(cookie, { csrf }, { origin: CONSOLE_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(reply.statusCode).toBe(303);
    expect(await isBanned()).toBe(true);
    const unban = await post('/operator/users/unban', cookie, { id: victim.userid, domain: 'localhost', csrf }, { 'sec-fetch-site': 'same-origin' });
    expect(unban.statusCode).toBe(303);
    expect(await isBanned()).toBe(false);
  });
});
