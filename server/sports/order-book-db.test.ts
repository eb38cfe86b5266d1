// The order book against the database (docs/decisions/180): bettors matched with each other, partial
// matching, cancel and lapse releasing exactly what was reserved, concurrent crossing bets, and money
// conserved over random order sequences (every party's P/L on a market, the house's too, adds to 0).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { bettingDesk, createTestMarket, houseProfit, testClock } from '../testing/sports.ts';
import { openMarketsOf } from './catalogue.ts';
import { changeMarketStatus, settleMarket } from './settlement.ts';
import { cancelBet, lapseTurnedInPlay } from './unmatched.ts';
import { readWallet } from '../ledger/ledger.ts';

let db: Database;
const clock = testClock();
const { bettor, place, checkedWallet: wallet } = bettingDesk(() => db, clock, 'book');

beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

const START = 1_000_000;




/** A market whose market maker offers nothing on runner 0 unless told: only bettors make its book. */
const emptyBook = (eventId = 'ck-1001') =>
  createTestMarket(db, {
    eventId,
    runners: [
      { back: [], lay: [] },
      { back: [{ price: 1.9, size: 100 }], lay: [{ price: 1.92, size: 100 }] },
    ],
  });

describe('the order book', () => {
  it('matches two bettors with each other: A lays ₹500 at 2.0 (unmatched), B backs ₹300 at 2.0, A cancels the rest', async () => {
    const market = await emptyBook();
    const [a, b] = [await bettor(), await bettor()];
    const laid = await place(a, market, { type: 'lay', odds: 2, stake: 500 });
    expect(laid.data.bet).toMatchObject({ order_status: 'unmatched', size_matched: 0, size_remaining: 500, liability: 500 });
    expect((await wallet(a)).exposurePaise).toBe(-50_000);
    // The waiting lay is offered to backers: the back column shows it.
    const [view] = (await openMarketsOf(db, [market.eventId])).filter((candidate) => candidate.market_id === market.marketId);
    expect(view!.runners[0]!.back).toEqual([{ price: 2, size: 500 }]);

    const backed = await place(b, market, { type: 'back', odds: 2, stake: 300 });
    expect(backed.data.bet).toMatchObject({ order_status: 'matched', size_matched: 300, odds: 2 });
    expect((await wallet(b)).exposurePaise).toBe(-30_000);
    const [aBet] = await db.query<{ id: number }>('SELECT id FROM bets WHERE user_id = $1', [a.id]);
    // A's reservation is unchanged: 300 matched and 200 waiting, both at 2.0.
    expect((await wallet(a)).exposurePaise).toBe(-50_000);
    const [after] = (await openMarketsOf(db, [market.eventId])).filter((candidate) => candidate.market_id === market.marketId);
    expect(after!.runners[0]).toMatchObject({ back: [{ price: 2, size: 200 }], traded: 300 });
    expect(after!.total_matched).toBe(300);

    // Another user cannot cancel it; A cancels the rest, once.
    await expect(cancelBet(db, b.id, aBet!.id)).rejects.toMatchObject({ status: 404 });
    const cancelled = await cancelBet(db, a.id, aBet!.id);
    expect(cancelled.data.bet).toMatchObject({ order_status: 'matched', size_matched: 300, size_remaining: 0, liability: 300 });
    expect((await wallet(a)).exposurePaise).toBe(-30_000);
    await expect(cancelBet(db, a.id, aBet!.id)).rejects.toMatchObject({ status: 400 });
    expect((await wallet(a)).exposurePaise).toBe(-30_000);

    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    expect(await wallet(a)).toMatchObject({ balancePaise: START - 30_000, exposurePaise: 0, betsCount: 0 });
    expect(await wallet(b)).toMatchObject({ balancePaise: START + 30_000, exposurePaise: 0, betsCount: 0 });
  });

  it('matches a stake larger than the market maker shows only up to it; the rest waits at the price asked', async () => {
    const market = await createTestMarket(db, {
      runners: [
        { back: [{ price: 1.29, size: 3 }, { price: 1.28, size: 1000 }], lay: [{ price: 1.3, size: 1000 }] },
        { back: [{ price: 4, size: 1000 }], lay: [{ price: 4.1, size: 1000 }] },
      ],
    });
    const user = await bettor(2_000_000);
    const reply = await place(user, market, { type: 'back', odds: 1.29, stake: 5000 });
    expect(reply.data.bet).toMatchObject({ order_status: 'partially_matched', size_matched: 3, size_remaining: 4997, average_price_matched: 1.29 });
    // Worst case: the whole stake (matched ₹3 + waiting ₹4,997).
    expect((await wallet(user)).exposurePaise).toBe(-500_000);
    const [runner] = await db.query<{ back: unknown }>('SELECT back FROM runners WHERE market_id = $1 AND selection_id = $2', [market.marketId, market.selectionIds[0]]);
    expect(runner!.back).toEqual([{ price: 1.28, size: 1000 }]);
  });

  it('lapses unmatched bets when an in-play market is suspended, releasing exactly what they reserved', async () => {
    const market = await emptyBook();
    const user = await bettor();
    await place(user, market, { type: 'back', odds: 1.9, stake: 100, selection_id: market.selectionIds[1] });
    const heldBefore = (await wallet(user)).exposurePaise;
    await place(user, market, { type: 'lay', odds: 3, stake: 700 });
    expect((await wallet(user)).exposurePaise).not.toBe(heldBefore);
    await changeMarketStatus(db, undefined, market.marketId, 'suspend');
    expect(await wallet(user)).toMatchObject({ exposurePaise: heldBefore, betsCount: 1 });
    const rows = await db.query<{ status: string; size_cancelled_paise: number }>('SELECT status, size_cancelled_paise FROM bets WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(rows).toEqual([
      { status: 'open', size_cancelled_paise: 0 },
      { status: 'lapsed', size_cancelled_paise: 70_000 },
    ]);
    // Suspending again lapses nothing twice.
    await changeMarketStatus(db, undefined, market.marketId, 'resume');
    await changeMarketStatus(db, undefined, market.marketId, 'suspend');
    expect((await wallet(user)).exposurePaise).toBe(heldBefore);
    expect(await db.query("SELECT 1 FROM ledger WHERE kind = 'bet_lapsed' AND user_id = $1", [user.id])).toHaveLength(1);
  });

  it('keeps unmatched bets of an upcoming event through a suspension; settlement lapses them', async () => {
    const market = await emptyBook('ck-1005');
    const user = await bettor();
    await place(user, market, { type: 'lay', odds: 2.5, stake: 400 });
    await changeMarketStatus(db, undefined, market.marketId, 'suspend');
    expect((await wallet(user)).exposurePaise).toBe(-60_000);
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    expect(await wallet(user)).toEqual({ balancePaise: START, exposurePaise: 0, bonusPaise: 0, betsCount: 0 });
    expect((await db.query<{ status: string }>('SELECT status FROM bets WHERE user_id = $1', [user.id]))[0]!.status).toBe('lapsed');
  });

  it('50 concurrent crossing bets by different users never match one unit of size twice', async () => {
    const market = await emptyBook();
    const layer = await bettor(5_000_000);
    await place(layer, market, { type: 'lay', odds: 2, stake: 10_000 });
    const backers = await Promise.all(Array.from({ length: 50 }, () => bettor()));
    const replies = await Promise.all(backers.map((backer) => place(backer, market, { type: 'back', odds: 2, stake: 300 })));
    const matched = replies.reduce((sum, reply) => sum + reply.data.bet.size_matched, 0);
    expect(matched).toBe(10_000);
    const [layBet] = await db.query<{ size_remaining_paise: number; win_paise: number; lose_paise: number }>('SELECT * FROM bets WHERE user_id = $1', [layer.id]);
    expect(layBet).toMatchObject({ size_remaining_paise: 0, win_paise: 1_000_000, lose_paise: 1_000_000 });
    const [total] = await db.query<{ size: number }>('SELECT sum(size_paise)::bigint AS size FROM bet_matches WHERE market_id = $1', [market.marketId]);
    expect(Number(total!.size)).toBe(1_000_000);
    expect((await wallet(layer)).exposurePaise).toBe(-1_000_000);
  }, 120_000);
});

