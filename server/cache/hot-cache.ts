// Hot reads from memory (docs/decisions/102): the session behind a bearer token, a wallet's
// figures (the 2 s balance poll) and the sites (site settings, every request's site). Kept exact by
// the writes:
// - every row change reaches every process through PostgreSQL's NOTIFY (migration 021's triggers on
//   wallets, sessions, users, sites, wallet_settings; channel hot_cache, sent at commit);
// - this process's own ledger writes (postEntry → noteWalletWrite) send the user's wallet reads to
//   the database from the first posting until their transaction ends, so a reply that follows a
//   write never shows the figures from before it, whatever the notification's timing;
// - this process's session revocations drop the session at once (forgetSession, forgetUserSessions).
// A value read from the database is kept only if nothing was invalidated while it was being read (one
// generation counter), and only while a change feed is listening (`live`): without one (a PostgreSQL
// database handed in by a test) every read goes to the database.
import type { AuthenticatedUser } from '../auth/authenticated-user.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { WalletFigures } from '../ledger/wallet-figures.ts';
import type { Site } from '../site.ts';

export const HOT_CACHE_CHANNEL = 'hot_cache';
/** Entries kept per kind; past it the oldest goes (memory stays bounded under a spray of tokens). */
const MAX_ENTRIES = 100_000;

export interface CachedSession {
  user: AuthenticatedUser;
  expiresAtMs: number;
}

function remember<Key, Value>(map: Map<Key, Value>, key: Key, value: Value): void {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as Key);
  map.set(key, value);
}

export class HotCache {
  private live = false;
  private generation = 0;
  private readonly sessions = new Map<string, CachedSession>();
  private readonly sessionsOfUser = new Map<number, Set<string>>();
  private readonly wallets = new Map<number, WalletFigures>();
  private readonly sites = new Map<string, Site>();
  /** Users whose wallet this process is changing in a transaction not yet ended: read from the database. */
  private readonly walletWritesInFlight = new Map<number, number>();

  /** On while a change feed delivers every change; off (and emptied) when it is lost. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  /** Forgets everything (a change feed reconnecting may have missed notifications). */
  clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.sessionsOfUser.clear();
    this.wallets.clear();
    this.sites.clear();
  }

  /** A `<table>:<key>` notification from migration 021's triggers. */
  applyNotification(payload: string): void {
    const [table, key] = payload.split(':');
    this.generation += 1;
    const id = Number(key);
    if (table === 'wallets') this.wallets.delete(id);
    else if (table === 'sessions' || table === 'users') this.forgetUserSessions(id);
    else if (table === 'sites' || table === 'wallet_settings') this.sites.clear();
  }

  async session(tokenHash: string, load: () => Promise<CachedSession | undefined>): Promise<CachedSession | undefined> {
    const cached = this.sessions.get(tokenHash);
    if (cached) return cached;
    const generation = this.generation;
    const loaded = await load();
    if (loaded && this.mayKeep(generation)) {
      remember(this.sessions, tokenHash, loaded);
      const hashes = this.sessionsOfUser.get(loaded.user.id) ?? new Set();
      this.sessionsOfUser.set(loaded.user.id, hashes.add(tokenHash));
    }
    return loaded;
  }

  forgetSession(tokenHash: string): void {
    this.generation += 1;
    this.sessions.delete(tokenHash);
  }

  forgetUserSessions(userId: number): void {
    this.generation += 1;
    for (const hash of this.sessionsOfUser.get(userId) ?? []) this.sessions.delete(hash);
    this.sessionsOfUser.delete(userId);
  }

  async wallet(userId: number, load: () => Promise<WalletFigures | undefined>): Promise<WalletFigures | undefined> {
    if (this.walletWritesInFlight.has(userId)) return load();
    const cached = this.wallets.get(userId);
    if (cached) return cached;
    const generation = this.generation;
    const loaded = await load();
    if (loaded && this.mayKeep(generation) && !this.walletWritesInFlight.has(userId)) remember(this.wallets, userId, loaded);
    return loaded;
  }

  walletWriteStarted(userId: number): void {
    this.generation += 1;
    this.walletWritesInFlight.set(userId, (this.walletWritesInFlight.get(userId) ?? 0) + 1);
    this.wallets.delete(userId);
  }

  walletWriteEnded(userId: number): void {
    this.generation += 1;
    const left = (this.walletWritesInFlight.get(userId) ?? 1) - 1;
    if (left > 0) this.walletWritesInFlight.set(userId, left);
    else this.walletWritesInFlight.delete(userId);
    this.wallets.delete(userId);
  }

  /** A site by `id:<n>` or `domain:<name>`. */
  async site(key: string, load: () => Promise<Site | undefined>): Promise<Site | undefined> {
    const cached = this.sites.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const loaded = await load();
    if (loaded && this.mayKeep(generation)) remember(this.sites, key, loaded);
    return loaded;
  }

  private mayKeep(generation: number): boolean {
    return this.live && generation === this.generation;
  }
}

const cacheOfQueryable = new WeakMap<Queryable, HotCache>();
const walletsWrittenIn = new WeakMap<Queryable, Set<number>>();

/** The hot cache behind a database (or one of its transactions) from withHotCache, if any. */
export function hotCacheOf(db: Queryable): HotCache | undefined {
  return cacheOfQueryable.get(db);
}

/** The ledger tells the cache that `tx` changes this user's wallet (server/ledger/ledger.ts postEntry). */
export function noteWalletWrite(tx: Queryable, userId: number): void {
  const written = walletsWrittenIn.get(tx);
  if (!written || written.has(userId)) return;
  written.add(userId);
  cacheOfQueryable.get(tx)!.walletWriteStarted(userId);
}

/** The same database, whose transactions report their wallet writes to `cache` until they end. */
export function withHotCache<Db extends Database>(db: Db, cache: HotCache): Db {
  const cached: Db = {
    ...db,
    async transaction(work) {
      const written = new Set<number>();
      try {
        return await db.transaction((tx) => {
          const reportingTx: Queryable = { query: (sql, params) => tx.query(sql, params), exec: (sql) => tx.exec(sql) };
          cacheOfQueryable.set(reportingTx, cache);
          walletsWrittenIn.set(reportingTx, written);
          return work(reportingTx);
        });
      } finally {
        for (const userId of written) cache.walletWriteEnded(userId);
      }
    },
  };
  cacheOfQueryable.set(cached, cache);
  return cached;
}

/**
 * PGlite's own LISTEN feeds the cache (it is the only process writing its database). A PostgreSQL
 * server's database has no `listen`: the cluster's control connection feeds it (server/cluster/).
 */
export async function listenForChanges(db: Database, cache: HotCache): Promise<void> {
  if (!db.listen) return;
  await db.listen(HOT_CACHE_CHANNEL, (payload) => cache.applyNotification(payload));
  cache.setLive(true);
}
