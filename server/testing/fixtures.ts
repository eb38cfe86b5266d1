// Test support shared by server tests: an in-memory database with migrations and seeds, and users.
// PGlite takes seconds to start: open one per test file (beforeAll), not one per test.
import { openDatabase, type Database, type Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';

export async function openTestDatabase(): Promise<Database> {
  const db = await openDatabase({});
  await migrate(db);
  await seed(db);
  return db;
}

export interface TestUser {
  id: number;
  siteId: number;
  userid: string;
}

let usersCreated = 0;

/** A user of a seeded site with an empty wallet. The password hash is a placeholder. */
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
