/**
 * The event screen's actor (design §11 "Prices on screen never lag and never flood"):
 * loads the event with its markets, keeps the latest market snapshot from the odds channel, the
 * user's positions per market, a fancy market's book, and the bet slip of the tapped price.
 *
 * - The odds feed is an invoked callback (`oddsFeed`, provided by src/app) that joins the event's
 *   room through the realtime actor and leaves it when this actor stops (the screen closes). An
 *   update with a lower `seq` was overtaken by a newer one, or the server's data started afresh:
 *   the event is loaded again.
 * - No update for ODDS_STALE_AFTER_MS: the `stale` tag (the screen warns) and the feed is told to
 *   join again (`feed.resubscribe`), every ODDS_STALE_AFTER_MS until an update comes.
 * - A tapped price opens the slip (machines/sports/bet-slip) as the child `slip`; a placed bet
 *   reloads the positions. Bets need a signed-in user: a visitor is told to log in.
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, not, raise, sendTo, setup } from 'xstate';
import { errorToMessage, isFinalRefusal } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId } from '../shared/message.ts';
import { betSlipMachine, isBetRefusal, placedMessageOf, type PlacedBet, type Submission } from './bet-slip.machine.ts';
import { marketsById, mergeOdds, ODDS_STALE_AFTER_MS, type EventDetails, type OddsUpdate } from './market.ts';
import { sameBoard, sameMoment } from './scoreboard.ts';
import { slipStakeButtons } from './slip-rules.ts';
import {
  marketOf,
  oneClickBetOf,
  slipInputOf,
  type EventFeedContext,
  type EventFeedEmitted,
  type EventFeedEvent,
  type EventFeedInput,
  type FancyBookLine,
  type FeedCommand,
  type FeedInput,
  type MarketPosition,
  type SlipTarget,
} from './event-feed.context.ts';

// The machine's types and the slip's input live beside it in event-feed.context.ts: import them from there.
export const eventFeedMachine = setup({
  types: {
    context: {} as EventFeedContext,
    events: {} as EventFeedEvent,
    input: {} as EventFeedInput,
    emitted: {} as EventFeedEmitted,
    tags: {} as 'stale' | 'loading',
    children: {} as {
      loadEvent: 'loadEvent';
      oddsFeed: 'oddsFeed';
      loadPositions: 'loadPositions';
      loadFancyBook: 'loadFancyBook';
      slip: 'betSlip';
      oneClickBet: 'placeOneClickBet';
    },
  },
  actors: {
    /** matchDetails: the event and its open markets. */
    loadEvent: fromPromise<EventDetails, { eventId: string }>(notProvided('loadEvent')),
    /** Joins the event's odds room through the realtime actor; sends `odds.received`; leaves when stopped. */
    oddsFeed: fromCallback<FeedCommand, FeedInput>(() => undefined),
    /** eventExposures: the user's position per market (empty for a visitor). */
    loadPositions: fromPromise<Record<string, MarketPosition>, { eventId: string }>(notProvided('loadPositions')),
    /** fancyBook for one market. */
    loadFancyBook: fromPromise<FancyBookLine[], { eventId: string; marketId: string }>(notProvided('loadFancyBook')),
    betSlip: betSlipMachine,
    /** saveBet for a one-click bet, as the slip's placeBet (rejects with a BetRefusal or an unknown-outcome error). */
    placeOneClickBet: fromPromise<PlacedBet, Submission>(notProvided('placeOneClickBet')),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    newer: ({ context }, params: { update: OddsUpdate }) => params.update.seq > context.seq,
    restarted: ({ context }, params: { update: OddsUpdate }) => params.update.seq < context.seq,
    canBet: ({ context }, params: { target: SlipTarget; level?: number }) => slipInputOf(context, params.target, params.level) !== null,
    oneClickApplies: ({ context }, params: { target: SlipTarget; level?: number }) => oneClickBetOf(context, params.target, params.level) !== null,
    placed: (_, params: { placed: unknown }) => params.placed !== null,
    finalRefusal: (_, params: { error: unknown }) => isFinalRefusal(params.error),
  },
  actions: {
    storeDetails: assign((_, params: { details: EventDetails }) => ({
      event: params.details.event,
      markets: marketsById(params.details.markets),
      marketOrder: params.details.markets.map((market) => market.marketId),
      seq: -1,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    mergeOdds: assign(({ context }, params: { update: OddsUpdate }) => {
      const { score, board, moment } = params.update;
      // The board rides with the score (docs/decisions/215): a football minute may change the board alone.
      const scoreChanged =
        score !== undefined && context.event !== null && (score !== context.event.score || !sameBoard(board, context.event.board) || !sameMoment(moment, context.event.moment));
      return {
        seq: params.update.seq,
        markets: mergeOdds(context.markets, params.update),
        ...(scoreChanged && context.event && { event: { ...context.event, score: score ?? null, board: board ?? null, moment: moment ?? null } }),
      };
    }),
    /** A market that closes was settled or voided: the positions are loaded again (its exposure is released). */
    refreshPositionsOnClose: enqueueActions(({ context, enqueue }, params: { update: OddsUpdate }) => {
      const closing = params.update.markets.some(
        (market) => market.status === 'closed' && context.markets[market.marketId] !== undefined && context.markets[market.marketId]?.status !== 'closed',
      );
      if (closing) enqueue.raise({ type: 'positions.refresh' });
    }),
    /** The open slip follows its market: an event going in play brings its bet delay (bet-slip `market.updated`). */
    passMarketToSlip: enqueueActions(({ context, enqueue }) => {
      const opened = context.slipInput;
      const market = context.slipTarget && marketOf(context, context.slipTarget.marketId);
      if (!opened || !market) return;
      const now = { betDelayMs: context.event?.inPlay ? market.betDelayMs : 0, minStake: market.minStake, maxStake: market.maxStake };
      if (now.betDelayMs === opened.betDelayMs && now.minStake === opened.minStake && now.maxStake === opened.maxStake) return;
      enqueue.sendTo('slip', { type: 'market.updated', ...now });
      enqueue.assign({ slipInput: { ...opened, ...now } });
    }),
    resubscribe: sendTo('oddsFeed', { type: 'feed.resubscribe' }),
    storePositions: assign((_, params: { positions: Record<string, MarketPosition> }) => ({ positions: params.positions })),
    storeSlip: assign(({ context }, params: { target: SlipTarget; level?: number }) => ({
      slipTarget: params.target,
      slipInput: slipInputOf(context, params.target, params.level),
    })),
    clearSlip: assign({ slipTarget: null, slipInput: null }),
    storeStakes: assign((_, params: { stakes: number[] }) => ({ stakes: slipStakeButtons(params.stakes) })),
    storeSession: assign((_, params: { signedIn: boolean; chips: readonly number[]; oneClickStake: number | null }) => ({
      signedIn: params.signedIn,
      loginAsked: false,
      stakes: slipStakeButtons(params.chips),
      oneClickStake: params.oneClickStake,
      ...(!params.signedIn && { positions: {} }),
    })),
    // A fresh key per tap: each tap is a new operation (docs/decisions/186).
    storeOneClick: assign(({ context }, params: { target: SlipTarget; level?: number }) => ({
      oneClick: oneClickBetOf(context, params.target, params.level, globalThis.crypto.randomUUID()),
    })),
    clearOneClick: assign({ oneClick: null }),
    announceOneClickPlaced: emit((_, params: { placed: PlacedBet }) => ({ type: 'notice.success' as const, message: placedMessageOf(params.placed) })),
    announceOneClickRefused: emit((_, params: { error: unknown }) => ({
      type: 'notice.error' as const,
      message: isBetRefusal(params.error) ? params.error.reason : errorToMessage(params.error),
    })),
    storeAcceptAnyOdds: assign((_, params: { accept: boolean }) => ({ acceptAnyOdds: params.accept })),
    refreshPositions: raise({ type: 'positions.refresh' }),
    storeBookMarket: assign((_, params: { marketId: string }) => ({ bookMarketId: params.marketId, book: [] })),
    storeBook: assign((_, params: { book: FancyBookLine[] }) => ({ book: params.book })),
    clearBook: assign({ bookMarketId: null, book: [] }),
    askToLogIn: assign({ loginAsked: true }),
    announceLoginRequired: emit({ type: 'notice.error', message: messageId('sports.loginToBet') }),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
  },
  delays: {
    staleAfter: ODDS_STALE_AFTER_MS,
  },
}).createMachine({
  id: 'eventFeed',
  context: ({ input }) => ({
    eventId: input.eventId,
    signedIn: input.signedIn,
    stakes: slipStakeButtons(input.chips),
    oneClickStake: input.oneClickStake ?? null,
    oneClick: null,
    acceptAnyOdds: false,
    event: null,
    markets: {},
    marketOrder: [],
    seq: -1,
    positions: {},
    slipTarget: null,
    slipInput: null,
    bookMarketId: null,
    book: [],
    error: null,
    loginAsked: false,
  }),
  initial: 'loading',
  on: {
    'acceptAnyOdds.changed': { actions: { type: 'storeAcceptAnyOdds', params: ({ event }) => ({ accept: event.accept }) } },
    'session.changed': {
      description: 'Signed in or out on this screen: new stake buttons, and the positions are loaded again.',
      actions: [
        { type: 'storeSession', params: ({ event }) => ({ signedIn: event.signedIn, chips: event.chips, oneClickStake: event.oneClickStake ?? null }) },
        'refreshPositions',
      ],
    },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadEvent',
        src: 'loadEvent',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: { target: 'live', actions: { type: 'storeDetails', params: ({ event }) => ({ details: event.output }) } },
        onError: [
          {
            guard: { type: 'finalRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'missing',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: { 'event.retry': { target: 'loading' } },
    },
    missing: {
      description: 'The server has no such event (or refuses its id): trying again cannot help, the screen offers a way back.',
    },
    live: {
      type: 'parallel',
      states: {
        feed: {
          invoke: { id: 'oddsFeed', src: 'oddsFeed', input: ({ context }) => ({ eventId: context.eventId, marketIds: context.marketOrder }) },
          on: {
            'odds.received': [
              {
                description: 'A newer message is applied; the feed (re)enters fresh, so the stale timer starts over.',
                guard: { type: 'newer', params: ({ event }) => ({ update: event.update }) },
                target: '.fresh',
                actions: [
                  { type: 'refreshPositionsOnClose', params: ({ event }) => ({ update: event.update }) },
                  { type: 'mergeOdds', params: ({ event }) => ({ update: event.update }) },
                  'passMarketToSlip',
                ],
              },
              {
                guard: { type: 'restarted', params: ({ event }) => ({ update: event.update }) },
                target: '#eventFeed.loading',
                description: 'A lower seq (overtaken, or the server started afresh): load the event again.',
              },
            ],
          },
          initial: 'fresh',
          states: {
            fresh: {
              after: { staleAfter: { target: 'stale' } },
            },
            stale: {
              description: 'No update for ODDS_STALE_AFTER_MS: warn, and join the room again until one comes.',
              tags: 'stale',
              initial: 'joining',
              states: {
                joining: { entry: 'resubscribe', always: { target: 'waiting' } },
                waiting: { after: { staleAfter: { target: 'joining' } } },
              },
            },
          },
        },
        positions: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadPositions',
                src: 'loadPositions',
                input: ({ context }) => ({ eventId: context.eventId }),
                onDone: { target: 'ready', actions: { type: 'storePositions', params: ({ event }) => ({ positions: event.output }) } },
                onError: { target: 'ready' },
              },
              on: {
                'positions.refresh': {
                  target: 'loading',
                  reenter: true,
                  description: 'A bet placed, a market closed or the session changed while loading: the answer under way is out of date; read again.',
                },
              },
            },
            ready: {
              on: { 'positions.refresh': { target: 'loading' } },
            },
          },
        },
        book: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'fancyBook.open': { target: 'loading', actions: { type: 'storeBookMarket', params: ({ event }) => ({ marketId: event.marketId }) } } },
            },
            loading: {
              invoke: {
                id: 'loadFancyBook',
                src: 'loadFancyBook',
                input: ({ context }) => ({ eventId: context.eventId, marketId: context.bookMarketId ?? '' }),
                onDone: { target: 'open', actions: { type: 'storeBook', params: ({ event }) => ({ book: event.output }) } },
                onError: { target: 'closed', actions: ['clearBook', { type: 'announceError', params: ({ event }) => ({ error: event.error }) }] },
              },
              on: { 'fancyBook.close': { target: 'closed', actions: 'clearBook' } },
            },
            open: {
              on: {
                'fancyBook.close': { target: 'closed', actions: 'clearBook' },
                'fancyBook.open': { target: 'loading', actions: { type: 'storeBookMarket', params: ({ event }) => ({ marketId: event.marketId }) } },
              },
            },
          },
        },
        oneClick: {
          description: 'One-click betting (docs/decisions/186): a tap on an exchange price places the bet at once, one at a time; the tapped cell counts the in-play delay down.',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'price.selected': {
                  guard: { type: 'oneClickApplies', params: ({ event }) => ({ target: event.target, level: event.level }) },
                  target: 'placing',
                  actions: { type: 'storeOneClick', params: ({ event }) => ({ target: event.target, level: event.level }) },
                },
              },
            },
            placing: {
              description: 'Taps meanwhile place nothing (one bet at a time); the result is told, and the positions read again.',
              invoke: {
                id: 'oneClickBet',
                src: 'placeOneClickBet',
                input: ({ context }) => {
                  if (!context.oneClick) throw new Error('No one-click bet');
                  return context.oneClick.submission;
                },
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'announceOneClickPlaced', params: ({ event }) => ({ placed: event.output }) }, 'clearOneClick', 'refreshPositions'],
                },
                onError: {
                  description: 'Refused (the server says why), or no answer: the bet may be placed, so the positions are read again; never retried on its own.',
                  target: 'idle',
                  actions: [{ type: 'announceOneClickRefused', params: ({ event }) => ({ error: event.error }) }, 'clearOneClick', 'refreshPositions'],
                },
              },
            },
          },
        },
        slip: {
          on: {
            'price.selected': [
              {
                guard: not('signedIn'),
                actions: ['askToLogIn', 'announceLoginRequired'],
              },
              {
                description: 'One-click betting places an exchange price at once (the oneClick region); no slip opens.',
                guard: { type: 'oneClickApplies', params: ({ event }) => ({ target: event.target, level: event.level }) },
              },
              {
                guard: { type: 'canBet', params: ({ event }) => ({ target: event.target, level: event.level }) },
                target: '.open',
                reenter: true,
                actions: { type: 'storeSlip', params: ({ event }) => ({ target: event.target, level: event.level }) },
              },
            ],
          },
          initial: 'closed',
          states: {
            closed: {},
            open: {
              invoke: {
                id: 'slip',
                src: 'betSlip',
                input: ({ context }) => {
                  if (!context.slipInput) throw new Error('No slip was opened');
                  return context.slipInput;
                },
                onDone: [
                  {
                    guard: { type: 'placed', params: ({ event }) => ({ placed: event.output.placed }) },
                    target: 'closed',
                    actions: [{ type: 'storeStakes', params: ({ event }) => ({ stakes: event.output.stakes }) }, 'clearSlip', 'refreshPositions'],
                  },
                  { target: 'closed', actions: [{ type: 'storeStakes', params: ({ event }) => ({ stakes: event.output.stakes }) }, 'clearSlip'] },
                ],
              },
              on: { 'slip.close': { target: 'closed', actions: 'clearSlip' } },
            },
          },
        },
      },
    },
  },
});
