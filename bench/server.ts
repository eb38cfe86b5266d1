/**
 * `npm run bench:server [-- --seconds 10 --soak-seconds 60 --users 1000 --sockets 1000 --port 8398
 *   --sockets-client websocket|socket.io --database-url postgres://…]`
 * (docs/decisions/104): the reference server under the load a betting site sees, on loopback,
 * bounded in time (~1 minute by default):
 * 1. the balance poll alone: autocannon, 50 connections for --seconds, each request as one of 50
 *    signed-in demo users (budget ≥ 5,000 requests/s, p99 < 50 ms);
 * 2. the mix, for --soak-seconds: --users signed-in users each polling the balance every 2 s (from a
 *    process of their own, bench/server-pollers.ts) while --sockets websocket clients follow an
 *    in-play event's odds (budget: tick delivery p99 < 100 ms), the server's resident memory sampled
 *    every 5 s (budget: stable over a 10-minute soak, --soak-seconds 600).
 *    The sockets also run in a process of their own (bench/server-sockets.ts, docs/decisions/112), so
 *    this process's event loop is not in the figure. Delivery latency = Date.now() when a socket
 *    handles the frame − the message's sent_at, which the server's feed stamps with new Date() when
 *    it decides the step, before its database work and the emit: one clock (the machine's realtime
 *    clock, read by both processes), ms resolution. By default the sockets are bare websocket clients
 *    speaking socket.io's protocol that read seq and sent_at without parsing the message (one process
 *    handles all 1,000 copies in turn; a phone only its own); --sockets-client socket.io uses
 *    socket.io-client. The table also shows the first socket's latency and the spread (last − first
 *    receipt) per message, and the sockets process's CPU.
 * --database-url runs the server on that PostgreSQL instead of PGlite. Prints one table with the
 * machine's load, and writes bench/out/server.json.
 */
import { fork, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuSeconds, machineLoad, projectRoot, residentMb, startServer } from './server-harness.ts';
import type { SocketFigures, SocketsClient } from './server-sockets.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    'soak-seconds': { type: 'string', default: '30' },
    users: { type: 'string', default: '1000' },
    sockets: { type: 'string', default: '1000' },
    port: { type: 'string', default: '8398' },
    event: { type: 'string', default: 'ck-1001' },
    // The odds sockets: bare websocket clients (default) or socket.io-client (bench/server-sockets.ts).
    'sockets-client': { type: 'string', default: 'websocket' },
    // A PostgreSQL server instead of the embedded PGlite (an empty database: the server migrates it).
    'database-url': { type: 'string' },
  },
});
const POLL_CONNECTIONS = 50;
const POLL_EVERY_MS = 2_000;
const MEMORY_SAMPLE_MS = 5_000;
const BALANCE_PATH = '/api/user/wallet-balance';
const users = Number(values.users);
const socketsClient = values['sockets-client'] as SocketsClient;
if (socketsClient !== 'websocket' && socketsClient !== 'socket.io') throw new Error('--sockets-client is websocket or socket.io');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Demo users signed in through the API (THROTTLE_FACTOR lifts the per-address demo limit). */
async function signInDemoUsers(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const signIn = async () => {
    const reply = await fetch(`${url}/api/user/demo-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: new URL(url).hostname }),
    });
    const body = (await reply.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error(`demo login failed: ${reply.status} ${JSON.stringify(body)}`);
    tokens.push(body.data.token);
  };
  for (let signedIn = 0; signedIn < count; signedIn += 20) {
    await Promise.all(Array.from({ length: Math.min(20, count - signedIn) }, signIn));
  }
  return tokens;
}

async function balancePollAlone(url: string, tokens: string[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: `${url}${BALANCE_PATH}`,
    method: 'POST',
    connections: POLL_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % tokens.length;
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next]}` } };
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface PollerResult {
  polls: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
}

/** bench/server-pollers.ts in its own process: every token polls every 2 s; resolves with its figures. */
function pollEveryTwoSeconds(url: string, tokens: string[], warmupMs: number, measureMs: number): Promise<PollerResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server-pollers.ts'], { cwd: projectRoot, stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ url, tokens, warmupMs, measureMs }));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as PollerResult) : reject(new Error(`the pollers exited (${code})`))));
  });
}

interface OddsSockets {
  /** Keeps the latencies of the next `ms`; resolves with the figures (the process then exits). */
  measure(ms: number): Promise<SocketFigures>;
  stop(): void;
}

