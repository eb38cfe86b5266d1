import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import type { EventFeedEvent, EventFeedInput, FeedCommand, MarketPosition } from './event-feed.context.ts';
import { eventFeedMachine } from './event-feed.machine.ts';
import { ODDS_STALE_AFTER_MS, type EventDetails, type Market, type OddsUpdate } from './market.ts';

const matchOdds: Market = {
  marketId: 'm1',
  name: 'Match Odds',
  kind: 'match_odds',
  status: 'open',
  betDelayMs: 5_000,
  minStake: 100,
  maxStake: 50_000,
  runners: [
    { selectionId: 'a', name: 'India', status: 'open', back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 50 }] },
    { selectionId: 'b', name: 'Australia', status: 'open', back: [{ price: 1.9, size: 80 }], lay: [] },
  ],
};
const fancy: Market = {
  ...matchOdds,
  marketId: 'f1',
  name: '6 Over Runs',
  kind: 'fancy',
  betDelayMs: 0,
  runners: [{ selectionId: 'f1r', name: '6 Over Runs', status: 'open', back: [{ price: 46, size: 100 }], lay: [{ price: 45, size: 100 }] }],
};
const details: EventDetails = {
  event: {
    eventId: 'e1',
    name: 'India v Australia',
    sportId: 4,
    sportName: 'Cricket',
    competitionName: 'T20 Series',
    openDate: '2026-11-24T09:00:00Z',
    inPlay: true,
    score: null,
  },
  markets: [matchOdds, fancy],
};
const positions: Record<string, MarketPosition> = { m1: { exposure: -100, positions: { a: 100, b: -100 } } };
const input: EventFeedInput = { eventId: 'e1', signedIn: true, chips: [100, 500, 1000, 5000] };

const tick = (seq: number, back = 2.02): OddsUpdate => ({
  eventId: 'e1',
  seq,
  markets: [{ marketId: 'm1', status: 'open', runners: [{ selectionId: 'a', back: [{ price: back, size: 100 }], lay: [{ price: 2.04, size: 50 }] }] }],
});

type Snapshot = ReturnType<typeof eventFeedMachine.transition>;

function events(snapshot: Snapshot): EventFeedEvent[] {
  const { context } = snapshot;
  const list: EventFeedEvent[] = [
    { type: 'event.retry' },
    // seq stays within -1, 1, 2 so the graph ends (an event's payload is part of a vertex).
    { type: 'odds.received', update: tick(context.seq < 1 ? 1 : 2) },
    { type: 'price.selected', target: { marketId: 'm1', selectionId: 'a', side: 'back' } },
    { type: 'price.selected', target: { marketId: 'm1', selectionId: 'b', side: 'lay' } },
    { type: 'slip.close' },
    { type: 'acceptAnyOdds.changed', accept: !context.acceptAnyOdds },
    { type: 'positions.refresh' },
    { type: 'fancyBook.open', marketId: 'f1' },
    { type: 'fancyBook.close' },
    { type: 'session.changed', signedIn: !context.signedIn, chips: [100, 500, 1000, 5000], oneClickStake: context.oneClickStake },
    // One-click betting turned on (₹500) or off (docs/decisions/186).
    { type: 'session.changed', signedIn: context.signedIn, chips: [100, 500, 1000, 5000], oneClickStake: context.oneClickStake === null ? 500 : null },
    { type: 'price.selected', target: { marketId: 'f1', selectionId: 'f1r', side: 'back' } },
  ];
  if (context.seq > 0) list.push({ type: 'odds.received', update: tick(0) });
  return list;
}

const pathConfig = {
  machine: eventFeedMachine,
  events: events as (snapshot: Snapshot) => readonly AnyEventObject[],
  outputs: {
    loadEvent: [details],
    loadPositions: [positions],
    loadFancyBook: [[{ run: 45, position: -100 }, { run: 46, position: 100 }]],
    slip: [{ placed: { betId: '1', price: 2, stake: 100 }, stakes: [100, 200, 300, 400] }, { placed: null, stakes: [100, 500, 1000, 5000] }],
    oneClickBet: [{ betId: '2', price: 2, stake: 500, sizeMatched: 300, priceRequested: 2 }],
  },
  // A server that is down (retry helps) and one that has no such event (404: it cannot).
  errors: {
    loadEvent: [new Error('offline'), Object.assign(new Error('Event not found.'), { status: 404 })],
    oneClickBet: [{ refused: true, reason: { text: 'Insufficient Balance' }, currentPrice: null, currentRate: null }],
  },
  contextKey: (context: Snapshot['context']) => ({
    seq: context.seq,
    signedIn: context.signedIn,
    loginAsked: context.loginAsked,
    oneClick: context.oneClickStake !== null,
  }),
};

