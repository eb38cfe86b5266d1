// Runs on whichever engine the test run uses (PGlite, or PostgreSQL under npm run test:postgres):
// both must hand the server the same JavaScript values and the same transaction behaviour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_STARTUP_TIMEOUT_MS, openEmptyTestDatabase } from '../testing/fixtures.ts';
import type { Database } from './database.ts';

let db: Database;
beforeAll(async () => {
  db = await openEmptyTestDatabase();
  await db.exec(`
    CREATE TABLE counters (id integer PRIMARY KEY, value bigint NOT NULL);
    INSERT INTO counters VALUES (1, 0);
  `);
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

const counter = async () => (await db.query<{ value: number }>('SELECT value FROM counters WHERE id = 1'))[0]?.value;

describe('column types', () => {
  it('parses int8 and int8[] as numbers, numeric as a string, timestamptz as a Date, jsonb and arrays', async () => {
    const [row] = await db.query(
      `SELECT 9999999999::bigint AS paise, ARRAY[1, 2]::bigint[] AS ids, count(*) AS how_many,
              12.5::numeric(12, 4) AS multiplier, '2026-01-02T03:04:05Z'::timestamptz AS at,
              '{"a": [1, "b"]}'::jsonb AS settings, ARRAY[100, 200]::integer[] AS stakes, ARRAY['x', NULL] AS labels`,
    );
    expect(row).toEqual({
      paise: 9_999_999_999,
      ids: [1, 2],
      how_many: 1,
      multiplier: '12.5000',
      at: new Date('2026-01-02T03:04:05Z'),
      settings: { a: [1, 'b'] },
      stakes: [100, 200],
      labels: ['x', null],
    });
  });

  it('takes Dates, arrays and JSON text as parameters', async () => {
    const at = new Date('2026-05-06T07:08:09.123Z');
    const [row] = await db.query<{ at: Date; matches: boolean; settings: unknown }>(
      'SELECT $1::timestamptz AS at, $2 = ANY($3::text[]) AS matches, $4::jsonb AS settings',
      [at, 'pending', ['hold', 'pending'], JSON.stringify({ ok: true })],
    );
    expect(row).toEqual({ at, matches: true, settings: { ok: true } });
  });
});

describe('transactions', () => {
  it('commits what the work did and returns its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('UPDATE counters SET value = value + 5 WHERE id = 1');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await counter()).toBe(5);
  });

  it('rolls back on a failed statement and leaves the database usable', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE counters SET value = value + 1 WHERE id = 1');
        await tx.query('INSERT INTO counters VALUES (1, 0)');
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await counter()).toBe(5);
  });

  it('serialises read-modify-write transactions that lock the row', async () => {
    const before = (await counter()) ?? 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ value: number }>('SELECT value FROM counters WHERE id = 1 FOR UPDATE');
          await tx.query('UPDATE counters SET value = $1 WHERE id = 1', [row!.value + 1]);
        }),
      ),
    );
    expect(await counter()).toBe(before + 20);
  });
});
