// A scripted day through the real paths (deposit approved by the operator, two bets, settlement, a
// casino round, a matka bet, a fantasy entry, a withdrawal hold), then every report checked against the
// ledger and the balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { allHandlers } from '../areas/all-handlers.ts';
import { createBettingHandlers } from '../areas/betting.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { launchToken, walletCall } from '../testing/casino.ts';
import { completeMatch } from '../fantasy/settlement.ts';
import { addTeam, contestsOf, createTestMatch, retimeTestMatch } from '../testing/fantasy.ts';
import { declareResult } from '../matka/settlement.ts';
import { LEDGER_KINDS, ledgerBalance, postEntry, readWallet } from '../ledger/ledger.ts';
import { notifySettlement } from '../notifications/notifications.ts';
import { changeTransactionStatus } from '../operator/transactions-lifecycle.ts';
import { settleMarket } from '../sports/settlement.ts';
import { createTestMarket, testClock } from '../testing/sports.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';

let server: BuiltServer;
const clock = testClock();
let keys = 0;

beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase(), handlers: { ...allHandlers, ...createBettingHandlers({ clock }) } });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const window = { from: day(-1), to: day(2) };

/**
 * deposit ₹10,000 approved; back ₹1,000 @2 (wins) and lay ₹500 @2.02 on another market (loses); a casino
 * round staking ₹300 and winning ₹450; a ₹100 matka single (open); the ₹25 fantasy Small League; ₹2,000
 * withdrawal held.
 */
export async function scriptedDay(db = server.db, io = server.io) {
  const user = await createTestUser(db);
  const token = (await createSession(db, user.id, SESSION_LIFETIME_SECONDS)).token;
  const [deposit] = await db.query<{ id: number }>(
    "INSERT INTO transactions (user_id, site_id, type, payment_method, amount_paise) VALUES ($1, $2, 'client_deposit', 'UPI', 1000000) RETURNING id",
    [user.id, user.siteId],
  );
  await changeTransactionStatus(db, io, { transactionId: deposit!.id, action: 'approve' });
  const won = await createTestMarket(db);
  const lost = await createTestMarket(db);
  const place = (body: Record<string, unknown>) =>
    callOperation(server.app, 'saveBet', { body, token, headers: { 'idempotency-key': `report-${process.pid}-${(keys += 1)}` } });
  expect((await place({ event_id: won.eventId, market_id: won.marketId, selection_id: won.selectionIds[0], type: 'back', odds: 2, stake: 1000 })).statusCode).toBe(200);
  expect((await place({ event_id: lost.eventId, market_id: lost.marketId, selection_id: lost.selectionIds[0], type: 'lay', odds: 2.02, stake: 500 })).statusCode).toBe(200);
  const open = await createTestMarket(db);
  expect((await place({ event_id: open.eventId, market_id: open.marketId, selection_id: open.selectionIds[1], type: 'back', odds: 1.9, stake: 200 })).statusCode).toBe(200);
  await notifySettlement(db, io, await settleMarket(db, io, won.marketId, { kind: 'winner', selectionId: won.selectionIds[0]! }));
  await notifySettlement(db, io, await settleMarket(db, io, lost.marketId, { kind: 'winner', selectionId: lost.selectionIds[0]! }));
  const casinoToken = await launchToken(db, user);
  const round = { round_id: `report-round-${user.id}`, token: casinoToken };
  expect((await walletCall(server.app, 'debit', { ...round, transaction_id: `report-debit-${user.id}`, amount: 30_000 })).status).toBe(200);
  expect((await walletCall(server.app, 'credit', { ...round, transaction_id: `report-credit-${user.id}`, amount: 45_000 })).status).toBe(200);
  const { body: matkaMarkets } = await callOperation(server.app, 'matkaMatches', { token });
  const milan = (matkaMarkets.data as { id: number; name: string }[]).find((market) => market.name === 'Milan Day')!;
  const matka = await callOperation(server.app, 'saveWorliMatkaBet', {
    token,
    body: { market_id: milan.id, session: 'open', bets: [{ bet_type: 'single_digit', number: '7', amount: 100 }] },
    headers: { 'idempotency-key': `report-${process.pid}-${(keys += 1)}` },
  });
  expect(matka.statusCode).toBe(200);
  const match = await createTestMatch(db, 120);
  const team = await addTeam(server, token, match);
  const league = (await contestsOf(db, match)).find((contest) => contest.name === 'Small League')!;
  const joined = await callOperation(server.app, 'fantasyPlaceBet', {
    token,
    body: { match_id: match, team_id: team.body.data.team_id, contest_id: league.id },
    headers: { 'idempotency-key': `report-${process.pid}-${(keys += 1)}` },
  });
  expect(joined.statusCode).toBe(200);
  await db.transaction((tx) => postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.withdrawalHold, reference: `w-${user.id}`, amountPaise: -200_000, remark: 'Withdrawal request' }));
  return { user, token, won, lost, open, match, milan };
}