/** A new upcoming event (its own, so turning it in play disturbs no other test), starting at `openDate`. */
let events = 0;
async function upcomingEvent(openDate: Date): Promise<string> {
  events += 1;
  const id = `persist-${process.pid}-${events}`;
  await db.query(
    "INSERT INTO events (id, sport_id, competition_id, name, open_date) SELECT $1, sport_id, competition_id, name || ' ' || $1, $2 FROM events WHERE id = 'ck-1005'",
    [id, openDate],
  );
  return id;
}

const ledgerRows = (userId: number, kind: string) => db.query<{ amount_paise: number; exposure_paise: number; reference: string }>('SELECT * FROM ledger WHERE user_id = $1 AND kind = $2', [userId, kind]);

describe('persistence at the turn in play (decision 181)', () => {
  it('LAPSE bets (the default) lapse their unmatched part when the event turns in play, exposure released once; PERSIST bets stay', async () => {
    const start = new Date(Date.now() + 3_600_000);
    const market = await emptyBook(await upcomingEvent(start));
    const user = await bettor();
    // A matched part stays whatever happens: ₹100 backed on runner 1 at the market maker's 1.9.
    await place(user, market, { type: 'back', odds: 1.9, stake: 100, selection_id: market.selectionIds[1] });
    const lapsing = await place(user, market, { type: 'lay', odds: 3, stake: 700 });
    expect(lapsing.data.bet).toMatchObject({ order_status: 'unmatched', persistence_type: 'LAPSE' });
    const persisting = await place(user, market, { type: 'back', odds: 4, stake: 200, persistence_type: 'PERSIST' });
    expect(persisting.data.bet).toMatchObject({ order_status: 'unmatched', persistence_type: 'PERSIST' });
    // Worst case with all three: runner 0 wins → −100 (back r1) − 1,400 (lay 700 at 3) + 600 (back 200 at 4) = −₹900.
    const reservedBefore = (await wallet(user)).exposurePaise;
    expect(reservedBefore).toBe(-90_000);

    // Before the start nothing lapses.
    expect(await lapseTurnedInPlay(db, undefined, new Date(start.getTime() - 1000))).not.toContain(market.marketId);
    expect((await wallet(user)).exposurePaise).toBe(reservedBefore);

    // At the turn: the LAPSE bet's reservation is released, exactly; the PERSIST one and the matched bet stay.
    const turned = new Date(start.getTime() + 1000);
    expect(await lapseTurnedInPlay(db, undefined, turned)).toEqual([market.marketId]);
    const rows = await db.query<{ id: number; status: string; size_remaining_paise: number; size_cancelled_paise: number }>(
      'SELECT id, status, size_remaining_paise, size_cancelled_paise FROM bets WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(rows.map(({ status, size_remaining_paise, size_cancelled_paise }) => [status, size_remaining_paise, size_cancelled_paise])).toEqual([
      ['open', 0, 0],
      ['lapsed', 0, 70_000],
      ['open', 20_000, 0],
    ]);
    // Without the lay: runner 0 wins → −100 + 600 = +500; runner 1 wins → +90 − 200 = −₹110.
    expect(await wallet(user)).toMatchObject({ exposurePaise: -11_000, betsCount: 2 });
    expect(await ledgerRows(user.id, 'bet_lapsed')).toEqual([expect.objectContaining({ amount_paise: 0, exposure_paise: 79_000 })]);
    const lapses = await ledgerRows(user.id, 'bet_lapsed');
    expect(lapses.map((row) => row.reference)).toEqual([`lapse:${lapsing.data.bet.bet_id}`]);

    // Once: a second sweep finds nothing, and the PERSIST bet is still there to be matched in play.
    expect(await lapseTurnedInPlay(db, undefined, new Date(turned.getTime() + 60_000))).not.toContain(market.marketId);
    expect(await ledgerRows(user.id, 'bet_lapsed')).toHaveLength(1);
    const [persistRow] = await db.query<{ size_remaining_paise: number }>('SELECT size_remaining_paise FROM bets WHERE id = $1', [persisting.data.bet.bet_id]);
    expect(persistRow!.size_remaining_paise).toBe(20_000);
    expect((await readWallet(db, user.id)).balancePaise).toBe(START);
  });

  it('a LAPSE bet is never matched after the turn, even before the sweep has run; a PERSIST one is', async () => {
    const start = new Date(Date.now() + 3_600_000);
    const market = await emptyBook(await upcomingEvent(start));
    const [a, b, c] = [await bettor(), await bettor(), await bettor()];
    await place(a, market, { type: 'lay', odds: 2, stake: 300 });
    await place(b, market, { type: 'lay', odds: 2, stake: 200, persistence_type: 'PERSIST' });
    const realNow = clock.now;
    clock.now = () => new Date(start.getTime() + 5000);
    try {
      const backed = await place(c, market, { type: 'back', odds: 2, stake: 400 });
      // Only B's persisting ₹200 is offered; A's lapsing ₹300 is out of the book.
      expect(backed.data.bet).toMatchObject({ size_matched: 200, size_remaining: 200 });
      const [aBet] = await db.query<{ size_remaining_paise: number }>('SELECT size_remaining_paise FROM bets WHERE user_id = $1', [a.id]);
      expect(aBet!.size_remaining_paise).toBe(30_000);
      await lapseTurnedInPlay(db, undefined, clock.now());
      expect(await wallet(a)).toMatchObject({ exposurePaise: 0, betsCount: 0 });
      // C's own bet was placed in play: the turn does not lapse it (a suspension would).
      const [cBet] = await db.query<{ size_remaining_paise: number }>('SELECT size_remaining_paise FROM bets WHERE user_id = $1', [c.id]);
      expect(cBet!.size_remaining_paise).toBe(20_000);
    } finally {
      clock.now = realNow;
    }
  });

  it('an in-play suspension lapses PERSIST bets too', async () => {
    const market = await emptyBook();
    const user = await bettor();
    await place(user, market, { type: 'lay', odds: 2.5, stake: 400, persistence_type: 'PERSIST' });
    expect((await wallet(user)).exposurePaise).toBe(-60_000);
    await changeMarketStatus(db, undefined, market.marketId, 'suspend');
    expect(await wallet(user)).toMatchObject({ exposurePaise: 0, betsCount: 0 });
  });
});