/** What each odds feed the walk started was told (by the feed actor), and how many of those a fact has seen. */
const feedCommands = new WeakMap<object, string[]>();
const feedCommandsSeen = new WeakMap<object, number>();
const recordingFeed = fromCallback<FeedCommand, { eventId: string }>(({ self, receive }) => {
  const commands: string[] = [];
  feedCommands.set(self, commands);
  receive((command) => commands.push(command.type));
});

walkEveryTransition('event-feed', {
  ...pathConfig,
  input,
  actors: { oddsFeed: recordingFeed },
  facts: [
    {
      rule: 'prices change only on a newer seq: its prices are shown and its seq kept; an older seq (a server restart) changes nothing shown and loads the event again',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'odds.received') return;
        const { update } = event as Extract<EventFeedEvent, { type: 'odds.received' }>;
        if (update.seq <= previous.context.seq) {
          expect(snapshot.context.markets).toBe(previous.context.markets);
          expect(snapshot.context.seq).toBe(previous.context.seq);
          return;
        }
        expect(snapshot.context.seq).toBe(update.seq);
        for (const market of update.markets) {
          for (const runner of market.runners) {
            const shown = snapshot.context.markets[market.marketId]?.runners.find((candidate) => candidate.selectionId === runner.selectionId);
            expect({ back: shown?.back, lay: shown?.lay }).toEqual({ back: runner.back, lay: runner.lay });
          }
        }
      },
    },
    {
      rule: 'with no newer update for 5 s the screen warns (stale) and the feed is told to join the room again, once every 5 s until one comes, and never otherwise',
      check: ({ snapshot, event }) => {
        const feed = snapshot.children.oddsFeed;
        if (!feed) return;
        const told = feedCommands.get(feed) ?? [];
        const before = feedCommandsSeen.get(feed) ?? 0;
        feedCommandsSeen.set(feed, told.length);
        const wentStale = event.type.startsWith('xstate.after.staleAfter.');
        if (wentStale) expect(snapshot.hasTag('stale')).toBe(true);
        expect(told.slice(before)).toEqual(wentStale ? ['feed.resubscribe'] : []);
      },
    },
    {
      rule: "a visitor tapping a price is asked to log in and no slip opens; a signed-in user's slip opens on the tapped price with the market's stake limits and its in-play delay",
      check: ({ snapshot, previous, event, emittedThisStep: notices }) => {
        if (event.type !== 'price.selected') return;
        const { target } = event as Extract<EventFeedEvent, { type: 'price.selected' }>;
        if (!previous.context.signedIn) {
          expect(snapshot.context.loginAsked).toBe(true);
          expect(notices).toEqual([{ type: 'notice.error', message: { id: 'sports.loginToBet' } }]);
          expect(snapshot.context.slipInput).toBe(previous.context.slipInput);
          return;
        }
        // One-click betting takes exchange prices (the next fact).
        if (previous.context.oneClickStake !== null && target.marketId === 'm1') return;
        const market = previous.context.markets[target.marketId]!;
        const quote = market.runners.find((runner) => runner.selectionId === target.selectionId)![target.side][0]!;
        expect(snapshot.context.slipInput).toMatchObject({
          selection: { marketId: target.marketId, selectionId: target.selectionId, side: target.side, price: quote.price },
          minStake: market.minStake,
          maxStake: market.maxStake,
          betDelayMs: previous.context.event?.inPlay ? market.betDelayMs : 0,
        });
        // The walk stands a promise in for the slip: its input is what the slip would start from.
        expect((snapshot.children.slip?.getSnapshot() as { input?: unknown } | undefined)?.input).toEqual(snapshot.context.slipInput);
      },
    },
    {
      rule: 'with one-click betting on, a tap on an exchange price places that price at the one-click stake at once (no slip; the tapped cell keeps the delay) and a tap meanwhile places nothing; bookmaker and fancy prices open the slip (decision 186)',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'price.selected' || !previous.context.signedIn || !previous.matches('live')) return;
        const { target } = event as Extract<EventFeedEvent, { type: 'price.selected' }>;
        const exchange = target.marketId === 'm1';
        if (previous.context.oneClickStake === null || !exchange) {
          expect(snapshot.context.oneClick).toBe(previous.context.oneClick);
          return;
        }
        expect(snapshot.context.slipInput).toBe(previous.context.slipInput);
        if (previous.matches({ live: { oneClick: 'placing' } })) {
          expect(snapshot.context.oneClick).toBe(previous.context.oneClick);
          return;
        }
        const quote = previous.context.markets.m1!.runners.find((runner) => runner.selectionId === target.selectionId)![target.side][0]!;
        expect(snapshot.matches({ live: { oneClick: 'placing' } })).toBe(true);
        expect(snapshot.context.oneClick).toMatchObject({
          cell: `m1/${target.selectionId}/${target.side}/0`,
          submission: { request: { marketId: 'm1', selectionId: target.selectionId, side: target.side, price: quote.price, stake: 500, form: 'decimal', acceptAnyOdds: false } },
        });
        expect(snapshot.context.oneClick?.expiresAt !== null).toBe(previous.context.event?.inPlay === true);
        expect((snapshot.children.oneClickBet?.getSnapshot() as { input?: unknown } | undefined)?.input).toEqual(snapshot.context.oneClick?.submission);
      },
    },
    {
      rule: "a one-click bet's result is told: placed, 'Matched ₹x of ₹y at p', or the server's refusal; the positions are read again",
      check: ({ snapshot, event, emittedThisStep }) => {
        if (event.type === 'xstate.done.actor.oneClickBet') {
          expect(emittedThisStep).toContainEqual({ type: 'notice.success', message: { id: 'sports.slip.placedPartly', values: { matched: 300, stake: 500, price: 2 } } });
        } else if (event.type === 'xstate.error.actor.oneClickBet') {
          expect(emittedThisStep).toContainEqual({ type: 'notice.error', message: { text: 'Insufficient Balance' } });
        } else return;
        expect(snapshot.context.oneClick).toBeNull();
        expect(snapshot.matches({ live: { positions: 'loading' } })).toBe(true);
      },
    },
    {
      rule: 'a placed bet, or signing in or out, reads the positions again, even while a read is under way (signing out shows none meanwhile)',
      check: ({ snapshot, previous, event }) => {
        const placed = event.type === 'xstate.done.actor.slip' && (event as { output?: { placed: unknown } }).output?.placed != null;
        const session = event.type === 'session.changed' && previous.matches('live');
        if (!placed && !session) return;
        expect(snapshot.matches({ live: { positions: 'loading' } })).toBe(true);
        expect(snapshot.children.loadPositions).toBeDefined();
        expect(snapshot.children.loadPositions).not.toBe(previous.children.loadPositions);
        if (session && !snapshot.context.signedIn) expect(snapshot.context.positions).toEqual({});
      },
    },
  ],
});

