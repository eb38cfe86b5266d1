import type { Server as SocketServer } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { BENCH_FEED_FORMAT, BENCH_FEED_IN_PRODUCTION, benchFeedOptions, prepareBenchEvent, readBenchFeed } from './bench-feed.ts';
import { createPriceFeed } from './feed.ts';
import type { OddsMessage } from './publish.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

describe('PRICE_FEED_BENCH', () => {
  it('reads <event>:<markets>:<ticks per second>, refuses bad values, and production refuses it at all', () => {
    expect(readBenchFeed(undefined, 'development')).toBeUndefined();
    expect(readBenchFeed('ck-1001:20:3', 'development')).toEqual({ eventId: 'ck-1001', markets: 20, ticksPerSecond: 3 });
    expect(readBenchFeed('ck-1001:20:3', 'production')).toEqual({ problem: BENCH_FEED_IN_PRODUCTION });
    for (const bad of ['ck-1001', 'ck-1001:0:3', 'ck-1001:51:3', 'ck-1001:20:11', 'ck 1001:20:3']) {
      expect(readBenchFeed(bad, 'development'), bad).toEqual({ problem: BENCH_FEED_FORMAT });
    }
    expect(benchFeedOptions({ eventId: 'ck-1001', markets: 20, ticksPerSecond: 3 })).toEqual({ intervalMs: 333, everyMarketOf: 'ck-1001' });
  });

  it('gives the event 20 open markets (once) and moves every one of them on every step', async () => {
    const setting = { eventId: 'ck-1002', markets: 20, ticksPerSecond: 3 };
    await prepareBenchEvent(db, setting);
    await prepareBenchEvent(db, setting);
    const open = async () =>
      (await db.query<{ count: number }>("SELECT count(*)::int AS count FROM markets WHERE event_id = 'ck-1002' AND status = 'open'"))[0]!.count;
    expect(await open()).toBe(20);

    const sent: OddsMessage[] = [];
    const io = { to: (room: string) => ({ emit: (_event: string, payload: OddsMessage) => room === 'odds:ck-1002' && sent.push(payload) }) };
    const feed = createPriceFeed(db, io as unknown as SocketServer, { seed: 5, ...benchFeedOptions(setting) });
    for (let step = 0; step < 3; step += 1) await feed.step();
    const moves = sent.filter((message) => !message.snapshot);
    expect(moves).toHaveLength(3);
    expect(moves.every((message) => message.markets.length === 20)).toBe(true);
  });
});
