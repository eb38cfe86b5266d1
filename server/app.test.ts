import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../tests/contract/call-operation.ts';
import { expectReplyMatchesSpec } from '../tests/contract/expect-reply-matches-spec.ts';
import { buildServer, type BuiltServer } from './app.ts';
import { allHandlers } from './areas/all-handlers.ts';
import { createSession } from './auth/sessions.ts';
import { loadContract } from './contract/contract.ts';
import { HttpError } from './http-error.ts';
import { UNREADABLE_REQUEST } from './contract/people-words.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from './testing/fixtures.ts';

const contract = loadContract();

describe('development mode', () => {
  let server: BuiltServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'front-end-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    server = await buildServer({ mode: 'development', staticDir, database: await openTestDatabase() });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await rm(staticDir, { recursive: true });
  });

  describe('siteVersion', () => {
    it.each(['localhost', '127.0.0.1'])('gives the version of %s with no maintenance window', async (domain) => {
      const reply = await callOperation(server.app, 'siteVersion', { query: { domain } });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toEqual({ status: 200, success: true, debug: [false], data: { version: '1.0.0', maintenance: null } });
    });

    it('gives a planned maintenance window in UTC', async () => {
      await server.db.query(
        "UPDATE sites SET maintenance_from = '2030-01-01T10:00:00+05:30', maintenance_to = '2030-01-01T12:00:00+05:30' WHERE domain = '127.0.0.1'",
      );
      const reply = await callOperation(server.app, 'siteVersion', { query: { domain: '127.0.0.1' } });
      expect(reply.body.data.maintenance).toEqual({ from_date: '2030-01-01T04:30:00.000Z', to_date: '2030-01-01T06:30:00.000Z' });
      await server.db.query("UPDATE sites SET maintenance_from = NULL, maintenance_to = NULL WHERE domain = '127.0.0.1'");
    });
  });

  describe('siteSettings', () => {
    it('gives each site its own brand, login mode and rules', async () => {
      const khiladi = (await callOperation(server.app, 'siteSettings', { query: { domain: 'localhost' } })).body.data;
      const sixer = (await callOperation(server.app, 'siteSettings', { query: { domain: '127.0.0.1' } })).body.data;
      expect([khiladi.siteSetting.site_title, khiladi.siteSetting.business_type, khiladi.siteSetting.domain_name]).toEqual([
        'Khiladi Exchange', 1, 'localhost',
      ]);
      expect([sixer.siteSetting.site_title, sixer.siteSetting.business_type, sixer.siteSetting.domain_name]).toEqual([
        'Sixer Bet', 2, '127.0.0.1',
      ]);
      expect(khiladi.siteSetting.logo).not.toBe(sixer.siteSetting.logo);
    });

    it('carries languages, countries with India first, an offer poster, announcements and the payment bonus', async () => {
      const { siteSetting, bonus_data, casino_url } = (
        await callOperation(server.app, 'siteSettings', { query: { domain: 'localhost' } })
      ).body.data;
      expect(siteSetting.languagesList.map((language: { code: string }) => language.code)).toEqual(['en', 'hi']);
      expect(siteSetting.language_code).toBe('en');
      expect(siteSetting.country_code).toBe('IN');
      expect(siteSetting.country_code_list[0]).toEqual({ name: 'India', code: 'IN', phonecode: '91' });
      expect(siteSetting.poster.some((poster: { poster_type: number }) => poster.poster_type === 12)).toBe(true);
      // Two for every language and two given in Hindi (decision 222).
      const announcements = JSON.parse(siteSetting.announcement) as { text: string; lang?: string }[];
      expect(announcements.filter((announcement) => announcement.lang === undefined)).toHaveLength(2);
      expect(announcements.filter((announcement) => announcement.lang === 'hi')).toHaveLength(2);
      const hindiPosters = siteSetting.poster.filter((poster: { lang?: string }) => poster.lang === 'hi');
      expect(hindiPosters.map((poster: { poster_type: number }) => poster.poster_type).sort()).toEqual([1, 12]);
      for (const poster of hindiPosters as { image: string }[]) {
        const response = await server.app.inject({ url: poster.image });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('xml:lang="hi"');
      }
      expect(siteSetting.front_css).toBe('');
      expect(bonus_data).toEqual([{ bonusType: 'payment bonus', methodIds: '[1,3]', percentage: 5 }]);
      expect(casino_url).toBeTypeOf('string');
    });

    it('serves the logos it names', async () => {
      const { siteSetting } = (await callOperation(server.app, 'siteSettings', { query: { domain: '127.0.0.1' } })).body.data;
      for (const image of [siteSetting.logo, siteSetting.app_logo, siteSetting.fav_logo]) {
        const response = await server.app.inject({ url: image });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('image/svg+xml');
      }
    });
  });

  it('answers an unknown domain with 404 Site not found', async () => {
    const reply = await callOperation(server.app, 'siteSettings', { query: { domain: 'unknown.example' } });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toEqual({ status: 404, success: false, message: 'Site not found' });
  });

  describe('contract enforcement', () => {
    it('answers a request that breaks the contract with 422 and a readable first detail', async () => {
      const reply = await callOperation(server.app, 'siteVersion');
      expect(reply.statusCode).toBe(422);
      expect(reply.body).toEqual({
        status: 422,
        success: false,
        message: 'Error 422',
        detail: [{ msg: 'Site address is required.', loc: ['query', 'domain'] }],
      });
    });

    it('answers a body that is not JSON with 422', async () => {
      const post = contract.operations.find((operation) => operation.method === 'post')!;
      const response = await server.app.inject({
        method: 'POST',
        url: post.path.replace(/\{[^}]+\}/g, '1'),
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ msg: UNREADABLE_REQUEST, loc: ['body'] }]);
      expectReplyMatchesSpec(post.operationId, 422, response.json());
    });

    const securedUnbuilt = contract.operations.find(
      (operation) =>
        operation.requiresAuth &&
        !(operation.operationId in allHandlers) &&
        operation.parameters.every((parameter) => !parameter.required) &&
        !operation.requestBody?.required,
    );

    it.runIf(securedUnbuilt)('asks for a token on an operation with security: 401 Unauthenticated', async () => {
      for (const token of [undefined, 'not-a-session']) {
        const reply = await callOperation(server.app, securedUnbuilt!.operationId, { token });
        expect(reply.statusCode).toBe(401);
        expect(reply.body).toEqual({ status: 401, success: false, message: 'Unauthenticated' });
      }
    });

    it.runIf(securedUnbuilt)('answers an operation no area implements with 501', async () => {
      const user = await createTestUser(server.db);
      const { token } = await createSession(server.db, user.id, 3600);
      const reply = await callOperation(server.app, securedUnbuilt!.operationId, { token });
      expect(reply.statusCode).toBe(501);
      expect(reply.body).toEqual({ status: 501, success: false, message: `Not implemented: ${securedUnbuilt!.operationId}` });
    });

    it('answers an unknown API path with 404 Route not found', async () => {
      const response = await server.app.inject({ url: '/api/user/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, success: false, message: 'Route not found' });
    });
  });

  describe('front-end', () => {
    it('serves index.html for screens, with a strict Content-Security-Policy', async () => {
      const response = await server.app.inject({ url: '/wallet-deposit' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('serves the default runtime config', async () => {
      const response = await server.app.inject({ url: '/config.json' });
      expect(response.json()).toEqual({ services: {} });
    });
  });

  it('has the development OTP endpoint', async () => {
    const missing = await server.app.inject({ url: '/dev/otp' });
    expect(missing.statusCode).toBe(422);
    const unknown = await server.app.inject({ url: '/dev/otp?mobile=9000000000' });
    expect(unknown.json()).toEqual({ status: 404, success: false, message: 'No OTP was sent to this mobile' });
  });
});

describe('production mode', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await buildServer({
      mode: 'production',
      database: await openTestDatabase(),
      runtimeConfigJson: '{ "services": { "wallet": "https://wallet.example.com/api/wallet" } }',
      handlers: {
        siteVersion: ({ headers }) => {
          if (headers['x-test-crash']) throw new Error('database is on fire');
          throw new HttpError(400, 'Insufficient balance.', { error: 'Insufficient balance.' });
        },
      },
    });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it('has no development OTP endpoint', async () => {
    const response = await server.app.inject({ url: '/dev/otp?mobile=9000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route not found');
  });

  it('renders a handler refusal in the error shape', async () => {
    const reply = await callOperation(server.app, 'siteVersion', { query: { domain: 'localhost' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toEqual({ status: 400, success: false, message: 'Insufficient balance.', error: 'Insufficient balance.' });
  });

  it('hides a crash behind a 500 in the error shape', async () => {
    const reply = await callOperation(server.app, 'siteVersion', {
      query: { domain: 'localhost' },
      headers: { 'x-test-crash': 'yes' },
    });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).toEqual({ status: 500, success: false, message: 'Something went wrong' });
  });

  it('serves the configured runtime config', async () => {
    const response = await server.app.inject({ url: '/config.json' });
    expect(response.json().services.wallet).toBe('https://wallet.example.com/api/wallet');
  });
});
