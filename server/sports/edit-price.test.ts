// Edit price (docs/decisions/182) on a real database: the unmatched part cancelled and placed again at
// a new price in one transaction, and the abuse cases: another user's bet, a matched, settled or house
// bet, a price off the ladder or the same price, a double submit, and concurrent edits, cancels and
// matches of the same part (a part is matched, cancelled or moved, never two of them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { bettingDesk, createTestMarket, testClock, type TestMarket } from '../testing/sports.ts';
import type { TestUser } from '../testing/fixtures.ts';
import { replaceBet } from './edit-price.ts';
import { settleMarket } from './settlement.ts';
import { cancelBet } from './unmatched.ts';

let db: Database;
const clock = testClock();
const { bettor, place, checkedWallet: wallet } = bettingDesk(() => db, clock, 'edit');
let keys = 0;

beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

const START = 1_000_000;

const emptyBook = () =>
  createTestMarket(db, {
    runners: [
      { back: [], lay: [] },
      { back: [{ price: 1.9, size: 100 }], lay: [{ price: 1.92, size: 100 }] },
    ],
  });

function edit(user: TestUser, betId: number, newPrice: number, key = `replace-${process.pid}-${(keys += 1)}`) {
  return replaceBet(db, { userId: user.id, request: { bet_id: betId, new_price: newPrice }, idempotencyKey: key, bettingAllowed: true }, clock);
}

const betsOf = (user: TestUser) =>
  db.query<{ id: number; odds: number; status: string; stake_paise: number; size_remaining_paise: number; size_cancelled_paise: number; persistence_type: string }>(
    'SELECT id, odds, status, stake_paise, size_remaining_paise, size_cancelled_paise, persistence_type FROM bets WHERE user_id = $1 ORDER BY id',
    [user.id],
  );

async function waitingLay(market: TestMarket, stake = 500, odds = 2) {
  const user = await bettor();
  const reply = await place(user, market, { type: 'lay', odds, stake, persistence_type: 'PERSIST' });
  return { user, betId: reply.data.bet.bet_id };
}

