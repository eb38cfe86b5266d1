// Cash-out on the real server and database (docs/decisions/076): the maths through the API
// to the paisa, re-pricing, idempotency, a race against settlement, and attackers' requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { allHandlers } from '../areas/all-handlers.ts';
import { createBettingHandlers } from '../areas/betting.ts';
import { createCashOutHandlers } from '../areas/cashout.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { ledgerBalance, readWallet } from '../ledger/ledger.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { hedgeMoney } from '../../machines/sports/cash-out-maths.ts';
import { betMoney } from './exposure.ts';
import { settleMarket } from './settlement.ts';
import { createTestMarket, setPrices, testClock, type TestMarket } from '../testing/sports.ts';

let server: BuiltServer;
const clock = testClock();
let keys = 0;
const START_PAISE = 1_000_000;

beforeAll(async () => {
  server = await buildServer({
    mode: 'development',
    database: await openTestDatabase(),
    handlers: { ...allHandlers, ...createBettingHandlers({ clock }), ...createCashOutHandlers({ clock }) },
  });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

interface Bettor {
  id: number;
  token: string;
}

async function bettor(): Promise<Bettor> {
  const user = await createTestUser(server.db, { balancePaise: START_PAISE });
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, START_PAISE]);
  return { id: user.id, token: (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token };
}

const newKey = () => `cashout-key-${process.pid}-${(keys += 1)}`;

async function placeBet(user: Bettor, market: TestMarket, runner: number, type: 'back' | 'lay', odds: number, stake: number) {
  const reply = await callOperation(server.app, 'saveBet', {
    body: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[runner], type, odds, stake, accept_any_odds: true },
    token: user.token,
    headers: { 'idempotency-key': newKey() },
  });
  expect(reply.statusCode).toBe(200);
  return reply;
}

function cashOut(user: Bettor, market: TestMarket, amount: number, share?: number, key = newKey()) {
  return callOperation(server.app, 'cashout', {
    body: { event_id: market.eventId, market_id: market.marketId, amount, ...(share !== undefined && { share }) },
    token: user.token,
    headers: { 'idempotency-key': key },
  });
}

async function positions(user: Bettor, market: TestMarket): Promise<Record<string, number>> {
  const reply = await callOperation(server.app, 'eventExposures', { token: user.token, params: { matchId: market.eventId } });
  const row = reply.body.data.find((candidate: { market_id: string }) => candidate.market_id === market.marketId);
  return Object.fromEntries((row?.runners ?? []).map((runner: { selection_id: string; position: number }) => [runner.selection_id, runner.position]));
}

/** The books balance: the wallet equals the sum of its ledger rows, and nothing is held on settled markets. */
async function expectBooksBalance(user: Bettor) {
  const wallet = await readWallet(server.db, user.id);
  expect(Number(await ledgerBalance(server.db, user.id))).toBe(wallet.balancePaise);
  return wallet;
}

/** Prices made for the maths tests: the bet is placed at 3.0, then the market moves to 2.0 / 2.02 and 1.9 / 1.92. */
async function movedMarket(market: TestMarket) {
  await setPrices(server.db, market.marketId, market.selectionIds[0]!, { back: [{ price: 2, size: 1000 }], lay: [{ price: 2.02, size: 1000 }] });
  await setPrices(server.db, market.marketId, market.selectionIds[1]!, { back: [{ price: 1.9, size: 1000 }], lay: [{ price: 1.92, size: 1000 }] });
}

async function backedAt3(user: Bettor) {
  const market = await createTestMarket(server.db, {
    runners: [
      { back: [{ price: 3, size: 1000 }], lay: [{ price: 3.05, size: 1000 }] },
      { back: [{ price: 1.4, size: 1000 }], lay: [{ price: 1.42, size: 1000 }] },
    ],
  });
  await placeBet(user, market, 0, 'back', 3, 100);
  await movedMarket(market);
  return market;
}

