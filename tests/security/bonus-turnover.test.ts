// A payment bonus turned into cash with a hedged pair. After a ₹10,000 deposit with its
// ₹500 locked bonus, a back and a lay of ₹250 on one runner (net risk ₹5) met the turnover. Turnover
// counts qualifying bets only: settled, at odds of at least MIN_QUALIFYING_ODDS, a market counted at
// its net stake at risk, never voids or cash-outs (server/bonus/bonuses.ts, docs/decisions/133).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { bonusStillLocked, MIN_QUALIFYING_ODDS, TURNOVER_RULES } from '../../server/bonus/bonuses.ts';
import { changeTransactionStatus } from '../../server/operator/transactions-lifecycle.ts';
import { createTestMarket, type TestMarket } from '../../server/testing/sports.ts';
import { createWalletTestUser, type WalletTestUser } from '../../server/testing/wallet.ts';
import { callOperation } from '../contract/call-operation.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

const UPI_METHOD_ID = 3; // carries the seeds' 5% payment bonus; turnover 1×

let server: BuiltServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'production' });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const call = (operationId: string, user: WalletTestUser, extra: Parameters<typeof callOperation>[2] = {}) =>
  callOperation(server.app, operationId, { token: user.token, ...extra });

/** A user with an approved ₹10,000 UPI deposit and its ₹500 locked bonus; the bonus's id. */
async function bonusHolder(): Promise<{ user: WalletTestUser; bonusId: number }> {
  const user = await createWalletTestUser(server.db);
  const [deposit] = await server.db.query<{ id: number }>(
    `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, amount_paise)
     VALUES ($1, $2, 'client_deposit', 'UPI', $3, 1000000) RETURNING id`,
    [user.id, user.siteId, UPI_METHOD_ID],
  );
  await changeTransactionStatus(server.db, server.io, { transactionId: deposit!.id, action: 'approve' });
  const locked = (await call('userLockedBonus', user)).body.data as { locked_amount: number; bonuses: { id: number }[] };
  expect(locked.locked_amount).toBe(500);
  return { user, bonusId: locked.bonuses[0]!.id };
}

/** A settled exchange bet, as settlement leaves it (win and lose figures of betMoney for match odds). */
async function settledBet(
  user: WalletTestUser,
  market: TestMarket,
  bet: { runner?: number; side: 'back' | 'lay'; odds: number; stakeRupees: number; status: 'won' | 'lost' | 'void'; cashoutId?: number },
): Promise<void> {
  const stake = bet.stakeRupees * 100;
  const other = Math.round((stake * (Math.round(bet.odds * 100) - 100)) / 100);
  const [win, lose] = bet.side === 'back' ? [other, stake] : [stake, other];
  await server.db.query(
    `INSERT INTO bets (user_id, event_id, market_id, selection_id, side, odds, stake_paise, win_paise, lose_paise, status, cashout_id, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())`,
    [user.id, market.eventId, market.marketId, market.selectionIds[bet.runner ?? 0], bet.side, bet.odds, stake, win, lose, bet.status, bet.cashoutId ?? null],
  );
}

const details = async (user: WalletTestUser, bonusId: number) =>
  (await call('bonusLogDetails', user, { query: { id: bonusId } })).body.data as {
    turnover_done: number;
    turnover_rules: string[];
    turnover_rule_items: { code: string; text: string; min_odds?: number; min_rate?: number }[];
  };

describe('bonus turnover counts qualifying bets only', () => {
  it('a back and a lay of ₹250 on one runner count as their net risk (₹5), and the bonus stays locked', async () => {
    const { user, bonusId } = await bonusHolder();
    const market = await createTestMarket(server.db);
    await settledBet(user, market, { side: 'back', odds: 2, stakeRupees: 250, status: 'won' });
    await settledBet(user, market, { side: 'lay', odds: 2.02, stakeRupees: 250, status: 'lost' });
    expect((await details(user, bonusId)).turnover_done).toBe(5);
    const claim = await call('claimBonus', user, { body: { bonus_id: bonusId } });
    expect(claim.statusCode).toBe(400);
    expect(claim.body.message).toBe(bonusStillLocked(49_500));
  });

  it('voids, cash-outs and prices under the minimum count nothing; a plain settled back counts its stake', async () => {
    const { user, bonusId } = await bonusHolder();
    await settledBet(user, await createTestMarket(server.db), { side: 'back', odds: 3, stakeRupees: 400, status: 'void' });
    await settledBet(user, await createTestMarket(server.db), { side: 'back', odds: MIN_QUALIFYING_ODDS - 0.2, stakeRupees: 400, status: 'lost' });
    const cashedOut = await createTestMarket(server.db);
    const [cashout] = await server.db.query<{ id: number }>(
      'INSERT INTO cashouts (user_id, market_id, share_percent, amount_paise) VALUES ($1, $2, 100, 0) RETURNING id',
      [user.id, cashedOut.marketId],
    );
    await settledBet(user, cashedOut, { side: 'back', odds: 3, stakeRupees: 400, status: 'lost' });
    await settledBet(user, cashedOut, { side: 'lay', odds: 2.5, stakeRupees: 400, status: 'won', cashoutId: cashout!.id });
    expect((await details(user, bonusId)).turnover_done).toBe(0);

    await settledBet(user, await createTestMarket(server.db), { side: 'back', odds: MIN_QUALIFYING_ODDS, stakeRupees: 500, status: 'lost' });
    expect((await details(user, bonusId)).turnover_done).toBe(500);
    expect((await call('claimBonus', user, { body: { bonus_id: bonusId } })).statusCode).toBe(200);
  });

  it('shows its rules with the bonus', async () => {
    const { user, bonusId } = await bonusHolder();
    const { turnover_rules: rules, turnover_rule_items: items } = await details(user, bonusId);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules).toEqual(TURNOVER_RULES);
    // The same rules with codes and figures, for the page in the user's language (decision 171).
    expect(items.map((item) => item.text)).toEqual(rules);
    expect(items.map((item) => item.code)).toEqual(['settled_only', 'min_odds', 'net_risk', 'other_stakes']);
    expect(items[1]).toMatchObject({ min_odds: MIN_QUALIFYING_ODDS, min_rate: 50 });
  });
});
