/**
 * The exchange's matching figures (docs/decisions/187-exchange-matching-figures.md): bets matched per
 * second on one server process, and the p99 latency of a matched bet, at 50 concurrent bettors,
 * against the real server (bench/server-harness.ts: server/main.ts as its own process, development
 * mode, a temporary database). Not in play, so no bet delay.
 *
 * Bettors are new accounts funded through the payment gateway (demo logins share one account).
 * A not-in-play match odds market's favourite: 50 layers each leave a lay waiting a tick below the
 * market maker's best back (so the maker never matches it); then 50 backers, concurrently, each back
 * ₹100 at that price again and again for `--seconds`. A back there is matched at once, against the
 * maker's lay offers (better for the backer) and then the waiting lays, user against user (decision
 * 180). Every request's latency is timed; a bet counts as matched when its size_matched is its stake.
 *
 *   npm run bench:exchange -- [--seconds 20] [--bettors 50] [--port 8226]
 */
import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { parseArgs } from 'node:util';
import { previousTick } from '../machines/sports/price-ladder.ts';
import { signUpFreshUser } from '../tests/e2e/support/users.ts';
import { addMoneyThroughGateway } from '../tests/e2e/support/wallet.ts';
import { cpuSeconds, machineLoad, percentile, startServer } from './server-harness.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    bettors: { type: 'string', default: '50' },
    port: { type: 'string', default: '8226' },
    event: { type: 'string', default: 'ck-1005' },
  },
});
const bettors = Number(values.bettors);
const seconds = Number(values.seconds);
const BACK_STAKE = 100;
const LAY_STAKE = 20_000;

interface Reply {
  status: number;
  body: { message?: string; data?: Record<string, unknown> };
}

async function call(url: string, method: string, path: string, token?: string, body?: unknown, key?: string): Promise<Reply> {
  const reply = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: reply.status, body: (await reply.json()) as Reply['body'] };
}

/** Bettors signed up through the API (a dev OTP) with ₹50,000 each, deposited through the local gateway (tests/e2e/support). */
async function fundedTokens(url: string, count: number): Promise<string[]> {
  const context = await request.newContext({ baseURL: url });
  const tokens: string[] = [];
  try {
    for (let done = 0; done < count; done += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, count - done) }, async () => {
          const user = await signUpFreshUser(context);
          await addMoneyThroughGateway(context, user, 50_000);
          return user.token;
        }),
      );
      tokens.push(...batch);
    }
  } finally {
    await context.dispose();
  }
  return tokens;
}

interface RunnerReply {
  selection_id: string;
  back: { price: number; size: number }[];
  lay: { price: number; size: number }[];
}

const server = await startServer(Number(values.port), { THROTTLE_FACTOR: '1000' });
// The site is read from the host: accounts are the `localhost` site's.
const url = `http://localhost:${values.port}`;
try {
  const details = await call(url, 'GET', `/api/sports/match-details/${values.event}`);
  const data = details.body.data as { event: { in_play?: boolean }; markets: { market_id: string; market_type: string; runners: RunnerReply[] }[] };
  if (data.event.in_play) throw new Error(`${values.event} is in play: the figures are for a matched bet without the delay`);
  const market = data.markets.find((candidate) => candidate.market_type === 'match_odds');
  if (!market) throw new Error(`${values.event} has no match odds market`);
  const favourite = [...market.runners].sort((a, b) => (a.back[0]?.price ?? 99) - (b.back[0]?.price ?? 99))[0]!;
  const price = previousTick(favourite.back[0]!.price);
  const bet = (token: string, side: 'back' | 'lay', stake: number) =>
    call(
      url,
      'POST',
      '/api/user/save-bet',
      token,
      { event_id: values.event, market_id: market.market_id, selection_id: favourite.selection_id, type: side, odds: price, stake, accept_any_odds: false },
      randomUUID(),
    );

  const [layers, backers] = [await fundedTokens(url, bettors), await fundedTokens(url, bettors)];
  const laid = await Promise.all(layers.map((token) => bet(token, 'lay', LAY_STAKE)));
  const waiting = laid.filter((reply) => reply.status === 200 && (reply.body.data as { bet?: { size_matched?: number } }).bet?.size_matched === 0).length;
  console.log(`${waiting}/${bettors} lays of ₹${LAY_STAKE} wait at ${price} on ${market.market_id}/${favourite.selection_id} (best back ${favourite.back[0]!.price}, best lay ${favourite.lay[0]?.price})`);

  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  let matched = 0;
  let partly = 0;
  const cpuBefore = await cpuSeconds(server.process.pid!);
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    backers.map(async (token) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const reply = await bet(token, 'back', BACK_STAKE);
        const took = performance.now() - sent;
        const placed = (reply.body.data as { bet?: { size_matched?: number } } | undefined)?.bet;
        if (reply.status === 200 && placed?.size_matched === BACK_STAKE) {
          matched += 1;
          latencies.push(took);
        } else if (reply.status === 200) partly += 1;
        else refusals.set(reply.body.message ?? String(reply.status), (refusals.get(reply.body.message ?? String(reply.status)) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (await cpuSeconds(server.process.pid!)) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const figures = {
    bettors,
    seconds: Number(elapsed.toFixed(1)),
    matchedBets: matched,
    notFullyMatched: partly,
    refused: Object.fromEntries(refusals),
    matchedPerSecond: Number((matched / elapsed).toFixed(1)),
    latencyMs: { p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)), p99: Math.round(percentile(latencies, 99)) },
    serverCpuSeconds: Number(cpu.toFixed(1)),
    machine: machineLoad(),
  };
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await server.stop();
}
