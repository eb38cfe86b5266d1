// Attacks on cancelBet and the order book (docs/decisions/180): cancelling another user's bet, a
// cancel replayed or sent twice at once, a cancel racing the bet that matches the same part, absurd
// ids, and an "accept any odds" bet trying to fill worse than asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../../server/auth/sessions.ts';
import { readWallet } from '../../server/ledger/ledger.ts';
import { createTestMarket, type TestMarket } from '../../server/testing/sports.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { callOperation } from '../contract/call-operation.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

let server: BuiltServer;
let keys = 0;

async function bettor(balancePaise = 1_000_000) {
  const user = await createTestUser(server.db, { balancePaise });
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, balancePaise]);
  return { ...user, token: (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token };
}

beforeAll(async () => {
  server = await startTestServer({ mode: 'production' });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

/** Runner 0 has no market maker: only bettors make its book. */
const bookOnly = () =>
  createTestMarket(server.db, {
    runners: [
      { back: [], lay: [] },
      { back: [{ price: 1.9, size: 100 }], lay: [{ price: 1.92, size: 100 }] },
    ],
  });

const bet = (user: { token: string }, market: TestMarket, body: Record<string, unknown>) =>
  callOperation(server.app, 'saveBet', {
    token: user.token,
    headers: { 'idempotency-key': `cancel-attack-${process.pid}-${(keys += 1)}` },
    body: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], ...body },
  });
const cancel = (user: { token: string } | undefined, betId: unknown) => callOperation(server.app, 'cancelBet', { token: user?.token, body: { bet_id: betId } });

async function figures(user: TestUser) {
  return readWallet(server.db, user.id);
}

describe('cancelBet', () => {
  it("refuses another user's bet as a missing one, and needs a session", async () => {
    const [alice, mallory] = [await bettor(), await bettor()];
    const market = await bookOnly();
    const placed = await bet(alice, market, { type: 'lay', odds: 2, stake: 500 });
    const before = await figures(alice);
    const stolen = await cancel(mallory, placed.body.data.bet.bet_id);
    expect([stolen.statusCode, stolen.body.message]).toEqual([404, 'Bet not found.']);
    expect((await cancel(undefined, placed.body.data.bet.bet_id)).statusCode).toBe(401);
    expect(await figures(alice)).toEqual(before);
  });

  it('releases the exposure once when the same cancel is sent twice at once and again later', async () => {
    const alice = await bettor();
    const market = await bookOnly();
    const placed = await bet(alice, market, { type: 'lay', odds: 3, stake: 500 });
    expect((await figures(alice)).exposurePaise).toBe(-100_000);
    const replies = await Promise.all(Array.from({ length: 5 }, () => cancel(alice, placed.body.data.bet.bet_id)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(replies.find((reply) => reply.statusCode === 400)!.body.error).toBe('nothing_to_cancel');
    expect((await cancel(alice, placed.body.data.bet.bet_id)).statusCode).toBe(400);
    expect(await figures(alice)).toMatchObject({ exposurePaise: 0, betsCount: 0, balancePaise: 1_000_000 });
    expect(await server.db.query("SELECT 1 FROM ledger WHERE kind = 'bet_cancelled' AND user_id = $1", [alice.id])).toHaveLength(1);
  });

  it('a cancel racing a matching bet: each unit of size is matched or cancelled, never both', async () => {
    const [alice, bob] = [await bettor(), await bettor()];
    const market = await bookOnly();
    const placed = await bet(alice, market, { type: 'lay', odds: 2, stake: 500 });
    const [matched, cancelled] = await Promise.all([bet(bob, market, { type: 'back', odds: 2, stake: 300 }), cancel(alice, placed.body.data.bet.bet_id)]);
    const [row] = await server.db.query<{ stake_paise: number; size_remaining_paise: number; size_cancelled_paise: number }>('SELECT * FROM bets WHERE id = $1', [
      placed.body.data.bet.bet_id,
    ]);
    const matchedPaise = Math.round(matched.body.data.bet.size_matched * 100);
    expect(cancelled.statusCode).toBe(200);
    expect(row!.size_remaining_paise).toBe(0);
    expect(row!.size_cancelled_paise + matchedPaise).toBe(50_000);
    // Alice holds exactly the matched part's liability; Bob's unmatched rest (if the cancel came first) waits.
    expect((await figures(alice)).exposurePaise).toBe(-matchedPaise);
    expect((await figures(bob)).exposurePaise).toBe(-30_000);
  });

  it('refuses absurd ids and a bet of a house market', async () => {
    const alice = await bettor();
    for (const id of [0, -1, 2 ** 60, 'x', 1.5]) expect([404, 422]).toContain((await cancel(alice, id)).statusCode);
    const bookmaker = await createTestMarket(server.db, {
      type: 'bookmaker',
      runners: [
        { back: [{ price: 90, size: 100_000 }], lay: [{ price: 93, size: 100_000 }] },
        { back: [{ price: 105, size: 100_000 }], lay: [{ price: 108, size: 100_000 }] },
      ],
    });
    const placed = await bet(alice, bookmaker, { type: 'back', odds: 90, stake: 100 });
    expect(placed.statusCode).toBe(200);
    expect((await cancel(alice, placed.body.data.bet.bet_id)).statusCode).toBe(400);
  });
});

describe('limit orders', () => {
  it('"accept any odds" never fills an exchange bet worse than the price asked', async () => {
    const alice = await bettor();
    const market = await createTestMarket(server.db, {
      runners: [
        { back: [{ price: 2.52, size: 1000 }], lay: [{ price: 2.64, size: 1000 }] },
        { back: [{ price: 1.6, size: 1000 }], lay: [{ price: 1.64, size: 1000 }] },
      ],
    });
    const laid = await bet(alice, market, { type: 'lay', odds: 2.52, stake: 500, accept_any_odds: true });
    expect(laid.body.data.bet).toMatchObject({ order_status: 'unmatched', size_matched: 0, liability: 760 });
    expect((await figures(alice)).exposurePaise).toBe(-76_000);
  });

  it('refuses huge stakes and prices off the ladder without touching the book', async () => {
    const alice = await bettor();
    const market = await bookOnly();
    expect((await bet(alice, market, { type: 'lay', odds: 2, stake: 1e12 })).statusCode).toBe(422);
    expect((await bet(alice, market, { type: 'lay', odds: 2.001, stake: 100 })).statusCode).toBe(422);
    expect(await server.db.query('SELECT 1 FROM bets WHERE market_id = $1', [market.marketId])).toHaveLength(0);
  });
});
