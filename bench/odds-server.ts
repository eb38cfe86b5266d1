/**
 * Live prices from the reference server to many sockets (issue 11; design §7: 1,000 sockets, delivery
 * p99 < 100 ms): `npx tsx bench/odds-server.ts [--clients 1000] [--seconds 30] [--port 8391]`.
 *
 * Starts the real server (`node --import tsx server/main.ts`, development mode, a temporary DATA_DIR,
 * the price feed on), connects N socket.io clients (websocket) subscribed to one in-play event's room
 * (odds:ck-1001), and for every odds message received measures the delivery latency (receive time −
 * the message's sent_at; same machine, same clock). Reports messages per client, latency p50/p95/p99/
 * max, and the server process's CPU (user + system time over the run, from /proc). Stops the server by
 * its process id. Writes bench/out/odds-server.json.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '8391' },
    event: { type: 'string', default: 'ck-1001' },
  },
});
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const CLOCK_TICKS = 100; // USER_HZ on Linux

async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'odds-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'development', STATIC_DIR: path.join(dataDir, 'no-site') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sockets: Socket[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start in 120 s')), 120_000);
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const latencies: number[] = [];
    let measuring = false;
    for (let i = 0; i < CLIENTS; i += 1) {
      const socket = connect(URL_BASE, { path: '/socket.io', transports: ['websocket'], forceNew: true });
      socket.on('odds', (message: { sent_at: string }) => {
        if (measuring) latencies.push(Date.now() - Date.parse(message.sent_at));
      });
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.emit('subscribe', { channel: 'odds', key: values.event }, () => resolve()));
    }
    const ticksBefore = await cpuTicks(server.pid!);
    const started = Date.now();
    measuring = true;
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    measuring = false;
    const wallSeconds = (Date.now() - started) / 1000;
    const cpuSeconds = ((await cpuTicks(server.pid!)) - ticksBefore) / CLOCK_TICKS;
    latencies.sort((a, b) => a - b);
    const result = {
      clients: CLIENTS,
      seconds: Math.round(wallSeconds),
      deliveries: latencies.length,
      messagesPerClientPerSecond: Number((latencies.length / CLIENTS / wallSeconds).toFixed(2)),
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? Number.NaN },
      serverCpuPercentOfOneCore: Number(((cpuSeconds / wallSeconds) * 100).toFixed(1)),
    };
    console.table({ ...result, latencyMs: JSON.stringify(result.latencyMs) });
    await mkdir(path.join(projectRoot, 'bench/out'), { recursive: true });
    await writeFile(path.join(projectRoot, 'bench/out/odds-server.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const socket of sockets) socket.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
