import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Server as SocketServer } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { book } from '../testing/sports.ts';
import { createPriceFeed, DEFAULT_FEED_INTERVAL_MS, seededRandom, SNAPSHOT_EVERY, walkBookmaker, walkExchange, walkFancy } from './feed.ts';
import { isOnLadder } from './ladder.ts';
import type { OddsMessage } from './publish.ts';
import { changeMarketStatus } from './settlement.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

/** A socket.io server stand-in that records what is sent to which room. */
/** A stand-in socket server that records what it sends, into `sent` (one list for several). */
function recordingIo(sent: { room: string; event: string; payload: OddsMessage }[] = []) {
  const io = { to: (room: string) => ({ emit: (event: string, payload: OddsMessage) => sent.push({ room, event, payload }) }) };
  return { io: io as unknown as SocketServer, sent };
}

const socketEvents = parse(readFileSync(new URL('../../api-spec/socket-events.yaml', import.meta.url), 'utf8')) as object;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...socketEvents, $id: 'socket-events' });
const validateOdds = ajv.getSchema('socket-events#/components/messages/odds/payload')!;

describe('random walks', () => {
  it('are deterministic from the seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
    expect(Array.from({ length: 1000 }, seededRandom(1)).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('keep odds on the ladder, 3 levels a side, back below lay, and no sure profit across the market', () => {
    const random = seededRandom(3);
    let runners = [
      { back: [{ price: 1.69, size: 100 }], lay: [{ price: 1.7, size: 100 }] },
      { back: [{ price: 3.4, size: 100 }], lay: [{ price: 3.45, size: 100 }] },
      { back: [{ price: 4.6, size: 100 }], lay: [{ price: 4.7, size: 100 }] },
    ];
    const bestBacks = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      runners = walkExchange(random, runners);
      for (const runner of runners) {
        expect([...runner.back, ...runner.lay].every((level) => isOnLadder(level.price) && level.size >= 2)).toBe(true);
        expect(runner.back[0]!.price).toBeLessThan(runner.lay[0]!.price);
        expect(runner.lay.length).toBeLessThanOrEqual(3);
      }
      expect(book(runners.map((runner) => runner.back[0]!.price))).toBeGreaterThanOrEqual(1);
      expect(book(runners.map((runner) => runner.lay[0]!.price))).toBeLessThanOrEqual(1);
      bestBacks.add(runners[0]!.back[0]!.price);
    }
    expect(bestBacks.size).toBeGreaterThan(5);
  });

  it('keep bookmaker rates whole with no sure profit, and fancy No a run below Yes', () => {
    const random = seededRandom(5);
    let rates = [
      { back: [{ price: 40, size: 500_000 }], lay: [{ price: 43, size: 500_000 }] },
      { back: [{ price: 240, size: 500_000 }], lay: [{ price: 243, size: 500_000 }] },
    ];
    let fancy = { back: [{ price: 53, size: 100 }], lay: [{ price: 52, size: 100 }] };
    const lines = new Set<number>();
    const backRates = new Set<number>();
    const odds = (rate: number) => 1 + rate / 100;
    for (let i = 0; i < 200; i += 1) {
      rates = walkBookmaker(random, rates);
      fancy = walkFancy(random, fancy);
      lines.add(fancy.back[0]!.price);
      backRates.add(rates[0]!.back[0]!.price);
      expect(rates.every((rate) => Number.isInteger(rate.back[0]!.price) && rate.lay[0]!.price > rate.back[0]!.price)).toBe(true);
      expect(book(rates.map((rate) => odds(rate.back[0]!.price)))).toBeGreaterThanOrEqual(1);
      expect(book(rates.map((rate) => odds(rate.lay[0]!.price)))).toBeLessThanOrEqual(1);
      expect(fancy.lay[0]!.price).toBe(fancy.back[0]!.price - 1);
    }
    expect(lines.size).toBeGreaterThan(2);
    expect(backRates.size).toBeGreaterThan(2);
    expect(Math.abs(fancy.back[0]!.price - 53)).toBeLessThan(30);
  });
});

describe('createPriceFeed', () => {
  it('moves only open markets of in-play events, stores what it publishes, in the socket contract shape', async () => {
    await db.query("UPDATE markets SET status = 'suspended' WHERE id = 'ck-1002.mo'");
    const { io, sent } = recordingIo();
    const feed = createPriceFeed(db, io, { seed: 11 });
    for (let i = 0; i < 10; i += 1) await feed.step();
    await db.query("UPDATE markets SET status = 'open' WHERE id = 'ck-1002.mo'");
    expect(sent.length).toBeGreaterThan(0);
    for (const { room, event, payload } of sent) {
      expect(validateOdds(payload), JSON.stringify(validateOdds.errors)).toBe(true);
      expect([room, event]).toEqual([`odds:${payload.event_id}`, 'odds']);
      if (payload.snapshot) continue;
      expect(payload.event_id).not.toMatch(/^(ck-1003|ck-1004|ck-1005|fb-2003|fb-2004|tn-3002|kb-4001)$/);
      expect(payload.markets.every((market) => market.status === 'open' && market.market_id !== 'ck-1002.mo')).toBe(true);
    }
    // Every 5th step, every open event (the stand-in io cannot say who watches) gets a snapshot.
    const snapshots = sent.filter(({ payload }) => payload.snapshot).map(({ payload }) => payload);
    expect(snapshots.filter((payload) => payload.event_id === 'ck-1005')).toHaveLength(2);
    const suspended = snapshots.find((payload) => payload.event_id === 'ck-1002')!.markets.find((market) => market.market_id === 'ck-1002.mo')!;
    expect(suspended.status).toBe('suspended');
    expect(snapshots.find((payload) => payload.event_id === 'ck-1001')!.markets.length).toBeGreaterThanOrEqual(8);
    const last = sent.filter(({ payload }) => payload.markets.some((market) => market.market_id === 'ck-1001.mo')).at(-1)!.payload;
    const published = last.markets.find((market) => market.market_id === 'ck-1001.mo')!.runners[0]!;
    const [stored] = await db.query<{ back: unknown; lay: unknown }>("SELECT back, lay FROM runners WHERE selection_id = 'ck-1001.h'");
    expect(stored).toEqual({ back: published.back, lay: published.lay });
    const seqs = sent.filter(({ payload }) => payload.event_id === 'ck-1001').map(({ payload }) => payload.seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
  });

  it('numbers messages from one counter of the database: a new leader and an operator on another process continue it', async () => {
    // Two processes on one database, each with its own socket server; `sent` is in the order sent.
    const { io: ioOfA, sent } = recordingIo();
    const { io: ioOfB } = recordingIo(sent);
    const feedOnA = createPriceFeed(db, ioOfA, { seed: 13, everyMarketOf: 'ck-1001' });
    for (let i = 0; i < 3; i += 1) await feedOnA.step();
    await changeMarketStatus(db, ioOfB, 'ck-1001.mo', 'suspend');
    await changeMarketStatus(db, ioOfB, 'ck-1001.mo', 'resume');
    // B leads now.
    const feedOnB = createPriceFeed(db, ioOfB, { seed: 14, everyMarketOf: 'ck-1001' });
    for (let i = 0; i < 3; i += 1) await feedOnB.step();
    const ofEvent = sent.map(({ payload }) => payload).filter((payload) => payload.event_id === 'ck-1001');
    expect(ofEvent.some((payload) => payload.markets.some((market) => market.status === 'suspended'))).toBe(true);
    const seqs = ofEvent.map((payload) => payload.seq);
    expect(seqs).toHaveLength(8);
    expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
  });

  it('sends about 1-3 price messages a second per in-play event, and a snapshot every 2 s', async () => {
    const { io, sent } = recordingIo();
    const feed = createPriceFeed(db, io, { seed: 12 });
    const steps = 50; // 20 s at 400 ms
    for (let i = 0; i < steps; i += 1) await feed.step();
    const seconds = (steps * DEFAULT_FEED_INTERVAL_MS) / 1000;
    const perEvent = new Map<string, number>();
    for (const { payload } of sent) if (!payload.snapshot) perEvent.set(payload.event_id, (perEvent.get(payload.event_id) ?? 0) + 1);
    for (const count of perEvent.values()) {
      expect(count / seconds).toBeGreaterThanOrEqual(1);
      expect(count / seconds).toBeLessThanOrEqual(3);
    }
    const snapshotsOf = (eventId: string) => sent.filter(({ payload }) => payload.snapshot && payload.event_id === eventId).length;
    expect(snapshotsOf('ck-1001')).toBe(steps / SNAPSHOT_EVERY);
    expect(snapshotsOf('ck-1005')).toBe(steps / SNAPSHOT_EVERY);
  });

  it('sends an event that moved on a snapshot step one message, the snapshot, carrying the stored moved prices', async () => {
    const { io, sent } = recordingIo();
    // ck-1001 moves every market on every step, so it moves on the snapshot step too.
    const feed = createPriceFeed(db, io, { seed: 15, everyMarketOf: 'ck-1001' });
    for (let i = 1; i < SNAPSHOT_EVERY; i += 1) await feed.step();
    sent.length = 0;
    const returned = await feed.step();
    const ofEvent = sent.filter(({ payload }) => payload.event_id === 'ck-1001').map(({ payload }) => payload);
    expect(ofEvent.map((payload) => payload.snapshot)).toEqual([true]);
    expect(returned.filter((payload) => payload.event_id === 'ck-1001')).toEqual(ofEvent);
    // One message per event on this step.
    const events = sent.map(({ payload }) => payload.event_id);
    expect(new Set(events).size).toBe(events.length);
    const runner = ofEvent[0]!.markets.find((market) => market.market_id === 'ck-1001.mo')!.runners[0]!;
    const [stored] = await db.query<{ back: unknown; lay: unknown }>("SELECT back, lay FROM runners WHERE selection_id = 'ck-1001.h'");
    expect(stored).toEqual({ back: runner.back, lay: runner.lay });
    // The step's own time, taken before its database work (the delivery latency counts that work).
    expect(new Set(sent.map(({ payload }) => payload.sent_at)).size).toBe(1);
  });

  it('starts and stops its timer (injected) and never overlaps steps', async () => {
    const intervals: { run: () => void; ms: number }[] = [];
    let cleared = 0;
    const { io } = recordingIo();
    const feed = createPriceFeed(db, io, {
      timers: { setInterval: (run, ms) => intervals.push({ run, ms }), clearInterval: () => (cleared += 1) },
    });
    expect(feed.running).toBe(false);
    feed.start();
    feed.start();
    expect([feed.running, intervals.length, intervals[0]!.ms]).toEqual([true, 1, DEFAULT_FEED_INTERVAL_MS]);
    intervals[0]!.run();
    intervals[0]!.run(); // still busy: skipped
    feed.stop();
    feed.stop();
    expect([feed.running, cleared]).toEqual([false, 1]);
  });
});

describe('a failing step', () => {
  it('is reported to onError, and the next step runs again', async () => {
    const errors: unknown[] = [];
    let run = () => {};
    const broken = { query: async () => Promise.reject(new Error('database down')) } as unknown as Database;
    const feed = createPriceFeed(broken, recordingIo().io, {
      onError: (error) => errors.push(error),
      timers: { setInterval: (callback) => (run = callback), clearInterval: () => undefined },
    });
    feed.start();
    run();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    run();
    await vi.waitFor(() => expect(errors).toHaveLength(2));
    expect((errors[0] as Error).message).toBe('database down');
    feed.stop();
  });
});

describe('buildServer({ priceFeed })', () => {
  it('starts the feed when asked and stops it on close; without the option there is none', async () => {
    const { buildServer } = await import('../app.ts');
    let cleared = 0;
    const server = await buildServer({
      mode: 'development',
      database: await openTestDatabase(),
      priceFeed: { timers: { setInterval: () => 'handle', clearInterval: () => (cleared += 1) } },
    });
    expect(server.feed?.running).toBe(true);
    await server.close();
    expect([server.feed?.running, cleared]).toEqual([false, 1]);
    const quiet = await buildServer({ mode: 'development', database: await openTestDatabase() });
    expect(quiet.feed).toBeUndefined();
    await quiet.close();
  }, DATABASE_STARTUP_TIMEOUT_MS);
});

describe('the cricket score', () => {
  it('moves ball by ball: runs or a wicket, overs of 6 balls, up to 20 overs', async () => {
    const { nextBall } = await import('./feed.ts');
    const random = seededRandom(9);
    let score = { home: 'IND 0/0 (0.0)', away: '', summary: '', updated_at: new Date(0).toISOString() };
    let balls = 0;
    for (;;) {
      const next = nextBall(random, score, new Date());
      if (!next) break;
      score = next;
      balls += 1;
    }
    const [, runs, wickets, overs, ball] = /IND (\d+)\/(\d+) \((\d+)\.(\d)\)/.exec(score.home)!.map(Number);
    expect(wickets === 10 || (overs === 20 && ball === 0)).toBe(true);
    expect(balls).toBe(overs! * 6 + ball!);
    expect(runs).toBeGreaterThan(0);
    expect(nextBall(random, { ...score, home: 'no score here' }, new Date())).toBeUndefined();
  });

  it('is stored and sent with the odds of in-play cricket events now and then', async () => {
    const { io, sent } = recordingIo();
    const feed = createPriceFeed(db, io, { seed: 13 });
    for (let i = 0; i < 20; i += 1) await feed.step();
    const withScore = sent.filter(({ payload }) => payload.score);
    expect(withScore.length).toBeGreaterThan(0);
    expect(withScore.every(({ payload }) => payload.event_id.startsWith('ck-'))).toBe(true);
    const last = withScore.filter(({ payload }) => payload.event_id === withScore.at(-1)!.payload.event_id).at(-1)!.payload;
    const [stored] = await db.query<{ score: unknown }>('SELECT score FROM events WHERE id = $1', [last.event_id]);
    expect(stored!.score).toEqual(last.score);
  });
});

describe('snapshots on a real socket server', () => {
  it('go only to the events someone watches, upcoming ones too', async () => {
    const { buildServer } = await import('../app.ts');
    const { io: connectSocket } = await import('socket.io-client');
    const server = await buildServer({ mode: 'development', database: await openTestDatabase() });
    await server.app.listen({ port: 8298, host: '127.0.0.1' });
    const socket = connectSocket('http://127.0.0.1:8298', { path: '/socket.io', transports: ['websocket'] });
    try {
      const received: OddsMessage[] = [];
      socket.on('odds', (message: OddsMessage) => received.push(message));
      await new Promise<void>((resolve) => socket.emit('subscribe', { channel: 'odds', key: 'ck-1005' }, () => resolve()));
      const feed = createPriceFeed(server.db, server.io, { seed: 14 });
      const sent: OddsMessage[] = [];
      for (let i = 0; i < SNAPSHOT_EVERY; i += 1) sent.push(...(await feed.step()));
      expect(sent.filter((message) => message.snapshot).map((message) => message.event_id)).toEqual(['ck-1005']);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toMatchObject({ event_id: 'ck-1005', snapshot: true });
      expect(received[0]!.markets.map((market) => market.market_id)).toContain('ck-1005.f6');
    } finally {
      socket.close();
      await server.close();
    }
  }, DATABASE_STARTUP_TIMEOUT_MS);
});
