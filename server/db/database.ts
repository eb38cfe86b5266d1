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
  /**
   * PGlite's LISTEN (it is the one process using its database): `onMessage` gets each NOTIFY's
   * payload on `channel`; resolves to the unlisten. A PostgreSQL server's listener is a connection of
   * its own (server/cluster/cluster.ts).
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
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
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    dump: () => pglite.dumpDataDir('none'),
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: postgresPoolSize(), types: { getTypeParser: postgresTypeParser } });
  // An idle connection that drops (server restart, an admin's kill) is reported on the pool; with no
  // listener that would end the process. The pool has already discarded it and reconnects on demand.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection failed: ${error.message}`));
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
      let brokenConnection: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A ROLLBACK that fails means the connection is gone: it must not go back to the pool, and
        // the caller needs the first error, not this one.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          brokenConnection = rollbackError;
        });
        throw error;
      } finally {
        client.release(brokenConnection);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite is one connection, so requests take turns; a pool lets them overlap. Each transaction holds
 * one connection until it ends, so this bounds concurrent money-moving requests. Ten (pg's default)
 * suits a small server; DATABASE_POOL_SIZE raises it (PostgreSQL allows 100 connections by default).
 */
function postgresPoolSize(): number {
  const configured = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_POOL_SIZE;
}
const DEFAULT_POOL_SIZE = 10;

// pg returns int8 and int8[] as strings (PGlite uses our int8 parser for both); other types already
// agree: numeric is a string, timestamptz a Date, json/jsonb parsed, int4[] and text[] arrays.
const INT8_ARRAY_OID = 1016;
// pg's own parsers, looked up by plain OIDs (its typings accept only its enum of builtin types).
const builtinTypeParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => (text: string) => unknown;
const parseTextArray = builtinTypeParser(INT8_ARRAY_OID) as (text: string) => (string | null)[];
const parseInt8Array = (text: string): (number | null)[] =>
  parseTextArray(text).map((item) => (item === null ? null : parseInt8(item)));

const postgresTypeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid === INT8_OID) return parseInt8;
  if (oid === INT8_ARRAY_OID) return parseInt8Array;
  return builtinTypeParser(oid, format);
}) as typeof pg.types.getTypeParser;
