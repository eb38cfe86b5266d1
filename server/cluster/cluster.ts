// Several server processes over one PostgreSQL (docs/decisions/103): started by
// server/app.ts when the server has DATABASE_URL (PGlite is one process and needs none of this).
//
// - socket.io rooms are shared through @socket.io/postgres-adapter on the same PostgreSQL: an emit
//   to a user's room, a fetchSockets() (a ban disconnecting every device) reach every process.
// - One connection of this process's own ("control") LISTENs to the hot cache's channel (migration
//   021) and holds the leader's advisory lock. While it is up the hot cache is live; when it drops the
//   cache is emptied and bypassed (a missed notification could leave it stale) until it is back.
// - The leader runs the periodic tasks (the price feed): the process holding the session-level
//   advisory lock. The others retry every LEADER_RETRY_MS; a leader whose connection ends stops its
//   tasks, and PostgreSQL releases the lock with the session, so another process takes over.
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server as SocketServer } from 'socket.io';
import { HOT_CACHE_CHANNEL, type HotCache } from '../cache/hot-cache.ts';

/** pg_try_advisory_lock's key for "the leader" (the migrations use 7_210_001). */
export const LEADER_LOCK_ID = 7_210_018;
export const LEADER_RETRY_MS = 2_000;
const RECONNECT_MS = 1_000;
/** The adapter's pool: one connection LISTENs, one sends NOTIFYs and cleans its attachments table. */
const ADAPTER_POOL_SIZE = 2;

/** Work only the leader does. */
export interface LeaderTask {
  start(): void;
  stop(): void;
}

export interface ClusterMember {
  /** Whether this process holds the leader lock now. */
  readonly isLeader: boolean;
  close(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  io: SocketServer;
  cache: HotCache;
  leaderTasks: LeaderTask[];
  log: { info(message: string): void; warn(message: string): void };
}

export async function joinCluster(options: ClusterOptions): Promise<ClusterMember> {
  const { databaseUrl, io, cache, leaderTasks, log } = options;
  const adapterPool = new pg.Pool({ connectionString: databaseUrl, max: ADAPTER_POOL_SIZE });
  adapterPool.on('error', (error) => log.warn(`socket.io adapter: a PostgreSQL connection failed: ${error.message}`));
  io.adapter(createAdapter(adapterPool));

  let control: pg.Client | undefined;
  let isLeader = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const setLeader = (leader: boolean) => {
    if (leader === isLeader) return;
    isLeader = leader;
    for (const task of leaderTasks) {
      if (leader) task.start();
      else task.stop();
    }
    log.info(leader ? 'Cluster: this process is the leader (price feed on)' : 'Cluster: no longer the leader');
  };

  const scheduleRetry = (run: () => Promise<void>, ms: number) => {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void run(), ms);
  };

  async function tryToLead(): Promise<void> {
    if (closed || !control || isLeader) return;
    try {
      const [row] = (await control.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LEADER_LOCK_ID])).rows;
      setLeader(row?.locked === true);
    } catch {
      return; // The connection's 'error' handler reconnects.
    }
    if (!isLeader) scheduleRetry(tryToLead, LEADER_RETRY_MS);
  }

  function lost(client: pg.Client, reason: string): void {
    if (control !== client) return;
    control = undefined;
    cache.setLive(false);
    setLeader(false);
    client.end().catch(() => undefined);
    if (closed) return;
    log.warn(`Cluster: the control connection to PostgreSQL was lost (${reason}); reconnecting`);
    scheduleRetry(connect, RECONNECT_MS);
  }

  async function connect(): Promise<void> {
    // TCP keepalive: a connection lost without a word still ends (and with it the lock and the cache).
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'closed'));
    client.on('notification', (message) => {
      if (message.channel === HOT_CACHE_CHANNEL && message.payload) cache.applyNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${HOT_CACHE_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      if (closed) return;
      log.warn(`Cluster: cannot reach PostgreSQL (${(error as Error).message}); retrying`);
      scheduleRetry(connect, RECONNECT_MS);
      return;
    }
    control = client;
    cache.setLive(true);
    await tryToLead();
  }

  await connect();
  return {
    get isLeader() {
      return isLeader;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      setLeader(false);
      cache.setLive(false);
      const client = control;
      control = undefined;
      await client?.end().catch(() => undefined);
      await adapterPool.end();
    },
  };
}
