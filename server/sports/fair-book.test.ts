import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { bookmakerBest, chancesOfBookmaker, chancesOfExchange, exchangeBest, ladderFloor, MAX_CHANCE, MIN_CHANCE, movedChances } from './fair-book.ts';
import { isOnLadder } from './ladder.ts';
import type { PriceSize } from './price.ts';
import { book } from '../testing/sports.ts';

describe('fair prices', () => {
  it('ladderFloor is the ladder price at or below, from 1.01', () => {
    expect([ladderFloor(1.699), ladderFloor(1.7), ladderFloor(2.5999), ladderFloor(61), ladderFloor(1.005), ladderFloor(1500)]).toEqual([1.69, 1.7, 2.58, 60, 1.01, 1000]);
  });

  it('backs at or below and lays above the fair price, so neither side of a market is a sure profit', () => {
    for (const chances of [[0.59, 0.41], [0.5, 0.5], [1 / 61, 60 / 61], [0.45, 0.29, 0.26], [MAX_CHANCE, 1 - MAX_CHANCE]]) {
      for (const spread of [1, 2]) {
        const prices = chances.map((chance) => exchangeBest(chance, spread));
        expect(prices.every(({ back, lay }, index) => isOnLadder(back) && back <= 1 / chances[index]! && lay > 1 / chances[index]!)).toBe(true);
        expect(book(prices.map(({ back }) => back))).toBeGreaterThanOrEqual(1);
        expect(book(prices.map(({ lay }) => lay))).toBeLessThanOrEqual(1);
        const rates = chances.map((chance) => bookmakerBest(chance, spread + 1));
        expect(book(rates.map(({ back }) => 1 + back / 100))).toBeGreaterThanOrEqual(1);
        expect(book(rates.map(({ lay }) => 1 + lay / 100))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads the chances back from the prices it made', () => {
    const chances = [0.45, 0.29, 0.26];
    const read = chancesOfExchange(chances.map((chance) => exchangeBest(chance, 1).back));
    expect(read.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 12);
    read.forEach((chance, index) => expect(Math.abs(chance - chances[index]!)).toBeLessThan(0.01));
    expect(chancesOfExchange(read.map((chance) => exchangeBest(chance, 1).back)).map((chance) => exchangeBest(chance, 1).back)).toEqual(
      read.map((chance) => exchangeBest(chance, 1).back),
    );
    const rates = chancesOfBookmaker(chances.map((chance) => bookmakerBest(chance, 3).back));
    rates.forEach((chance, index) => expect(Math.abs(chance - chances[index]!)).toBeLessThan(0.01));
  });

  it('moves one chance, keeps the total at 1, and refuses a move out of bounds', () => {
    const moved = movedChances([0.6, 0.4], 0, 1.03);
    expect(moved[0]).toBeGreaterThan(0.6);
    expect(moved[0]! + moved[1]!).toBeCloseTo(1, 12);
    const edge = [MAX_CHANCE - 0.001, 1 - MAX_CHANCE + 0.001];
    expect(movedChances(edge, 0, 1.1)).toBe(edge);
    expect(movedChances([MIN_CHANCE + 0.0001, 1 - MIN_CHANCE - 0.0001], 0, 0.97)).toEqual([MIN_CHANCE + 0.0001, 1 - MIN_CHANCE - 0.0001]);
  });
});

describe('the seeded markets', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => db.close());

  it('offer no sure profit by backing or laying every runner of an exchange or bookmaker market', async () => {
    const markets = await db.query<{ id: string; market_type: string; backs: PriceSize[][]; lays: PriceSize[][] }>(
      `SELECT m.id, m.market_type, array_agg(r.back ORDER BY r.sort_order) AS backs, array_agg(r.lay ORDER BY r.sort_order) AS lays
         FROM markets m JOIN runners r ON r.market_id = m.id
        WHERE m.market_type IN ('match_odds', 'tied_match', 'bookmaker') GROUP BY m.id, m.market_type`,
    );
    expect(markets.length).toBeGreaterThan(10);
    let booksChecked = 0;
    for (const market of markets) {
      const odds = (price: number) => (market.market_type === 'bookmaker' ? 1 + price / 100 : price);
      // A side with no price on a runner (a tie's "No" below the lowest price, 1.01) cannot be bet on
      // every runner, so it offers no such book to check.
      const tops = (side: PriceSize[][]) => (side.every((levels) => levels.length > 0) ? side.map((levels) => odds(levels[0]!.price)) : null);
      const backs = tops(market.backs);
      const lays = tops(market.lays);
      if (backs) expect(book(backs), `${market.id} back book`).toBeGreaterThanOrEqual(1);
      if (lays) expect(book(lays), `${market.id} lay book`).toBeLessThanOrEqual(1);
      booksChecked += Number(backs !== null) + Number(lays !== null);
    }
    expect(booksChecked).toBeGreaterThan(markets.length);
  });
});
