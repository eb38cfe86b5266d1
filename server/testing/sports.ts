// Test support for the exchange: markets made for one test (so settling them disturbs no other test),
// prices set by hand, and a betting clock whose delay never sleeps.
import { expect } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import { ledgerBalance, readWallet } from '../ledger/ledger.ts';
import type { BetRequest } from '../sports/bet-types.ts';
import { placeBet, type BettingClock } from '../sports/bets.ts';
import { createTestUser, type TestUser } from './fixtures.ts';
import { betMoney, type MarketType } from '../sports/exposure.ts';
import type { PriceSize } from '../sports/price.ts';

let made = 0;

export interface TestMarket {
  eventId: string;
  marketId: string;
  selectionIds: string[];
}

/** A new open market on a seeded event (in play: ck-1001; upcoming: ck-1005). */
export async function createTestMarket(
  db: Queryable,
  {
    eventId = 'ck-1001',
    type = 'match_odds',
    betDelay = 0,
    runners = [
      // Deep enough that a test's bets are matched in full; order-book tests give finite sizes (docs/decisions/180).
      { back: [{ price: 2, size: 1_000_000 }], lay: [{ price: 2.02, size: 1_000_000 }] },
      { back: [{ price: 1.9, size: 1_000_000 }], lay: [{ price: 1.92, size: 1_000_000 }] },
    ],
    minStakePaise = 10_000,
    maxStakePaise = 10_000_000,
  }: {
    eventId?: string;
    type?: MarketType;
    betDelay?: number;
    runners?: { back: PriceSize[]; lay: PriceSize[] }[];
    minStakePaise?: number;
    maxStakePaise?: number;
  } = {},
): Promise<TestMarket> {
  made += 1;
  const marketId = `test-${process.pid}-${made}`;
  await db.query(
    `INSERT INTO markets (id, event_id, market_type, name, bet_delay, min_stake_paise, max_stake_paise, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 99)`,
    [marketId, eventId, type, `Test market ${made}`, betDelay, minStakePaise, maxStakePaise],
  );
  const selectionIds: string[] = [];
  for (const [index, runner] of runners.entries()) {
    const selectionId = `${marketId}.r${index}`;
    selectionIds.push(selectionId);
    await db.query('INSERT INTO runners (market_id, selection_id, name, sort_order, back, lay) VALUES ($1, $2, $3, $4, $5, $6)', [
      marketId,
      selectionId,
      `Runner ${index}`,
      index,
      JSON.stringify(runner.back),
      JSON.stringify(runner.lay),
    ]);
  }
  return { eventId, marketId, selectionIds };
}

export async function setPrices(db: Queryable, marketId: string, selectionId: string, prices: { back: PriceSize[]; lay: PriceSize[] }): Promise<void> {
  await db.query('UPDATE runners SET back = $3, lay = $4 WHERE market_id = $1 AND selection_id = $2', [
    marketId,
    selectionId,
    JSON.stringify(prices.back),
    JSON.stringify(prices.lay),
  ]);
}

/** A clock whose wait returns at once after running `during` (e.g. a price change during the delay). */
export function testClock(): BettingClock & { waits: number[]; during?: () => Promise<void> } {
  const clock: BettingClock & { waits: number[]; during?: () => Promise<void> } = {
    waits: [],
    now: () => new Date(),
    wait: async (ms) => {
      clock.waits.push(ms);
      await clock.during?.();
    },
  };
  return clock;
}

/** A book's total: the sum of 1 / odds of every runner (rounded to 1e-9, so an exact 100% is 1). */
export const book = (odds: number[]): number => Math.round(odds.reduce((sum, price) => sum + 1 / price, 0) * 1e9) / 1e9;

/**
 * A test file's bettors and bets on one database (`db` is read when called: it opens in beforeAll):
 * funded users with an opening ledger row, bets on a test market's first runner (unless the request
 * names another) with fresh idempotency keys, and wallets checked against the ledger's sum.
 */
export function bettingDesk(db: () => Database, clock: BettingClock, keyPrefix: string) {
  let keys = 0;
  return {
    async bettor(balancePaise = 1_000_000): Promise<TestUser> {
      const user = await createTestUser(db(), { balancePaise });
      await db().query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, balancePaise]);
      return user;
    },
    place(user: TestUser, market: TestMarket, request: Partial<BetRequest> & Pick<BetRequest, 'type' | 'odds' | 'stake'>) {
      keys += 1;
      return placeBet(
        db(),
        {
          userId: user.id,
          idempotencyKey: `${keyPrefix}-${process.pid}-${keys}`,
          bettingAllowed: true,
          request: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0]!, ...request },
        },
        clock,
      );
    },
    async checkedWallet(user: TestUser) {
      const wallet = await readWallet(db(), user.id);
      expect(await ledgerBalance(db(), user.id)).toBe(wallet.balancePaise);
      return wallet;
    },
  };
}

/** The house's P/L on a settled match odds market: the other side of every match with the market maker. */
export async function houseProfit(db: Queryable, marketId: string, winner: string): Promise<number> {
  const rows = await db.query<{ selection_id: string; price: number; size_paise: number; back_bet_id: number | null; lay_bet_id: number | null }>(
    'SELECT * FROM bet_matches WHERE market_id = $1',
    [marketId],
  );
  let sum = 0;
  for (const row of rows) {
    if (row.back_bet_id !== null && row.lay_bet_id !== null) continue;
    const side = row.back_bet_id === null ? 'back' : 'lay';
    const money = betMoney({ marketType: 'match_odds', side, odds: row.price, stakePaise: row.size_paise });
    const backedWon = row.selection_id === winner;
    sum += (side === 'back' ? backedWon : !backedWon) ? money.winPaise : -money.losePaise;
  }
  return sum;
}