describe('edit price', () => {
  it('moves a partly matched lay’s unmatched ₹200 from 2.0 to 2.2, where it is matched: the exposure is the new worst case, money conserved', async () => {
    const market = await emptyBook();
    const { user: a, betId } = await waitingLay(market);
    const b = await bettor();
    await place(b, market, { type: 'back', odds: 2, stake: 300 });
    // A backer waiting at 2.2: the edited lay crosses it.
    const c = await bettor();
    await place(c, market, { type: 'back', odds: 2.2, stake: 150 });
    const reply = await edit(a, betId, 2.2);
    expect(reply.message).toBe('Bet price changed');
    expect(reply.data.cancelled_bet).toMatchObject({ bet_id: betId, order_status: 'matched', size_matched: 300, size_remaining: 0 });
    expect(reply.data.bet).toMatchObject({ type: 'lay', stake: 200, price_requested: 2.2, size_matched: 150, size_remaining: 50, persistence_type: 'PERSIST' });
    // Lay 300 at 2.0 (liability 300) + lay 150 at 2.2 (180) + 50 waiting at 2.2 (60) = ₹540.
    expect(await wallet(a)).toMatchObject({ exposurePaise: -54_000, betsCount: 2 });
    expect(reply.data.balance).toMatchObject({ ex: -540 });
    expect((await wallet(c)).exposurePaise).toBe(-15_000);
    const cancels = await db.query<{ reference: string }>("SELECT reference FROM ledger WHERE user_id = $1 AND kind = 'bet_cancelled'", [a.id]);
    expect(cancels.map((row) => row.reference)).toEqual([`cancel:${betId}`]);

    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[1]! });
    // Runner 0 lost: A's lays win their matched stakes (300 + 150); B and C lose theirs.
    const [fa, fb, fc] = [await wallet(a), await wallet(b), await wallet(c)];
    expect([fa.balancePaise - START, fb.balancePaise - START, fc.balancePaise - START]).toEqual([45_000, -30_000, -15_000]);
    expect([fa.exposurePaise, fb.exposurePaise, fc.exposurePaise]).toEqual([0, 0, 0]);
  });

  it('refuses another user’s bet as a missing one, and matched, settled, cancelled and bookmaker bets as nothing to edit', async () => {
    const market = await emptyBook();
    const { user: a, betId } = await waitingLay(market, 300);
    const stranger = await bettor();
    await expect(edit(stranger, betId, 2.5)).rejects.toMatchObject({ status: 404, message: 'Bet not found.' });
    await expect(edit(stranger, 987_654_321, 2.5)).rejects.toMatchObject({ status: 404 });
    await expect(edit(a, -1, 2.5)).rejects.toMatchObject({ status: 404 });
    // Fully matched: nothing waits.
    const b = await bettor();
    const matched = await place(b, market, { type: 'back', odds: 2, stake: 300 });
    await expect(edit(b, matched.data.bet.bet_id, 2.5)).rejects.toMatchObject({ status: 400, extra: { error: 'nothing_to_cancel' } });
    await expect(edit(a, betId, 2.5)).rejects.toMatchObject({ status: 400, extra: { error: 'nothing_to_cancel' } });
    // Cancelled.
    const { user: d, betId: other } = await waitingLay(market, 200, 1.5);
    await cancelBet(db, d.id, other);
    await expect(edit(d, other, 1.6)).rejects.toMatchObject({ status: 400, extra: { error: 'nothing_to_cancel' } });
    // Bookmaker (the house's market): nothing to edit.
    const bookmaker = await createTestMarket(db, { type: 'bookmaker', runners: [{ back: [{ price: 90, size: 100 }], lay: [{ price: 95, size: 100 }] }, { back: [{ price: 100, size: 100 }], lay: [{ price: 105, size: 100 }] }] });
    const house = await place(d, bookmaker, { type: 'back', odds: 90, stake: 100 });
    await expect(edit(d, house.data.bet.bet_id, 2)).rejects.toMatchObject({ status: 400, extra: { error: 'nothing_to_cancel' } });
    // Settled.
    const { user: e, betId: waiting } = await waitingLay(market, 200, 1.5);
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    await expect(edit(e, waiting, 1.6)).rejects.toMatchObject({ status: 400 });
    expect(await wallet(e)).toMatchObject({ balancePaise: START, exposurePaise: 0 });
  });

  it('refuses a price off the ladder, out of range or the same price, and changes nothing', async () => {
    const market = await emptyBook();
    const { user, betId } = await waitingLay(market, 300);
    const before = await wallet(user);
    await expect(edit(user, betId, 2.03)).rejects.toMatchObject({ status: 422 });
    await expect(edit(user, betId, 1e9)).rejects.toMatchObject({ status: 422 });
    await expect(edit(user, betId, Number.NaN)).rejects.toMatchObject({ status: 422 });
    await expect(edit(user, betId, 2)).rejects.toMatchObject({ status: 400, extra: { error: 'same_price' } });
    expect(await wallet(user)).toEqual(before);
    expect(await betsOf(user)).toEqual([expect.objectContaining({ id: betId, status: 'open', size_remaining_paise: 30_000 })]);
  });

  it('refuses the new bet when the balance cannot cover it at the new price: the old bet stays as it was', async () => {
    const market = await emptyBook();
    const user = await bettor(60_000);
    const laid = await place(user, market, { type: 'lay', odds: 2, stake: 500 });
    // Lay ₹500 at 12: liability ₹5,500 > ₹600.
    await expect(edit(user, laid.data.bet.bet_id, 12)).rejects.toMatchObject({ status: 400, code: 'insufficient_balance' });
    expect(await betsOf(user)).toEqual([expect.objectContaining({ status: 'open', size_remaining_paise: 50_000, size_cancelled_paise: 0 })]);
    expect((await wallet(user)).exposurePaise).toBe(-50_000);
  });

  it('a double submit with one key edits once and gets the first reply; a second key finds the part already moved', async () => {
    const market = await emptyBook();
    const { user, betId } = await waitingLay(market, 400);
    const key = `edit-double-${process.pid}`;
    const [first, second] = await Promise.all([edit(user, betId, 1.8, key), edit(user, betId, 1.8, key)]);
    expect(second).toEqual(first);
    expect(await edit(user, betId, 1.8, key)).toEqual(first);
    await expect(edit(user, betId, 1.7)).rejects.toMatchObject({ status: 400, extra: { error: 'nothing_to_cancel' } });
    const rows = await betsOf(user);
    expect(rows.map((row) => [row.status, row.odds, row.size_remaining_paise])).toEqual([
      ['cancelled', 2, 0],
      ['open', 1.8, 40_000],
    ]);
    expect((await wallet(user)).exposurePaise).toBe(-32_000);
  });

  it('concurrent edits, a cancel and crossing backs on one part: the part is moved, cancelled or matched once, never twice', async () => {
    const market = await emptyBook();
    const { user, betId } = await waitingLay(market, 1000);
    const backers = await Promise.all(Array.from({ length: 4 }, () => bettor()));
    const outcomes = await Promise.allSettled([
      edit(user, betId, 1.9),
      edit(user, betId, 2.1),
      cancelBet(db, user.id, betId),
      ...backers.map((backer) => place(backer, market, { type: 'back', odds: 2, stake: 300 })),
    ]);
    const edits = outcomes.slice(0, 2).filter((outcome) => outcome.status === 'fulfilled').length;
    const cancels = outcomes[2]!.status === 'fulfilled' ? 1 : 0;
    // One of the edits/cancel took the part at most once: the others find nothing to cancel.
    expect(edits + cancels).toBeLessThanOrEqual(1);
    const rows = await betsOf(user);
    const stakes = rows.reduce((sum, row) => sum + row.stake_paise, 0);
    const matched = await db.query<{ size: number }>('SELECT coalesce(sum(size_paise), 0)::bigint AS size FROM bet_matches WHERE market_id = $1', [market.marketId]);
    const backedMatched = Number(matched[0]!.size);
    // Every paisa of the original ₹1,000 is matched, waiting or cancelled exactly once across the bets.
    const cancelled = rows.reduce((sum, row) => sum + row.size_cancelled_paise, 0);
    const waiting = rows.reduce((sum, row) => sum + row.size_remaining_paise, 0);
    expect(backedMatched + waiting + cancelled).toBe(stakes);
    expect(stakes - (rows.length > 1 ? rows[1]!.stake_paise : 0)).toBe(100_000);
    expect(backedMatched + waiting).toBeLessThanOrEqual(100_000);
    // The wallet holds what the bets reserve: settle and check nothing is left.
    await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    expect(await wallet(user)).toMatchObject({ exposurePaise: 0, betsCount: 0 });
  }, 60_000);
});
