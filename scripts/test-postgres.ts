// `npm run test:postgres [-- vitest args]`: the server's tests and the contract tests against a real
// PostgreSQL server instead of PGlite (docs/decisions/025). With TEST_DATABASE_URL set that server is
// used (its role needs CREATEDB: each test file makes its own database); otherwise a throwaway
// cluster is made in a temporary folder, on TEST_POSTGRES_PORT or a free port, and stopped by its
// pid when the tests end, pass or fail. As root it installs Debian's PostgreSQL when missing
// (scripts/ensure-system-tools.ts). `npm test` runs it for the two-process test only (npm run
// test:cluster, docs/decisions/105); the whole server suite on PostgreSQL stays a separate run.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBinDir } from './system-tools.ts';

const DEFAULT_TEST_PATHS = ['server', 'tests/contract'];
// initdb refuses to run as root; Debian's package makes this user.
const POSTGRES_OS_USER = 'postgres';
const TEST_ROLE = 'reference_server';
const SHUTDOWN_POLL_MS = 100;
const SHUTDOWN_TIMEOUT_MS = 30_000;
const INSTALL_HINT = `PostgreSQL is not installed (no initdb and pg_ctl on PATH or in /usr/lib/postgresql/*/bin).
Install it, e.g. on Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y postgresql
or point TEST_DATABASE_URL at a server whose role may CREATE DATABASE.`;

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

const vitestArgs = process.argv.slice(2);
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
const cluster = testDatabaseUrl ? undefined : await startThrowawayCluster();
let exitCode = 1;
try {
  exitCode = await runVitest(testDatabaseUrl ?? cluster!.url);
} finally {
  await cluster?.stop();
}
process.exit(exitCode);

async function startThrowawayCluster(): Promise<Cluster> {
  const binDir = findPostgresBinDir() ?? installPostgres();
  const asRoot = process.getuid?.() === 0;
  const baseDir = mkdtempSync(join(tmpdir(), 'test-postgres-'));
  const dataDir = join(baseDir, 'data');
  if (asRoot) chownSync(baseDir, ...postgresOsUserIds());
  const port = Number(process.env.TEST_POSTGRES_PORT) || (await freePort());
  const run = (program: string, args: string[]) => runChecked(join(binDir, program), args, asRoot);

  // Throwaway data: no fsync; trust auth on a socket and 127.0.0.1 only.
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const serverOptions = `-p ${port} -k ${baseDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', join(baseDir, 'postgres.log'), '-w', 'start']);
  const pidFile = join(dataDir, 'postmaster.pid');
  const postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  console.log(`PostgreSQL (${binDir}) started on port ${port}, pid ${postmasterPid}, in ${baseDir}`);

  const stop = async () => {
    await stopPostmaster(postmasterPid, pidFile);
    rmSync(baseDir, { recursive: true, force: true });
    console.log(`PostgreSQL pid ${postmasterPid} stopped`);
  };
  // Ctrl-C reaches vitest too (same process group); this process stays to stop the cluster.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
  try {
    const superuserUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    // The server's own role is no superuser: migrations and seeds must run without that.
    await runSql(superuserUrl, `CREATE ROLE ${TEST_ROLE} LOGIN CREATEDB`);
    await runSql(superuserUrl, `CREATE DATABASE ${TEST_ROLE} OWNER ${TEST_ROLE}`);
    return { url: `postgres://${TEST_ROLE}@127.0.0.1:${port}/${TEST_ROLE}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** initdb and pg_ctl from PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
/** Debian's PostgreSQL through the same installer as npm test's tools (as root), or how to get it. */
function installPostgres(): string {
  const install = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-system-tools.ts', 'postgresql'], { stdio: 'inherit' });
  const binDir = findPostgresBinDir();
  if (install.status !== 0 || !binDir) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  return binDir;
}

function postgresOsUserIds(): [number, number] {
  const ids = (flag: string) => Number(spawnSync('id', [flag, POSTGRES_OS_USER], { encoding: 'utf8' }).stdout.trim());
  const [uid, gid] = [ids('-u'), ids('-g')];
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error(`Running as root needs the OS user ${POSTGRES_OS_USER}`);
  return [uid, gid];
}

function runChecked(program: string, args: string[], asPostgresOsUser: boolean): void {
  const [command, commandArgs] = asPostgresOsUser ? ['runuser', ['-u', POSTGRES_OS_USER, '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (exit ${result.status})`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * SIGINT is PostgreSQL's fast shutdown: sessions are ended and the postmaster removes its pid file
 * last (waited for rather than the pid, which stays signalable as a zombie until reaped).
 */
async function stopPostmaster(pid: number, pidFile: string): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  for (let waited = 0; existsSync(pidFile); waited += SHUTDOWN_POLL_MS) {
    if (waited >= SHUTDOWN_TIMEOUT_MS) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_POLL_MS));
  }
}

function runVitest(databaseUrl: string): Promise<number> {
  const args = ['run', ...(vitestArgs.length > 0 ? vitestArgs : DEFAULT_TEST_PATHS)];
  // The package's own binary, not npx: npm exec does not pass signals on to its child.
  const vitest = spawn('node_modules/.bin/vitest', args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve) => {
    vitest.on('error', () => resolve(1));
    vitest.on('exit', (code) => resolve(code ?? 1));
  });
}