/** bench/server-sockets.ts in its own process: `count` sockets on the event's odds; resolves once all are subscribed. */
async function oddsSocketsProcess(url: string, count: number, eventId: string, client: SocketsClient): Promise<OddsSockets> {
  const child = fork(path.join(projectRoot, 'bench/server-sockets.ts'), [], { cwd: projectRoot, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const reply = <Reply>() =>
    new Promise<Reply>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the sockets process exited (${code})`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message as Reply);
      });
    });
  const ready = reply<{ ready: true }>();
  child.send({ url, sockets: count, eventId, client });
  await ready;
  return {
    measure(ms) {
      const figures = reply<SocketFigures>();
      child.send({ measureMs: ms });
      return figures;
    },
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

async function main(): Promise<void> {
  const database: Record<string, string> = values['database-url'] ? { DATABASE_URL: values['database-url'] } : {};
  const server = await startServer(Number(values.port), { THROTTLE_FACTOR: '1000', ...database });
  const pid = server.process.pid!;
  let odds: OddsSockets | undefined;
  try {
    const tokens = await signInDemoUsers(server.url, Math.max(users, POLL_CONNECTIONS));
    const alone = await balancePollAlone(server.url, tokens.slice(0, POLL_CONNECTIONS), Number(values.seconds));

    odds = await oddsSocketsProcess(server.url, Number(values.sockets), values.event, socketsClient);
    const soakMs = Number(values['soak-seconds']) * 1000;
    // Every user has started polling before the measure starts.
    const pollers = pollEveryTwoSeconds(server.url, tokens.slice(0, users), POLL_EVERY_MS, soakMs);
    await sleep(POLL_EVERY_MS);
    const memoryMb: number[] = [await residentMb(pid)];
    const cpuBefore = await cpuSeconds(pid);
    const started = Date.now();
    const ticksMeasured = odds.measure(soakMs);
    while (Date.now() - started < soakMs) {
      await sleep(Math.min(MEMORY_SAMPLE_MS, soakMs - (Date.now() - started)));
      memoryMb.push(await residentMb(pid));
    }
    const wallSeconds = (Date.now() - started) / 1000;
    const cpuPercent = (((await cpuSeconds(pid)) - cpuBefore) / wallSeconds) * 100;
    const polls = await pollers;
    const ticks = await ticksMeasured;
    const result = {
      machine: machineLoad(),
      database: values['database-url'] ? 'PostgreSQL' : 'PGlite',
      balancePollAlone: { connections: POLL_CONNECTIONS, seconds: Number(values.seconds), ...alone },
      mixed: {
        seconds: Math.round(wallSeconds),
        users,
        pollsPerSecond: Math.round(polls.polls / wallSeconds),
        pollP50Ms: polls.p50Ms,
        pollP99Ms: polls.p99Ms,
        pollFailures: polls.failures,
        sockets: Number(values.sockets),
        socketsClient,
        tickDeliveries: ticks.deliveries,
        tickP50Ms: ticks.latencyMs.p50,
        tickP95Ms: ticks.latencyMs.p95,
        tickP99Ms: ticks.latencyMs.p99,
        tickMaxMs: ticks.latencyMs.max,
        tickMessages: ticks.messages,
        tickMessagesMissedBySomeSocket: ticks.incomplete,
        tickFirstSocketP50Ms: ticks.firstMs.p50,
        tickFirstSocketP99Ms: ticks.firstMs.p99,
        tickSpreadP50Ms: ticks.spreadMs.p50,
        tickSpreadP99Ms: ticks.spreadMs.p99,
        serverCpuPercentOfOneCore: Math.round(cpuPercent),
        socketsProcessCpuPercentOfOneCore: ticks.cpuPercentOfOneCore,
      },
      memory: { firstMb: memoryMb[0], lastMb: memoryMb.at(-1), maxMb: Math.max(...memoryMb), samples: memoryMb },
    };
    console.log(`${result.machine}; database ${result.database}`);
    console.log(
      `during the mix: server CPU ${result.mixed.serverCpuPercentOfOneCore}% of one core, the sockets' process ${ticks.cpuPercentOfOneCore}%; ` +
        `${ticks.messages} odds messages, ${ticks.incomplete} missed by some socket`,
    );
    console.table({
      'balance poll, 50 concurrent': {
        'req/s': alone.requestsPerSecond,
        'p50 ms': alone.p50Ms,
        'p95 ms': '',
        'p99 ms': alone.p99Ms,
        failures: alone.non2xx + alone.errors,
        budget: '≥ 5,000 req/s, p99 < 50 ms',
      },
      [`${users} users polling every 2 s`]: {
        'req/s': result.mixed.pollsPerSecond,
        'p50 ms': result.mixed.pollP50Ms,
        'p95 ms': '',
        'p99 ms': result.mixed.pollP99Ms,
        failures: result.mixed.pollFailures,
        budget: '',
      },
      [`${result.mixed.sockets} ${socketsClient} sockets, odds ticks`]: {
        'req/s': Math.round(ticks.deliveries / wallSeconds),
        'p50 ms': result.mixed.tickP50Ms,
        'p95 ms': result.mixed.tickP95Ms,
        'p99 ms': result.mixed.tickP99Ms,
        failures: ticks.incomplete,
        budget: 'p99 < 100 ms',
      },
      '  the first socket of each message': {
        'req/s': '',
        'p50 ms': ticks.firstMs.p50,
        'p95 ms': '',
        'p99 ms': ticks.firstMs.p99,
        failures: '',
        budget: '',
      },
      '  last − first receipt of each message': {
        'req/s': '',
        'p50 ms': ticks.spreadMs.p50,
        'p95 ms': '',
        'p99 ms': ticks.spreadMs.p99,
        failures: '',
        budget: '',
      },
      [`server memory over ${result.mixed.seconds} s (MB)`]: {
        'req/s': '',
        'p50 ms': `first ${result.memory.firstMb}`,
        'p95 ms': '',
        'p99 ms': `last ${result.memory.lastMb}`,
        failures: `max ${result.memory.maxMb}`,
        budget: 'stable',
      },
    });
    await mkdir(path.join(projectRoot, 'bench/out'), { recursive: true });
    await writeFile(path.join(projectRoot, 'bench/out/server.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    odds?.stop();
    await server.stop();
  }
}

await main();
