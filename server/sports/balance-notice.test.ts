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
import { BALANCE_CHANNEL, BET_MATCHED_EVENT } from './balance-notice.ts';
import { settleMarket } from './settlement.ts';
import { createTestMarket as createTestMatkaMarket } from '../testing/matka.ts';
import { createTestMarket, testClock } from '../testing/sports.ts';

type Balance = { bl: number; ex: number; bc: number; eb: number };
type MatchNotice = { market_id: string; bet_ids: number[] };
/** A match notice as it arrived, with the bets it names as the database had them at that moment. */
type SeenNotice = { notice: MatchNotice; remaining: Promise<number[]> };

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
  const matches: SeenNotice[] = [];
  socket.on(BET_MATCHED_EVENT, (notice: MatchNotice) => {
    const remaining = server.db
      .query<{ size_remaining_paise: number }>('SELECT size_remaining_paise FROM bets WHERE id = ANY($1::int[]) ORDER BY id', [notice.bet_ids])
      .then((rows) => rows.map((row) => row.size_remaining_paise));
    matches.push({ notice, remaining });
  });
  const ack = await socket.emitWithAck('subscribe', { channel: BALANCE_CHANNEL, key: user.userid });
  expect(ack).toEqual({ ok: true });
  return { ...user, token, socket, received, matches };
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

  it("tells each bettor whose waiting bet was matched which of their own bets it was, after the commit, and no one else (decision 189)", async () => {
    const [alice, bob, carol, dev] = [await listeningUser(), await listeningUser(), await listeningUser(), await listeningUser()];
    // Runner 0 has no market maker: only bettors make its book.
    const market = await createTestMarket(server.db, {
      runners: [
        { back: [], lay: [] },
        { back: [{ price: 1.9, size: 100 }], lay: [{ price: 1.92, size: 100 }] },
      ],
    });
    const bet = (who: { token: string }, key: string, type: 'back' | 'lay', stake: number) =>
      callOperation(server.app, 'saveBet', {
        token: who.token,
        headers: { 'idempotency-key': `matched-${process.pid}-${key}` },
        body: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type, odds: 2, stake },
      });
    const aliceLay = await bet(alice, 'a', 'lay', 500);
    const carolLay = await bet(carol, 'c', 'lay', 200);
    expect([aliceLay.statusCode, carolLay.statusCode]).toEqual([200, 200]);
    await Promise.all([alice, carol].map((who) => flush(who.socket)));
    // Waiting alone tells no one of a match.
    expect([alice.matches, carol.matches]).toEqual([[], []]);

    const backed = await bet(bob, 'b', 'back', 600);
    expect(backed.body.data.bet).toMatchObject({ size_matched: 600 });
    await Promise.all([alice, bob, carol, dev].map((who) => flush(who.socket)));
    expect(alice.matches.map((seen) => seen.notice)).toEqual([{ market_id: market.marketId, bet_ids: [aliceLay.body.data.bet.bet_id] }]);
    expect(carol.matches.map((seen) => seen.notice)).toEqual([{ market_id: market.marketId, bet_ids: [carolLay.body.data.bet.bet_id] }]);
    // The taker and a bystander get no notice: the taker's reply says its match.
    expect(bob.matches).toEqual([]);
    expect(dev.matches).toEqual([]);
    // Sent after the commit: read when it arrived, each named bet already shows its match.
    expect(await alice.matches[0]!.remaining).toEqual([0]);
    expect(await carol.matches[0]!.remaining).toEqual([10_000]);

    // A replayed back (same key) matches nothing again and tells no one again.
    await bet(bob, 'b', 'back', 600);
    await Promise.all([alice, carol].map((who) => flush(who.socket)));
    expect([alice.matches.length, carol.matches.length]).toEqual([1, 1]);
  });

  it('the same back sent twice at once (one Idempotency-Key) matches once and tells the waiting bettor once; a stranger cannot join their room', async () => {
    const [alice, bob, eve] = [await listeningUser(), await listeningUser(), await listeningUser()];
    const market = await createTestMarket(server.db, {
      runners: [
        { back: [], lay: [] },
        { back: [{ price: 1.9, size: 100 }], lay: [{ price: 1.92, size: 100 }] },
      ],
    });
    const body = (type: 'back' | 'lay', stake: number) => ({ event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type, odds: 2, stake });
    const laid = await callOperation(server.app, 'saveBet', { token: alice.token, headers: { 'idempotency-key': `dup-${process.pid}-a` }, body: body('lay', 500) });
    expect(laid.statusCode).toBe(200);
    // Eve asks for Alice's balance room: refused, so nothing of Alice's reaches her.
    expect(await eve.socket.emitWithAck('subscribe', { channel: BALANCE_CHANNEL, key: alice.userid })).toEqual({ ok: false, message: 'Unauthenticated' });
    const key = `dup-${process.pid}-b`;
    const replies = await Promise.all([1, 2].map(() => callOperation(server.app, 'saveBet', { token: bob.token, headers: { 'idempotency-key': key }, body: body('back', 300) })));
    expect(replies.filter((reply) => reply.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    await Promise.all([alice, eve].map((who) => flush(who.socket)));
    expect(alice.matches.map((seen) => seen.notice)).toEqual([{ market_id: market.marketId, bet_ids: [laid.body.data.bet.bet_id] }]);
    expect(await alice.matches[0]!.remaining).toEqual([20_000]);
    expect(eve.matches).toEqual([]);
  });
});
