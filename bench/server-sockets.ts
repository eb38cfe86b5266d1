/**
 * The odds sockets of `npm run bench:server` (docs/decisions/112), in a process of their own: the
 * bench's main process and the pollers (bench/server-pollers.ts) do not share this event loop, and this
 * process's CPU is reported beside the figures. Started by bench/server.ts with an IPC channel:
 *
 *   parent → { url, sockets, eventId }   connects `sockets` socket.io clients (websocket), each
 *                                         subscribed to odds:<eventId>; replies { ready: true }
 *   parent → { measureMs }               keeps the latencies of the next measureMs; replies with the
 *                                         figures (SocketFigures) and exits
 *
 * The clock: a message's `sent_at` is the server's `new Date()` when the price feed decided the step
 * (server/sports/feed.ts), before it reads and writes the database and emits. The receive time here is
 * `Date.now()` in the socket's 'odds' handler. Both read the machine's one realtime clock (the two
 * processes run on the same kernel), so receive − sent_at is the whole path: the feed's database work,
 * the emit, the loopback, this process's websocket and socket.io decoding. Millisecond resolution.
 *
 * One process decodes every socket's copy of a message in turn (a phone decodes only its own), so the
 * last socket's figure includes the decoding of the sockets before it: `spreadMs` (last − first receipt
 * of each message) and `firstMs` (the first socket's latency, nearly free of that queue) show how much.
 */
import { io as connect } from 'socket.io-client';
// ws is what socket.io-client itself uses in Node (a dependency of engine.io-client and engine.io).
import WebSocket from 'ws';
import { percentile } from './server-harness.ts';

/** 'websocket': bare websocket clients speaking socket.io's protocol (see rawClient); 'socket.io': socket.io-client. */
export type SocketsClient = 'websocket' | 'socket.io';

interface SocketsJob {
  url: string;
  sockets: number;
  eventId: string;
  client: SocketsClient;
}

export interface SocketFigures {
  deliveries: number;
  /** Distinct odds messages (event seq) received while measuring. */
  messages: number;
  /** Messages some socket missed (received by fewer than all sockets). */
  incomplete: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Per message: the first socket's latency, and last − first receipt (p50 / p99 over messages). */
  firstMs: { p50: number; p99: number };
  spreadMs: { p50: number; p99: number };
  cpuPercentOfOneCore: number;
}

interface Receipt {
  sentAt: number;
  first: number;
  last: number;
  count: number;
}

const sockets: { close(): void }[] = [];
const latencies: number[] = [];
const receipts = new Map<number, Receipt>();
let measuring = false;

function onOdds(message: { seq: number; sent_at: string }): void {
  record(Date.now(), message.seq, message.sent_at);
}

function record(received: number, seq: number, sentAtText: string): void {
  if (!measuring) return;
  const sentAt = Date.parse(sentAtText);
  latencies.push(received - sentAt);
  const receipt = receipts.get(seq);
  if (receipt) {
    receipt.last = received;
    receipt.count += 1;
  } else receipts.set(seq, { sentAt, first: received, last: received, count: 1 });
}

const ODDS_FRAME = Buffer.from('42["odds",');
const SEQ = Buffer.from('"seq":');
const SENT_AT = Buffer.from('"sent_at":"');
const ISO_LENGTH = '2026-11-24T20:15:05.123Z'.length;

/**
 * A bare websocket client of the server's socket.io (engine.io protocol 4): the same connection,
 * handshake, subscription with its ack, pings and frames as socket.io-client, but an odds frame is
 * not JSON-parsed: its seq and sent_at are read from the frame's text (both come before the markets
 * in the message). It costs this process a few microseconds a frame instead of socket.io-client's
 * tens (a phone decodes its own copy; this process decodes every socket's).
 */
function rawClient(url: string, eventId: string): Promise<void> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  sockets.push({ close: () => socket.close() });
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (data: Buffer) => {
      const received = Date.now();
      if (data.subarray(0, ODDS_FRAME.length).equals(ODDS_FRAME)) {
        const seqAt = data.indexOf(SEQ) + SEQ.length;
        const sentAt = data.indexOf(SENT_AT) + SENT_AT.length;
        record(received, Number.parseInt(data.toString('latin1', seqAt, seqAt + 12), 10), data.toString('latin1', sentAt, sentAt + ISO_LENGTH));
        return;
      }
      const text = data.toString();
      if (text === '2') socket.send('3'); // ping → pong
      else if (text.startsWith('0')) socket.send('40'); // engine.io open → socket.io connect
      else if (text.startsWith('40')) socket.send(`420${JSON.stringify(['subscribe', { channel: 'odds', key: eventId }])}`);
      else if (text.startsWith('430')) {
        const [ack] = JSON.parse(text.slice(3)) as [{ ok: boolean; message?: string }];
        if (ack.ok) resolve();
        else reject(new Error(`subscribe refused: ${ack.message}`));
      }
    });
  });
}

async function connectAll(job: SocketsJob): Promise<void> {
  for (let i = 0; i < job.sockets; i += 1) {
    if (job.client === 'websocket') {
      await rawClient(job.url, job.eventId);
      continue;
    }
    const socket = connect(job.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    socket.on('odds', onOdds);
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.emit('subscribe', { channel: 'odds', key: job.eventId }, () => resolve()));
  }
}

async function measure(measureMs: number): Promise<SocketFigures> {
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, measureMs));
  measuring = false;
  const cpu = process.cpuUsage(cpuBefore);
  const wallSeconds = (Date.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  // The messages sent while measuring: a message whose receipts straddle the start or end is partial.
  const whole = [...receipts.values()].filter((receipt) => receipt.sentAt >= started && receipt.sentAt + 1_000 <= started + measureMs);
  const firsts = whole.map((receipt) => receipt.first - receipt.sentAt).sort((a, b) => a - b);
  const spreads = whole.map((receipt) => receipt.last - receipt.first).sort((a, b) => a - b);
  return {
    deliveries: sorted.length,
    messages: receipts.size,
    incomplete: whole.filter((receipt) => receipt.count < sockets.length).length,
    latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN },
    firstMs: { p50: percentile(firsts, 50), p99: percentile(firsts, 99) },
    spreadMs: { p50: percentile(spreads, 50), p99: percentile(spreads, 99) },
    cpuPercentOfOneCore: Math.round(((cpu.user + cpu.system) / 1e6 / wallSeconds) * 100),
  };
}

const send = (message: unknown) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

process.on('message', (message: Partial<SocketsJob> & { measureMs?: number }) => {
  void (async () => {
    if (message.url) {
      await connectAll(message as SocketsJob);
      await send({ ready: true });
    } else if (message.measureMs !== undefined) {
      const figures = await measure(message.measureMs);
      sockets.forEach((socket) => socket.close());
      await send(figures);
      process.exit(0);
    }
  })();
});
// The bench ends this process by its pid if it is still here when the bench stops.
process.on('disconnect', () => process.exit(0));
