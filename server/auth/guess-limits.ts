// Throttling of guesses and costly anonymous actions (issue 10, design §8, docs/decisions/028),
// on @fastify/rate-limit's limiter and store (in memory today; a Redis store shares the counters
// between several server processes without changing this file's callers):
//
//   await ctx.guesses.guard([guessKey('loginPerAccount', `${site.id}:${mobile}`), guessKey('loginPerAddress', ip)],
//     () => checkPassword(...));       // 429 before trying when a key is locked; a 4xx refusal counts
//   await ctx.guesses.spend([guessKey('demoLoginPerAddress', ip)]);   // every call counts
//
// A refused request is a 429 in the contract's error shape with `Retry-After` (seconds) and the
// message 'Too many attempts. Try again in N minutes.' Windows are fixed: they start at the first
// counted attempt and end `windowMs` later, after which the right password works again.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';

const MINUTE_MS = 60_000;
const KEYS_KEPT_PER_RULE = 100_000;

export interface GuessRule {
  /** Attempts allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowMs: number;
}

/** The limits and why: docs/decisions/028-throttling-guesses.md. */
export const GUESS_RULES = {
  /** Wrong passwords for one account of one site (mobile or user ID). */
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Wrong passwords from one client address, whatever the account. */
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE_MS },
  /** Wrong OTPs from one client address (each OTP also burns after 5 wrong codes). */
  otpPerAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  /** Wrong withdraw passwords of one user (add account, withdraw, change it). */
  withdrawPasswordPerUser: { max: 5, windowMs: 15 * MINUTE_MS },
  /** Wrong withdraw passwords from one client address. */
  withdrawPasswordPerAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  /** Wrong operator passwords (console sign-in and the CLI's API calls) from one client address. */
  operatorPerAddress: { max: 5, windowMs: 15 * MINUTE_MS },
  /** Demo logins from one client address: each one creates a user. */
  demoLoginPerAddress: { max: 20, windowMs: 60 * MINUTE_MS },
  /** OTP sends from one client address, whatever the mobile (each mobile also has 5 per 15 min). */
  otpSendPerAddress: { max: 20, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, GuessRule>;

export type GuessRuleName = keyof typeof GUESS_RULES;

export interface GuessKey {
  rule: GuessRuleName;
  key: string;
}

export const guessKey = (rule: GuessRuleName, key: string | number): GuessKey => ({ rule, key: String(key) });

export interface GuessLimits {
  /**
   * Refuses with 429 when any key is locked; else runs the attempt, and when it is refused as a
   * wrong guess (by default any 4xx HttpError) counts a failure against every key and rethrows.
   */
  guard<T>(keys: GuessKey[], attempt: () => Promise<T>, isWrongGuess?: (error: unknown) => boolean): Promise<T>;
  /** Refuses with 429 when any key is locked; else counts a failure against every key. */
  refuseIfLocked(keys: GuessKey[]): Promise<void>;
  /** Counts a failed guess against every key. */
  countFailure(keys: GuessKey[]): Promise<void>;
  /** Counts an attempt against every key (costly actions): refused with 429 past the limit. */
  spend(keys: GuessKey[]): Promise<void>;
}

export const tooManyAttemptsMessage = (minutes: number): string =>
  `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** The 429 refusal: Retry-After in whole seconds (at least 1), the message in whole minutes. */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message = tooManyAttemptsMessage(Math.max(1, Math.ceil(seconds / 60)));
  return new HttpError(429, message, { error: message }, { 'retry-after': String(seconds) });
}

export const isRefusal = (error: unknown): boolean => error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 429;

interface LimitState {
  remaining: number;
  ttl: number;
}
type Limiter = (request: FastifyRequest, options?: { increment?: boolean }) => Promise<LimitState & { isExceeded?: boolean }>;

// The limiter keys a request by this field (see keyGenerator): a counted "request" is a guess.
interface KeyedRequest {
  guessKey: string;
  routeOptions: { config: Record<string, never> };
}
const asRequest = (key: string): FastifyRequest => ({ guessKey: key, routeOptions: { config: {} } }) as KeyedRequest as unknown as FastifyRequest;

/** Runs `task` once no other task holding any of `names` runs (taken in sorted order: no deadlock). */
async function oneAtATime<T>(queues: Map<string, Promise<void>>, names: string[], task: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  for (const name of [...new Set(names)].sort()) {
    const previous = queues.get(name) ?? Promise.resolve();
    let release!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    queues.set(name, tail);
    await previous;
    releases.push(() => {
      release();
      if (queues.get(name) === tail) queues.delete(name);
    });
  }
  try {
    return await task();
  } finally {
    for (const release of releases) release();
  }
}

/**
 * Registers @fastify/rate-limit (global: false: no route is limited by it unless it asks) and
 * builds one limiter per rule. `rules` replaces the limits (tests use small windows).
 */
export async function registerGuessLimits(
  app: FastifyInstance,
  rules: Partial<Record<GuessRuleName, GuessRule>> = {},
): Promise<GuessLimits> {
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  const limiters = new Map<GuessRuleName, Limiter>();
  for (const [name, defaults] of Object.entries(GUESS_RULES) as [GuessRuleName, GuessRule][]) {
    const { max, windowMs } = rules[name] ?? defaults;
    const options = {
      max,
      timeWindow: windowMs,
      // Keys kept per rule (an LRU): large, so a spray of new keys cannot evict a victim's count.
      // The local store takes it here at run time; the option's type only lists it for register().
      cache: KEYS_KEPT_PER_RULE,
      keyGenerator: (request: FastifyRequest) => `${name}:${(request as unknown as KeyedRequest).guessKey}`,
    };
    const limiter = app.createRateLimit(options as Parameters<typeof app.createRateLimit>[0]) as unknown as Limiter;
    limiters.set(name, limiter);
  }
  const limiterOf = (rule: GuessRuleName): Limiter => limiters.get(rule)!;
  const queues = new Map<string, Promise<void>>();

  async function refuseIfLocked(keys: GuessKey[]): Promise<void> {
    let lockedForMs = 0;
    for (const { rule, key } of keys) {
      const state = await limiterOf(rule)(asRequest(key), { increment: false });
      if (state.remaining === 0) lockedForMs = Math.max(lockedForMs, state.ttl);
    }
    if (lockedForMs > 0) throw tooManyAttempts(lockedForMs);
  }

  async function countFailure(keys: GuessKey[]): Promise<void> {
    for (const { rule, key } of keys) await limiterOf(rule)(asRequest(key));
  }

  return {
    refuseIfLocked,
    countFailure,
    // Guesses on one key take turns, so parallel guesses cannot all pass the check before the
    // first failure is counted.
    guard: (keys, attempt, isWrongGuess = isRefusal) =>
      oneAtATime(
        queues,
        keys.map(({ rule, key }) => `${rule}:${key}`),
        async () => {
          await refuseIfLocked(keys);
          try {
            return await attempt();
          } catch (error) {
            if (isWrongGuess(error)) await countFailure(keys);
            throw error;
          }
        },
      ),
    async spend(keys) {
      let lockedForMs = 0;
      for (const { rule, key } of keys) {
        const state = await limiterOf(rule)(asRequest(key));
        if (state.isExceeded) lockedForMs = Math.max(lockedForMs, state.ttl);
      }
      if (lockedForMs > 0) throw tooManyAttempts(lockedForMs);
    },
  };
}
