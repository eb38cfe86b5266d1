// Attacks on the reports and notifications. A user reads only their own statement lines,
// bets and notifications (another's id answers 404, as a missing one); windows longer than 366 days,
// backwards or unreadable dates, and pages past the contract's limits are refused; nothing without a
// session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../../server/auth/sessions.ts';
import { LEDGER_KINDS, postEntry } from '../../server/ledger/ledger.ts';
import { createNotification } from '../../server/notifications/notifications.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { callOperation } from '../contract/call-operation.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

let server: BuiltServer;
let alice: TestUser & { token: string };
let mallory: TestUser & { token: string };

async function member() {
  const user = await createTestUser(server.db);
  return { ...user, token: (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ mode: 'production' });
  alice = await member();
  mallory = await member();
  await server.db.transaction((tx) =>
    postEntry(tx, { userId: alice.id, kind: LEDGER_KINDS.deposit, reference: `attack-${alice.id}`, amountPaise: 123_400, remark: 'Alice deposit' }),
  );
  await createNotification(server.db, undefined, { userId: alice.id, title: 'Secret', body: 'For Alice', redirectUrl: null, reference: null });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

describe('other users’ data', () => {
  it('a statement shows only the caller’s lines; another’s line is not found', async () => {
    const window = { from: day(-1), to: day(1) };
    const own = await callOperation(server.app, 'statements', { token: alice.token, query: window });
    expect(own.body.data.total_rows).toBe(1);
    const theirs = await callOperation(server.app, 'statements', { token: mallory.token, query: window });
    expect(theirs.body.data).toMatchObject({ rows: [], total_rows: 0, totals: { net: 0 } });
    const info = await callOperation(server.app, 'statementInfo', { token: mallory.token, query: { id: own.body.data.rows[0].id } });
    expect(info.statusCode).toBe(404);
    expect(JSON.stringify(info.body)).not.toContain('Alice');
  });

  it('notifications: another’s are neither listed, counted nor markable', async () => {
    const [note] = (await callOperation(server.app, 'notificationList', { token: alice.token })).body.data;
    expect((await callOperation(server.app, 'notificationList', { token: mallory.token })).body.data).toEqual([]);
    expect((await callOperation(server.app, 'notificationUnreadCount', { token: mallory.token })).body.data).toEqual({ count: 0 });
    const mark = await callOperation(server.app, 'notificationMarkRedirect', { token: mallory.token, body: { id: note.id } });
    expect(mark.statusCode).toBe(404);
    expect((await callOperation(server.app, 'notificationUnreadCount', { token: alice.token })).body.data).toEqual({ count: 1 });
  });

  it('nothing without a session', async () => {
    for (const [operation, call] of [
      ['statements', { query: { from: day(-1), to: day(1) } }],
      ['profitLossInfo', { query: { from: day(-1), to: day(1) } }],
      ['marketAnalysisData', {}],
      ['notificationUnreadCount', {}],
      ['notificationList', {}],
    ] as const) {
      expect((await callOperation(server.app, operation, call)).statusCode, operation).toBe(401);
    }
  });
});

describe('windows and pages', () => {
  const statuses = async (operation: string, query: Record<string, string | number>, params?: Record<string, string>) =>
    (await callOperation(server.app, operation, { token: alice.token, query, ...(params && { params }) })).statusCode;

  it('refuses windows over 366 days, backwards or empty', async () => {
    for (const operation of ['statements', 'profitLossInfo', 'profitLossStatements']) {
      expect(await statuses(operation, { from: '2000-01-01', to: '2030-01-01' }), operation).toBe(400);
      expect(await statuses(operation, { from: day(1), to: day(-1) }), operation).toBe(400);
      expect(await statuses(operation, { from: day(0), to: day(0) }), operation).toBe(400);
    }
    expect(await statuses('userBets', { from: '2000-01-01', to: '2030-01-01', type: 'settled' })).toBe(400);
    expect(await statuses('statements', { from: day(-366), to: day(0) })).toBe(200);
  });

  it('refuses unreadable dates', async () => {
    for (const from of ['2026-02-30', '26-01-01', '01/01/2026', "2026-01-01' OR 1=1", '']) {
      expect([400, 422], from).toContain(await statuses('statements', { from, to: day(1) }));
    }
  });

  it('refuses pages past the contract and unknown kinds', async () => {
    const window = { from: day(-1), to: day(1) };
    expect([400, 422]).toContain(await statuses('statements', { ...window, page: 1_000_000 }));
    expect([400, 422]).toContain(await statuses('statements', { ...window, page_size: 100_000 }));
    expect([400, 422]).toContain(await statuses('statements', { ...window, page: 0 }));
    expect([400, 422]).toContain(await statuses('statements', { ...window, kind: 'opening_balance' }));
    expect([400, 422]).toContain(await statuses('userBets', { ...window, type: 'everything' }));
    expect([400, 422]).toContain((await callOperation(server.app, 'notificationList', { token: alice.token, query: { limit: 10_000 } })).statusCode);
    expect(await statuses('statements', { ...window, page: 10_000, page_size: 100 })).toBe(200);
  });
});
