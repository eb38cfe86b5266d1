// replaceBet through the HTTP contract (docs/decisions/182): a request without an Idempotency-Key, a
// huge or fractional bet id, a price out of range, an extra field and no token are refused before
// anything moves; a replay of the same key over HTTP gets the first reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { allHandlers } from '../areas/all-handlers.ts';
import { createBettingHandlers } from '../areas/betting.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createTestMarket, testClock } from '../testing/sports.ts';

let server: BuiltServer;
const clock = testClock();

beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase(), handlers: { ...allHandlers, ...createBettingHandlers({ clock }) } });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

describe('replaceBet over HTTP', () => {
  it('refuses malformed and unauthenticated requests, and replays a key', async () => {
    const user = await createTestUser(server.db, { balancePaise: 1_000_000 });
    await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, 1_000_000]);
    const token = (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token;
    const market = await createTestMarket(server.db, { runners: [{ back: [], lay: [] }, { back: [], lay: [] }] });
    const placed = await callOperation(server.app, 'saveBet', {
      body: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'lay', odds: 2, stake: 300 },
      token,
      headers: { 'idempotency-key': `http-edit-place-${process.pid}` },
    });
    expect(placed.statusCode).toBe(200);
    const betId = placed.body.data.bet.bet_id as number;
    const edit = (body: unknown, headers: Record<string, string> = { 'idempotency-key': `http-edit-${process.pid}` }, withToken = true) =>
      callOperation(server.app, 'replaceBet', { body, headers, ...(withToken && { token }) });

    expect((await edit({ bet_id: betId, new_price: 2.2 }, {})).statusCode).toBe(422);
    expect((await edit({ bet_id: betId, new_price: 2.2 }, undefined, false)).statusCode).toBe(401);
    expect((await edit({ bet_id: 2 ** 60, new_price: 2.2 })).statusCode).toBe(422);
    expect((await edit({ bet_id: 1.5, new_price: 2.2 })).statusCode).toBe(422);
    expect((await edit({ bet_id: betId, new_price: 5000 })).statusCode).toBe(422);
    expect((await edit({ bet_id: betId, new_price: 2.2, stake: 1e9 })).statusCode).toBe(422);
    const first = await edit({ bet_id: betId, new_price: 2.2 });
    expect(first.statusCode).toBe(200);
    expect(first.body.data.bet).toMatchObject({ price_requested: 2.2, size_remaining: 300 });
    const again = await edit({ bet_id: betId, new_price: 2.2 });
    expect(again.body).toEqual(first.body);
    const bets = await server.db.query('SELECT 1 FROM bets WHERE user_id = $1', [user.id]);
    expect(bets).toHaveLength(2);
  });
});
