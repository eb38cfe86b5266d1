// Correcting a settled result (docs/decisions/155, 212): the settlement reversed and the market
// settled again through the ledger, to the paisa; the ledger is only added to; abuse: a market not
// settled, the same result again, an unknown runner, concurrent corrections, a replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { bettingDesk, createTestMarket, testClock } from '../testing/sports.ts';
import { correctResult, NOT_SETTLED, SAME_RESULT } from './resettlement.ts';
import { settleMarket } from './settlement.ts';

let db: Database;
const clock = testClock();
const { bettor, place, checkedWallet: figures } = bettingDesk(() => db, clock, 'correct');

beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());




const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('correctResult', () => {
  it('reverses the settlement and settles again with the new winner, to the paisa, adding to the ledger only', async () => {
    const market = await createTestMarket(db);
    const [first, second] = market.selectionIds as [string, string];
    const backer = await bettor();
    const other = await bettor();
    // backer: ₹1,000 back runner 0 at 2 (wins ₹1,000 or loses ₹1,000) and ₹500 lay runner 1 at 1.92 (risks ₹460).
    await place(backer, market, { type: 'back', odds: 2, stake: 1000 });
    await place(backer, market, { type: 'lay', odds: 1.92, stake: 500, selection_id: second });
    // other: ₹700 back runner 1 at 1.9 (wins ₹630).
    await place(other, market, { type: 'back', odds: 1.9, stake: 700, selection_id: second });
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: first });
    expect(await figures(backer)).toMatchObject({ balancePaise: 1_000_000 + 100_000 + 50_000, exposurePaise: 0, betsCount: 0 });
    expect(await figures(other)).toMatchObject({ balancePaise: 1_000_000 - 70_000, exposurePaise: 0, betsCount: 0 });
    const rowsBefore = await db.query('SELECT id, amount_paise, reference FROM ledger WHERE reference LIKE $1 ORDER BY id', [`${market.marketId}:%`]);

    // Runner 1 actually won.
    const correction = await correctResult(db, undefined, market.marketId, { kind: 'winner', selectionId: second }, 'test');
    expect(correction).toMatchObject({ n: 1, bets: 3 });
    // backer: −₹1,000 on the back, −₹460 on the lay: 1,000,000 − 146,000 paise.
    expect(await figures(backer)).toMatchObject({ balancePaise: 1_000_000 - 100_000 - 46_000, exposurePaise: 0, betsCount: 0 });
    expect(await figures(other)).toMatchObject({ balancePaise: 1_000_000 + 63_000, exposurePaise: 0, betsCount: 0 });
    const bets = await db.query<{ status: string; profit_loss_paise: string }>('SELECT status, profit_loss_paise FROM bets WHERE market_id = $1 ORDER BY id', [
      market.marketId,
    ]);
    expect(bets.map((bet) => [bet.status, Number(bet.profit_loss_paise)])).toEqual([
      ['lost', -100_000],
      ['lost', -46_000],
      ['won', 63_000],
    ]);
    // The first settlement's rows are untouched; the reversal and the new settlement are new rows.
    const rows = await db.query<{ id: number; amount_paise: string; exposure_paise: string; reference: string }>(
      'SELECT id, amount_paise, exposure_paise, reference FROM ledger WHERE reference LIKE $1 ORDER BY id',
      [`${market.marketId}:%`],
    );
    expect(rows.slice(0, rowsBefore.length)).toMatchObject(rowsBefore);
    expect(rows.slice(rowsBefore.length).map((row) => [row.reference, Number(row.amount_paise), Number(row.exposure_paise)])).toEqual([
      // The exposure the market held for backer (its worst case, runner 1 winning: −₹1,460) held again, then released.
      [`${market.marketId}:${backer.id}:r1`, -150_000, -146_000],
      [`${market.marketId}:${backer.id}:s1`, -146_000, 146_000],
      [`${market.marketId}:${other.id}:r1`, 70_000, -70_000],
      [`${market.marketId}:${other.id}:s1`, 63_000, 70_000],
    ]);
    const [stored] = await db.query<{ winner_selection_id: string; status: string }>('SELECT winner_selection_id, status FROM markets WHERE id = $1', [market.marketId]);
    expect(stored).toEqual({ winner_selection_id: second, status: 'closed' });
    const [recorded] = await db.query('SELECT n, old_result, new_result, corrected_by FROM market_corrections WHERE market_id = $1', [market.marketId]);
    expect(recorded).toEqual({ n: 1, old_result: { kind: 'winner', selectionId: first }, new_result: { kind: 'winner', selectionId: second }, corrected_by: 'test' });

    // A second correction (to void) reverses the first correction's settlement: every stake back.
    expect((await correctResult(db, undefined, market.marketId, { kind: 'void' }, 'test')).n).toBe(2);
    expect(await figures(backer)).toMatchObject({ balancePaise: 1_000_000, exposurePaise: 0, betsCount: 0 });
    expect(await figures(other)).toMatchObject({ balancePaise: 1_000_000, exposurePaise: 0, betsCount: 0 });
  });

  it('corrects a fancy line by its runs', async () => {
    const market = await createTestMarket(db, { type: 'fancy', runners: [{ back: [{ price: 46, size: 90 }], lay: [{ price: 45, size: 110 }] }] });
    const yes = await bettor();
    await place(yes, market, { type: 'back', odds: 90, runs: 46, stake: 1000 });
    await settleMarket(db, undefined, market.marketId, { kind: 'runs', runs: 47 });
    expect((await figures(yes)).balancePaise).toBe(1_090_000);
    await correctResult(db, undefined, market.marketId, { kind: 'runs', runs: 44 }, 'test');
    expect(await figures(yes)).toMatchObject({ balancePaise: 900_000, exposurePaise: 0, betsCount: 0 });
  });

  it('refuses a market not settled, the same result again, a runner of another market, runs on match odds', async () => {
    const market = await createTestMarket(db);
    const user = await bettor();
    await place(user, market, { type: 'back', odds: 2, stake: 1000 });
    expect((await refusal(correctResult(db, undefined, market.marketId, { kind: 'void' }, 'test'))).message).toBe(NOT_SETTLED);
    expect((await refusal(correctResult(db, undefined, 'no-such-market', { kind: 'void' }, 'test'))).status).toBe(404);
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    expect((await refusal(correctResult(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! }, 'test'))).message).toBe(SAME_RESULT);
    await refusal(correctResult(db, undefined, market.marketId, { kind: 'winner', selectionId: 'ck-1001.h' }, 'test'));
    await refusal(correctResult(db, undefined, market.marketId, { kind: 'runs', runs: 5 }, 'test'));
    expect(await figures(user)).toMatchObject({ balancePaise: 1_100_000, exposurePaise: 0 });
  });

  it('sent 10 times at once: one correction posts, the replays are refused, the books balance', async () => {
    const market = await createTestMarket(db);
    const user = await bettor();
    await place(user, market, { type: 'back', odds: 2, stake: 1000 });
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => correctResult(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[1]! }, 'test')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').every((outcome) => (outcome.reason as HttpError).message === SAME_RESULT)).toBe(true);
    expect(await figures(user)).toMatchObject({ balancePaise: 900_000, exposurePaise: 0, betsCount: 0 });
  });
});
