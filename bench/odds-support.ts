/**
 * What the odds benchmarks add to bench/server-harness.ts (the real server started for a run and
 * stopped by its process id; its CPU time from /proc; percentiles): the price feed on, optionally the
 * benchmark feed PRICE_FEED_BENCH of server/sports/bench-feed.ts, a front-end to serve, and the
 * results written to bench/out.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cpuSeconds, projectRoot, startServer, type RunningServer } from './server-harness.ts';

export { percentile, projectRoot } from './server-harness.ts';

export interface BenchServer extends RunningServer {
  /** The server's CPU time so far, in seconds (user + system). */
  cpuSeconds(): Promise<number>;
}

export async function startBenchServer({ port, benchFeed, staticDir }: { port: number; benchFeed?: string; staticDir?: string }): Promise<BenchServer> {
  const server = await startServer(port, {
    ...(staticDir && { STATIC_DIR: staticDir }),
    ...(benchFeed && { PRICE_FEED_BENCH: benchFeed }),
  });
  return { ...server, cpuSeconds: () => cpuSeconds(server.process.pid!) };
}

export async function writeResult(name: string, result: unknown): Promise<void> {
  await mkdir(path.join(projectRoot, 'bench/out'), { recursive: true });
  await writeFile(path.join(projectRoot, `bench/out/${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}
