import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { changeMarketStatus, settleMarket } from './settlement.ts';
import { bettingDesk, createTestMarket, testClock } from '../testing/sports.ts';

let db: Database;
const clock = testClock();
const { bettor, place, checkedWallet: figures } = bettingDesk(() => db, clock, 'settle');

beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());




describe('settleMarket', () => {
  it('pays a winner, takes a loser, releases the exposure and closes the market', async () => {
    const market = await createTestMarket(db);
    const winner = await bettor();
    const loser = await bettor();
    await place(winner, market, { type: 'back', odds: 2, stake: 1000 });
    await place(loser, market, { type: 'back', odds: 1.9, stake: 1000, selection_id: market.selectionIds[1] });
    await place(loser, market, { type: 'lay', odds: 2.02, stake: 500 });
    const summary = await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    expect(summary).toMatchObject({ settled: true, bets: 3 });
    expect(await figures(winner)).toEqual({ balancePaise: 1_100_000, exposurePaise: 0, bonusPaise: 0, betsCount: 0 });
    // −1,000 on the back of runner 1, −510 on the lay of the winner.
    expect(await figures(loser)).toEqual({ balancePaise: 1_000_000 - 151_000, exposurePaise: 0, bonusPaise: 0, betsCount: 0 });
    const bets = await db.query<{ status: string; profit_loss_paise: number }>(
      'SELECT status, profit_loss_paise FROM bets WHERE market_id = $1 ORDER BY id',
      [market.marketId],
    );
    expect(bets).toEqual([
      { status: 'won', profit_loss_paise: 100_000 },
      { status: 'lost', profit_loss_paise: -100_000 },
      { status: 'lost', profit_loss_paise: -51_000 },
    ]);
    const [closed] = await db.query<{ status: string; winner_selection_id: string }>('SELECT status, winner_selection_id FROM markets WHERE id = $1', [market.marketId]);
    expect(closed).toEqual({ status: 'closed', winner_selection_id: market.selectionIds[0] });
  });

  it('void gives every stake back: nothing won or lost, exposure released', async () => {
    const market = await createTestMarket(db);
    const user = await bettor();
    await place(user, market, { type: 'lay', odds: 2.02, stake: 3000 });
    expect((await figures(user)).exposurePaise).toBe(-306_000);
    await settleMarket(db, undefined, market.marketId, { kind: 'void' });
    expect(await figures(user)).toEqual({ balancePaise: 1_000_000, exposurePaise: 0, bonusPaise: 0, betsCount: 0 });
    expect((await db.query<{ status: string }>('SELECT status FROM bets WHERE market_id = $1', [market.marketId]))[0]!.status).toBe('void');
  });

  it('settles a fancy market by its runs: Yes wins at or above the line, No below it', async () => {
    const market = await createTestMarket(db, { type: 'fancy', runners: [{ back: [{ price: 46, size: 90 }], lay: [{ price: 45, size: 110 }] }] });
    const yes = await bettor();
    const no = await bettor();
    await place(yes, market, { type: 'back', odds: 90, runs: 46, stake: 1000 });
    await place(no, market, { type: 'lay', odds: 110, runs: 45, stake: 1000 });
    expect((await figures(no)).exposurePaise).toBe(-110_000);
    await expect(settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! })).rejects.toThrow(/runs/);
    await settleMarket(db, undefined, market.marketId, { kind: 'runs', runs: 47 });
    expect((await figures(yes)).balancePaise).toBe(1_090_000);
    expect((await figures(no)).balancePaise).toBe(890_000);
    expect((await figures(no)).exposurePaise).toBe(0);
  });

  it('settles once: 10 concurrent settlements pay once, and a later one changes nothing', async () => {
    const market = await createTestMarket(db);
    const users = await Promise.all([bettor(), bettor(), bettor()]);
    for (const user of users) await place(user, market, { type: 'back', odds: 2, stake: 1000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! })),
    );
    expect(results.filter((result) => result.settled)).toHaveLength(1);
    const again = await settleMarket(db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[1]! });
    expect(again.settled).toBe(false);
    for (const user of users) expect(await figures(user)).toEqual({ balancePaise: 1_100_000, exposurePaise: 0, bonusPaise: 0, betsCount: 0 });
    const rows = await db.query("SELECT 1 FROM ledger WHERE kind = 'market_settlement' AND reference LIKE $1", [`${market.marketId}:%`]);
    expect(rows).toHaveLength(3);
  });

  it('keeps the exposure of the user’s other markets', async () => {
    const settled = await createTestMarket(db);
    const open = await createTestMarket(db);
    const user = await bettor();
    await place(user, settled, { type: 'back', odds: 2, stake: 1000 });
    await place(user, open, { type: 'back', odds: 2, stake: 700 });
    await settleMarket(db, undefined, settled.marketId, { kind: 'winner', selectionId: settled.selectionIds[1]! });
    expect(await figures(user)).toEqual({ balancePaise: 900_000, exposurePaise: -70_000, bonusPaise: 0, betsCount: 1 });
  });
});

describe('changeMarketStatus', () => {
  it('suspends, marks ball running and resumes; a closed market stays closed', async () => {
    const market = await createTestMarket(db);
    expect((await changeMarketStatus(db, undefined, market.marketId, 'suspend')).status).toBe('suspended');
    expect((await changeMarketStatus(db, undefined, market.marketId, 'ball-running')).status).toBe('ball_running');
    expect((await changeMarketStatus(db, undefined, market.marketId, 'ball-stop')).status).toBe('open');
    await settleMarket(db, undefined, market.marketId, { kind: 'void' });
    await expect(changeMarketStatus(db, undefined, market.marketId, 'resume')).rejects.toThrow(/closed/);
    await expect(changeMarketStatus(db, undefined, 'no-such-market', 'resume')).rejects.toThrow(/not found/);
  });
});
