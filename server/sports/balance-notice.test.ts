// The balance channel (docs/decisions/072, 126): a placed bet, any other call that moves money (a matka
// slip here) and a settlement push the user's new wallet figures to that user's sockets, and to no
// one else's, through the real server and socket.io.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { allHandlers } from '../areas/all-handlers.ts';
import { createBettingHandlers } from '../areas/betting.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { BALANCE_CHANNEL } from './balance-notice.ts';
import { settleMarket } from './settlement.ts';
import { createTestMarket as createTestMatkaMarket } from '../testing/matka.ts';
import { createTestMarket, testClock } from '../testing/sports.ts';

type Balance = { bl: number; ex: number; bc: number; eb: number };

let server: BuiltServer;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await buildServer({
    mode: 'development',
    database: await openTestDatabase(),
    handlers: { ...allHandlers, ...createBettingHandlers({ clock: testClock() }) },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

/** A user with ₹10,000 and a socket on their own balance channel that records what arrives. */
async function listeningUser() {
  const user = await createTestUser(server.db, { balancePaise: 1_000_000 });
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, 1_000_000]);
  const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
  // The user's site is localhost: the socket is sent there (a token is bound to its site).
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, extraHeaders: { host: 'localhost' } });
  sockets.push(socket);
  const received: Balance[] = [];
  socket.on(BALANCE_CHANNEL, (payload: Balance) => received.push(payload));
  const ack = await socket.emitWithAck('subscribe', { channel: BALANCE_CHANNEL, key: user.userid });
  expect(ack).toEqual({ ok: true });
  return { ...user, token, socket, received };
}

/** A round trip on the socket: anything emitted to it before has arrived by then. */
const flush = (socket: ClientSocket) => socket.emitWithAck('subscribe', { channel: 'odds', key: 'flush' });

describe('balance channel', () => {
  it("pushes a bettor's exposure when the bet is placed and the payout when the market settles, to that bettor only", async () => {
    const alice = await listeningUser();
    const bob = await listeningUser();
    const market = await createTestMarket(server.db);
    const placed = await callOperation(server.app, 'saveBet', {
      token: alice.token,
      headers: { 'idempotency-key': `balance-${process.pid}-1` },
      body: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 1000 },
    });
    expect(placed.statusCode).toBe(200);
    await flush(alice.socket);
    expect(alice.received).toEqual([{ bl: 10_000, ex: -1000, bc: 1, eb: 0 }]);

    await settleMarket(server.db, server.io, market.marketId, { kind: 'winner', selectionId: market.selectionIds[0]! });
    await flush(alice.socket);
    await flush(bob.socket);
    expect(alice.received.at(-1)).toEqual({ bl: 11_000, ex: 0, bc: 0, eb: 0 });
    expect(bob.received).toEqual([]);
  });

  it('pushes the new balance after any call that moves money: a matka slip', async () => {
    const alice = await listeningUser();
    const market = await createTestMatkaMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    const placed = await callOperation(server.app, 'saveWorliMatkaBet', {
      token: alice.token,
      headers: { 'idempotency-key': `balance-${process.pid}-matka` },
      body: { market_id: market, session: 'open', bets: [{ bet_type: 'single_digit', number: '7', amount: 250 }] },
    });
    expect(placed.statusCode).toBe(200);
    await flush(alice.socket);
    expect(alice.received).toEqual([{ bl: 9_750, ex: 0, bc: 0, eb: 0 }]);
  });

  it("refuses a socket another user's balance channel", async () => {
    const alice = await listeningUser();
    const bob = await listeningUser();
    expect(await bob.socket.emitWithAck('subscribe', { channel: BALANCE_CHANNEL, key: alice.userid })).toEqual({ ok: false, message: 'Unauthenticated' });
  });

  it('a replayed bet (same Idempotency-Key) pushes the figures as they are now, not the stored reply', async () => {
    const alice = await listeningUser();
    const market = await createTestMarket(server.db);
    const body = { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 500 };
    const key = `balance-${process.pid}-replay`;
    await callOperation(server.app, 'saveBet', { token: alice.token, headers: { 'idempotency-key': key }, body });
    await settleMarket(server.db, server.io, market.marketId, { kind: 'void' });
    const replay = await callOperation(server.app, 'saveBet', { token: alice.token, headers: { 'idempotency-key': key }, body });
    expect(replay.body.data.balance).toEqual({ bl: 10_000, ex: -500, bc: 1, eb: 0 });
    await flush(alice.socket);
    expect(alice.received.at(-1)).toEqual({ bl: 10_000, ex: 0, bc: 0, eb: 0 });
  });
});
