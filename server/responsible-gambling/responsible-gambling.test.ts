// Responsible gambling (docs/decisions/093-095): limits and breaks set through the contract,
// raises waiting 24 hours on an injected clock, and the one check refusing every money path — an
// exchange bet, a matka slip, a casino debit, a fantasy entry and a deposit — while withdrawals go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { allHandlers } from '../areas/all-handlers.ts';
import { createBettingHandlers } from '../areas/betting.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { launchToken, walletCall } from '../testing/casino.ts';
import { addTeam, contestsOf, createTestMatch } from '../testing/fantasy.ts';
import { LEDGER_KINDS, postEntry, readWallet } from '../ledger/ledger.ts';
import { createTestMarket, testClock } from '../testing/sports.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { holdWithdrawal } from '../wallet/withdrawal-effects.ts';
import { limitsOf, refuseDeposit, RG_MESSAGES, setLimit, settingsOf, takeBreak } from './responsible-gambling.ts';

let server: BuiltServer;
const clock = testClock();
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase(), handlers: { ...allHandlers, ...createBettingHandlers({ clock }) } });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const HOUR = 3_600_000;
let keys = 0;
const key = () => `rg-${process.pid}-${(keys += 1)}`;

async function player(balanceRupees = 10_000) {
  const user = await createTestUser(server.db, { balancePaise: balanceRupees * 100 });
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind, reference) VALUES ($1, $2, 'deposit', $3)", [user.id, balanceRupees * 100, `opening-${user.id}`]);
  const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
  return { user, token };
}

const call = (token: string, operationId: string, body: Record<string, unknown>) => callOperation(server.app, operationId, { token, body });

async function openMatkaMarket(token: string): Promise<number> {
  const { body } = await callOperation(server.app, 'matkaMatches', { token });
  return (body.data as { id: number; name: string }[]).find((market) => market.name === 'Milan Day')!.id;
}

/** Each money path with a stake of `rupees`: the status and the error text. */
async function stakeEverywhere(user: { id: number; siteId: number; userid: string }, token: string, rupees: number) {
  const market = await createTestMarket(server.db);
  const exchange = await callOperation(server.app, 'saveBet', {
    token,
    body: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: rupees },
    headers: { 'idempotency-key': key() },
  });
  const matka = await callOperation(server.app, 'saveWorliMatkaBet', {
    token,
    body: { market_id: await openMatkaMarket(token), session: 'open', bets: [{ bet_type: 'single_digit', number: '5', amount: rupees }] },
    headers: { 'idempotency-key': key() },
  });
  const casino = await walletCall(server.app, 'debit', { token: await launchToken(server.db, user), round_id: key(), transaction_id: key(), amount: rupees * 100 });
  const match = await createTestMatch(server.db, 120);
  const team = await addTeam(server, token, match);
  // The dearest contest (the demo's Head to Head, ₹100).
  const contest = (await contestsOf(server.db, match)).sort((a, b) => b.entry_fee_paise - a.entry_fee_paise)[0]!;
  const fantasy = await callOperation(server.app, 'fantasyPlaceBet', {
    token,
    body: { match_id: match, team_id: team.body.data.team_id, contest_id: contest.id },
    headers: { 'idempotency-key': key() },
  });
  return {
    exchange: [exchange.statusCode, exchange.body.message],
    matka: [matka.statusCode, matka.body.message],
    casino: [casino.status, casino.body.code],
    fantasy: [fantasy.statusCode, fantasy.body.message],
  };
}

