// Two server processes over one PostgreSQL (docs/decisions/103, 105): `npm run test:cluster`
// (a throwaway PostgreSQL cluster, part of `npm test`) or any run with TEST_DATABASE_URL; skipped on
// PGlite. The user is on process A (a socket.io client, as the app's realtime machine connects, and
// the 2 s balance poll), the operator on process B (the operator CLI), so every assertion crosses
// processes: the socket message through the postgres adapter, the balance through the hot cache's
// NOTIFY, the money through the one ledger.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUESS_RULES } from '../auth/guess-limits.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { ledgerBalance, readWallet } from '../ledger/ledger.ts';
import { createTestMarket } from '../testing/sports.ts';
import { createTestUser, type TestUser } from '../testing/fixtures.ts';
import { runCli } from '../testing/operator-cli.ts';
import { LEADER_RETRY_MS } from './cluster.ts';
import { createFreshPostgresDatabase } from '../testing/postgres-test-database.ts';
import { holdWithdrawal } from '../wallet/withdrawal-effects.ts';
import type { TransactionRow } from '../wallet/transaction-rows.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const START_TIMEOUT_MS = 120_000;
const LEADER_LINE = 'this process is the leader';

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string;
}

let database: { url: string; drop(): Promise<void> };
let db: Database;
let a: ServerProcess;
let b: ServerProcess;
const dataDir = mkdtempSync(join(tmpdir(), 'two-processes-'));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', APP_MODE: 'development', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-site') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: ServerProcess = { url: `http://127.0.0.1:${port}`, child, output: '' };
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      started.output += chunk.toString();
      if (started.output.includes('Listening on')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${started.output.slice(-1000)}`)));
  });
  return started;
}

async function stopProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  let user: TestUser;
  let token: string;
  let socket: Socket;
  const depositNotices: { status: string; transaction_id: string }[] = [];

  beforeAll(async () => {
    database = await createFreshPostgresDatabase(serverUrl!);
    // A first, alone: it migrates and seeds; B finds the database ready.
    a = await startProcess(database.url);
    b = await startProcess(database.url);
    db = await openDatabase({ databaseUrl: database.url });
    // On the site the processes are reached at (127.0.0.1): a token is bound to its site (decision 132).
    user = await createTestUser(db, { domain: '127.0.0.1' });
    token = (await createSession(db, user.id, SESSION_LIFETIME_SECONDS)).token;
    socket = connectSocket(a.url, { transports: ['websocket'], auth: { token } });
    socket.on('DepositRequest', (notice: { status: string; transaction_id: string }) => depositNotices.push(notice));
    expect(await socket.emitWithAck('subscribe', { channel: 'depositRequest', key: user.userid })).toEqual({ ok: true });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    socket?.close();
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await db?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The balance as process A's poll answers it, in paise. */
  async function balanceOnA(): Promise<number> {
    const reply = await fetch(`${a.url}/api/user/wallet-balance`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const body = (await reply.json()) as { data: { bl: number } };
    return Math.round(body.data.bl * 100);
  }

  /** A pending request as the deposit and withdraw calls insert it (a withdrawal holds its amount). */
  function request(type: TransactionRow['type'], amountPaise: number): Promise<string> {
    return db.transaction(async (tx) => {
      const [row] = await tx.query<TransactionRow>(
        `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, amount_paise, created_at)
         SELECT $1, $2, $3, 'UPI', id, $4, $5 FROM payment_methods ORDER BY id LIMIT 1 RETURNING *`,
        [user.id, user.siteId, type, amountPaise, new Date()],
      );
      if (type === 'client_withdrawal') await holdWithdrawal(tx, row!);
      return String(row!.id);
    });
  }

  it('runs the price feed in exactly one process', () => {
    expect([a.output.includes(LEADER_LINE), b.output.includes(LEADER_LINE)].filter(Boolean)).toHaveLength(1);
  });

  it("an operator's market change on the other process comes after the leader's prices, not as a restart", async () => {
    const [leader, follower] = a.output.includes(LEADER_LINE) ? [a, b] : [b, a];
    const watcher = connectSocket(leader.url, { transports: ['websocket'] });
    const received: { seq: number; markets: { market_id: string; status: string }[] }[] = [];
    watcher.on('odds', (message: (typeof received)[number]) => received.push(message));
    try {
      expect(await watcher.emitWithAck('subscribe', { channel: 'odds', key: 'ck-1001' })).toEqual({ ok: true });
      await expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const suspended = await runCli(follower.url, ['suspend-market', 'ck-1001.mo']);
      expect(suspended.code, suspended.error.join('\n')).toBe(0);
      const isSuspension = (message: (typeof received)[number]) =>
        message.markets.some((market) => market.market_id === 'ck-1001.mo' && market.status === 'suspended');
      await expect.poll(() => received.some(isSuspension), { timeout: 2_000 }).toBe(true);
      const at = received.findIndex(isSuspension);
      expect(received[at]!.seq).toBeGreaterThan(Math.max(...received.slice(0, at).map((message) => message.seq)));
    } finally {
      watcher.close();
      await runCli(follower.url, ['resume-market', 'ck-1001.mo']);
    }
  });

  it('a deposit approved on B updates the balance and the socket on A', async () => {
    expect(await balanceOnA()).toBe(0); // now in A's cache
    const id = await request('client_deposit', 100_000);
    const approved = await runCli(b.url, ['approve', id]);
    expect(approved.code, approved.error.join('\n')).toBe(0);
    const { balancePaise } = await readWallet(db, user.id);
    expect(balancePaise).toBeGreaterThanOrEqual(100_000);
    // Within one poll (2 s): the NOTIFY reaches A's cache, the adapter A's socket.
    await expect.poll(balanceOnA, { timeout: 2_000, interval: 100 }).toBe(balancePaise);
    await expect.poll(() => depositNotices.find((notice) => notice.transaction_id === id)?.status, { timeout: 2_000 }).toBe('approve_completed');
  });

  it('a bet placed on A and its settlement on B agree', async () => {
    const market = await createTestMarket(db, { eventId: 'ck-1005' });
    const before = await balanceOnA();
    const placed = await fetch(`${a.url}/api/user/save-bet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `cluster-bet-${market.marketId}` },
      body: JSON.stringify({ event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake: 100, accept_any_odds: true }),
    });
    expect(placed.status).toBe(200);
    const { bet } = ((await placed.json()) as { data: { bet: { potential_profit: number } } }).data;
    const settled = await runCli(b.url, ['declare-winner', market.marketId, '--winner', market.selectionIds[0]!]);
    expect(settled.code, settled.error.join('\n')).toBe(0);
    // Won: the profit, seen on A as the ledger has it.
    await expect.poll(balanceOnA, { timeout: 2_000, interval: 100 }).toBe(before + Math.round(bet.potential_profit * 100));
    expect(await ledgerBalance(db, user.id)).toBe((await readWallet(db, user.id)).balancePaise);
  });

  it('a race of the same withdrawal on both processes moves money once', async () => {
    const before = await readWallet(db, user.id);
    const id = await request('client_withdrawal', 50_000);
    const results = await Promise.all([runCli(a.url, ['reject', id]), runCli(b.url, ['reject', id]), runCli(a.url, ['approve', id]), runCli(b.url, ['approve', id])]);
    expect(results.filter((result) => result.code === 0)).toHaveLength(1);
    const after = await readWallet(db, user.id);
    const rejected = results[0]!.code === 0 || results[1]!.code === 0;
    expect(after.balancePaise).toBe(before.balancePaise - (rejected ? 0 : 50_000));
    expect(await ledgerBalance(db, user.id)).toBe(after.balancePaise);
    await expect.poll(balanceOnA, { timeout: 2_000, interval: 100 }).toBe(after.balancePaise);
  });

  it('wrong passwords sent to both processes at once lock the account at one limit', async () => {
    const { max } = GUESS_RULES.loginPerAccount;
    const wrongLogin = (server: ServerProcess) =>
      fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '7300000001', password: 'Guess@1234', domain: 'localhost' }),
      }).then((reply) => reply.status);
    const statuses = await Promise.all(Array.from({ length: max + 2 }, (_, index) => wrongLogin(index % 2 ? a : b)));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect([await wrongLogin(a), await wrongLogin(b)]).toEqual([429, 429]);
  });

  it('a ban on B refuses the session on A within one poll and closes its socket there', async () => {
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const banned = await runCli(b.url, ['ban', user.userid, '--domain', '127.0.0.1']);
    expect(banned.code, banned.error.join('\n')).toBe(0);
    await expect.poll(async () => (await fetch(`${a.url}/api/user/wallet-balance`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status, { timeout: 2_000, interval: 100 }).toBe(401);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('another process takes the lead when the leader stops', async () => {
    const [leader, follower] = a.output.includes(LEADER_LINE) ? [a, b] : [b, a];
    await stopProcess(leader);
    await expect.poll(() => follower.output.includes(LEADER_LINE), { timeout: 2 * LEADER_RETRY_MS + 1_000, interval: 100 }).toBe(true);
  });
});
