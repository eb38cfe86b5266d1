import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openEmptyTestDatabase } from '../testing/fixtures.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

let db: Database;
beforeAll(async () => {
  db = await openEmptyTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

describe('migrate', () => {
  it('applies every migration once, in order, and nothing on a second run', async () => {
    const files = (await readdir(new URL('./migrations/', import.meta.url))).filter((file) => file.endsWith('.sql')).sort();
    expect(files[0]).toBe('001-initial.sql');
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.version)).toEqual(files);
  });

  it('creates the tables of the first migration', async () => {
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['idempotency_keys', 'ledger', 'otps', 'schema_migrations', 'sessions', 'sites', 'users', 'wallets']),
    );
  });
});

describe('seed', () => {
  it('creates the two demo sites once, and leaves them alone on a second run', async () => {
    expect(await seed(db)).toEqual(['localhost', '127.0.0.1']);
    await db.query("UPDATE sites SET version = '1.0.1' WHERE domain = 'localhost'");
    expect(await seed(db)).toEqual([]);
    const sites = await db.query<{ domain: string; business_type: number; version: string }>(
      'SELECT domain, business_type, version FROM sites ORDER BY id',
    );
    expect(sites).toEqual([
      { domain: 'localhost', business_type: 1, version: '1.0.1' },
      { domain: '127.0.0.1', business_type: 2, version: '1.0.0' },
    ]);
  });
});

describe('money columns', () => {
  it('returns paise as exact numbers and refuses a negative balance', async () => {
    const user = await createTestUser(db, { balancePaise: 9_999_999_999 });
    const [wallet] = await db.query<{ balance_paise: number }>('SELECT balance_paise FROM wallets WHERE user_id = $1', [user.id]);
    expect(wallet?.balance_paise).toBe(9_999_999_999);
    await expect(db.query('UPDATE wallets SET balance_paise = -1 WHERE user_id = $1', [user.id])).rejects.toThrow(/check/i);
  });

  it('rolls a failed transaction back', async () => {
    const user = await createTestUser(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, 100, 'deposit')", [user.id]);
        throw new Error('crash after the ledger row');
      }),
    ).rejects.toThrow('crash');
    expect(await db.query('SELECT 1 FROM ledger WHERE user_id = $1', [user.id])).toEqual([]);
  });
});
