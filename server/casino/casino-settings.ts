// The seamless wallet's shared secret (docs/decisions/056): CASINO_PROVIDER_SECRET. Development has a
// known default so the product runs with no setup; production refuses that default and any short
// secret. Production without the variable gets a random secret per start: only the reference
// provider inside this server can sign with it, and an outside provider needs one configured.
import { randomBytes } from 'node:crypto';
import type { AppMode } from '../app-mode.ts';
import { MIN_SECRET_LENGTH } from './signature.ts';

export const DEVELOPMENT_CASINO_SECRET = 'development-only-casino-provider-secret-0000';
export const CASINO_SECRET_PROBLEM =
  `CASINO_PROVIDER_SECRET must be a secret of your own of at least ${MIN_SECRET_LENGTH} characters (not the development default).`;

/** The secret to use, undefined (production: make one per start), or the reason not to start. */
export function casinoSecretFromEnvironment(env: Record<string, string | undefined>, mode: AppMode): string | undefined | { problem: string } {
  const secret = env.CASINO_PROVIDER_SECRET;
  if (mode !== 'production') return secret || DEVELOPMENT_CASINO_SECRET;
  if (secret === undefined || secret === '') return undefined;
  return secret.length < MIN_SECRET_LENGTH || secret === DEVELOPMENT_CASINO_SECRET ? { problem: CASINO_SECRET_PROBLEM } : secret;
}

/** The secret a server uses: the given one, the development default, or a fresh random one in production. */
export const casinoSecretFor = (mode: AppMode, given: string | undefined): string =>
  given ?? (mode === 'production' ? randomBytes(32).toString('hex') : DEVELOPMENT_CASINO_SECRET);
