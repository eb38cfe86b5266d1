// Users a person or a test signs in with, on both demo sites (README "Signing in"). Idempotent: a
// user that exists is left as it is. Demo login needs no seed: it creates a demo user each time.
//
// | user ID  | mobile     | password    | what it shows                                             |
// |----------|------------|-------------|-----------------------------------------------------------|
// | rahul01  | 9876543210 | Khiladi@123 | a normal user with ₹25,000                                |
// | priya02  | 9876543211 | Khiladi@123 | welcome-bonus wallet (actw WB): ₹7,000, of it ₹5,000 bonus |
// | amit03   | 9876543212 | Welcome@123 | never signed in: must change the password first           |
// | vikram04 | 9876543213 | Khiladi@123 | ₹1,000; the one to ban from the operator console          |
import { hashPassword } from '../../auth/passwords.ts';
import { LEDGER_KINDS, postEntry } from '../../ledger/ledger.ts';
import type { Database } from '../database.ts';

interface SeedUser {
  userid: string;
  mobile: string;
  password: string;
  /** The whole balance, the bonus wallet included. */
  balancePaise: number;
  bonusPaise: number;
  actw: 'MW' | 'WB';
  neverSignedIn: boolean;
}

export const SEED_PASSWORD = 'Khiladi@123';
export const FIRST_LOGIN_PASSWORD = 'Welcome@123';

export const SEED_USERS: readonly SeedUser[] = [
  { userid: 'rahul01', mobile: '9876543210', password: SEED_PASSWORD, balancePaise: 2_500_000, bonusPaise: 0, actw: 'MW', neverSignedIn: false },
  { userid: 'priya02', mobile: '9876543211', password: SEED_PASSWORD, balancePaise: 700_000, bonusPaise: 500_000, actw: 'WB', neverSignedIn: false },
  { userid: 'amit03', mobile: '9876543212', password: FIRST_LOGIN_PASSWORD, balancePaise: 0, bonusPaise: 0, actw: 'MW', neverSignedIn: true },
  { userid: 'vikram04', mobile: '9876543213', password: SEED_PASSWORD, balancePaise: 100_000, bonusPaise: 0, actw: 'MW', neverSignedIn: false },
];

/**
 * Adds the seed users missing on every site; returns `userid@domain` of those created. Each user,
 * wallet and opening money is one transaction, and the money goes through the ledger like any other
 * (design §5): every wallet figure is the sum of its ledger rows, the seeds' included.
 */
export async function seedUsers(db: Database): Promise<string[]> {
  const missing = await db.query<{ site_id: number; domain: string; userid: string }>(
    `SELECT s.id AS site_id, s.domain, seed.userid
       FROM sites s CROSS JOIN unnest($1::text[]) AS seed (userid)
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.site_id = s.id AND u.userid = seed.userid)
      ORDER BY s.id, seed.userid`,
    [SEED_USERS.map((user) => user.userid)],
  );
  // scrypt is slow on purpose: hash each seed password once per run, not once per user and site.
  const hashes = new Map<string, Promise<string>>();
  const created: string[] = [];
  for (const { site_id, domain, userid } of missing) {
    const user = SEED_USERS.find((candidate) => candidate.userid === userid)!;
    if (!hashes.has(user.password)) hashes.set(user.password, hashPassword(user.password));
    const passwordHash = await hashes.get(user.password);
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO users (site_id, userid, mobile, password_hash, actw, last_login_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [site_id, userid, user.mobile, passwordHash, user.actw, user.neverSignedIn ? null : new Date()],
      );
      const userId = row!.id;
      await tx.query('INSERT INTO wallets (user_id) VALUES ($1)', [userId]);
      const mainPaise = user.balancePaise - user.bonusPaise;
      if (mainPaise > 0) {
        await postEntry(tx, { userId, kind: LEDGER_KINDS.openingBalance, reference: `opening:${userId}`, amountPaise: mainPaise });
      }
      if (user.bonusPaise > 0) {
        await postEntry(tx, {
          userId,
          kind: LEDGER_KINDS.openingBonus,
          reference: `opening-bonus:${userId}`,
          amountPaise: user.bonusPaise,
          bonusPaise: user.bonusPaise,
        });
      }
    });
    created.push(`${userid}@${domain}`);
  }
  return created;
}