describe('cash-out maths through the API', () => {
  it('closes a back position at the best lay: ₹48.51 locked in, paid at settlement to the paisa', async () => {
    const user = await bettor();
    const market = await backedAt3(user);
    const reply = await cashOut(user, market, 48.51);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({ amount: 48.51, share: 100, balance: { bl: 10_000, ex: 0, bc: 2 } });
    expect(reply.body.data.exposure.cashed_out).toBe(48.51);
    expect(await positions(user, market)).toEqual({ [market.selectionIds[0]!]: 48.52, [market.selectionIds[1]!]: 48.51 });

    const bets = await callOperation(server.app, 'openBets', { token: user.token, query: { event_id: market.eventId } });
    const hedge = bets.body.data.find((bet: { cash_out: boolean }) => bet.cash_out);
    expect(hedge).toMatchObject({ type: 'lay', odds: 2.02, stake: 148.51, liability: 151.48, market_id: market.marketId });
    const [row] = await server.db.query<{ exposure_paise: number; amount_paise: number }>(
      "SELECT exposure_paise, amount_paise FROM ledger WHERE user_id = $1 AND kind = 'cash_out'",
      [user.id],
    );
    expect(row).toEqual({ exposure_paise: 10_000, amount_paise: 0 });

    await settleMarket(server.db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[1]! });
    const wallet = await expectBooksBalance(user);
    expect(wallet).toMatchObject({ balancePaise: START_PAISE + 4_851, exposurePaise: 0, betsCount: 0 });
  });

  it('a half then the rest add up to the whole; the next offer leaves the first half out', async () => {
    const user = await bettor();
    const market = await backedAt3(user);
    const half = await cashOut(user, market, 24.25, 50);
    expect(half.body.data).toMatchObject({ amount: 24.25, share: 50 });
    expect(await positions(user, market)).toEqual({ [market.selectionIds[0]!]: 124.25, [market.selectionIds[1]!]: -25.74 });
    const rest = await cashOut(user, market, 24.26);
    expect(rest.body.data).toMatchObject({ amount: 24.26, share: 100, balance: { ex: 0 } });
    expect(rest.body.data.exposure.cashed_out).toBe(48.51);
    expect(await positions(user, market)).toEqual({ [market.selectionIds[0]!]: 48.51, [market.selectionIds[1]!]: 48.51 });
    // Flat: nothing left to cash out.
    const again = await cashOut(user, market, 0);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({ error: 'cashout_unavailable', data: { offer: null } });

    await settleMarket(server.db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    expect((await expectBooksBalance(user)).balancePaise).toBe(START_PAISE + 4_851);
  });

  it('closes a lay position at a loss, with the exposure falling to the loss locked in', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, {
      runners: [
        { back: [{ price: 2.98, size: 1000 }], lay: [{ price: 3, size: 1000 }] },
        { back: [{ price: 1.4, size: 1000 }], lay: [{ price: 1.42, size: 1000 }] },
      ],
    });
    await placeBet(user, market, 0, 'lay', 3, 100);
    await movedMarket(market);
    const reply = await cashOut(user, market, -43.75);
    expect(reply.body.data).toMatchObject({ amount: -43.75, balance: { bl: 10_000, ex: -43.75 } });
    expect(await positions(user, market)).toEqual({ [market.selectionIds[0]!]: -43.75, [market.selectionIds[1]!]: -43.75 });
    await settleMarket(server.db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    expect((await expectBooksBalance(user)).balancePaise).toBe(START_PAISE - 4_375);
  });

  it('with three runners and two bets it backs the two below the best runner, to ₹70 on each', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, {
      runners: [
        { back: [{ price: 4, size: 1000 }], lay: [{ price: 4.1, size: 1000 }] },
        { back: [{ price: 3, size: 1000 }], lay: [{ price: 3.05, size: 1000 }] },
        { back: [{ price: 4, size: 1000 }], lay: [{ price: 4.1, size: 1000 }] },
      ],
      minStakePaise: 100,
    });
    await placeBet(user, market, 0, 'back', 4, 100);
    await placeBet(user, market, 1, 'back', 3, 50);
    const prices = [
      [3, 3.1],
      [2.5, 2.6],
      [5, 5.5],
    ] as const;
    for (const [index, [back, lay]] of prices.entries()) {
      await setPrices(server.db, market.marketId, market.selectionIds[index]!, { back: [{ price: back, size: 1000 }], lay: [{ price: lay, size: 1000 }] });
    }
    const reply = await cashOut(user, market, 70);
    expect(reply.body.data).toMatchObject({ amount: 70, balance: { ex: 0, bc: 4 } });
    expect(Object.values(await positions(user, market))).toEqual([70, 70, 70]);
  });
});

describe('the shared maths and the ledger agree', () => {
  it('a hedge wins and loses exactly what a matched bet of the same terms does', () => {
    for (const marketType of ['match_odds', 'tied_match', 'bookmaker'] as const) {
      for (const odds of marketType === 'bookmaker' ? [1, 24, 95, 150] : [1.01, 1.93, 2.02, 3.45, 17.5, 990]) {
        for (const stakePaise of [1, 99, 14_851, 333_333, 10_000_000]) {
          for (const side of ['back', 'lay'] as const) {
            expect(hedgeMoney(marketType, side, odds, stakePaise)).toEqual(betMoney({ marketType, side, odds, stakePaise }));
          }
        }
      }
    }
  });
});

