// Attacks on the exchange. A bettor cannot see or move another user's bets, cannot bet with
// stakes or prices outside the contract and the market, cannot bet on a closed market, and nobody can
// settle a market without the operator's password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../../server/auth/sessions.ts';
import { readWallet } from '../../server/ledger/ledger.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../../server/operator/operator-auth.ts';
import { createTestMarket, type TestMarket } from '../../server/testing/sports.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { callOperation } from '../contract/call-operation.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

let server: BuiltServer;
let alice: TestUser & { token: string };
let mallory: TestUser & { token: string };
let market: TestMarket;
let keys = 0;

async function bettor(balancePaise: number) {
  const user = await createTestUser(server.db, { balancePaise });
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, balancePaise]);
  return { ...user, token: (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token };
}

beforeAll(async () => {
  server = await startTestServer({ mode: 'production' });
  alice = await bettor(1_000_000);
  mallory = await bettor(10_000);
  market = await createTestMarket(server.db);
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const newKey = () => `attack-key-${process.pid}-${(keys += 1)}`;
const betBody = (overrides: Record<string, unknown> = {}) => ({
  event_id: market.eventId,
  market_id: market.marketId,
  selection_id: market.selectionIds[0],
  type: 'back',
  odds: 2,
  stake: 100,
  ...overrides,
});
/** key null: no Idempotency-Key header. */
const bet = (user: { token: string } | undefined, body: unknown, key: string | null = newKey()) =>
  callOperation(server.app, 'saveBet', { body, token: user?.token, headers: key === null ? {} : { 'idempotency-key': key } });

async function untouched(user: TestUser, run: () => Promise<void>) {
  const before = await readWallet(server.db, user.id);
  const bets = async () => (await server.db.query('SELECT id FROM bets WHERE user_id = $1', [user.id])).length;
  const betsBefore = await bets();
  await run();
  expect(await readWallet(server.db, user.id)).toEqual(before);
  expect(await bets()).toBe(betsBefore);
}

describe('other users’ bets', () => {
  it('are not in my exposures, my event exposures or my fancy book', async () => {
    const placed = await bet(alice, betBody({ stake: 1000 }));
    expect(placed.statusCode).toBe(200);
    for (const reply of [
      await callOperation(server.app, 'allMarketExposures', { token: mallory.token }),
      await callOperation(server.app, 'eventExposures', { token: mallory.token, params: { matchId: market.eventId } }),
      await callOperation(server.app, 'fancyBook', { token: mallory.token, query: { event_id: market.eventId, market_id: market.marketId } }),
    ]) {
      expect([reply.statusCode, reply.body.data]).toEqual([200, []]);
    }
  });

  it('another user’s Idempotency-Key neither replays their bet nor blocks mine', async () => {
    const key = newKey();
    const alicesBet = await bet(alice, betBody({ stake: 200 }), key);
    const mine = await bet(mallory, betBody({ stake: 100 }), key);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.bet.bet_id).not.toBe(alicesBet.body.data.bet.bet_id);
    expect(mine.body.data.bet.stake).toBe(100);
    expect(mine.body.data.balance.bl).toBe(100);
  });

  it('needs a signed-in user and an Idempotency-Key', async () => {
    expect((await bet(undefined, betBody())).statusCode).toBe(401);
    expect((await callOperation(server.app, 'allMarketExposures')).statusCode).toBe(401);
    await untouched(mallory, async () => {
      expect((await bet(mallory, betBody(), null)).statusCode).toBe(422);
      expect((await bet(mallory, betBody(), 'short')).statusCode).toBe(422);
    });
  });
});

describe('stakes and prices outside the rules', () => {
  it.each([
    ['a negative stake', { stake: -100 }],
    ['a zero stake', { stake: 0 }],
    ['a stake with a fraction of a paisa', { stake: 100.001 }],
    ['a huge stake', { stake: 1e12 }],
    ['an astronomical stake', { stake: 1e308 }],
    ['a stake as text', { stake: '100' }],
    ['NaN odds (as text)', { odds: 'NaN' }],
    ['null odds', { odds: null }],
    ['zero odds', { odds: 0 }],
    ['negative odds', { odds: -2 }],
    ['odds of 1 (no profit)', { odds: 1 }],
    ['odds above the ladder', { odds: 1001 }],
    ['a runs line on a match odds market', { runs: 45 }],
    ['an unknown side', { type: 'both' }],
    ['an extra field', { user_id: 1 }],
    ['an id that is not an id', { market_id: "x' OR '1'='1" }],
  ])('refuses %s with 422 and changes nothing', async (_name, overrides) => {
    await untouched(mallory, async () => {
      const reply = await bet(mallory, betBody(overrides));
      expect(reply.statusCode).toBe(422);
    });
  });

  it('refuses a stake above the market maximum, and more than the balance covers', async () => {
    const capped = await createTestMarket(server.db, { maxStakePaise: 500_000 });
    await untouched(alice, async () => {
      const tooBig = await bet(alice, betBody({ market_id: capped.marketId, selection_id: capped.selectionIds[0], stake: 5000.01 }));
      expect([tooBig.statusCode, tooBig.body.error, tooBig.body.data.max_stake]).toEqual([400, 'stake_out_of_range', 5000]);
      const unaffordable = await bet(mallory, betBody({ stake: 1000 }));
      expect([unaffordable.statusCode, unaffordable.body.error]).toEqual([400, 'insufficient_balance']);
    });
  });

  it('refuses a lay whose liability exceeds the balance even at a tiny stake × huge odds', async () => {
    const longshot = await createTestMarket(server.db, {
      runners: [{ back: [{ price: 900, size: 10 }], lay: [{ price: 1000, size: 10 }] }, { back: [{ price: 1.01, size: 10 }], lay: [{ price: 1.02, size: 10 }] }],
    });
    await untouched(mallory, async () => {
      const reply = await bet(mallory, betBody({ market_id: longshot.marketId, selection_id: longshot.selectionIds[0], type: 'lay', odds: 1000, stake: 100 }));
      expect(reply.body.error).toBe('insufficient_balance');
    });
  });
});

describe('markets that take no bets', () => {
  it('refuses a closed market, a market of another event and a runner of another market', async () => {
    const closed = await createTestMarket(server.db);
    await server.db.query("UPDATE markets SET status = 'closed' WHERE id = $1", [closed.marketId]);
    await untouched(alice, async () => {
      const reply = await bet(alice, betBody({ market_id: closed.marketId, selection_id: closed.selectionIds[0] }));
      expect([reply.statusCode, reply.body.error]).toEqual([400, 'market_closed']);
      const otherEvent = await bet(alice, betBody({ event_id: 'fb-2001' }));
      expect([otherEvent.statusCode, otherEvent.body.error, otherEvent.body.message]).toEqual([400, 'market_closed', 'Market not found.']);
      const otherRunner = await bet(alice, betBody({ selection_id: 'ck-1001.h' }));
      expect([otherRunner.statusCode, otherRunner.body.error]).toEqual([400, 'unknown_selection']);
    });
  });
});

describe('settling without the operator', () => {
  // Each from its own address: the throttle of wrong operator passwords is per address.
  let address = 0;
  const declare = (url: string, authorization?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      remoteAddress: `203.0.113.${(address += 1)}`,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify({ id: market.marketId, winner: market.selectionIds[0] }),
    });

  it.each([
    ['/operator/api/actions/declare-winner', undefined],
    ['/operator/%61pi/actions/declare-winner', undefined],
    ['/operator/api/actions/declare-winner', 'Bearer wrong-password'],
    ['/operator/api/actions/void-market', undefined],
    ['/operator/api/actions/suspend-market', undefined],
  ])('POST %s (%s) is refused and settles nothing', async (url, authorization) => {
    await untouched(alice, async () => {
      const reply = await declare(url, authorization);
      expect(reply.statusCode).toBe(401);
    });
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM markets WHERE id = $1', [market.marketId]);
    expect(row!.status).toBe('open');
  });

  it('a bettor’s own token is not the operator’s', async () => {
    await untouched(alice, async () => {
      expect((await declare('/operator/api/actions/declare-winner', `Bearer ${alice.token}`)).statusCode).toBe(401);
    });
  });

  it('the page form needs the operator’s session', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/operator/markets/declare-winner',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${market.marketId}&winner=${market.selectionIds[0]}`,
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/operator/login');
  });

  it('with the password the operator settles it (once)', async () => {
    const reply = await declare('/operator/api/actions/declare-winner', `Bearer ${DEFAULT_OPERATOR_PASSWORD}`);
    expect(reply.statusCode).toBe(200);
    expect((await readWallet(server.db, alice.id)).exposurePaise).toBe(0);
  });
});