describe('limits', () => {
  it('applies a lower limit at once and a raise or removal only after 24 hours (injected clock)', async () => {
    const { user } = await player();
    const start = new Date('2026-11-20T10:00:00Z');
    const set = (amountPaise: number | null, now: Date) => server.db.transaction((tx) => setLimit(tx, user.id, { kind: 'deposit', period: 'day', amountPaise }, now));
    expect(await set(500_000, start)).toMatchObject({ amountPaise: 500_000, pending: null });
    expect(await set(200_000, start)).toMatchObject({ amountPaise: 200_000, pending: null });
    const raised = await set(900_000, start);
    expect(raised).toEqual({ kind: 'deposit', period: 'day', amountPaise: 200_000, pending: { amountPaise: 900_000, from: new Date(start.getTime() + 24 * HOUR) } });
    expect(await limitsOf(server.db, user.id, new Date(start.getTime() + 24 * HOUR - 1))).toMatchObject([{ amountPaise: 200_000 }]);
    expect(await limitsOf(server.db, user.id, new Date(start.getTime() + 24 * HOUR))).toMatchObject([{ amountPaise: 900_000, pending: null }]);
    // A lower one while a raise waits: at once, and the raise is dropped.
    const later = new Date(start.getTime() + 48 * HOUR);
    await set(1_000_000, later);
    expect(await set(100_000, later)).toMatchObject({ amountPaise: 100_000, pending: null });
    await set(null, later);
    expect(await limitsOf(server.db, user.id, new Date(later.getTime() + 23 * HOUR))).toMatchObject([{ amountPaise: 100_000, pending: { amountPaise: null } }]);
    expect(await limitsOf(server.db, user.id, new Date(later.getTime() + 24 * HOUR))).toEqual([]);
  });

  it('refuses a deposit over the limit with the message, counting pending requests; refused ones do not count', async () => {
    const { user } = await player();
    const now = new Date();
    await server.db.transaction((tx) => setLimit(tx, user.id, { kind: 'deposit', period: 'week', amountPaise: 300_000 }, now));
    const insert = (amountPaise: number, status: string) =>
      server.db.query("INSERT INTO transactions (user_id, site_id, type, payment_method, amount_paise, status) VALUES ($1, $2, 'client_deposit', 'UPI', $3, $4)", [user.id, user.siteId, amountPaise, status]);
    await insert(200_000, 'pending');
    await insert(500_000, 'reject_completed');
    const check = (amountPaise: number) => server.db.transaction((tx) => refuseDeposit(tx, user.id, amountPaise, now));
    await expect(check(100_000)).resolves.toBeUndefined();
    await expect(check(100_001)).rejects.toMatchObject({ status: 400, message: RG_MESSAGES.depositLimit('week', 300_000, 100_000) });
    expect(RG_MESSAGES.depositLimit('week', 300_000, 100_000)).toBe('This deposit passes your deposit limit of ₹3,000.00 per 7 days. You can deposit ₹1,000.00 more now.');
  });

  it('refuses a stake on every money path past a loss limit (the period loss, open exposure and the stake together)', async () => {
    const { user, token } = await player();
    const set = await call(token, 'setGamblingLimit', { kind: 'loss', period: 'day', amount: 50 });
    expect(set.body.data.limits).toEqual([{ kind: 'loss', period: 'day', amount: 50, pending_amount: null, pending_from: null }]);
    const refused = await stakeEverywhere(user, token, 100);
    const message = RG_MESSAGES.lossLimit('day', 5_000, 5_000);
    expect(refused).toEqual({ exchange: [400, message], matka: [400, message], casino: [403, 'PLAYER_LIMIT'], fantasy: [400, message] });
    // A loss this period counts: ₹40 lost leaves ₹10.
    await server.db.transaction((tx) => postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.casinoDebit, reference: `casino:test:${key()}`, amountPaise: -4_000 }));
    const matka = await callOperation(server.app, 'saveWorliMatkaBet', {
      token,
      body: { market_id: await openMatkaMarket(token), session: 'open', bets: [{ bet_type: 'single_digit', number: '5', amount: 20 }] },
      headers: { 'idempotency-key': key() },
    });
    expect(matka.body.message).toBe(RG_MESSAGES.lossLimit('day', 5_000, 1_000));
  });

  it('lets every path through under the limit', async () => {
    const { user, token } = await player();
    await call(token, 'setGamblingLimit', { kind: 'loss', period: 'month', amount: 100_000 });
    const allowed = await stakeEverywhere(user, token, 100);
    expect(allowed).toMatchObject({ exchange: [200, 'Bet placed'], matka: [200, expect.any(String)], casino: [200, undefined], fantasy: [200, expect.any(String)] });
  });

  it('refuses amounts out of range and bad periods with a clear message', async () => {
    const { token } = await player();
    expect((await call(token, 'setGamblingLimit', { kind: 'deposit', period: 'day', amount: 1e12 })).statusCode).toBe(422);
    expect((await call(token, 'setGamblingLimit', { kind: 'deposit', period: 'year', amount: 100 })).statusCode).toBe(422);
    const tooSmall = await call(token, 'setGamblingLimit', { kind: 'deposit', period: 'day', amount: 0.5 });
    expect(tooSmall.statusCode).toBe(422);
  });
});

