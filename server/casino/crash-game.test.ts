// The crash game on the reference provider (docs/decisions/190), played through its API with the
// table stepped by hand on a test clock: bets before take-off, automatic and hand cash-outs against
// the crash point, losses settled at the crash, every bet a debit and a credit in the ledger.
import type { AddressInfo } from 'node:net';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPointFromSeed, seedHashOf, timeToReach } from '../../machines/casino/crash-rules.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createWalletTestUser, expectLedgerToMatchBalance } from '../testing/wallet.ts';
import { CRASH_BETTING_MS, CRASH_NAMESPACE, type CrashMessage } from './crash-model.ts';
import type { CrashTable } from './crash-table.ts';
import { CrashTestTable } from '../testing/crash.ts';
import { launchToken } from '../testing/casino.ts';

let server: BuiltServer;
let crash: CrashTestTable;
let table: CrashTable;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  crash = new CrashTestTable(server);
  table = crash.table;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const post = (path: string, payload: Record<string, unknown>) => crash.post(path, payload);
const newRound = (atLeast?: number, below?: number) => crash.newRound(atLeast, below);
const takeOff = () => crash.takeOff();
const setClock = (value: number) => {
  crash.clock = value;
};

async function crashPlayer(balanceRupees = 1000) {
  const user = await createWalletTestUser(server.db, { balanceRupees });
  return { user, token: await launchToken(server.db, user, 'aviator') };
}

const balanceOf = async (userId: number) => expectLedgerToMatchBalance(server.db, userId);

