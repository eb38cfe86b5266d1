// Shared by the security tests (tests/security/*.test.ts): a real server per test file
// (buildServer on a seeded test database, driven with app.inject), a pending deposit as the deposit
// call makes it, and the money of a user, to assert that an attack changed nothing.
import { expect } from 'vitest';
import { buildServer, type BuiltServer, type ServerOptions } from '../../server/app.ts';
import { loadContract } from '../../server/contract/contract.ts';
import { PAYMENT_METHOD_IDS } from '../../server/db/seeds/wallet.ts';
import type { Queryable } from '../../server/db/database.ts';
import { openTestDatabase, type TestUser } from '../../server/testing/fixtures.ts';

export { DATABASE_STARTUP_TIMEOUT_MS } from '../../server/testing/fixtures.ts';

export const APP_MODES = ['development', 'production'] as const;

export async function startTestServer(options: Omit<ServerOptions, 'database'>): Promise<BuiltServer> {
  return buildServer({ ...options, database: await openTestDatabase() });
}

/** A pending UPI deposit of the user, as the wallet-deposit call would insert it; its id. */
export async function pendingDeposit(db: Queryable, user: TestUser, amountPaise: number): Promise<string> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, amount_paise, created_at)
     VALUES ($1, $2, 'client_deposit', 'UPI', $3, $4, $5) RETURNING id`,
    [user.id, user.siteId, PAYMENT_METHOD_IDS.upi, amountPaise, new Date()],
  );
  return String(row!.id);
}

export interface Money {
  balancePaise: number;
  ledgerRows: number;
  transactions: { id: number; status: string }[];
}

/** Everything an attack on a user's money could change. */
export async function moneyOf(db: Queryable, userId: number): Promise<Money> {
  const [wallet] = await db.query<{ balance_paise: number }>('SELECT balance_paise FROM wallets WHERE user_id = $1', [userId]);
  const [ledger] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM ledger WHERE user_id = $1', [userId]);
  const transactions = await db.query<{ id: number; status: string }>('SELECT id, status FROM transactions WHERE user_id = $1 ORDER BY id', [userId]);
  return { balancePaise: wallet!.balance_paise, ledgerRows: ledger!.count, transactions };
}

export interface AttackCall {
  /** The client address the request comes from (Fastify's request.ip). */
  from: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface AttackReply {
  statusCode: number;
  retryAfter: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * Calls an operation of the contract from a given client address, without the contract check of
 * tests/contract/call-operation.ts (a 429 is not one of the contract's answers).
 */
export async function callFrom(app: BuiltServer['app'], operationId: string, call: AttackCall): Promise<AttackReply> {
  const operation = loadContract().operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not an operation of the contract`);
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([key, value]) => [key, String(value)]));
  const reply = await app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: query.size > 0 ? `${operation.path}?${query}` : operation.path,
    remoteAddress: call.from,
    headers: { ...call.headers, ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
  return { statusCode: reply.statusCode, retryAfter: reply.headers['retry-after'] as string | undefined, body: reply.body === '' ? null : reply.json() };
}

/** The 429 of server/auth/guess-limits.ts, with its Retry-After. */
export function expectTooManyAttempts(reply: AttackReply, minutes: number): void {
  const message = `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  expect({ statusCode: reply.statusCode, message: reply.body?.message, error: reply.body?.error }).toEqual({ statusCode: 429, message, error: message });
  expect(Number(reply.retryAfter)).toBeGreaterThan((minutes - 1) * 60);
  expect(Number(reply.retryAfter)).toBeLessThanOrEqual(minutes * 60);
}

let addresses = 0;
/** A fresh client address (TEST-NET-3), so that tests do not share per-address counters. */
export const freshAddress = (): string => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250) + 150}.${(addresses % 250) + 1}`;
};
