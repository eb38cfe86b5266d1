// Cash-out through the order book (docs/decisions/183) on a real database: the hedge is matched against
// the book's offers (the market maker's sizes or other bettors' waiting bets) at the best price; a book
// that cannot fill it makes the cash-out partial, and says how much; nothing to match is refused; money
// is conserved (every party's P/L on the market, the house's too, adds to 0 after settlement).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import type { TestUser } from '../testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { bettingDesk, createTestMarket, houseProfit, setPrices, testClock, type TestMarket } from '../testing/sports.ts';
import { cashOut } from './cashout.ts';
import { settleMarket } from './settlement.ts';

let db: Database;
const clock = testClock();
const { bettor, place, checkedWallet: wallet } = bettingDesk(() => db, clock, 'cobook');
let keys = 0;
const START = 1_000_000;

beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

/** A bettor backed runner 0 ₹100 at 2.0; then runner 0 shortened: its lay side is `lay` (the hedge's book). */
async function backedThenShortened(lay: { price: number; size: number }[]) {
  const market = await createTestMarket(db, {
    runners: [
      { back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 100 }] },
      { back: [{ price: 1.9, size: 1000 }], lay: [{ price: 1.92, size: 1000 }] },
    ],
  });
  const user = await bettor();
  await place(user, market, { type: 'back', odds: 2, stake: 100 });
  await setPrices(db, market.marketId, market.selectionIds[0]!, { back: [{ price: 1.5, size: 1000 }], lay });
  return { market, user };
}

function cashOutAll(user: TestUser, market: TestMarket, share = 100) {
  keys += 1;
  return cashOut(db, { userId: user.id, request: { event_id: market.eventId, market_id: market.marketId, share, amount: -1000 }, idempotencyKey: `cobook-co-${process.pid}-${keys}`, tolerancePercent: 2 }, clock);
}

describe('cash-out through the book', () => {
  it('full: the hedge lay is matched against the market maker at the best lay; the position is flat; money conserved', async () => {
    const { market, user } = await backedThenShortened([{ price: 1.52, size: 1000 }]);
    const reply = await cashOutAll(user, market);
    expect(reply.message).toBe('Cashed out');
    expect(reply.data).toMatchObject({ share: 100, requested_share: 100 });
    expect(reply.data.amount).toBe(reply.data.requested_amount);
    // Lay 131.58 at 1.52: +31.58 whichever wins.
    expect(reply.data.amount).toBeCloseTo(31.57, 1);
    const [hedge] = await db.query<{ stake_paise: number; odds: number; size_remaining_paise: number }>('SELECT * FROM bets WHERE user_id = $1 AND cashout_id IS NOT NULL', [user.id]);
    expect(hedge).toMatchObject({ stake_paise: 13_158, odds: 1.52, size_remaining_paise: 0 });
    const [maker] = await db.query<{ lay: { price: number; size: number }[] }>('SELECT lay FROM runners WHERE selection_id = $1', [market.selectionIds[0]]);
    expect(maker!.lay).toEqual([{ price: 1.52, size: 868.42 }]);
    expect((await wallet(user)).exposurePaise).toBe(0);
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[1]! });
    const profit = (await wallet(user)).balancePaise - START;
    expect(profit).toBeGreaterThanOrEqual(Math.round(reply.data.amount * 100));
    expect(profit + (await houseProfit(db, market.marketId, market.selectionIds[1]!))).toBe(0);
  });

  it('partial: the book has ₹50 at the best lay, so 37% is cashed out (₹50 of the ₹131.58 lay) and the reply says of how much', async () => {
    const { market, user } = await backedThenShortened([{ price: 1.52, size: 50 }, { price: 1.6, size: 1000 }]);
    const reply = await cashOutAll(user, market);
    expect(reply.message).toBe('Partly cashed out');
    expect(reply.data).toMatchObject({ share: 37, requested_share: 100 });
    expect(reply.data.amount).toBeLessThan(reply.data.requested_amount!);
    expect(reply.data.amount).toBeCloseTo((reply.data.requested_amount! * 37) / 100, 1);
    // Never at the worse 1.6: the hedge took only what 1.52 offered.
    const matches = await db.query<{ price: number; size_paise: number }>('SELECT price, size_paise FROM bet_matches WHERE market_id = $1 AND lay_bet_id IS NOT NULL', [market.marketId]);
    expect(matches.every((match) => match.price === 1.52)).toBe(true);
    expect(matches.reduce((sum, match) => sum + match.size_paise, 0)).toBeLessThanOrEqual(5000);
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    const profit = (await wallet(user)).balancePaise - START;
    expect(profit + (await houseProfit(db, market.marketId, market.selectionIds[0]!))).toBe(0);
    expect((await wallet(user)).exposurePaise).toBe(0);
  });

  it('nothing available: no lay at all is no offer; ₹0.50 at the best lay fills under 1% and is refused; nothing changes', async () => {
    // Runner 1's backers gone too: the only hedge is a lay of runner 0.
    const noBackOn1 = (market: TestMarket) => setPrices(db, market.marketId, market.selectionIds[1]!, { back: [], lay: [{ price: 1.92, size: 1000 }] });
    const empty = await backedThenShortened([]);
    await noBackOn1(empty.market);
    await expect(cashOutAll(empty.user, empty.market)).rejects.toMatchObject({ status: 400, code: 'cashout_unavailable' });
    const thin = await backedThenShortened([{ price: 1.52, size: 0.5 }]);
    await noBackOn1(thin.market);
    const before = await wallet(thin.user);
    await expect(cashOutAll(thin.user, thin.market)).rejects.toMatchObject({ status: 400, code: 'nothing_to_match' });
    expect(await wallet(thin.user)).toEqual(before);
    expect(await db.query('SELECT 1 FROM cashouts WHERE user_id = $1', [thin.user.id])).toHaveLength(0);
  });

  it('user against user: another bettor’s waiting back is the hedge’s liquidity; both positions exact; money conserved', async () => {
    const { market, user } = await backedThenShortened([]);
    const other = await bettor();
    const waiting = await place(other, market, { type: 'back', odds: 1.54, stake: 200 });
    expect(waiting.data.bet).toMatchObject({ order_status: 'unmatched' });
    const reply = await cashOutAll(user, market);
    expect(reply.data).toMatchObject({ share: 100 });
    const [otherBet] = await db.query<{ size_remaining_paise: number }>('SELECT size_remaining_paise FROM bets WHERE user_id = $1', [other.id]);
    // The hedge lay 129.87 at 1.54 took that much of the waiting ₹200.
    expect(otherBet!.size_remaining_paise).toBe(20_000 - 12_987);
    expect((await wallet(user)).exposurePaise).toBe(0);
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    const profits = (await wallet(user)).balancePaise - START + ((await wallet(other)).balancePaise - START);
    expect(profits + (await houseProfit(db, market.marketId, market.selectionIds[0]!))).toBe(0);
    expect((await wallet(other)).exposurePaise).toBe(0);
  });
});
