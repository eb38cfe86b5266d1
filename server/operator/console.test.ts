import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { WRONG_OPERATOR_PASSWORD } from './console.ts';
import { DEFAULT_OPERATOR_PASSWORD } from './operator-auth.ts';
import { escapeHtml } from './pages.ts';

// A first PGlite start (no snapshot yet) takes many seconds on a busy machine.
const DATABASE_START_TIMEOUT = 60_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let server: BuiltServer;
let cookie: string;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_START_TIMEOUT);
afterAll(() => server.close());

const signIn = (password: string) =>
  server.app.inject({ method: 'POST', url: '/operator/login', headers: FORM, payload: new URLSearchParams({ password }).toString() });
const page = (url: string, withCookie = cookie) => server.app.inject({ url, headers: { cookie: withCookie } });
/** The session's form token, as the console's pages carry it in every form that posts. */
const formTokenOnPage = async () => /name="csrf" value="([^"]+)"/.exec((await page('/operator/users')).body)![1]!;
const submit = async (url: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({ ...fields, csrf: await formTokenOnPage() }).toString(),
  });

describe('signing in to the console', () => {
  it('sends a visitor to the sign-in page', async () => {
    const reply = await page('/operator/users', '');
    expect([reply.statusCode, reply.headers.location]).toEqual([303, '/operator/login']);
    const login = await server.app.inject({ url: '/operator/login' });
    expect(login.body).toContain('type="password"');
    expect(login.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses a wrong password', async () => {
    const reply = await signIn('guess');
    expect(reply.statusCode).toBe(401);
    expect(reply.body).toContain(WRONG_OPERATOR_PASSWORD);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with the operator password: an HttpOnly, SameSite=Strict cookie', async () => {
    const reply = await signIn(DEFAULT_OPERATOR_PASSWORD);
    expect([reply.statusCode, reply.headers.location]).toEqual([303, '/operator/users']);
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    cookie = setCookie.split(';')[0]!;
  });
});

describe('the users page', () => {
  let user: TestUser;
  let token: string;
  beforeAll(async () => {
    user = await createTestUser(server.db, { domain: '127.0.0.1' });
    token = (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token;
  });

  it('lists the users of a site with a Ban button, and no script', async () => {
    const reply = await page('/operator/users?domain=127.0.0.1');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('rahul01');
    expect(reply.body).toContain(`aria-label="Ban ${user.userid}"`);
    expect(reply.body).not.toContain('<script');
    expect(reply.body).not.toContain('>localhost<');
  });

  it('bans a user from the page: their token stops working', async () => {
    const reply = await submit('/operator/users/ban', { id: user.userid, domain: '127.0.0.1', filter: '127.0.0.1' });
    expect(reply.statusCode).toBe(303);
    const back = new URL(reply.headers.location as string, 'http://x');
    expect(back.pathname).toBe('/operator/users');
    expect(back.searchParams.get('domain')).toBe('127.0.0.1');
    expect(back.searchParams.get('notice')).toBe(`Banned ${user.userid} on 127.0.0.1.`);
    expect((await callOperation(server.app, 'walletBalance', { token })).statusCode).toBe(401);
    const listed = await page('/operator/users?domain=127.0.0.1');
    expect(listed.body).toContain(`aria-label="Unban ${user.userid}"`);
  });

  it('unbans: the user signs in again (old tokens stay revoked)', async () => {
    const reply = await submit('/operator/users/unban', { id: user.userid, domain: '127.0.0.1' });
    expect(new URL(reply.headers.location as string, 'http://x').searchParams.get('notice')).toBe(`Unbanned ${user.userid} on 127.0.0.1.`);
    expect((await callOperation(server.app, 'walletBalance', { token })).statusCode).toBe(401);
  });

  it('shows a refusal, escaped', async () => {
    const reply = await submit('/operator/users/ban', { id: '<b>nobody</b>', domain: 'localhost' });
    const problem = new URL(reply.headers.location as string, 'http://x').searchParams.get('problem')!;
    expect(problem).toBe('No user <b>nobody</b> on localhost');
    const shown = await page(`/operator/users?problem=${encodeURIComponent(problem)}`);
    expect(shown.body).toContain(escapeHtml(problem));
    expect(shown.body).not.toContain('<b>nobody</b>');
  });

  it('does nothing for a form without the cookie', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/operator/users/ban',
      headers: FORM,
      payload: new URLSearchParams({ id: 'rahul01', domain: 'localhost' }).toString(),
    });
    expect([reply.statusCode, reply.headers.location]).toEqual([303, '/operator/login']);
    const [rahul] = await server.db.query<{ banned_at: Date | null }>(
      "SELECT banned_at FROM users u JOIN sites s ON s.id = u.site_id WHERE s.domain = 'localhost' AND userid = 'rahul01'",
    );
    expect(rahul?.banned_at).toBeNull();
  });

  it('signs out', async () => {
    const reply = await submit('/operator/logout', {});
    expect(reply.headers.location).toBe('/operator/login');
    expect((await page('/operator/users')).statusCode).toBe(303);
  });
});

describe('the JSON API of the CLI', () => {
  const api = (method: 'GET' | 'POST', url: string, password?: string, payload?: object) =>
    server.app.inject({ method, url, headers: password ? { authorization: `Bearer ${password}` } : {}, ...(payload && { payload }) });

  it('needs the operator password', async () => {
    expect((await api('GET', '/operator/api/sections/users')).statusCode).toBe(401);
    expect((await api('GET', '/operator/api/sections/users', 'guess')).statusCode).toBe(401);
  });

  it('lists a section and runs an action', async () => {
    const list = await api('GET', '/operator/api/sections/users?domain=localhost', DEFAULT_OPERATOR_PASSWORD);
    expect(list.json().rows.map((row: { target: { id: string } }) => row.target.id)).toContain('vikram04');
    const ban = await api('POST', '/operator/api/actions/ban', DEFAULT_OPERATOR_PASSWORD, { id: 'vikram04', domain: 'localhost' });
    expect(ban.json()).toEqual({ message: 'Banned vikram04 on localhost.' });
    const again = await api('POST', '/operator/api/actions/ban', DEFAULT_OPERATOR_PASSWORD, { id: 'vikram04', domain: 'localhost' });
    expect(again.json()).toEqual({ message: 'vikram04 on localhost is already banned.' });
    await api('POST', '/operator/api/actions/unban', DEFAULT_OPERATOR_PASSWORD, { id: 'vikram04', domain: 'localhost' });
  });

  it('refuses an unknown action, a missing id and a user without a site', async () => {
    const replies = await Promise.all([
      api('POST', '/operator/api/actions/explode', DEFAULT_OPERATOR_PASSWORD, { id: 'x' }),
      api('POST', '/operator/api/actions/ban', DEFAULT_OPERATOR_PASSWORD, {}),
      api('POST', '/operator/api/actions/ban', DEFAULT_OPERATOR_PASSWORD, { id: 'vikram04' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([404, 422, 400]);
  });
});
