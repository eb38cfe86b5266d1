// The reference server's settings from its environment (docs/decisions/002, 030), checked before it
// starts: server/main.ts prints the problems and exits when there are any. Kept apart from main.ts
// so that tests can call it without starting a server.
import type { AppMode } from './app-mode.ts';
import { DEFAULT_OPERATOR_PASSWORD } from './operator/operator-auth.ts';
import { providerFromEnvironment, type PaymentProviderSettings } from './gateway/payment-provider.ts';
import { casinoSecretFromEnvironment } from './casino/casino-settings.ts';
import { GUESS_RULES, type GuessRule, type GuessRuleName } from './auth/guess-limits.ts';

const APP_MODES: readonly AppMode[] = ['development', 'production'];
const DEFAULT_PORT = 8080;
/** Development mode hands out sign-in codes (GET /dev/otp): only this machine may reach it by default. */
export const DEVELOPMENT_HOST = '127.0.0.1';
export const PRODUCTION_HOST = '0.0.0.0';

export type Environment = Record<string, string | undefined>;

export interface MainSettings {
  mode: AppMode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  runtimeConfigJson?: string;
  paymentProvider?: PaymentProviderSettings;
  /** The seamless wallet's shared secret (server/casino/casino-settings.ts). */
  casinoProviderSecret?: string;
  trustProxy?: boolean | string;
  /** THROTTLE_FACTOR's limits, when it is set (development only). */
  guessRules?: Partial<Record<GuessRuleName, GuessRule>>;
}

/** `warnings`: settings the server starts with but an operator should look at (printed at start). */
export type SettingsResult = { ok: true; settings: MainSettings; warnings: string[] } | { ok: false; problems: string[] };

export const TRUST_PROXY_WARNING =
  'APP_MODE=production without TRUST_PROXY: behind a reverse proxy every client has the proxy\'s address, so per-address limits (sign-in, OTP, operator password) count every client as one. Set TRUST_PROXY to the proxy\'s address (or true) behind a proxy that sets X-Forwarded-For, or to false without a proxy.';

export const OPERATOR_PASSWORD_REQUIRED =
  'APP_MODE=production needs OPERATOR_PASSWORD: set it to a password of your own (not the default "operator").';

/** The settings, or every reason the server must not start with this environment. */
export function readMainSettings(env: Environment): SettingsResult {
  const problems: string[] = [];
  const mode = (env.APP_MODE || 'development') as AppMode;
  if (!APP_MODES.includes(mode)) problems.push(`APP_MODE must be one of ${APP_MODES.join(', ')}, not ${mode}.`);
  const port = Number(env.PORT || DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) problems.push(`PORT must be a port number, not ${env.PORT}.`);
  const provider = providerFromEnvironment(env);
  if (typeof provider === 'string') problems.push(provider);
  if (mode === 'production') problems.push(...productionProblems(env));
  const casinoSecret = casinoSecretFromEnvironment(env, mode);
  if (typeof casinoSecret === 'object') problems.push(casinoSecret.problem);
  const guessRules = throttleFactorRules(env.THROTTLE_FACTOR, mode);
  if (typeof guessRules === 'string') problems.push(guessRules);
  if (problems.length > 0) return { ok: false, problems };
  const trustProxy = trustProxyOf(env.TRUST_PROXY);
  return {
    ok: true,
    // TRUST_PROXY=false says there is no proxy: no warning.
    warnings: mode === 'production' && (env.TRUST_PROXY ?? '').trim() === '' ? [TRUST_PROXY_WARNING] : [],
    settings: {
      mode,
      port,
      host: env.HOST || (mode === 'development' ? DEVELOPMENT_HOST : PRODUCTION_HOST),
      dataDir: env.DATA_DIR || '.data',
      databaseUrl: env.DATABASE_URL || undefined,
      runtimeConfigJson: env.CONFIG_JSON || undefined,
      paymentProvider: typeof provider === 'string' ? undefined : provider,
      casinoProviderSecret: typeof casinoSecret === 'string' ? casinoSecret : undefined,
      trustProxy,
      guessRules: typeof guessRules === 'string' ? undefined : guessRules,
    },
  };
}

/**
 * TRUST_PROXY: unset → the socket's peer is the client; `true` (every hop is trusted); or the
 * proxies' addresses or CIDRs, comma-separated. Only set it behind a proxy that sets X-Forwarded-For.
 */
export function trustProxyOf(value: string | undefined): boolean | string | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return undefined;
  return text === 'true' ? true : text;
}

export const THROTTLE_FACTOR_PROBLEM = 'THROTTLE_FACTOR must be a whole number from 1 to 1000.';
export const THROTTLE_FACTOR_IN_PRODUCTION = 'THROTTLE_FACTOR is for development only (tests that sign up many users from one address).';

/**
 * THROTTLE_FACTOR multiplies every throttling limit (server/auth/guess-limits.ts), in development
 * only: the end-to-end tests sign up a hundred users from 127.0.0.1, past the per-address limits a
 * real server keeps. Production refuses it, so its limits are always the real ones.
 */
export function throttleFactorRules(value: string | undefined, mode: AppMode): Partial<Record<GuessRuleName, GuessRule>> | string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (mode === 'production') return THROTTLE_FACTOR_IN_PRODUCTION;
  const factor = /^\d{1,4}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(factor >= 1 && factor <= 1000)) return THROTTLE_FACTOR_PROBLEM;
  const entries = Object.entries(GUESS_RULES) as [GuessRuleName, GuessRule][];
  return Object.fromEntries(entries.map(([name, rule]) => [name, { ...rule, max: rule.max * factor }]));
}

/** Production refuses default secrets (design §8). */
export function productionProblems(env: Environment): string[] {
  const password = env.OPERATOR_PASSWORD ?? '';
  return password.trim() === '' || password === DEFAULT_OPERATOR_PASSWORD ? [OPERATOR_PASSWORD_REQUIRED] : [];
}