describe('event feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(overrides: Partial<EventFeedInput> = {}) {
    const commands: string[] = [];
    let report: ((event: EventFeedEvent) => void) | undefined;
    const actor = createActor(
      eventFeedMachine.provide({
        actors: {
          loadEvent: fromPromise(async () => details),
          loadPositions: fromPromise(async () => positions),
          loadFancyBook: fromPromise(async (): Promise<{ run: number; position: number }[]> => []),
          oddsFeed: fromCallback<FeedCommand, { eventId: string }>(({ input: feed, sendBack, receive }) => {
            commands.push(`subscribe ${feed.eventId}`);
            report = sendBack;
            receive((command) => commands.push(command.type));
            return () => commands.push(`leave ${feed.eventId}`);
          }),
        },
      }),
      { input: { ...input, ...overrides } },
    );
    actor.start();
    return { actor, commands, send: (event: EventFeedEvent) => report?.(event) };
  }

  it('keeps the latest snapshot; unchanged markets keep their identity', async () => {
    const { actor, send } = start();
    await vi.advanceTimersByTimeAsync(0);
    const before = actor.getSnapshot().context.markets;
    send({ type: 'odds.received', update: tick(1) });
    const after = actor.getSnapshot().context.markets;
    expect(after.m1?.runners[0]?.back[0]?.price).toBe(2.02);
    expect(after.f1).toBe(before.f1);
    expect(after.m1?.runners[1]).toBe(before.m1?.runners[1]);
    send({ type: 'odds.received', update: tick(1, 3) });
    expect(actor.getSnapshot().context.markets).toBe(after);
  });

  it('takes the scoreboard with the score: a board-only change is shown, a repeat keeps the event, no score keeps both (decision 215)', async () => {
    const { actor, send } = start();
    await vi.advanceTimersByTimeAsync(0);
    const board = (minute: number) => ({ sport: 'football' as const, minute, goals: [1, 0] as [number, number], phase: 'second_half' as const });
    send({ type: 'odds.received', update: { ...tick(1), score: 'IND 1 · AUS 0', board: board(66) } });
    expect(actor.getSnapshot().context.event).toMatchObject({ score: 'IND 1 · AUS 0', board: board(66) });
    send({ type: 'odds.received', update: { ...tick(2), score: 'IND 1 · AUS 0', board: board(67) } });
    const shown = actor.getSnapshot().context.event;
    expect(shown?.board).toEqual(board(67));
    send({ type: 'odds.received', update: { ...tick(3), score: 'IND 1 · AUS 0', board: board(67) } });
    expect(actor.getSnapshot().context.event).toBe(shown);
    send({ type: 'odds.received', update: tick(4) });
    expect(actor.getSnapshot().context.event).toBe(shown);
    send({ type: 'odds.received', update: { ...tick(5), score: null, board: null } });
    expect(actor.getSnapshot().context.event).toMatchObject({ score: null, board: null });
  });

  it('warns after 5 s without an update, joins the room again, and leaves it on exit', async () => {
    const { actor, commands, send } = start();
    await vi.advanceTimersByTimeAsync(ODDS_STALE_AFTER_MS - 1);
    send({ type: 'odds.received', update: tick(1) });
    await vi.advanceTimersByTimeAsync(ODDS_STALE_AFTER_MS - 1);
    expect(actor.getSnapshot().hasTag('stale')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('stale')).toBe(true);
    expect(commands).toEqual(['subscribe e1', 'feed.resubscribe']);
    await vi.advanceTimersByTimeAsync(ODDS_STALE_AFTER_MS);
    expect(commands).toEqual(['subscribe e1', 'feed.resubscribe', 'feed.resubscribe']);
    send({ type: 'odds.received', update: tick(2) });
    expect(actor.getSnapshot().hasTag('stale')).toBe(false);
    actor.stop();
    expect(commands.at(-1)).toBe('leave e1');
  });

  it('loads the positions again when a market closes (settled or voided)', async () => {
    let loads = 0;
    const actor = createActor(
      eventFeedMachine.provide({
        actors: {
          loadEvent: fromPromise(async () => details),
          loadPositions: fromPromise(async () => {
            loads += 1;
            return positions;
          }),
        },
      }),
      { input },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'odds.received', update: tick(1) });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(1);
    actor.send({ type: 'odds.received', update: { ...tick(2), markets: [{ ...tick(2).markets[0]!, status: 'closed' }] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(2);
    actor.send({ type: 'odds.received', update: { ...tick(3), markets: [{ ...tick(3).markets[0]!, status: 'closed' }] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toBe(2);
    actor.stop();
  });

  it('opens the slip on a tapped price with the market limits and the in-play delay', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'price.selected', target: { marketId: 'f1', selectionId: 'f1r', side: 'lay' } });
    expect(actor.getSnapshot().context.slipInput).toMatchObject({
      selection: { form: 'line', price: 45, rate: 100, side: 'lay' },
      minStake: 100,
      betDelayMs: 0,
    });
    actor.send({ type: 'price.selected', target: { marketId: 'm1', selectionId: 'a', side: 'back' } });
    expect(actor.getSnapshot().context.slipInput).toMatchObject({ selection: { form: 'decimal', price: 2 }, betDelayMs: 5_000 });
    expect(actor.getSnapshot().children.slip).toBeDefined();
  });

  it("tells the open slip when its market's bet delay changes, and only then", async () => {
    const { actor, send } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'price.selected', target: { marketId: 'm1', selectionId: 'a', side: 'back' } });
    const slipDelay = () => (actor.getSnapshot().children.slip?.getSnapshot() as { context: { betDelayMs: number } }).context.betDelayMs;
    expect(slipDelay()).toBe(5_000);
    const slipBefore = actor.getSnapshot().children.slip?.getSnapshot();
    send({ type: 'odds.received', update: tick(1, 2.04) });
    expect(actor.getSnapshot().children.slip?.getSnapshot()).toBe(slipBefore);
    send({ type: 'odds.received', update: { ...tick(2), markets: [{ ...tick(2).markets[0]!, betDelayMs: 8_000 }] } });
    expect(slipDelay()).toBe(8_000);
    expect(actor.getSnapshot().context.slipInput?.betDelayMs).toBe(8_000);
  });

  it('opens no slip on a suspended market or a missing price', async () => {
    const { actor, send } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'price.selected', target: { marketId: 'm1', selectionId: 'b', side: 'lay' } });
    expect(actor.getSnapshot().context.slipInput).toBeNull();
    send({ type: 'odds.received', update: { ...tick(1), markets: [{ ...tick(1).markets[0]!, status: 'suspended' }] } });
    actor.send({ type: 'price.selected', target: { marketId: 'm1', selectionId: 'a', side: 'back' } });
    expect(actor.getSnapshot().context.slipInput).toBeNull();
  });
});
