import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { ledgerBalance, readWallet } from '../ledger/ledger.ts';
import { createTestMarket, setPrices, testClock } from '../testing/sports.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { allHandlers } from './all-handlers.ts';
import { createBettingHandlers } from './betting.ts';

let server: BuiltServer;
const clock = testClock();
let keys = 0;

beforeAll(async () => {
  server = await buildServer({
    mode: 'development',
    database: await openTestDatabase(),
    handlers: { ...allHandlers, ...createBettingHandlers({ clock }) },
  });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

async function bettor(balancePaise = 1_000_000): Promise<TestUser & { token: string }> {
  const user = await createTestUser(server.db, { balancePaise });
  if (balancePaise > 0) {
    await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, balancePaise]);
  }
  return { ...user, token: (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token };
}

const newKey = () => `bet-key-${process.pid}-${(keys += 1)}`;

function bet(user: { token: string }, body: Record<string, unknown>, key = newKey()) {
  return callOperation(server.app, 'saveBet', { body, token: user.token, headers: { 'idempotency-key': key } });
}

describe('saveBet', () => {
  it('matches a back bet at the current price, holds its exposure and shows the positions', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db);
    const reply = await bet(user, { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 1.98, stake: 1000 });
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data.bet).toMatchObject({ odds: 2, stake: 1000, liability: 1000, potential_profit: 1000, status: 'open', runs: null });
    expect(reply.body.data.balance).toEqual({ bl: 10_000, ex: -1000, bc: 1, eb: 0 });
    expect(reply.body.data.exposure).toMatchObject({
      market_id: market.marketId,
      exposure: -1000,
      runners: [
        { selection_id: market.selectionIds[0], position: 1000 },
        { selection_id: market.selectionIds[1], position: -1000 },
      ],
    });
    const exposures = await callOperation(server.app, 'allMarketExposures', { token: user.token });
    expect(exposures.body.data.map((row: { exposure: number }) => row.exposure)).toEqual([-1000]);
    const balance = await callOperation(server.app, 'walletBalance', { token: user.token });
    expect(balance.body.data.ex).toBe(-1000);
    const eventRows = await callOperation(server.app, 'eventExposures', { token: user.token, params: { matchId: market.eventId } });
    expect(eventRows.body.data.map((row: { market_id: string }) => row.market_id)).toContain(market.marketId);
  });

  it('lays a runner: the liability is the exposure; a back of the other runner can hedge it', async () => {
    const user = await bettor(300_000);
    const market = await createTestMarket(server.db);
    const laid = await bet(user, { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'lay', odds: 2.02, stake: 2000 });
    expect(laid.body.data.exposure.exposure).toBe(-2040);
    const hedge = await bet(user, { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 2000 });
    expect(hedge.body.data.exposure.exposure).toBe(-40);
    expect((await readWallet(server.db, user.id)).exposurePaise).toBe(-4_000);
  });

  it('an exchange bet asked above the best price waits unmatched instead of being refused; never matched worse (decision 180)', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db);
    await setPrices(server.db, market.marketId, market.selectionIds[0]!, { back: [{ price: 1.9, size: 100 }], lay: [{ price: 1.95, size: 100 }] });
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 500 };
    const waiting = await bet(user, body);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body.data.bet).toMatchObject({ order_status: 'unmatched', size_matched: 0, size_remaining: 500, odds: 2, average_price_matched: null, liability: 500, status: 'open' });
    // The unmatched part reserves its worst case.
    expect(waiting.body.data.balance.ex).toBe(-500);
    // "Accept any odds" never fills worse on an exchange market: the ask stands.
    const anyOdds = await bet(user, { ...body, odds: 5, accept_any_odds: true });
    expect(anyOdds.body.data.bet).toMatchObject({ order_status: 'unmatched', price_requested: 5 });
    // A stake larger than the size shown is matched only up to it, at the price asked or better.
    const partly = await bet(user, { ...body, odds: 1.9 });
    expect(partly.body.data.bet).toMatchObject({ order_status: 'partially_matched', size_matched: 100, size_remaining: 400, average_price_matched: 1.9 });
    expect(partly.body.message).toBe('Bet partially matched');
    // Off the ladder: refused in the slip's words.
    expect((await bet(user, { ...body, odds: 2.01 })).statusCode).toBe(422);
  });

  it('honours the in-play delay on the server and matches only at the price asked or better after it', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, { betDelay: 5 });
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 500 };
    clock.waits.length = 0;
    clock.during = () => setPrices(server.db, market.marketId, market.selectionIds[0]!, { back: [{ price: 1.8, size: 1000 }], lay: [{ price: 1.85, size: 1000 }] });
    const moved = await bet(user, body);
    clock.during = undefined;
    expect(clock.waits).toEqual([5000]);
    expect([moved.statusCode, moved.body.data.bet.order_status]).toEqual([200, 'unmatched']);
    const placed = await bet(user, { ...body, odds: 1.8 });
    expect(placed.body.data.bet).toMatchObject({ order_status: 'matched', odds: 1.8 });
    expect(clock.waits).toEqual([5000, 5000]);
    // An upcoming event has no delay.
    const upcoming = await createTestMarket(server.db, { eventId: 'ck-1005', betDelay: 5 });
    await bet(user, { ...body, event_id: 'ck-1005', market_id: upcoming.marketId, selection_id: upcoming.selectionIds[0] });
    expect(clock.waits).toHaveLength(2);
  });

  it('refuses suspended, ball-running and closed markets and stakes outside the limits', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, { minStakePaise: 10_000, maxStakePaise: 100_000 });
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 500 };
    expect((await bet(user, { ...body, stake: 99 })).body).toMatchObject({ error: 'stake_out_of_range', data: { min_stake: 100, max_stake: 1000 } });
    expect((await bet(user, { ...body, stake: 1000.01 })).body.error).toBe('stake_out_of_range');
    for (const [status, error] of [['suspended', 'market_suspended'], ['ball_running', 'market_suspended'], ['closed', 'market_closed']]) {
      await server.db.query('UPDATE markets SET status = $2 WHERE id = $1', [market.marketId, status]);
      const refused = await bet(user, body);
      expect([refused.statusCode, refused.body.error, refused.body.data.market_status]).toEqual([400, error, status]);
    }
    expect((await readWallet(server.db, user.id)).exposurePaise).toBe(0);
  });

  it('refuses a bet whose exposure the available balance (balance + exposure − bonus) cannot cover', async () => {
    const user = await bettor(100_000);
    await server.db.query('UPDATE wallets SET bonus_paise = 20000 WHERE user_id = $1', [user.id]);
    const market = await createTestMarket(server.db);
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 801 };
    const refused = await bet(user, body);
    expect([refused.statusCode, refused.body.error, refused.body.message]).toEqual([400, 'insufficient_balance', 'Insufficient Balance']);
    expect((await bet(user, { ...body, stake: 800 })).statusCode).toBe(200);
    // A bet that lowers the exposure is taken even with nothing available.
    const hedge = await bet(user, { ...body, selection_id: market.selectionIds[1], odds: 1.9, stake: 500 });
    expect(hedge.statusCode).toBe(200);
  });

  it('is idempotent by Idempotency-Key: a retry gets the first reply and places nothing new', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db);
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 500 };
    const key = newKey();
    const [first, second] = await Promise.all([bet(user, body, key), bet(user, body, key)]);
    await server.db.query("UPDATE markets SET status = 'suspended' WHERE id = $1", [market.marketId]);
    const third = await bet(user, body, key);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([first.body.data.bet.bet_id, second.body.data.bet.bet_id, third.body.data.bet.bet_id]).size).toBe(1);
    expect((await server.db.query('SELECT 1 FROM bets WHERE user_id = $1', [user.id])).length).toBe(1);
  });

  it('accepts only the bets that fit when 20 concurrent bets together exceed the balance', async () => {
    const user = await bettor(500_000); // ₹5,000: room for 10 back bets of ₹500 on one runner.
    const market = await createTestMarket(server.db);
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 500 };
    const replies = await Promise.all(Array.from({ length: 20 }, () => bet(user, body)));
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    expect(accepted).toHaveLength(10);
    expect(replies.filter((reply) => reply.statusCode === 400).every((reply) => reply.body.error === 'insufficient_balance')).toBe(true);
    const wallet = await readWallet(server.db, user.id);
    expect(wallet).toMatchObject({ balancePaise: 500_000, exposurePaise: -500_000, betsCount: 10 });
    expect(await ledgerBalance(server.db, user.id)).toBe(500_000);
  });

  it('bookmaker bets are in rate form', async () => {
    const user = await bettor();
    const placed = await bet(user, { event_id: 'ck-1002', market_id: 'ck-1002.bm', selection_id: 'ck-1002.h.bm', type: 'back', odds: 1, stake: 1000 });
    const rate = placed.body.data.bet.odds;
    expect(rate).toBeGreaterThan(1);
    expect(placed.body.data.bet.potential_profit).toBe(Math.round(1000 * rate) / 100);
  });

  it('fancy: Yes and No with a runs line, and the book per run', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, { type: 'fancy', runners: [{ back: [{ price: 46, size: 100 }], lay: [{ price: 45, size: 100 }] }] });
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], stake: 1000 };
    const missingRuns = await bet(user, { ...body, type: 'back', odds: 100 });
    expect(missingRuns.statusCode).toBe(422);
    const yes = await bet(user, { ...body, type: 'back', odds: 100, runs: 46 });
    expect(yes.body.data.bet).toMatchObject({ type: 'back', runs: 46, odds: 100, market_type: 'fancy' });
    expect(yes.body.data.exposure).toMatchObject({ exposure: -1000, runners: [] });
    const worseLine = await bet(user, { ...body, type: 'lay', odds: 100, runs: 46 });
    expect(worseLine.body).toMatchObject({ error: 'odds_changed', data: { current_odds: 100, current_runs: 45 } });
    await bet(user, { ...body, type: 'lay', odds: 100, runs: 45 });
    const book = await callOperation(server.app, 'fancyBook', { token: user.token, query: { event_id: market.eventId, market_id: market.marketId } });
    const at = (run: number) => book.body.data.find((row: { run: number }) => row.run === run).position;
    expect([at(44), at(45), at(46), at(48)]).toEqual([0, -2000, 0, 0]);
    expect(book.body.data.at(-1).run).toBe(48);
  });

  it('lets demo users bet unless the site turns it off', async () => {
    const demo = await createTestUser(server.db, { isDemo: true, balancePaise: 100_000 });
    const token = (await createSession(server.db, demo.id, SESSION_LIFETIME_SECONDS)).token;
    const market = await createTestMarket(server.db);
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 100 };
    expect((await bet({ token }, body)).statusCode).toBe(200);
    await server.db.query(`UPDATE sites SET settings = settings || '{"demo_betting": false}' WHERE domain = 'localhost'`);
    try {
      expect((await bet({ token }, body)).body.error).toBe('bets_disabled');
    } finally {
      await server.db.query("UPDATE sites SET settings = settings - 'demo_betting' WHERE domain = 'localhost'");
    }
  });
});

