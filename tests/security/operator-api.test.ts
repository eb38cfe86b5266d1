// The operator API is behind its password whatever the spelling of the path. The check is
// an onRequest hook of the plugin that owns the API routes (server/operator/console.ts), so a URL
// that the router decodes to an API route meets it; a URL that reaches no route is a 404.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../../server/operator/operator-auth.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { APP_MODES, DATABASE_STARTUP_TIMEOUT_MS, moneyOf, pendingDeposit, startTestServer } from './throttle-support.ts';

const DEPOSIT_PAISE = 10_000_000; // ₹1,00,000
const BALANCE_PAISE = 2_500_000;

// Spellings of POST /operator/api/actions/approve that a raw-URL prefix check would miss (or that
// a lenient router could normalise): encoded letters, double encoding, case, slashes, dot segments.
const APPROVE_SPELLINGS = [
  '/operator/%61pi/actions/approve',
  '/operator/ap%69/actions/approve',
  '/%6fperator/api/actions/approve',
  '/%6F%70%65%72%61%74%6F%72/%61%70%69/actions/approve',
  '/operator/api/%61ctions/%61pprove',
  '/operator/%2561pi/actions/approve',
  '/%256fperator/api/actions/approve',
  '/operator/api/actions/approve/',
  '/operator/api/actions/approve?x=1',
  '/OPERATOR/API/actions/approve',
  '/Operator/api/actions/approve',
  '/operator/API/actions/approve',
  '/operator//api/actions/approve',
  '/operator/x/../api/actions/approve',
  '/operator/./api/actions/approve',
  '/x/../operator/api/actions/approve',
  '/operator/%2e%2e/operator/api/actions/approve',
  '/operator/api/x/%2e%2e/actions/approve',
  '/operator/api/actions/approve%2f',
  '/operator/api/actions/approve;x',
];

const SECTIONS_SPELLINGS = [
  '/operator/%61pi/sections/users',
  '/operator/ap%69/sections/users',
  '/%6fperator/api/sections/users',
  '/operator/%2561pi/sections/users',
  '/operator/api/sections/users/',
  '/OPERATOR/API/sections/users',
  '/operator/x/../api/sections/users',
  '/operator/api/sections/%75sers',
];

// Each attack from its own address, so the per-address throttle of wrong operator passwords
// (tests/security/operator-throttle.test.ts) does not turn the 401s under test into 429s.
let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

describe.each(APP_MODES)('operator API in %s mode', (mode) => {
  let server: BuiltServer;
  let user: TestUser;
  let depositId: string;
  beforeAll(async () => {
    server = await startTestServer({ mode });
    user = await createTestUser(server.db, { balancePaise: BALANCE_PAISE });
    depositId = await pendingDeposit(server.db, user, DEPOSIT_PAISE);
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const attack = (method: 'GET' | 'POST', url: string, authorization?: string) =>
    server.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      ...(method === 'POST' ? { payload: JSON.stringify({ id: depositId }) } : {}),
    });

  it.each(APPROVE_SPELLINGS)('POST %s without the password approves nothing', async (url) => {
    const before = await moneyOf(server.db, user.id);
    const reply = await attack('POST', url);
    expect([401, 404]).toContain(reply.statusCode);
    expect(await moneyOf(server.db, user.id)).toEqual(before);
    expect(before.transactions).toEqual([{ id: Number(depositId), status: 'pending' }]);
  });

  it.each(['/operator/%61pi/actions/approve', '/operator/ap%69/actions/approve', '/%6fperator/api/actions/approve'])(
    'POST %s reaches the API route and meets its password check: 401',
    async (url) => {
      const reply = await attack('POST', url);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, message: 'Enter the operator password.' });
    },
  );

  it.each(['Bearer wrong', 'Bearer ', `Basic ${Buffer.from(`x:${DEFAULT_OPERATOR_PASSWORD}`).toString('base64')}`, 'bearer'])(
    'a wrong credential (%s) on an encoded path is refused too',
    async (authorization) => {
      const before = await moneyOf(server.db, user.id);
      const reply = await attack('POST', '/operator/%61pi/actions/approve', authorization);
      expect(reply.statusCode).toBe(401);
      expect(await moneyOf(server.db, user.id)).toEqual(before);
    },
  );

  it.each(SECTIONS_SPELLINGS)('GET %s lists no user', async (url) => {
    const reply = await attack('GET', url);
    expect([401, 404]).toContain(reply.statusCode);
    expect(reply.body).not.toContain(user.userid);
    expect(reply.body).not.toContain('9876543210');
  });

  it.each(['HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const)('%s on an encoded API path is refused too', async (method) => {
    const before = await moneyOf(server.db, user.id);
    const reply = await server.app.inject({ method, url: '/operator/%61pi/sections/users', remoteAddress: nextAddress() });
    expect([401, 404]).toContain(reply.statusCode);
    expect(reply.body).not.toContain(user.userid);
    expect(await moneyOf(server.db, user.id)).toEqual(before);
  });

  it('the section pages need a session cookie whatever the spelling', async () => {
    for (const url of ['/operator/users', '/operator/%75sers', '/%6fperator/users', '/operator/users/']) {
      const reply = await attack('GET', url);
      expect(reply.body, url).not.toContain(user.userid);
      expect([303, 404], url).toContain(reply.statusCode);
    }
    const action = await server.app.inject({
      method: 'POST',
      url: '/operator/%74ransactions/approve',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${depositId}`,
    });
    expect(action.statusCode).toBe(303);
    expect(action.headers.location).toBe('/operator/login');
  });

  it('with the password the same encoded path works (the hook guards the route, not a spelling)', async () => {
    const reply = await attack('POST', '/operator/%61pi/actions/approve', `Bearer ${DEFAULT_OPERATOR_PASSWORD}`);
    expect(reply.statusCode).toBe(200);
    const after = await moneyOf(server.db, user.id);
    // Credited (with the site's deposit bonus, if any).
    expect(after.balancePaise).toBeGreaterThanOrEqual(BALANCE_PAISE + DEPOSIT_PAISE);
    expect(after.transactions).toEqual([{ id: Number(depositId), status: 'approve_completed' }]);
  });
});

// The same attacks over a real socket: Node's HTTP client sends the path exactly as written (no
// dot-segment or percent normalisation), as curl --path-as-is would.
describe('operator API over a listening port (production mode)', () => {
  let server: BuiltServer;
  let user: TestUser;
  let depositId: string;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({ mode: 'production' });
    user = await createTestUser(server.db, { balancePaise: BALANCE_PAISE });
    depositId = await pendingDeposit(server.db, user, DEPOSIT_PAISE);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const send = (method: string, path: string, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, method, path, headers: body ? { 'content-type': 'application/json' } : {} }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      request.end(body);
    });

  // Well under the per-address limit of wrong operator passwords: every request comes from 127.0.0.1.
  it.each(['/operator/%61pi/actions/approve', '/%6fperator/api/actions/approve', '/operator/x/../api/actions/approve', '/operator/%2e%2e/operator/api/actions/approve'])(
    'POST %s approves nothing',
    async (path) => {
      const before = await moneyOf(server.db, user.id);
      const reply = await send('POST', path, JSON.stringify({ id: depositId }));
      expect([401, 404]).toContain(reply.status);
      expect(await moneyOf(server.db, user.id)).toEqual(before);
    },
  );

  it('GET /operator/%61pi/sections/users lists no user', async () => {
    const reply = await send('GET', '/operator/%61pi/sections/users');
    expect(reply.status).toBe(401);
    expect(reply.body).not.toContain(user.userid);
  });
});
