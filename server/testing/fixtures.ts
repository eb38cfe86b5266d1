// Test support shared by server tests: a database with migrations and seeds, and users. The database
// is an in-memory PGlite, or a fresh database on the PostgreSQL server named by TEST_DATABASE_URL.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, type Database, type Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { openFreshPostgresDatabase } from './postgres-test-database.ts';

const dbDir = fileURLToPath(new URL('../db/', import.meta.url));
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** For beforeAll hooks that open a database: a cold PGlite on a busy machine took over 60 s (two test runs at once). */
export const DATABASE_STARTUP_TIMEOUT_MS = 120_000;

/** A database without tables (migration tests): a fresh PostgreSQL database, or an in-memory PGlite. */
export async function openEmptyTestDatabase(): Promise<Database> {
  return testDatabaseUrl ? openFreshPostgresDatabase(testDatabaseUrl) : openPglite({});
}

const SNAPSHOT_PREFIX = 'reference-server-test-db-';

/**
 * A fresh database, migrated and seeded. Open one per test file (beforeAll), not one per test.
 * A new PGlite spends seconds in initdb, so the first one is dumped to a temporary file named after
 * the migrations, the seeds and the hour, and later test files start from that dump. The hour because
 * the demo seeds are timed from when they ran (a matka draw whose open result is declared keeps its
 * times, events go in play): a dump from hours ago held a Kalyan draw that had closed since.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseUrl) {
    const db = await openFreshPostgresDatabase(testDatabaseUrl);
    await migrate(db);
    await seed(db);
    return db;
  }
  const snapshotName = `${SNAPSHOT_PREFIX}${await schemaFingerprint()}-${new Date().toISOString().slice(0, 13)}.tar`;
  const snapshotFile = join(tmpdir(), snapshotName);
  const snapshot = await readFile(snapshotFile).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
  const db = await openPglite({ snapshot });
  await migrate(db);
  await seed(db);
  if (!snapshot) {
    // Written aside, then renamed: test files starting together never read half a file. Test files
    // share a process when they run in worker threads, so the pid alone would not keep two apart.
    const partial = `${snapshotFile}.${process.pid}.${randomUUID()}`;
    await writeFile(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
    await rename(partial, snapshotFile);
    await removeOlderSnapshots(snapshotName);
  }
  return db;
}

/** Dumps of other hours or schemas (40 MB each) go; a test file reading one has it open already. */
async function removeOlderSnapshots(keep: string): Promise<void> {
  const stale = (await readdir(tmpdir())).filter((file) => file.startsWith(SNAPSHOT_PREFIX) && file.endsWith('.tar') && file !== keep);
  await Promise.all(stale.map((file) => rm(join(tmpdir(), file), { force: true })));
}

/** Changes whenever a migration or a seed does: every non-test file under server/db/. */
async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dbDir, { recursive: true }))
    .filter((file) => /\.(sql|ts)$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(join(dbDir, file)));
  return hash.digest('hex').slice(0, 16);
}

export interface TestUser {
  id: number;
  siteId: number;
  userid: string;
}

let usersCreated = 0;

/** A user of a seeded site with a wallet. The password hash is a placeholder. */
export async function createTestUser(
  db: Queryable,
  { domain = 'localhost', isDemo = false, balancePaise = 0 }: { domain?: string; isDemo?: boolean; balancePaise?: number } = {},
): Promise<TestUser> {
  usersCreated += 1;
  const userid = `tester${usersCreated}`;
  const [user] = await db.query<{ id: number; site_id: number }>(
    `INSERT INTO users (site_id, userid, mobile, password_hash, is_demo, last_login_at)
     SELECT id, $2, $3, 'not-a-real-hash', $4, now() FROM sites WHERE domain = $1
     RETURNING id, site_id`,
    [domain, userid, `98765${String(usersCreated).padStart(5, '0')}`, isDemo],
  );
  if (!user) throw new Error(`No seeded site ${domain}`);
  await db.query('INSERT INTO wallets (user_id, balance_paise) VALUES ($1, $2)', [user.id, balancePaise]);
  return { id: user.id, siteId: user.site_id, userid };
}
