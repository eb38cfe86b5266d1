// A seeded bonus had no ledger row (priya02's ₹5,000) and the demo credit had a kind the
// ledger does not declare. Every wallet figure is the sum of its ledger rows, seeds included: the
// seeds and the demo login post through the ledger (server/ledger/ledger.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../../server/app.ts';
import { SEED_USERS } from '../../server/db/seeds/users.ts';
import { LEDGER_KINDS } from '../../server/ledger/ledger.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openEmptyTestDatabase } from '../../server/testing/fixtures.ts';
import { callFrom, freshAddress } from './throttle-support.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openEmptyTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server?.close());

interface Books {
  userid: string;
  balance: number;
  bonus: number;
  exposure: number;
  ledger_balance: number;
  ledger_bonus: number;
  ledger_exposure: number;
}

/** Every wallet beside the sums of its ledger rows. */
const books = () =>
  server.db.query<Books>(
    `SELECT u.userid, w.balance_paise AS balance, w.bonus_paise AS bonus, w.exposure_paise AS exposure,
            COALESCE(SUM(l.amount_paise), 0)::bigint AS ledger_balance, COALESCE(SUM(l.bonus_paise), 0)::bigint AS ledger_bonus,
            COALESCE(SUM(l.exposure_paise), 0)::bigint AS ledger_exposure
       FROM wallets w JOIN users u ON u.id = w.user_id LEFT JOIN ledger l ON l.user_id = w.user_id
      GROUP BY u.userid, u.id, w.balance_paise, w.bonus_paise, w.exposure_paise ORDER BY u.id`,
  );

const expectBalancedBooks = (rows: Books[]) => {
  for (const row of rows) {
    expect({ userid: row.userid, balance: row.ledger_balance, bonus: row.ledger_bonus, exposure: row.ledger_exposure }).toEqual({
      userid: row.userid,
      balance: row.balance,
      bonus: row.bonus,
      exposure: row.exposure,
    });
  }
};

describe('the books after seeding', () => {
  it('every seeded wallet figure is the sum of its ledger rows', async () => {
    const rows = await books();
    expect(rows).toHaveLength(SEED_USERS.length * 2);
    expectBalancedBooks(rows);
    const priya = rows.find((row) => row.userid === 'priya02')!;
    expect({ balance: priya.balance, bonus: priya.bonus }).toEqual({ balance: 700_000, bonus: 500_000 });
  });

  it('only declared ledger kinds are written, each seed row with its reference', async () => {
    const kinds = await server.db.query<{ kind: string; reference: string | null }>('SELECT kind, reference FROM ledger');
    const declared: string[] = Object.values(LEDGER_KINDS);
    for (const { kind, reference } of kinds) {
      expect(declared).toContain(kind);
      expect(reference).not.toBeNull();
    }
  });

  it('a demo login credits its play money through the ledger under a declared kind', async () => {
    const demo = await callFrom(server.app, 'demoLogin', { from: freshAddress(), body: { domain: 'localhost' } });
    expect(demo.statusCode).toBe(200);
    const [row] = await server.db.query<{ kind: string; amount_paise: number; balance_after_paise: number }>(
      'SELECT l.kind, l.amount_paise, l.balance_after_paise FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.is_demo',
    );
    expect(row).toMatchObject({ kind: LEDGER_KINDS.demoCredit });
    expect(row!.balance_after_paise).toBe(row!.amount_paise);
    expectBalancedBooks(await books());
  });
});
