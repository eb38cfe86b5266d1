// Throttling of guesses and costly anonymous actions (design §8, docs/decisions/028, 117).
// The counts live in the database (guess_counts), so every server process on one PostgreSQL sees
// one count per key:
//
//   await ctx.guesses.guard([guessKey('loginPerAccount', `${site.id}:${mobile}`), guessKey('loginPerAddress', ip)],
//     () => checkPassword(...));       // 429 before trying when a key is locked; a 4xx refusal counts
//   await ctx.guesses.spend([guessKey('demoLoginPerAddress', ip)]);   // every call counts
//
// A refused request is a 429 in the contract's error shape with `Retry-After` (seconds) and the
// message 'Too many attempts. Try again in N minutes.' Windows are fixed: they start at the first
// counted attempt and end `windowMs` later, after which the right password works again.
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';

const MINUTE_MS = 60_000;
/** Rows of ended windows are deleted at most this often (by whichever call comes next). */
const SWEEP_EVERY_MS = MINUTE_MS;

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
  /**
   * Wrong operator passwords for the operator account, from any address (guessing spread over many
   * addresses). Its lock refuses only addresses that guessed wrong themselves in their window, so
   * nobody locks the operator out (docs/decisions/130).
   */
  operatorPerAccount: { max: 20, windowMs: 15 * MINUTE_MS },
  /** Demo logins from one client address: each one creates a user. */
  demoLoginPerAddress: { max: 20, windowMs: 60 * MINUTE_MS },
  /** OTP sends from one client address, whatever the mobile (each mobile also has 5 per 15 min). */
  otpSendPerAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  /** Support messages from one client address: the operator's list is not a place to flood. */
  supportMessagePerAddress: { max: 5, windowMs: 10 * MINUTE_MS },
} satisfies Record<string, GuessRule>;

export type GuessRuleName = keyof typeof GUESS_RULES;

export interface GuessKey {
  rule: GuessRuleName;
  key: string;
  /** false: the attempt is counted against this key, but the key's lock does not refuse it. */
  refuses?: false;
}

export const guessKey = (rule: GuessRuleName, key: string | number): GuessKey => ({ rule, key: String(key) });

export interface GuessLimits {
  /**
   * Refuses with 429 when any key is locked; else runs the attempt, and when it is refused as a
   * wrong guess (by default any 4xx HttpError) counts a failure against every key and rethrows.
   */
  guard<T>(keys: GuessKey[], attempt: () => Promise<T>, isWrongGuess?: (error: unknown) => boolean): Promise<T>;
  /** Counts an attempt against every key (costly actions): refused with 429 past the limit. */
  spend(keys: GuessKey[]): Promise<void>;
  /** How many attempts the key has counted in its current window (0 when it has none). */
  failures(key: GuessKey): Promise<number>;
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

interface Counted {
  key: GuessKey;
  windowEndsAt: number;
}

// One statement, atomic on both engines: a key's count goes up by one in its window, or starts a
// new window at 1 when the last one has ended.
const COUNT_ONE = `
  INSERT INTO guess_counts AS counted (rule, key, count, window_ends_at) VALUES ($1, $2, 1, $3::bigint + $4::bigint)
  ON CONFLICT (rule, key) DO UPDATE SET
    count = CASE WHEN counted.window_ends_at <= $3::bigint THEN 1 ELSE counted.count + 1 END,
    window_ends_at = CASE WHEN counted.window_ends_at <= $3::bigint THEN $3::bigint + $4::bigint ELSE counted.window_ends_at END
  RETURNING count, window_ends_at`;
// Only within the window it was counted in: a refund never lowers a later window's count.
const TAKE_BACK_ONE = 'UPDATE guess_counts SET count = count - 1 WHERE rule = $1 AND key = $2 AND window_ends_at = $3 AND count > 0';

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
 * The limits on `db`; `rules` replaces some (tests and THROTTLE_FACTOR). An attempt is counted
 * before it runs and taken back when it was not a wrong guess, so parallel guesses on several
 * processes cannot all pass the check before the first failure is counted. Within a process,
 * guesses on one key take turns, so a burst of right ones (the operator CLI's parallel calls) waits
 * instead of being refused; across processes, one in flight per process may be refused, and only
 * when the key is one wrong guess from its limit.
 */
export function createGuessLimits(db: Queryable, rules: Partial<Record<GuessRuleName, GuessRule>> = {}): GuessLimits {
  const ruleOf = (name: GuessRuleName): GuessRule => rules[name] ?? GUESS_RULES[name];
  let sweptAt = 0;
  const queues = new Map<string, Promise<void>>();

  async function sweepEndedWindows(now: number): Promise<void> {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    await db.query('DELETE FROM guess_counts WHERE window_ends_at <= $1', [now]);
  }

  async function takeBack(counted: Counted[]): Promise<void> {
    for (const { key, windowEndsAt } of counted) await db.query(TAKE_BACK_ONE, [key.rule, key.key, windowEndsAt]);
  }

  /** Counts one attempt against every key; past any key's limit takes them all back and refuses. */
  async function countAttempt(keys: GuessKey[]): Promise<Counted[]> {
    const now = Date.now();
    await sweepEndedWindows(now);
    const counted: Counted[] = [];
    let lockedForMs = 0;
    for (const key of keys) {
      const { max, windowMs } = ruleOf(key.rule);
      const [row] = await db.query<{ count: number; window_ends_at: number }>(COUNT_ONE, [key.rule, key.key, now, windowMs]);
      counted.push({ key, windowEndsAt: row!.window_ends_at });
      if (row!.count > max && key.refuses !== false) lockedForMs = Math.max(lockedForMs, row!.window_ends_at - now);
    }
    if (lockedForMs > 0) {
      await takeBack(counted);
      throw tooManyAttempts(lockedForMs);
    }
    return counted;
  }

  return {
    guard: (keys, attempt, isWrongGuess = isRefusal) =>
      oneAtATime(
        queues,
        keys.map(({ rule, key }) => `${rule}:${key}`),
        async () => {
          const counted = await countAttempt(keys);
          try {
            const result = await attempt();
            await takeBack(counted);
            return result;
          } catch (error) {
            if (!isWrongGuess(error)) await takeBack(counted);
            throw error;
          }
        },
      ),
    async spend(keys) {
      await countAttempt(keys);
    },
    async failures(key) {
      const [row] = await db.query<{ count: number }>('SELECT count FROM guess_counts WHERE rule = $1 AND key = $2 AND window_ends_at > $3', [
        key.rule,
        key.key,
        Date.now(),
      ]);
      return row?.count ?? 0;
    },
  };
}
