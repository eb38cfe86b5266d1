// The request log never holds a secret: no `auth=` value of a link, no bearer token, no
// OTP, no password (server/logging.ts). The log is written to a stream and searched. Development
// mode's OTP outbox logs codes on purpose (README); production never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../contract/call-operation.ts';
import type { BuiltServer } from '../../server/app.ts';
import { redactUrl } from '../../server/logging.ts';
import { createWalletTestUser, type WalletTestUser } from '../../server/testing/wallet.ts';
import { APP_MODES, DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

const AUTH_TOKEN = 'AuThToKeN-4f1c9e0b7d2a';
const QUERY_SECRET = 'QuErYsEcReT-93kd02';
const PASSWORD = 'PaSsWoRd-Never@Logged1';
const WRONG_OTP = '918273';

describe('redactUrl', () => {
  it.each([
    ['/faq?auth=abc', '/faq?auth=[REDACTED]'],
    ['/x?a=1&token=abc&b=2', '/x?a=1&token=[REDACTED]&b=2'],
    ['/x?AUTH=abc', '/x?AUTH=[REDACTED]'],
    ['/x?%61uth=abc', '/x?%61uth=[REDACTED]'],
    ['/upload?sig=abc&expires=1', '/upload?sig=[REDACTED]&expires=1'],
    ['Route GET:/faq?auth=abc not found', 'Route GET:/faq?auth=[REDACTED] not found'],
    ['/plain?page=2', '/plain?page=2'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});

describe.each(APP_MODES)('the request log in %s mode', (mode) => {
  const lines: string[] = [];
  let server: BuiltServer;
  let user: WalletTestUser;
  beforeAll(async () => {
    server = await startTestServer({ mode, logger: { stream: { write: (line) => void lines.push(line) } } });
    user = await createWalletTestUser(server.db);
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it('holds no auth= value, token, password or OTP', async () => {
    await server.app.inject({ url: `/faq?auth=${AUTH_TOKEN}` });
    await server.app.inject({ url: `/?lang=hi&auth=${AUTH_TOKEN}` });
    await server.app.inject({ url: `/no/such/route?token=${QUERY_SECRET}` });
    await server.app.inject({ method: 'POST', url: `/no/such/route?auth=${AUTH_TOKEN}` });
    await server.app.inject({ url: `/api/user/site-version?domain=localhost&%61uth=${AUTH_TOKEN}` });
    await callOperation(server.app, 'walletBalance', { token: AUTH_TOKEN });
    await callOperation(server.app, 'walletBalance', { token: user.token });
    await callOperation(server.app, 'login', { body: { mobile: user.mobile, password: PASSWORD, domain: 'localhost' } });
    await callOperation(server.app, 'loginWithOtp', { body: { mobile: user.mobile, otp: WRONG_OTP, domain: 'localhost' } });
    await server.app.inject({ method: 'POST', url: '/operator/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `password=${PASSWORD}` });

    const log = lines.join('');
    expect(log).toContain('/faq?auth=[REDACTED]');
    expect(log).toContain('incoming request');
    for (const secret of [AUTH_TOKEN, QUERY_SECRET, PASSWORD, WRONG_OTP, user.token]) expect(log).not.toContain(secret);
  });

  it(mode === 'development' ? 'logs sent OTPs (the development outbox, on purpose)' : 'never logs an OTP', async () => {
    const reply = await callOperation(server.app, 'sendOtp', { body: { mobile: user.mobile, purpose: 'login', domain: 'localhost' } });
    expect(reply.statusCode).toBe(200);
    const otpLines = lines.filter((line) => line.includes('OTP sent') || /"otp"\s*:/.test(line));
    if (mode === 'development') {
      expect(otpLines).toHaveLength(1);
      expect(otpLines[0]).toMatch(/"otp":"\d{6}"/);
    } else {
      expect(otpLines).toEqual([]);
    }
  });
});
