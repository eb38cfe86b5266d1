/**
 * Live prices from the reference server to many sockets (design §7: 1,000 sockets, delivery
 * p99 < 100 ms): `npx tsx bench/odds-server.ts [--clients 1000] [--seconds 30] [--port 8391]
 * [--bench-feed ck-1001:20:3]` (also the second half of `npm run bench:odds`).
 *
 * Starts the real server (bench/odds-support.ts; with --bench-feed the event has that many markets,
 * all moving that many times a second), connects N socket.io clients (websocket) subscribed to one
 * in-play event's room (odds:<event>), and for every odds message received measures the delivery
 * latency (receive time − the message's sent_at; same machine, same clock). Reports messages per
 * client, latency p50/p95/p99/max, and the server process's CPU (user + system time over the run).
 * Writes bench/out/odds-server.json.
 */
import { parseArgs } from 'node:util';
import { io as connect, type Socket } from 'socket.io-client';
import { percentile, startBenchServer, writeResult } from './odds-support.ts';

export interface ServerBenchOptions {
  clients: number;
  seconds: number;
  port: number;
  event: string;
  benchFeed?: string;
}

export async function runServerBench({ clients, seconds, port, event, benchFeed }: ServerBenchOptions) {
  const server = await startBenchServer({ port, benchFeed });
  const sockets: Socket[] = [];
  try {
    const latencies: number[] = [];
    let measuring = false;
    for (let i = 0; i < clients; i += 1) {
      const socket = connect(server.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
      socket.on('odds', (message: { sent_at: string }) => {
        if (measuring) latencies.push(Date.now() - Date.parse(message.sent_at));
      });
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.emit('subscribe', { channel: 'odds', key: event }, () => resolve()));
    }
    const cpuBefore = await server.cpuSeconds();
    const clientCpuBefore = process.cpuUsage();
    const started = Date.now();
    measuring = true;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    measuring = false;
    const wallSeconds = (Date.now() - started) / 1000;
    const cpuSeconds = (await server.cpuSeconds()) - cpuBefore;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    latencies.sort((a, b) => a - b);
    const result = {
      clients,
      seconds: Math.round(wallSeconds),
      feed: benchFeed ?? 'default',
      deliveries: latencies.length,
      messagesPerClientPerSecond: Number((latencies.length / clients / wallSeconds).toFixed(2)),
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? Number.NaN },
      serverCpuPercentOfOneCore: Number(((cpuSeconds / wallSeconds) * 100).toFixed(1)),
      // The 1,000 clients share this one process: near 100% means the latency is mostly theirs.
      clientsCpuPercentOfOneCore: Number((((clientCpu.user + clientCpu.system) / 1e6 / wallSeconds) * 100).toFixed(1)),
    };
    await writeResult('odds-server', result);
    return result;
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '30' },
      port: { type: 'string', default: '8391' },
      event: { type: 'string', default: 'ck-1001' },
      'bench-feed': { type: 'string' },
    },
  });
  const result = await runServerBench({
    clients: Number(values.clients),
    seconds: Number(values.seconds),
    port: Number(values.port),
    event: values.event,
    benchFeed: values['bench-feed'],
  });
  console.table({ ...result, latencyMs: JSON.stringify(result.latencyMs) });
}
