import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Server as SocketServer } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '../db/database.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import type { Score } from './catalogue.ts';
import { createPriceFeed, DEFAULT_FEED_INTERVAL_MS, SNAPSHOT_EVERY } from './feed.ts';
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

describe('createPriceFeed', () => {
  it('plays the seeded in-play events on the match engine: prices and score from the match, stored as published, in the socket contract shape; nothing else moves', async () => {
    await changeMarketStatus(db, recordingIo().io, 'ck-1002.tm', 'suspend');
    // The kabaddi event in play (the engine plays it, decision 211), and an event the engine does not play (an operator's).
    await db.query("UPDATE events SET open_date = now() - interval '1 minute' WHERE id = 'kb-4001'");
    await db.query("UPDATE match_engine SET next_at = now() - interval '1 minute' WHERE event_id = 'kb-4001'");
    await db.query("INSERT INTO events (id, sport_id, competition_id, name, open_date) VALUES ('zz-9001', 99, 'kb-pkl', 'Not Played v Anyone', now() - interval '1 minute')");
    await db.query("INSERT INTO markets (id, event_id, market_type, name, bet_delay, min_stake_paise, max_stake_paise, sort_order) VALUES ('zz-9001.mo', 'zz-9001', 'match_odds', 'Match Odds', 0, 10000, 1000000, 1)");
    await db.query(`INSERT INTO runners (market_id, selection_id, name, sort_order, back, lay) VALUES ('zz-9001.mo', 'zz-9001.h', 'Not Played', 0, '[{"price": 2, "size": 100}]', '[{"price": 2.02, "size": 100}]')`);
    const { io, sent } = recordingIo();
    let at = Date.now();
    const feed = createPriceFeed(db, io, { seed: 11, matches: { fixtures: false }, now: () => new Date(at) });
    for (let i = 0; i < 30; i += 1) {
      await feed.step();
      at += 3_000;
    }
    await changeMarketStatus(db, recordingIo().io, 'ck-1002.tm', 'resume');
    await db.query("UPDATE events SET open_date = now() + interval '240 minutes' WHERE id = 'kb-4001'");
    const moved = sent.filter(({ payload }) => !payload.snapshot).map(({ payload }) => payload);
    for (const { room, event, payload } of sent) {
      expect(validateOdds(payload), JSON.stringify(validateOdds.errors)).toBe(true);
      expect([room, event]).toEqual([`odds:${payload.event_id}`, 'odds']);
    }
    // Only the engine's in-play events move: the seeded ones in play, nothing upcoming, never an event without a match.
    expect(new Set(moved.map((payload) => payload.event_id))).toEqual(new Set(['ck-1001', 'ck-1002', 'fb-2001', 'fb-2002', 'tn-3001', 'kb-4001']));
    const played = await db.query<{ event_id: string; steps: number }>("SELECT event_id, steps FROM match_engine WHERE event_id IN ('ck-1001', 'ck-1003') ORDER BY event_id");
    expect(played.map((row) => [row.event_id, row.steps > 3])).toEqual([
      ['ck-1001', true],
      ['ck-1003', false],
    ]);
    // The score is the match's, with its board, and the event stores what was sent last.
    const scores = moved.filter((payload) => payload.event_id === 'ck-1001' && payload.score).map((payload) => payload.score as Score);
    expect(scores.length).toBeGreaterThan(3);
    expect(scores.at(-1)!.board).toMatchObject({ innings: [{ team: 'India' }] });
    const [event] = await db.query<{ score: Score }>("SELECT score FROM events WHERE id = 'ck-1001'");
    expect(event!.score).toEqual(scores.at(-1));
    // The operator's suspension is kept: the engine's messages show it suspended.
    const tied = moved.filter((payload) => payload.event_id === 'ck-1002').flatMap((payload) => payload.markets.filter((market) => market.market_id === 'ck-1002.tm'));
    expect(tied.every((market) => market.status === 'suspended')).toBe(true);
    // What was published last is what is stored (a bet is checked against it).
    const last = moved.filter((payload) => payload.markets.some((market) => market.market_id === 'ck-1001.mo')).at(-1)!;
    const published = last.markets.find((market) => market.market_id === 'ck-1001.mo')!.runners[0]!;
    const [stored] = await db.query<{ back: unknown; lay: unknown }>("SELECT back, lay FROM runners WHERE selection_id = 'ck-1001.h'");
    expect(stored).toEqual({ back: published.back, lay: published.lay });
    const [unplayed] = await db.query<{ back: unknown }>("SELECT back FROM runners WHERE selection_id = 'zz-9001.h'");
    expect(unplayed!.back).toEqual([{ price: 2, size: 100 }]);
    await db.query("UPDATE events SET status = 'closed' WHERE id = 'zz-9001'");
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

  it('without the engine or a benchmark moves nothing, and sends a snapshot of every open event every 2 s', async () => {
    const { io, sent } = recordingIo();
    const feed = createPriceFeed(db, io, { seed: 12 });
    const steps = 50; // 20 s at 400 ms
    for (let i = 0; i < steps; i += 1) await feed.step();
    expect(sent.filter(({ payload }) => !payload.snapshot)).toEqual([]);
    const snapshotsOf = (eventId: string) => sent.filter(({ payload }) => payload.snapshot && payload.event_id === eventId).length;
    expect(snapshotsOf('ck-1001')).toBe(steps / SNAPSHOT_EVERY);
    expect(snapshotsOf('ck-1005')).toBe(steps / SNAPSHOT_EVERY);
    expect(DEFAULT_FEED_INTERVAL_MS).toBe(400);
  });

  it('sends an event that moved on a snapshot step one message, the snapshot, carrying the stored moved prices', async () => {
    const { io, sent } = recordingIo();
    // The benchmark moves every market of ck-1001 on every step, so it moves on the snapshot step too.
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
      expect(received[0]!.markets.map((market) => market.market_id)).toContain('ck-1005.i1.f6');
    } finally {
      socket.close();
      await server.close();
    }
  }, DATABASE_STARTUP_TIMEOUT_MS);
});
