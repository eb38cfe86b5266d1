// Production refuses to start with default secrets, and development mode is reachable
// only from this machine unless HOST says otherwise (server/main-settings.ts, used by server/main.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GUESS_RULES } from '../../server/auth/guess-limits.ts';
import {
  DEVELOPMENT_HOST,
  OPERATOR_PASSWORD_REQUIRED,
  PRODUCTION_HOST,
  THROTTLE_FACTOR_IN_PRODUCTION,
  THROTTLE_FACTOR_PROBLEM,
  TRUST_PROXY_WARNING,
  readMainSettings,
} from '../../server/main-settings.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SECRET = 'a-provider-secret-of-32-characters-or-more';

describe('readMainSettings', () => {
  it.each([
    ['no OPERATOR_PASSWORD', {}],
    ['an empty one', { OPERATOR_PASSWORD: '' }],
    ['blank', { OPERATOR_PASSWORD: '   ' }],
    ['the default one', { OPERATOR_PASSWORD: 'operator' }],
  ])('refuses production with %s', (_case, env) => {
    expect(readMainSettings({ APP_MODE: 'production', ...env })).toEqual({ ok: false, problems: [OPERATOR_PASSWORD_REQUIRED] });
  });

  it('starts production with an operator password of its own, on every interface unless HOST says', () => {
    const result = readMainSettings({ APP_MODE: 'production', OPERATOR_PASSWORD: 'a long one of my own' });
    expect(result).toMatchObject({ ok: true, settings: { mode: 'production', host: PRODUCTION_HOST, port: 8080 } });
  });

  it('binds development mode to 127.0.0.1 by default, or to HOST', () => {
    expect(readMainSettings({})).toMatchObject({ ok: true, settings: { mode: 'development', host: DEVELOPMENT_HOST } });
    expect(readMainSettings({ HOST: '0.0.0.0' })).toMatchObject({ ok: true, settings: { host: '0.0.0.0' } });
    expect(DEVELOPMENT_HOST).toBe('127.0.0.1');
  });

  it('checks the payment provider settings', () => {
    expect(readMainSettings({ PAYMENT_GATEWAY_URL: 'https://pay.example.com' })).toMatchObject({ ok: false });
    expect(readMainSettings({ PAYMENT_GATEWAY_SECRET: SECRET })).toMatchObject({ ok: false });
    expect(readMainSettings({ PAYMENT_GATEWAY_URL: 'https://pay.example.com', PAYMENT_GATEWAY_SECRET: 'short' })).toMatchObject({ ok: false });
    expect(readMainSettings({ PAYMENT_GATEWAY_URL: 'http://pay.example.com', PAYMENT_GATEWAY_SECRET: SECRET })).toMatchObject({ ok: false });
    expect(readMainSettings({ PAYMENT_GATEWAY_URL: 'https://pay.example.com/c', PAYMENT_GATEWAY_SECRET: SECRET })).toMatchObject({
      ok: true,
      settings: { paymentProvider: { checkoutUrl: 'https://pay.example.com/c', secret: SECRET } },
    });
  });

  it('warns when production runs without TRUST_PROXY, not when it is set or development', () => {
    const production = { APP_MODE: 'production', OPERATOR_PASSWORD: 'a long one of my own' };
    expect(readMainSettings(production)).toMatchObject({ ok: true, warnings: [TRUST_PROXY_WARNING] });
    expect(readMainSettings({ ...production, TRUST_PROXY: '10.0.0.1' })).toMatchObject({ ok: true, warnings: [] });
    expect(readMainSettings({ ...production, TRUST_PROXY: 'false' })).toMatchObject({ ok: true, warnings: [] });
    expect(readMainSettings({})).toMatchObject({ ok: true, warnings: [] });
  });

  it('reads TRUST_PROXY', () => {
    expect(readMainSettings({})).toMatchObject({ ok: true, settings: { trustProxy: undefined } });
    expect(readMainSettings({ TRUST_PROXY: 'true' })).toMatchObject({ ok: true, settings: { trustProxy: true } });
    expect(readMainSettings({ TRUST_PROXY: '10.0.0.0/8' })).toMatchObject({ ok: true, settings: { trustProxy: '10.0.0.0/8' } });
  });

  it('lets development alone scale the throttling limits (THROTTLE_FACTOR, for the end-to-end tests)', () => {
    const scaled = readMainSettings({ THROTTLE_FACTOR: '50' });
    expect(scaled).toMatchObject({ ok: true, settings: { guessRules: { otpSendPerAddress: { max: GUESS_RULES.otpSendPerAddress.max * 50 } } } });
    expect(readMainSettings({})).toMatchObject({ ok: true, settings: { guessRules: undefined } });
    const production = { APP_MODE: 'production', OPERATOR_PASSWORD: 'a long one of my own' };
    expect(readMainSettings({ ...production, THROTTLE_FACTOR: '50' })).toEqual({ ok: false, problems: [THROTTLE_FACTOR_IN_PRODUCTION] });
    for (const value of ['0', '-1', '1.5', 'lots', '100000']) {
      expect(readMainSettings({ THROTTLE_FACTOR: value })).toEqual({ ok: false, problems: [THROTTLE_FACTOR_PROBLEM] });
    }
  });

  it('refuses an unknown APP_MODE and a bad PORT', () => {
    expect(readMainSettings({ APP_MODE: 'staging' })).toMatchObject({ ok: false });
    expect(readMainSettings({ PORT: 'eighty' })).toMatchObject({ ok: false });
  });
});

describe('server/main.ts', () => {
  it('exits at once with a clear message in production without OPERATOR_PASSWORD', () => {
    const env: Record<string, string | undefined> = { ...process.env, APP_MODE: 'production', PORT: '0', DATA_DIR: '/nonexistent' };
    delete env.OPERATOR_PASSWORD;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Cannot start: ${OPERATOR_PASSWORD_REQUIRED}`);
  }, 60_000);
});