describe('a seeded account', () => {
  it('opens its statement with the opening balance, named, and the balance after it', async () => {
    const [seeded] = await server.db.query<{ id: number }>(
      "SELECT u.id FROM users u JOIN sites s ON s.id = u.site_id WHERE u.userid = 'rahul01' AND s.domain = 'localhost'",
    );
    const { token } = await createSession(server.db, seeded!.id, SESSION_LIFETIME_SECONDS);
    const reply = await callOperation(server.app, 'statements', { token, query: window });
    expect(reply.body.data.rows).toEqual([expect.objectContaining({ serial: 1, kind: 'other', description: 'Opening balance', credit: 25_000, debit: 0, balance: 25_000 })]);
  });
});

describe('reports after a scripted day', () => {
  it('the statement adds up to the ledger and its newest balance is the wallet balance', async () => {
    const { user, token } = await scriptedDay();
    const wallet = await readWallet(server.db, user.id);
    expect(wallet.balancePaise).toBe(1_000_000 + 100_000 - 51_000 - 30_000 + 45_000 - 10_000 - 2_500 - 200_000);
    expect(await ledgerBalance(server.db, user.id)).toBe(wallet.balancePaise);
    const reply = await callOperation(server.app, 'statements', { token, query: { ...window, page_size: 100 } });
    expect(reply.statusCode).toBe(200);
    const data = reply.body.data;
    expect(data.total_rows).toBe(8);
    expect(data.totals.net * 100).toBe(wallet.balancePaise);
    expect(data.rows[0].balance * 100).toBe(wallet.balancePaise);
    expect(data.rows.map((row: { serial: number }) => row.serial)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(data.rows.map((row: { kind: string }) => row.kind)).toEqual(['withdrawal', 'fantasy', 'matka', 'casino', 'casino', 'sports', 'sports', 'deposit']);
    const net = async (kind: string) => (await callOperation(server.app, 'statements', { token, query: { ...window, kind } })).body.data.totals.net;
    expect([await net('sports'), await net('casino'), await net('matka'), await net('fantasy'), await net('deposit'), await net('withdrawal')]).toEqual([490, 150, -100, -25, 10_000, -2_000]);
    const paged = await callOperation(server.app, 'statements', { token, query: { ...window, page: 2, page_size: 5 } });
    expect(paged.body.data).toMatchObject({ total_rows: 8, page: 2 });
    expect(paged.body.data.rows.map((row: { serial: number }) => row.serial)).toEqual([3, 2, 1]);
    const line = await callOperation(server.app, 'statementInfo', { token, query: { id: data.rows[5].id } });
    expect(line.body.data.entry).toEqual(data.rows[5]);
    expect(line.body.data.bets).toHaveLength(1);
  });

  it('profit and loss by sport, by market and down to the bets equals the ledger settlements', async () => {
    const { user, token, won, lost } = await scriptedDay();
    const info = await callOperation(server.app, 'profitLossInfo', { token, query: window });
    // The result is the balance less what came in and went out through the wallet, less the stakes
    // still waiting for a result (the ₹100 matka bet, the ₹25 fantasy entry: settled results only).
    expect(Math.round(info.body.data.total * 100)).toBe((await readWallet(server.db, user.id)).balancePaise - 1_000_000 + 200_000 + 10_000 + 2_500);
    expect(info.body.data).toEqual({
      total: 490 + 150,
      sports: [{ sport_id: expect.any(Number), sport_name: 'Cricket', profit_loss: 490 }],
      games: [{ game: 'casino', profit_loss: 150 }, { game: 'matka', profit_loss: 0 }, { game: 'fantasy', profit_loss: 0 }],
    });
    const markets = await callOperation(server.app, 'profitLossStatements', { token, query: { ...window, sport_id: info.body.data.sports[0].sport_id } });
    expect(markets.body.data.map((row: { market_id: string; profit_loss: number }) => [row.market_id, row.profit_loss]).sort()).toEqual(
      [[won.marketId, 1000], [lost.marketId, -510]].sort(),
    );
    const bets = await callOperation(server.app, 'matchStatements', { token, query: { event_id: won.eventId, market_id: lost.marketId } });
    expect(bets.body.data).toMatchObject([{ market_id: lost.marketId, status: 'lost', profit_loss: -510 }]);
  });

  it('bets by type and market analysis', async () => {
    const { token, open } = await scriptedDay();
    const settled = await callOperation(server.app, 'userBets', { token, query: { ...window, type: 'settled' } });
    expect(settled.body.data.total_rows).toBe(2);
    const opened = await callOperation(server.app, 'userBets', { token, query: { ...window, type: 'open' } });
    expect(opened.body.data.rows).toMatchObject([{ market_id: open.marketId, status: 'open' }]);
    const voided = await callOperation(server.app, 'userBets', { token, query: { ...window, type: 'void' } });
    expect(voided.body.data).toMatchObject({ rows: [], total_rows: 0 });
    const analysis = await callOperation(server.app, 'marketAnalysisData', { token });
    expect(analysis.body.data).toMatchObject([
      { market_id: open.marketId, sport_name: 'Cricket', exposure: -200, runners: [{ runner_name: 'Runner 0', position: -200 }, { runner_name: 'Runner 1', position: 180 }] },
    ]);
  });

  it('notifications: deposit approved and two settlements, newest first; mark read lowers the count', async () => {
    const { token } = await scriptedDay();
    const count = await callOperation(server.app, 'notificationUnreadCount', { token });
    expect(count.body.data).toEqual({ count: 3 });
    const list = await callOperation(server.app, 'notificationList', { token });
    expect(list.body.data.map((note: { title: string }) => note.title)).toEqual(['Market settled', 'Market settled', 'Deposit approved']);
    expect(list.body.data[2].redirect_url).toBe('/wallet-deposit');
    const marked = await callOperation(server.app, 'notificationMarkRedirect', { token, body: { id: list.body.data[2].id } });
    expect(marked.body.data).toEqual({ count: 2 });
    const again = await callOperation(server.app, 'notificationMarkRedirect', { token, body: { id: list.body.data[2].id } });
    expect(again.body.data).toEqual({ count: 2 });
  });
});

describe('reports agree (decision 162)', () => {
  const settledBetsTotal = async (token: string) => {
    const rows = (await callOperation(server.app, 'userBets', { token, query: { ...window, type: 'settled', page_size: 100 } })).body.data.rows;
    return rows.reduce((sum: number, bet: { profit_loss: number }) => sum + Math.round(bet.profit_loss * 100), 0) / 100;
  };

  it('the settled bets of a window are those its P/L counts: a bet placed before the window and settled in it is listed', async () => {
    const { token, open } = await scriptedDay();
    await server.db.query("UPDATE bets SET placed_at = now() - interval '10 days' WHERE market_id = $1", [open.marketId]);
    await settleMarket(server.db, server.io, open.marketId, { kind: 'winner', selectionId: open.selectionIds[1]! });
    const info = (await callOperation(server.app, 'profitLossInfo', { token, query: window })).body.data;
    expect(info.sports[0].profit_loss).toBe(490 + 180);
    expect(await settledBetsTotal(token)).toBe(490 + 180);
  });

  // Last: it declares Milan Day's open result, after which no scripted day can bet on its open side.
  it("P/L counts a fantasy entry and a matka bet when their results are declared, and 'All' is the settled bets plus the games", async () => {
    const { token, match, milan } = await scriptedDay();
    const before = (await callOperation(server.app, 'profitLossInfo', { token, query: window })).body.data;
    expect(before.games).toEqual([{ game: 'casino', profit_loss: 150 }, { game: 'matka', profit_loss: 0 }, { game: 'fantasy', profit_loss: 0 }]);
    const gamesTotal = (info: { games: { profit_loss: number }[] }) => info.games.reduce((sum, game) => sum + game.profit_loss, 0);
    expect(before.total).toBe((await settledBetsTotal(token)) + gamesTotal(before));

    // The match starts and is completed; the open result of Milan Day is 123 (digit 6): the single 7 loses.
    await retimeTestMatch(server.db, match, -30);
    await server.db.transaction((tx) => completeMatch(tx, match, new Date()));
    await declareResult(server.db, { marketId: milan.id, side: 'open', pana: '123', now: new Date() });
    const after = (await callOperation(server.app, 'profitLossInfo', { token, query: window })).body.data;
    const net = async (kind: string) => (await callOperation(server.app, 'statements', { token, query: { ...window, kind } })).body.data.totals.net;
    expect(after.games).toEqual([
      { game: 'casino', profit_loss: 150 },
      { game: 'matka', profit_loss: -100 },
      { game: 'fantasy', profit_loss: await net('fantasy') },
    ]);
    expect(after.total).toBe((await settledBetsTotal(token)) + gamesTotal(after));
  });
});