describe('breaks', () => {
  it('a time-out blocks every bet path and deposits at once, and a withdrawal still goes', async () => {
    const { user, token } = await player();
    const reply = await call(token, 'takeGamblingBreak', { kind: 'time_out', days: 1 });
    expect(reply.statusCode).toBe(200);
    const until = new Date(reply.body.data.break.until);
    const message = RG_MESSAGES.onBreak('time_out', until);
    expect(message).toMatch(/^You are on a time-out until \d\d\/\d\d\/\d{4} \d\d:\d\d: betting and deposits are paused\. You can still withdraw\.$/);
    const refused = await stakeEverywhere(user, token, 100);
    expect(refused).toMatchObject({ exchange: [400, message], matka: [400, message], casino: [403, 'PLAYER_LIMIT'], fantasy: [400, message] });
    await expect(server.db.transaction((tx) => refuseDeposit(tx, user.id, 100, new Date()))).rejects.toMatchObject({ message });
    const [withdrawal] = await server.db.query<{ id: number; user_id: number; amount_paise: number }>(
      "INSERT INTO transactions (user_id, site_id, type, payment_method, amount_paise) VALUES ($1, $2, 'client_withdrawal', 'bank', 10000) RETURNING id, user_id, amount_paise",
      [user.id, user.siteId],
    );
    const before = (await readWallet(server.db, user.id)).balancePaise;
    await server.db.transaction((tx) => holdWithdrawal(tx, { ...withdrawal!, amount_paise: 10_000 }));
    expect((await readWallet(server.db, user.id)).balancePaise).toBe(before - 10_000);
  });

  it('ends by itself; a break is only lengthened, a self-exclusion keeps its kind; lengths checked', async () => {
    const { user, token } = await player();
    const now = new Date('2026-11-20T10:00:00Z');
    await server.db.transaction((tx) => takeBreak(tx, user.id, 'self_exclusion', 183, now));
    const shorter = await server.db.transaction((tx) => takeBreak(tx, user.id, 'time_out', 2, now));
    expect(shorter).toMatchObject({ breakKind: 'self_exclusion', breakUntil: new Date(now.getTime() + 183 * 24 * HOUR) });
    expect(await settingsOf(server.db, user.id, new Date(now.getTime() + 183 * 24 * HOUR))).toMatchObject({ breakKind: null, breakUntil: null });
    const short = await call(token, 'takeGamblingBreak', { kind: 'self_exclusion', days: 30 });
    expect(short.body.message).toBe(RG_MESSAGES.breakLength('self_exclusion'));
    const long = await call(token, 'takeGamblingBreak', { kind: 'time_out', days: 43 });
    expect(long.body.message).toBe(RG_MESSAGES.breakLength('time_out'));
  });

  it('reality check interval and the session result from the ledger; another user sees only their own tools', async () => {
    const { user, token } = await player();
    const since = new Date(Date.now() - 1000).toISOString();
    await server.db.transaction((tx) => postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.casinoDebit, reference: `casino:test:${key()}`, amountPaise: -2_550 }));
    expect((await call(token, 'setRealityCheck', { minutes: 30 })).body.data.reality_check_minutes).toBe(30);
    expect((await call(token, 'setRealityCheck', { minutes: 7 })).statusCode).toBe(422);
    const tools = await callOperation(server.app, 'responsibleGambling', { token, query: { since } });
    expect(tools.body.data).toEqual({ limits: [], break: null, reality_check_minutes: 30, session_result: -25.5 });
    const other = await player();
    expect((await callOperation(server.app, 'responsibleGambling', { token: other.token })).body.data).toEqual({ limits: [], break: null, reality_check_minutes: 0 });
    expect((await callOperation(server.app, 'responsibleGambling', {})).statusCode).toBe(401);
  });

  it('two limit changes at once leave one consistent row', async () => {
    const { token } = await player();
    const replies = await Promise.all([100, 200, 300].map((amount) => call(token, 'setGamblingLimit', { kind: 'deposit', period: 'month', amount })));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const tools = await callOperation(server.app, 'responsibleGambling', { token });
    expect(tools.body.data.limits).toHaveLength(1);
  });
});
