/**
 * What the odds benchmarks share: the real server started for a run (`node --import tsx
 * server/main.ts`, development mode, a temporary DATA_DIR, the price feed on, optionally the
 * benchmark feed PRICE_FEED_BENCH of server/sports/bench-feed.ts), stopped by its process id; its CPU
 * time from /proc; percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLOCK_TICKS = 100; // USER_HZ on Linux
const SERVER_START_TIMEOUT_MS = 120_000;

export interface BenchServer {
  process: ChildProcess;
  url: string;
  /** The server's CPU time so far, in seconds (user + system). */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

export async function startBenchServer({ port, benchFeed, staticDir }: { port: number; benchFeed?: string; staticDir?: string }): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'odds-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_MODE: 'development',
      STATIC_DIR: staticDir ?? path.join(dataDir, 'no-site'),
      ...(benchFeed && { PRICE_FEED_BENCH: benchFeed }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start in ${SERVER_START_TIMEOUT_MS / 1000} s`)), SERVER_START_TIMEOUT_MS);
      let errors = '';
      server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${errors.slice(-500)}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    process: server,
    url: `http://127.0.0.1:${port}`,
    async cpuSeconds() {
      const stat = await readFile(`/proc/${server.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime + stime
    },
    stop,
  };
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function writeResult(name: string, result: unknown): Promise<void> {
  await mkdir(path.join(projectRoot, 'bench/out'), { recursive: true });
  await writeFile(path.join(projectRoot, `bench/out/${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}
