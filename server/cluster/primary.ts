// `npm run start:cluster`: the reference server as SERVER_PROCESSES processes (default: one per core)
// sharing one port through Node's cluster module, over the PostgreSQL server of DATABASE_URL
// (docs/decisions/103). Each worker is server/main.ts with the same environment. The first worker
// migrates and seeds alone; the others start once it listens. A worker that dies is replaced; SIGINT
// or SIGTERM stops every worker by its id, then this process.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const NEEDS_DATABASE_URL = 'SERVER_PROCESSES needs DATABASE_URL: several processes share a PostgreSQL server (PGlite is one process).';
const RESTART_DELAY_MS = 1_000;

function processCount(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '') return availableParallelism();
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 64 ? count : 'SERVER_PROCESSES must be a whole number from 1 to 64.';
}

function startPrimary(): void {
  const count = processCount(process.env.SERVER_PROCESSES);
  const problem = typeof count === 'string' ? count : process.env.DATABASE_URL ? undefined : NEEDS_DATABASE_URL;
  if (problem) {
    console.error(`Cannot start: ${problem}`);
    process.exit(1);
  }
  cluster.setupPrimary({ exec: fileURLToPath(new URL('../main.ts', import.meta.url)), execArgv: ['--import', 'tsx'] });
  let stopping = false;
  const fork = (): Worker => cluster.fork();
  fork().once('listening', () => {
    for (let started = 1; started < (count as number); started += 1) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`Starting ${count} server processes`);
}

startPrimary();
