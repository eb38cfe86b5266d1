// One SQL interface for both storage engines (design §5): PGlite embedded by default, a real
// PostgreSQL server when DATABASE_URL is set. Same SQL and migrations run on both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  /** One statement with `$1…` parameters; returns its rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migration scripts). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one SQL transaction: committed when it resolves, rolled back when it throws. */
  transaction<Result>(work: (tx: Queryable) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite keeps its files in `<dataDir>/pg`; without it the database lives in memory (tests). */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
}

// int8 columns (paise, ids) come back as JS numbers on both engines: paise stay exact up to 2^53.
const INT8_OID = 20;
const parseInt8 = (text: string): number => Number(text);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite({ dataDir: options.dataDir });
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, to start another PGlite from (tests). */
  dump(): Promise<Blob>;
}

export async function openPglite(options: { dataDir?: string; snapshot?: Blob }): Promise<PgliteDatabase> {
  let location = 'memory://';
  if (options.dataDir) {
    location = join(options.dataDir, 'pg');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    parsers: { [pgliteTypes.INT8]: parseInt8 },
    // Starting from a dump skips initdb, which takes seconds.
    ...(options.snapshot && { loadDataDir: options.snapshot }),
  });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) => (await target.query<Row>(sql, params)).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  });
  return {
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await target.query(sql, params)).rows as Row[],
    exec: async (sql: string) => {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
