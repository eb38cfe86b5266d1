import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app.ts';
import { runOperatorCli } from '../cli/operator.ts';
import { readWallet } from '../ledger/ledger.ts';
import { placeBet } from '../sports/bets.ts';
import type { OddsMessage } from '../sports/publish.ts';
import { createTestMarket, testClock } from '../testing/sports.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { DEFAULT_OPERATOR_PASSWORD } from './operator-auth.ts';

// Outside the ports other server tests use.
const PORT = 8297;
const SERVER = `http://127.0.0.1:${PORT}`;

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  await server.app.listen({ port: PORT, host: '127.0.0.1' });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

async function cli(...args: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runOperatorCli(args, { server: SERVER, password: DEFAULT_OPERATOR_PASSWORD }, {
    out: (line) => out.push(line),
    error: (line) => error.push(line),
  });
  return { code, out: out.join('\n'), error: error.join('\n') };
}

const api = (action: string, body: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: `/operator/api/actions/${action}`,
    headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

let keys = 0;
async function backBet(user: TestUser, market: { eventId: string; marketId: string; selectionIds: string[] }, stake: number) {
  keys += 1;
  return placeBet(
    server.db,
    {
      userId: user.id,
      idempotencyKey: `op-${process.pid}-${keys}`,
      bettingAllowed: true,
      request: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0]!, type: 'back', odds: 2, stake },
    },
    testClock(),
  );
}

describe('the markets section', () => {
  it('lists the markets with their runners and the actions that apply', async () => {
    const { code, out } = await cli('markets');
    expect(code).toBe(0);
    expect(out).toContain('ck-1001.mo');
    expect(out).toContain('ck-1001.h: India');
    const listed = await server.app.inject({ url: '/operator/api/sections/markets', headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}` } });
    const rows = listed.json().rows as { target: { id: string }; actions: string[] }[];
    expect(rows.find((row) => row.target.id === 'ck-1001.i1.f6')!.actions).toEqual(['suspend-market', 'ball-running', 'declare-runs', 'void-market']);
    expect(rows.find((row) => row.target.id === 'ck-1001.mo')!.actions).toContain('declare-winner');
  });

  it('suspends, marks ball running and resumes from the CLI, telling the event room', async () => {
    const market = await createTestMarket(server.db);
    const socket: Socket = connectSocket(SERVER, { path: '/socket.io', transports: ['websocket'] });
    const messages: OddsMessage[] = [];
    socket.on('odds', (message: OddsMessage) => messages.push(message));
    await new Promise<void>((resolve) => socket.emit('subscribe', { channel: 'odds', key: market.eventId }, () => resolve()));
    try {
      expect((await cli('suspend-market', market.marketId)).out).toContain('is now suspended');
      expect((await cli('ball-running', market.marketId)).out).toContain('is now ball_running');
      expect((await cli('resume-market', market.marketId)).out).toContain('is now open');
      await expect.poll(() => messages.length).toBe(3);
      expect(messages.map((message) => message.markets[0]!.status)).toEqual(['suspended', 'ball_running', 'open']);
    } finally {
      socket.close();
    }
  });

  it('declares a winner: every bet settled once, balances paid; again changes nothing', async () => {
    const market = await createTestMarket(server.db);
    const user = await createTestUser(server.db, { balancePaise: 100_000 });
    await backBet(user, market, 500);
    const refused = await cli('declare-winner', market.marketId);
    expect(refused.code).not.toBe(0);
    const first = await cli('declare-winner', market.marketId, '--winner', market.selectionIds[0]!);
    expect(first.out).toContain('Settled 1 bets of 1 users');
    const replies = await Promise.all(Array.from({ length: 10 }, () => api('declare-winner', { id: market.marketId, winner: market.selectionIds[1]! })));
    expect(replies.every((reply) => reply.statusCode === 200 && reply.json().message.includes('settled before'))).toBe(true);
    expect(await readWallet(server.db, user.id)).toMatchObject({ balancePaise: 150_000, exposurePaise: 0, betsCount: 0 });
  });

  it('declares a fancy market’s runs and voids a market', async () => {
    const fancy = await createTestMarket(server.db, { type: 'fancy', runners: [{ back: [{ price: 46, size: 100 }], lay: [{ price: 45, size: 100 }] }] });
    expect((await api('declare-runs', { id: fancy.marketId, runs: 'lots' })).statusCode).toBe(400);
    expect((await api('declare-winner', { id: fancy.marketId, winner: fancy.selectionIds[0]! })).statusCode).toBe(400);
    const declared = await api('declare-runs', { id: fancy.marketId, runs: '52' });
    expect([declared.statusCode, declared.json().message]).toEqual([200, expect.stringContaining('52 runs')]);
    const other = await createTestMarket(server.db);
    expect((await cli('void-market', other.marketId)).out).toContain('void');
    expect((await api('suspend-market', { id: 'no-such-market' })).statusCode).toBe(404);
  });

  it('corrects a settled result from the CLI and the API: reversed and paid again to the paisa; refused before settlement, for a runner of another market, huge runs, the same result again', async () => {
    const market = await createTestMarket(server.db);
    const user = await createTestUser(server.db, { balancePaise: 100_000 });
    await backBet(user, market, 500);
    expect((await api('correct-result', { id: market.marketId, result: 'void' })).statusCode).toBe(409);
    await cli('declare-winner', market.marketId, '--winner', market.selectionIds[0]!);
    expect(await readWallet(server.db, user.id)).toMatchObject({ balancePaise: 150_000, exposurePaise: 0 });
    expect((await api('correct-result', { id: market.marketId })).statusCode).toBe(400);
    expect((await api('correct-result', { id: market.marketId, result: 'ck-1001.h' })).statusCode).toBe(400);
    expect((await api('correct-result', { id: market.marketId, result: '99999999999999999999' })).statusCode).toBe(400);
    expect((await api('correct-result', { id: market.marketId, result: market.selectionIds[0]! })).statusCode).toBe(409);
    const corrected = await cli('correct-result', market.marketId, '--result', market.selectionIds[1]!);
    expect(corrected.out).toContain('correction 1');
    expect(await readWallet(server.db, user.id)).toMatchObject({ balancePaise: 50_000, exposurePaise: 0, betsCount: 0 });
  });
});