describe('re-pricing', () => {
  it('refuses with the new offer when the price moved against the bettor beyond the tolerance', async () => {
    const user = await bettor();
    const market = await backedAt3(user);
    // The bettor saw ₹48.51; A drifted to 2.2 (B shortened): 300 / 2.2 − 100 = ₹36.36.
    await setPrices(server.db, market.marketId, market.selectionIds[0]!, { back: [{ price: 2.18, size: 1000 }], lay: [{ price: 2.2, size: 1000 }] });
    await setPrices(server.db, market.marketId, market.selectionIds[1]!, { back: [{ price: 1.82, size: 1000 }], lay: [{ price: 1.84, size: 1000 }] });
    const refused = await cashOut(user, market, 48.51);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ error: 'offer_changed', message: 'The cash-out offer changed. Accept the new offer to cash out.', data: { offer: { share: 100, amount: 36.36 } } });
    expect((await readWallet(server.db, user.id)).exposurePaise).toBe(-10_000);
    // Accepting the new offer (a new key) closes it.
    const accepted = await cashOut(user, market, 36.36);
    expect(accepted.body.data.amount).toBe(36.36);
  });

  it('takes a worse offer within the tolerance (2%), and a better one, at the price of now', async () => {
    const user = await bettor();
    const market = await backedAt3(user);
    // The bettor saw ₹24.25 for half; at 2.03 it is ₹23.89, within 2% (allowance ₹0.48).
    await setPrices(server.db, market.marketId, market.selectionIds[0]!, { back: [{ price: 2.01, size: 1000 }], lay: [{ price: 2.03, size: 1000 }] });
    const worse = await cashOut(user, market, 24.25, 50);
    expect(worse.body.data).toMatchObject({ amount: 23.89, share: 50 });
    // The rest, confirmed at ₹20 while A shortened to 1.92: taken at ₹28.12.
    await setPrices(server.db, market.marketId, market.selectionIds[0]!, { back: [{ price: 1.9, size: 1000 }], lay: [{ price: 1.92, size: 1000 }] });
    const better = await cashOut(user, market, 20);
    expect(better.body.data).toMatchObject({ amount: 28.12, exposure: { cashed_out: 52.01 } });
  });

  it('re-checks after the in-play delay: a price moved meanwhile refuses with the new offer', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, { betDelay: 3, runners: [
      { back: [{ price: 3, size: 1000 }], lay: [{ price: 3.05, size: 1000 }] },
      { back: [{ price: 1.4, size: 1000 }], lay: [{ price: 1.42, size: 1000 }] },
    ] });
    await placeBet(user, market, 0, 'back', 3, 100);
    await movedMarket(market);
    clock.waits.length = 0;
    clock.during = async () => {
      await setPrices(server.db, market.marketId, market.selectionIds[0]!, { back: [{ price: 2.5, size: 1000 }], lay: [{ price: 2.52, size: 1000 }] });
      await setPrices(server.db, market.marketId, market.selectionIds[1]!, { back: [{ price: 1.64, size: 1000 }], lay: [{ price: 1.66, size: 1000 }] });
    };
    try {
      const refused = await cashOut(user, market, 48.51);
      expect(clock.waits).toEqual([3000]);
      expect(refused.statusCode).toBe(409);
      expect(refused.body.data.offer.amount).toBe(19.04);
    } finally {
      clock.during = undefined;
    }
  });
});