describe('the crash table', () => {
  it('fixes the crash point from the seed before the round, shows the hash, reveals the seed at the crash', async () => {
    const messages: CrashMessage[] = [];
    const emit = (table as unknown as { options: { emit?: (message: CrashMessage) => void } }).options;
    const before = emit.emit;
    emit.emit = (message) => messages.push(message);
    try {
      await newRound(1);
      const round = (await table.current())!;
      expect(round.seed_hash).toBe(await seedHashOf(round.server_seed));
      expect(Number(round.crash_point)).toBe(await crashPointFromSeed(round.server_seed, round.round_id));
      const { token } = await crashPlayer();
      const state = await post('state', { token });
      expect(state.body.round).toMatchObject({ roundId: round.round_id, seedHash: round.seed_hash, phase: 'betting', seed: null, crashPoint: null });
      expect(JSON.stringify(state.body)).not.toContain(round.server_seed);
      const startedAt = await takeOff();
      setClock(startedAt + timeToReach(Number(round.crash_point)) + 1);
      await table.step();
      expect(messages.map((message) => message.type)).toEqual(['round.betting', 'round.flying', 'round.crashed']);
      expect(messages[0]).toMatchObject({ roundId: round.round_id, takeoffAt: Number(round.takeoff_at) });
      expect(messages[2]).toMatchObject({ roundId: round.round_id, crashPoint: Number(round.crash_point), seed: round.server_seed });
      expect(CRASH_BETTING_MS).toBeGreaterThanOrEqual(5_000);
    } finally {
      emit.emit = before;
    }
  });

  it('two bets: one cashed out automatically at its target, one by hand at the multiplier then; both paid through the ledger', async () => {
    const { user, token } = await crashPlayer(1000);
    const { roundId, crashPoint } = await newRound(2);
    const a = await post('bet', { token, round_id: roundId, slot: 'a', stake: 100 });
    const b = await post('bet', { token, round_id: roundId, slot: 'b', stake: 50, auto_cash_out: 1.5 });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.balance).toBe(850);
    expect(await balanceOf(user.id)).toBe(85_000);
    const startedAt = await takeOff();
    setClock(startedAt + timeToReach(1.6) + 1);
    await table.step();
    expect(await balanceOf(user.id)).toBe(85_000 + 7_500);
    const cash = await post('cash-out', { token, round_id: roundId, slot: 'a' });
    expect(cash.status).toBe(200);
    expect(cash.body).toMatchObject({ multiplier: 1.6, win: 160, balance: 1085 });
    expect(await balanceOf(user.id)).toBe(108_500);
    const again = await post('cash-out', { token, round_id: roundId, slot: 'a' });
    expect(again).toMatchObject({ status: 409, body: { error: 'CASHED_OUT' } });
    setClock(startedAt + timeToReach(crashPoint) + 1);
    await table.step();
    expect(await balanceOf(user.id)).toBe(108_500);
    const rounds = await server.db.query<{ status: string; bet_paise: number; win_paise: number }>(
      "SELECT status, bet_paise, win_paise FROM casino_rounds WHERE user_id = $1 AND game_id = 'aviator' ORDER BY bet_paise",
      [user.id],
    );
    expect(rounds.map((row) => [row.status, Number(row.bet_paise), Number(row.win_paise)])).toEqual([
      ['settled', 5_000, 7_500],
      ['settled', 10_000, 16_000],
    ]);
  });

  it('a bet still in at the crash loses, and an automatic target above the crash point is never reached', async () => {
    const { user, token } = await crashPlayer(1000);
    const { roundId, crashPoint } = await newRound(1.2, 3);
    await post('bet', { token, round_id: roundId, slot: 'a', stake: 100 });
    await post('bet', { token, round_id: roundId, slot: 'b', stake: 100, auto_cash_out: 3 });
    const startedAt = await takeOff();
    setClock(startedAt + timeToReach(crashPoint) + 1);
    await table.step();
    expect((await table.current())!.phase).toBe('crashed');
    expect(await balanceOf(user.id)).toBe(80_000);
    const late = await post('cash-out', { token, round_id: roundId, slot: 'a' });
    expect(late).toMatchObject({ status: 409, body: { error: 'CRASHED' } });
    const state = await post('state', { token });
    expect(state.body.bets.map((bet: { status: string; win: number }) => [bet.status, bet.win]).sort()).toEqual([
      ['lost', 0],
      ['lost', 0],
    ]);
    const closed = await server.db.query<{ status: string }>("SELECT status FROM casino_rounds WHERE user_id = $1 AND game_id = 'aviator'", [user.id]);
    expect(closed.map((row) => row.status)).toEqual(['settled', 'settled']);
  });

  it('an automatic target equal to the crash point pays; the crash settles it even between two steps', async () => {
    const { user, token } = await crashPlayer(1000);
    const { roundId, crashPoint } = await newRound(1.5, 4);
    await post('bet', { token, round_id: roundId, slot: 'a', stake: 100, auto_cash_out: crashPoint });
    const startedAt = await takeOff();
    setClock(startedAt + timeToReach(crashPoint) + 500);
    await table.step();
    expect(await balanceOf(user.id)).toBe(90_000 + Math.floor(10_000 * crashPoint));
  });

  it('a hand cash-out after the crash point is refused even before the table has crashed the round', async () => {
    const { user, token } = await crashPlayer(1000);
    const { roundId, crashPoint } = await newRound(1.5, 4);
    await post('bet', { token, round_id: roundId, slot: 'a', stake: 100 });
    const startedAt = await takeOff();
    setClock(startedAt + timeToReach(crashPoint + 0.05) + 1);
    const late = await post('cash-out', { token, round_id: roundId, slot: 'a' });
    expect(late).toMatchObject({ status: 409, body: { error: 'CRASHED' } });
    await table.step();
    expect(await balanceOf(user.id)).toBe(90_000);
  });

  it('two players in one round (docs/decisions/194): both bets placed, one cashed out by hand, one automatically, one lost; each told only of their own cash-outs; each ledger right', async () => {
    const told: { message: CrashMessage; playerId?: string }[] = [];
    const options = (table as unknown as { options: { emit?: (message: CrashMessage, playerId?: string) => void } }).options;
    const before = options.emit;
    options.emit = (message, playerId) => told.push({ message, playerId });
    try {
      const first = await crashPlayer(1000);
      const second = await crashPlayer(500);
      const { roundId, crashPoint } = await newRound(2, 50);
      // Both players see the same round taking bets, and both bets of each are taken in it.
      const [seen1, seen2] = await Promise.all([post('state', { token: first.token }), post('state', { token: second.token })]);
      expect([seen1.body.round.roundId, seen2.body.round.roundId]).toEqual([roundId, roundId]);
      const placed = await Promise.all([
        post('bet', { token: first.token, round_id: roundId, slot: 'a', stake: 100 }),
        post('bet', { token: second.token, round_id: roundId, slot: 'a', stake: 200 }),
        post('bet', { token: second.token, round_id: roundId, slot: 'b', stake: 50, auto_cash_out: 1.5 }),
      ]);
      expect(placed.map((reply) => [reply.status, reply.body.status])).toEqual([
        [200, 'placed'],
        [200, 'placed'],
        [200, 'placed'],
      ]);
      expect(await balanceOf(first.user.id)).toBe(90_000);
      expect(await balanceOf(second.user.id)).toBe(25_000);
      const states = await Promise.all([post('state', { token: first.token }), post('state', { token: second.token })]);
      expect(states[0].body.bets.map((bet: { slot: string; stake: number }) => [bet.slot, bet.stake])).toEqual([['a', 100]]);
      expect(states[1].body.bets.map((bet: { slot: string; stake: number }) => [bet.slot, bet.stake]).sort()).toEqual([
        ['a', 200],
        ['b', 50],
      ]);

      // It flies: the second player's bet b is cashed out at 1.5×, the first cashes out by hand at 1.8×.
      const startedAt = await takeOff();
      setClock(startedAt + timeToReach(1.8) + 1);
      await table.step();
      const cash = await post('cash-out', { token: first.token, round_id: roundId, slot: 'a' });
      expect(cash).toMatchObject({ status: 200, body: { multiplier: 1.8, win: 180, balance: 1080 } });
      // The second player's bet a stays in and is lost at the crash.
      setClock(startedAt + timeToReach(crashPoint) + 1);
      await table.step();
      expect((await table.current())!.phase).toBe('crashed');

      expect(await balanceOf(first.user.id)).toBe(90_000 + 18_000);
      expect(await balanceOf(second.user.id)).toBe(25_000 + 7_500);
      const finals = await Promise.all([post('state', { token: first.token }), post('state', { token: second.token })]);
      expect(finals[0].body.bets.map((bet: { status: string; win: number }) => [bet.status, bet.win])).toEqual([['cashed_out', 180]]);
      expect(finals[1].body.bets.map((bet: { slot: string; status: string; win: number }) => [bet.slot, bet.status, bet.win]).sort()).toEqual([
        ['a', 'lost', 0],
        ['b', 'cashed_out', 75],
      ]);
      const ledger = async (userId: number) =>
        (
          await server.db.query<{ status: string; bet_paise: number; win_paise: number }>(
            "SELECT status, bet_paise, win_paise FROM casino_rounds WHERE user_id = $1 AND game_id = 'aviator' ORDER BY bet_paise",
            [userId],
          )
        ).map((row) => [row.status, Number(row.bet_paise), Number(row.win_paise)]);
      expect(await ledger(first.user.id)).toEqual([['settled', 10_000, 18_000]]);
      expect(await ledger(second.user.id)).toEqual([
        ['settled', 5_000, 7_500],
        ['settled', 20_000, 0],
      ]);

      // The round's messages went to every player; the automatic cash-out only to its player.
      const ofRound = told.filter(({ message }) => message.roundId === roundId);
      expect(ofRound.filter(({ playerId }) => playerId === undefined).map(({ message }) => message.type)).toEqual([
        'round.betting',
        'round.flying',
        'round.crashed',
      ]);
      expect(ofRound.filter(({ playerId }) => playerId !== undefined)).toEqual([
        { message: { type: 'bet.cashedOut', roundId, slot: 'b', multiplier: 1.5, win: 75 }, playerId: String(second.user.id) },
      ]);
    } finally {
      options.emit = before;
    }
  });

  it("a socket connecting mid-round (a reload) is told the round with that player's own bets, placed, cashed out or lost, and no other player's (docs/decisions/196)", async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    /** What a socket connecting with this token is told first: the round now and its player's bets. */
    const snapshotOf = (token: string) =>
      new Promise<{ round: { roundId: string; phase: string; crashPoint: number | null }; bets: Record<string, unknown>[] }>((resolve, reject) => {
        const socket = connectSocket(`http://127.0.0.1:${port}${CRASH_NAMESPACE}`, { transports: ['websocket'], auth: { token }, reconnection: false });
        socket.on('round.state', (snapshot) => {
          socket.close();
          resolve(snapshot);
        });
        socket.on('connect_error', reject);
      });
    const bySlot = (bets: Record<string, unknown>[]) => [...bets].sort((one, other) => String(one.slot).localeCompare(String(other.slot)));
    const first = await crashPlayer(1000);
    const second = await crashPlayer(1000);
    // Crashing below 4×, so the second player's automatic cash-out at 4× is never reached.
    const { roundId, crashPoint } = await newRound(2, 4);
    await post('bet', { token: first.token, round_id: roundId, slot: 'a', stake: 100 });
    await post('bet', { token: first.token, round_id: roundId, slot: 'b', stake: 50, auto_cash_out: 1.5 });
    await post('bet', { token: second.token, round_id: roundId, slot: 'a', stake: 300, auto_cash_out: 4 });

    const taking = await snapshotOf(first.token);
    expect(taking.round).toMatchObject({ roundId, phase: 'betting', crashPoint: null });
    expect(bySlot(taking.bets)).toEqual([
      { slot: 'a', stake: 100, autoCashOut: null, status: 'placed', cashedOutAt: null, win: 0 },
      { slot: 'b', stake: 50, autoCashOut: 1.5, status: 'placed', cashedOutAt: null, win: 0 },
    ]);
    const other = await snapshotOf(second.token);
    expect(other.bets).toEqual([{ slot: 'a', stake: 300, autoCashOut: 4, status: 'placed', cashedOutAt: null, win: 0 }]);
    const nobody = await crashPlayer(1000);
    expect((await snapshotOf(nobody.token)).bets).toEqual([]);

    // Flying past 1.5×: bet b was cashed out automatically while the page was away.
    const startedAt = await takeOff();
    setClock(startedAt + timeToReach(1.6) + 1);
    await table.step();
    const flying = await snapshotOf(first.token);
    expect(flying.round).toMatchObject({ roundId, phase: 'flying' });
    expect(bySlot(flying.bets).map((bet) => [bet.slot, bet.status, bet.cashedOutAt, bet.win])).toEqual([
      ['a', 'placed', null, 0],
      ['b', 'cashed_out', 1.5, 75],
    ]);

    // Crashed (the pause before the next round): bet a is lost, the round's point and seed are told.
    setClock(startedAt + timeToReach(crashPoint) + 1);
    await table.step();
    const ended = await snapshotOf(first.token);
    expect(ended.round).toMatchObject({ roundId, phase: 'crashed', crashPoint });
    expect(bySlot(ended.bets).map((bet) => [bet.slot, bet.status, bet.win])).toEqual([
      ['a', 'lost', 0],
      ['b', 'cashed_out', 75],
    ]);
    expect((await snapshotOf(second.token)).bets.map((bet) => [bet.slot, bet.status, bet.stake])).toEqual([['a', 'lost', 300]]);
  });

  it('takes bets only before take-off and cashes out only while flying', async () => {
    const { user, token } = await crashPlayer(1000);
    const { roundId } = await newRound(2);
    const early = await post('cash-out', { token, round_id: roundId, slot: 'a' });
    expect(early).toMatchObject({ status: 404, body: { error: 'BET_NOT_FOUND' } });
    await post('bet', { token, round_id: roundId, slot: 'a', stake: 100 });
    const notYet = await post('cash-out', { token, round_id: roundId, slot: 'a' });
    expect(notYet).toMatchObject({ status: 409, body: { error: 'NOT_FLYING' } });
    await takeOff();
    const late = await post('bet', { token, round_id: roundId, slot: 'b', stake: 100 });
    expect(late).toMatchObject({ status: 409, body: { error: 'BETS_CLOSED' } });
    expect(await balanceOf(user.id)).toBe(90_000);
  });
});
