// A fresh PostgreSQL database per test file when TEST_DATABASE_URL is set (npm run test:postgres).
// Test files run in parallel and expect the seeds' ids and empty histories, so none shares one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';

/** `serverUrl` names a database to connect to for CREATE/DROP DATABASE (its role needs CREATEDB). */
export async function openFreshPostgresDatabase(serverUrl: string): Promise<Database> {
  const fresh = await createFreshPostgresDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}

/** An empty database on that server, by its URL (for other processes to open: server/cluster/). */
export async function createFreshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // Unquoted identifiers: lower case letters, digits and '_' only.
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.toString(),
    // A plain DROP waits (up to 5 s) for the sessions the pool has just told to end, which FORCE
    // would kill mid-goodbye; FORCE is for a connection a test left open.
    drop: () => runOnServer(serverUrl, `DROP DATABASE ${name}`).catch(() => runOnServer(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`)),
  };
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
