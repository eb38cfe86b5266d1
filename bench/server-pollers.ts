/**
 * The balance pollers of `npm run bench:server`, in a process of their own so that their requests and
 * the 1,000 sockets' messages do not wait on one event loop (the figures are the server's, not the
 * load generator's). Reads `{ url, tokens, warmupMs, measureMs }` as JSON on stdin; each token polls
 * the balance every 2 s from a random offset, as the app does; after warmupMs the latencies of the
 * next measureMs are kept. Prints `{ polls, failures, p50Ms, p99Ms }` as JSON and exits.
 */
import { percentile } from './server-harness.ts';

const POLL_EVERY_MS = 2_000;
const BALANCE_PATH = '/api/user/wallet-balance';

interface PollerJob {
  url: string;
  tokens: string[];
  warmupMs: number;
  measureMs: number;
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const job = JSON.parse(input) as PollerJob;

const latencies: number[] = [];
let failures = 0;
let measuring = false;
const timers: NodeJS.Timeout[] = [];

async function poll(token: string): Promise<void> {
  const started = performance.now();
  let failed = false;
  try {
    const reply = await fetch(`${job.url}${BALANCE_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await reply.arrayBuffer();
    failed = reply.status !== 200;
  } catch {
    failed = true;
  }
  if (!measuring) return;
  latencies.push(performance.now() - started);
  if (failed) failures += 1;
}

for (const token of job.tokens) {
  timers.push(
    setTimeout(() => {
      void poll(token);
      timers.push(setInterval(() => void poll(token), POLL_EVERY_MS));
    }, Math.random() * POLL_EVERY_MS),
  );
}
await new Promise((resolve) => setTimeout(resolve, job.warmupMs));
measuring = true;
await new Promise((resolve) => setTimeout(resolve, job.measureMs));
measuring = false;
timers.forEach((timer) => clearInterval(timer));
latencies.sort((a, b) => a - b);
const roundedPercentile = (p: number) => Math.round(percentile(latencies, p));
process.stdout.write(JSON.stringify({ polls: latencies.length, failures, p50Ms: roundedPercentile(50), p99Ms: roundedPercentile(99) }));
