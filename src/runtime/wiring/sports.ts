/**
 * The real actors of the sports event screen (machines/sports/event-feed.machine.ts and its bet
 * slip), through src/api. Loaded with the event screen's route (src/app/sports-screens.tsx), so
 * neither these nor the sports reply schemas are in Home's first load (design §7).
 *
 * Live prices: the event's odds room is joined as odds-rooms.ts says (through the realtime actor
 * for a signed-in user), and left when the screen closes.
 */
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import type { BetRefusal, PlacedBet, Submission } from '../../../machines/sports/bet-slip.machine.ts';
import type { EventFeedEvent, FeedCommand, FeedInput } from '../../../machines/sports/event-feed.context.ts';
import { eventFeedMachine } from '../../../machines/sports/event-feed.machine.ts';
import { betSlipMachine } from '../../../machines/sports/bet-slip.machine.ts';
import { serverText } from '../../../machines/shared/message.ts';
import { SYSTEM_IDS } from '../../../machines/app.machine.ts';
import type { Api } from '../../api/call.ts';
import { ApiError } from '../../api/errors.ts';
import { eventDetailsOf, fancyBookOf, oddsUpdateOf, parseSportsReply, positionsOf, sportsSchemas } from '../../api/sports.ts';
import { editStakeLogic } from './edit-stake.ts';
import type { TakeEventDetails } from './event-prefetch.ts';
import type { OddsHub } from './odds-hub.ts';
import { watchMatchedBets } from './matched-bets.ts';
import { isSignedIn, joinOddsRooms } from './odds-rooms.ts';

export interface SportsWiring {
  api: Api;
  system: { get(systemId: string): AnyActorRef | undefined };
  oddsHub: OddsHub;
  socketUrl?: string;
  /** The details asked for as the page started on an event, taken once (./event-prefetch.ts). */
  takeEventDetails: TakeEventDetails;
}

/** Refusals the server gave a definite answer with (docs/decisions/036): 400, 409 and 422. */
const DEFINITE_REFUSALS = new Set([400, 409, 422]);


/** A refused saveBet as the slip reads it; anything else is an unknown outcome (retried with the same key). */
export function betRefusalOf(error: unknown, form: Submission['request']['form']): BetRefusal | undefined {
  if (!(error instanceof ApiError) || error.status === undefined || !DEFINITE_REFUSALS.has(error.status)) return undefined;
  const parsed = sportsSchemas.betRefusal.safeParse(error.body);
  const body = parsed.success ? parsed.data : undefined;
  const moved = body?.error === 'odds_changed';
  const odds = body?.data.current_odds ?? null;
  const runs = body?.data.current_runs ?? null;
  return {
    refused: true,
    reason: body?.message ? serverText(body.message) : serverText(error.message),
    currentPrice: moved ? (form === 'line' ? runs : odds) : null,
    currentRate: moved && form === 'line' ? odds : null,
  };
}

export function sportsActors({ api, system, oddsHub, socketUrl, takeEventDetails }: SportsWiring) {
  /** saveBet with the submission's Idempotency-Key: the slip's and one-click betting's (docs/decisions/186). */
  const placeBet = fromPromise<PlacedBet, Submission>(async ({ input }) => {
    const { request, idempotencyKey } = input;
    const fancy = request.form === 'line';
    try {
      const reply = await api.call('saveBet', {
        idempotencyKey,
        body: {
          event_id: request.eventId,
          market_id: request.marketId,
          selection_id: request.selectionId,
          type: request.side,
          odds: fancy ? (request.rate ?? 100) : request.price,
          ...(fancy && { runs: request.price }),
          stake: request.stake,
          // Exchange prices (decimal odds) are limit orders: never filled worse than asked (decision 180).
          accept_any_odds: request.form === 'decimal' ? false : request.acceptAnyOdds,
        } as never,
      });
      const { bet } = parseSportsReply('saveBet', reply, 'user').data;
      // The order book's figures (decision 180); a reply without them matched the whole stake.
      const sizeMatched = typeof bet.size_matched === 'number' ? bet.size_matched : undefined;
      const priceRequested = typeof bet.price_requested === 'number' ? bet.price_requested : undefined;
      return { betId: bet.bet_id, price: bet.odds, stake: bet.stake, sizeMatched, priceRequested };
    } catch (error) {
      throw betRefusalOf(error, request.form) ?? error;
    }
  });
  return {
    placeOneClickBet: placeBet,
    loadEvent: fromPromise(async ({ input }: { input: { eventId: string } }) => {
      const reply = await (takeEventDetails(input.eventId) ?? api.call('matchDetails', { params: { event_id: input.eventId } }));
      return eventDetailsOf(parseSportsReply('matchDetails', reply).data);
    }),
    loadPositions: fromPromise(async ({ input }: { input: { eventId: string } }) => {
      if (!isSignedIn(system)) return {};
      const reply = await api.call('eventExposures', { params: { matchId: input.eventId } });
      return positionsOf(parseSportsReply('eventExposures', reply, 'user').data);
    }),
    loadFancyBook: fromPromise(async ({ input }: { input: { eventId: string; marketId: string } }) => {
      const reply = await api.call('fancyBook', { query: { event_id: input.eventId, market_id: input.marketId } });
      return fancyBookOf(parseSportsReply('fancyBook', reply, 'user').data);
    }),
    oddsFeed: fromCallback<FeedCommand, FeedInput>(({ input, sendBack, receive }) => {
      // Another bettor matched our waiting bets on one of these markets: the positions are read again (docs/decisions/189).
      const matches = watchMatchedBets(system.get(SYSTEM_IDS.realtime), input.marketIds ?? [], () => sendBack({ type: 'positions.refresh' } satisfies EventFeedEvent));
      const rooms = joinOddsRooms({ system, oddsHub, socketUrl }, [input.eventId], (payload) => {
        const parsed = sportsSchemas.odds.safeParse(payload);
        if (!parsed.success) return console.error('[sports] ignored an odds message that does not match its schema', parsed.error.issues);
        const update = oddsUpdateOf(parsed.data);
        matches.saw(update.markets.map((market) => market.marketId));
        sendBack({ type: 'odds.received', update } satisfies EventFeedEvent);
      });
      receive(() => rooms.rejoin());
      return () => {
        matches.stop();
        rooms.stop();
      };
    }),
    betSlip: betSlipMachine.provide({
      actors: {
        placeBet,
        // The slip's Edit Stake saves the bettor's stake buttons into the session too (docs/decisions/188).
        editStake: editStakeLogic(api, () => system.get(SYSTEM_IDS.session)),
      },
    }),
  };
}

/** The event screen's actor logic with its real actors. */
export const eventFeedLogicOf = (wiring: SportsWiring) => eventFeedMachine.provide({ actors: sportsActors(wiring) });
