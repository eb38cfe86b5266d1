// Applies server/db/migrations/NNN-name.sql in order, each in its own transaction, and records it
// in schema_migrations so a restart applies only what is new.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
// Two servers starting against one PostgreSQL take turns instead of applying a file twice.
const MIGRATION_LOCK_ID = 7_210_001;

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(migrationsDir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(migrationsDir + file, 'utf8');
    const isNew = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      return true;
    });
    if (isNew) applied.push(file);
  }
  return applied;
}