describe('conservation (property)', () => {
  it('after settlement every party’s P/L on the market, the house included, adds to 0, and no wallet holds exposure', async () => {
    const order = fc.record({
      who: fc.integer({ min: 0, max: 3 }),
      runner: fc.integer({ min: 0, max: 1 }),
      side: fc.constantFrom('back' as const, 'lay' as const),
      ticks: fc.integer({ min: -4, max: 4 }),
      stake: fc.integer({ min: 100, max: 3000 }),
      cancel: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 14 }), fc.integer({ min: 0, max: 1 }), async (orders, winnerIndex) => {
        const market = await createTestMarket(db, {
          runners: [
            { back: [{ price: 2, size: 800 }, { price: 1.98, size: 500 }], lay: [{ price: 2.04, size: 800 }] },
            { back: [{ price: 1.9, size: 600 }], lay: [{ price: 1.94, size: 600 }, { price: 1.96, size: 400 }] },
          ],
        });
        const users = await Promise.all(Array.from({ length: 4 }, () => bettor(5_000_000)));
        const base = [2, 1.92];
        for (const step of orders) {
          const odds = Math.round((base[step.runner]! + step.ticks * 0.02) * 100) / 100;
          const reply = await place(users[step.who]!, market, { type: step.side, odds, stake: step.stake, selection_id: market.selectionIds[step.runner] });
          const price = reply.data.bet;
          if (step.side === 'back') expect(price.average_price_matched ?? odds).toBeGreaterThanOrEqual(odds);
          else expect(price.average_price_matched ?? odds).toBeLessThanOrEqual(odds);
          if (step.cancel && price.size_remaining > 0) await cancelBet(db, users[step.who]!.id, price.bet_id);
        }
        const winner = market.selectionIds[winnerIndex]!;
        await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: winner });
        let usersProfit = 0;
        for (const user of users) {
          const figures = await wallet(user);
          expect(figures.exposurePaise).toBe(0);
          expect(figures.betsCount).toBe(0);
          usersProfit += figures.balancePaise - 5_000_000;
        }
        expect(usersProfit + (await houseProfit(db, market.marketId, winner))).toBe(0);
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