describe('idempotency', () => {
  it('a repeated key gets the first reply and cashes out once, even when sent at the same time', async () => {
    const user = await bettor();
    const market = await backedAt3(user);
    const key = newKey();
    const replies = await Promise.all([cashOut(user, market, 24.25, 50, key), cashOut(user, market, 24.25, 50, key), cashOut(user, market, 24.25, 50, key)]);
    for (const reply of replies) expect(reply.body.data).toMatchObject({ amount: 24.25, share: 50 });
    expect(new Set(replies.map((reply) => reply.body.data.cashout_id)).size).toBe(1);
    const later = await cashOut(user, market, 24.25, 50, key);
    expect(later.body.data.cashout_id).toBe(replies[0]!.body.data.cashout_id);
    const [{ count }] = (await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM cashouts WHERE user_id = $1', [user.id])) as [{ count: number }];
    expect(count).toBe(1);
  });
});

describe('cash-out against settlement', () => {
  it('settled during the delay: the cash-out is refused and the original bet is paid', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, { betDelay: 2, runners: [
      { back: [{ price: 3, size: 1000 }], lay: [{ price: 3.05, size: 1000 }] },
      { back: [{ price: 1.4, size: 1000 }], lay: [{ price: 1.42, size: 1000 }] },
    ] });
    await placeBet(user, market, 0, 'back', 3, 100);
    await movedMarket(market);
    clock.during = async () => {
      await settleMarket(server.db, undefined, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    };
    try {
      const refused = await cashOut(user, market, 48.51);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.error).toBe('market_closed');
    } finally {
      clock.during = undefined;
    }
    expect(await expectBooksBalance(user)).toMatchObject({ balancePaise: START_PAISE + 20_000, exposurePaise: 0 });
  });

  it('sent together many times: exactly one of the two wins each time and the books balance', async () => {
    for (let round = 0; round < 6; round += 1) {
      const user = await bettor();
      const market = await backedAt3(user);
      const winner = market.selectionIds[Math.floor(round / 2) % 2]!;
      const settle = () => settleMarket(server.db, undefined, market.marketId, { kind: 'winner', selectionId: winner });
      const cash = () => cashOut(user, market, 48.51);
      // Started in both orders: whichever reaches the market's lock first wins.
      const [cashReply, settled] = round % 2 === 0 ? await Promise.all([cash(), settle()]) : (await Promise.all([settle(), cash()])).reverse() as [Awaited<ReturnType<typeof cash>>, Awaited<ReturnType<typeof settle>>];
      expect(settled.settled).toBe(true);
      const wallet = await expectBooksBalance(user);
      expect(wallet.exposurePaise).toBe(0);
      if (cashReply.statusCode === 200) {
        // The cash-out came first: the settlement paid the hedged result.
        expect(wallet.balancePaise).toBe(START_PAISE + (winner === market.selectionIds[0] ? 4_852 : 4_851));
      } else {
        expect(cashReply.body.error).toBe('market_closed');
        expect(wallet.balancePaise).toBe(START_PAISE + (winner === market.selectionIds[0] ? 20_000 : -10_000));
      }
    }
  });
});

describe('attackers and bad input', () => {
  it('has nothing to cash out on a market where the user holds no position (another user’s market)', async () => {
    const owner = await bettor();
    const other = await bettor();
    const market = await backedAt3(owner);
    const reply = await cashOut(other, market, 48.51);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ error: 'cashout_unavailable', message: 'Cash-out is not available on this market now.' });
    expect((await readWallet(server.db, owner.id)).exposurePaise).toBe(-10_000);
  });

  it('refuses a suspended market, a fancy market, an unknown one and one of another event', async () => {
    const user = await bettor();
    const market = await backedAt3(user);
    await server.db.query("UPDATE markets SET status = 'suspended' WHERE id = $1", [market.marketId]);
    expect((await cashOut(user, market, 48.51)).body.error).toBe('market_suspended');
    await server.db.query("UPDATE markets SET status = 'open' WHERE id = $1", [market.marketId]);
    expect((await cashOut(user, { ...market, eventId: 'ck-1005' }, 48.51)).body.error).toBe('market_closed');
    expect((await cashOut(user, { ...market, marketId: 'no-such-market' }, 48.51)).body.error).toBe('market_closed');
    const fancy = await createTestMarket(server.db, { type: 'fancy', runners: [{ back: [{ price: 50, size: 100 }], lay: [{ price: 49, size: 100 }] }] });
    const bet = await callOperation(server.app, 'saveBet', {
      body: { event_id: fancy.eventId, market_id: fancy.marketId, selection_id: fancy.selectionIds[0], type: 'back', odds: 100, runs: 50, stake: 100 },
      token: user.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(bet.statusCode).toBe(200);
    expect((await cashOut(user, fancy, 0)).body.error).toBe('cashout_unavailable');
  });

  it('answers 422 for a share out of range, a huge or fractional amount, no key; 401 without a session', async () => {
    const user = await bettor();
    const market = await backedAt3(user);
    expect((await cashOut(user, market, 48.51, 0)).statusCode).toBe(422);
    expect((await cashOut(user, market, 48.51, 101)).statusCode).toBe(422);
    expect((await cashOut(user, market, 1e12)).statusCode).toBe(422);
    expect((await cashOut(user, market, 48.515)).statusCode).toBe(422);
    const noKey = await callOperation(server.app, 'cashout', { body: { event_id: market.eventId, market_id: market.marketId, amount: 48.51 }, token: user.token });
    expect(noKey.statusCode).toBe(422);
    const anonymous = await callOperation(server.app, 'cashout', {
      body: { event_id: market.eventId, market_id: market.marketId, amount: 48.51 },
      headers: { 'idempotency-key': newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await readWallet(server.db, user.id)).exposurePaise).toBe(-10_000);
  });
});
