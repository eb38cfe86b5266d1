// What the server benchmarks share (bench/server.ts, bench/odds-server.ts): the real server started as
// its own process on loopback (`node --import tsx server/main.ts`, development mode, a temporary
// DATA_DIR, the price feed on), stopped by its process id; percentiles; the server's CPU and memory
// from /proc. (bench/server.ts's odds sockets run in a process of their own: bench/server-sockets.ts.)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLOCK_TICKS = 100; // USER_HZ on Linux
// A fresh database is migrated and seeded first: minutes on a loaded 2-core machine.
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000);

export interface RunningServer {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Starts server/main.ts on 127.0.0.1:`port` with `env` added; resolves once it listens. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'server-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_MODE: 'development',
      STATIC_DIR: path.join(dataDir, 'no-site'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start in ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      child.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: child, url: `http://127.0.0.1:${port}`, stop };
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The process's user + system CPU seconds so far. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime + stime
}

/** The process's resident memory in MB. */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** The machine's load averages (1, 5, 15 minutes) and cores, to read the figures by. */
export const machineLoad = (): string => `load ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} on ${os.cpus().length} cores`;