describe('bet lists', () => {
  it('lists open bets (all or of one event), the events with open bets, and an event’s bets with settled ones', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db);
    const other = await createTestMarket(server.db, { eventId: 'fb-2001' });
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 100 };
    await bet(user, body);
    await bet(user, { ...body, event_id: 'fb-2001', market_id: other.marketId, selection_id: other.selectionIds[1], odds: 1.9 });
    await server.db.query("UPDATE bets SET status = 'won', profit_loss_paise = 10000, settled_at = now() WHERE market_id = $1", [other.marketId]);
    const call = (operationId: string, query?: Record<string, string>) => callOperation(server.app, operationId, { token: user.token, query });
    const open = (await call('openBets')).body.data;
    expect(open.map((row: { market_id: string }) => row.market_id)).toEqual([market.marketId]);
    expect(open[0]).toMatchObject({ selection_name: 'Runner 0', event_name: 'India v Australia', status: 'open' });
    expect((await call('openBets', { event_id: 'fb-2001' })).body.data).toEqual([]);
    expect((await call('openBetsEventListing')).body.data).toEqual([{ event_id: 'ck-1001', event_name: 'India v Australia', sport_id: 4, bets_count: 1 }]);
    const football = (await call('eventBetList', { event_id: 'fb-2001' })).body.data;
    expect(football).toHaveLength(1);
    expect(football[0]).toMatchObject({ status: 'won', profit_loss: 100, selection_name: 'Runner 1' });
  });
});
