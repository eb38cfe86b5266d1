// The user service's betting calls (docs/decisions/036): save bet, fancy book, event
// exposures, all-market exposures, open bets (all, by event, the events) and an event's bet list.
// Stake buttons (change stake values, user info chips) are in account.ts. Demo users bet with their
// demo money unless the site's setting `demo_betting` is false (docs/decisions/037).
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { openBetEvents, userBets, userExposures, userFancyBook } from '../sports/bet-queries.ts';
import type { MatchedBets } from '../sports/bet-types.ts';
import { placeBet, realClock, type BettingClock } from '../sports/bets.ts';
import { announceMatches } from '../sports/balance-notice.ts';
import { publishMarket } from '../sports/settlement.ts';
import { cancelBet } from '../sports/unmatched.ts';
import { replaceBet } from '../sports/edit-price.ts';

export interface BettingHandlerOptions {
  /** The clock and the in-play delay's wait (tests pass their own: no real sleeps). */
  clock?: BettingClock;
}

export function createBettingHandlers(options: BettingHandlerOptions = {}): Handlers {
  const clock = options.clock ?? realClock;
  return {
    saveBet: async (request, { db, io, announceBalances }) => {
      const user = requireUser(request);
      const bettingAllowed = !user.isDemo || request.site.settings.demo_betting !== false;
      // An exchange bet changes the ladder, and the bets and wallets of the bettors it was matched with (decision 180).
      const onBook = async (marketId: string, counterUserIds: number[], matchedBets: MatchedBets) => {
        await publishMarket(db, io, marketId);
        await announceBalances(counterUserIds);
        announceMatches(io, marketId, matchedBets);
      };
      const reply = await placeBet(
        db,
        { userId: user.id, request: request.body, idempotencyKey: request.headers['idempotency-key']!, bettingAllowed, onBook },
        clock,
      );
      return reply;
    },

    // The unmatched part of an exchange bet (docs/decisions/180); the wallet's figures pushed after it.
    cancelBet: async (request, ctx) => {
      const user = requireUser(request);
      const reply = await cancelBet(ctx.db, user.id, request.body.bet_id);
      await publishMarket(ctx.db, ctx.io, reply.data.bet.market_id);
      await ctx.announceBalances([user.id]);
      return reply;
    },

    // Edit price: the unmatched part cancelled and placed again at a new price, one transaction (docs/decisions/182).
    replaceBet: async (request, { db, io, announceBalances }) => {
      const user = requireUser(request);
      const bettingAllowed = !user.isDemo || request.site.settings.demo_betting !== false;
      const onBook = async (marketId: string, counterUserIds: number[], matchedBets: MatchedBets) => {
        await publishMarket(db, io, marketId);
        await announceBalances([user.id, ...counterUserIds]);
        announceMatches(io, marketId, matchedBets);
      };
      return replaceBet(db, { userId: user.id, request: request.body, idempotencyKey: request.headers['idempotency-key']!, bettingAllowed, onBook }, clock);
    },

    fancyBook: async (request, { db }) => {
      const { id } = requireUser(request);
      return successReply(await userFancyBook(db, id, request.query.event_id, request.query.market_id));
    },

    eventExposures: async (request, { db }) => {
      const { id } = requireUser(request);
      return successReply(await userExposures(db, id, request.params.matchId));
    },

    allMarketExposures: async (request, { db }) => {
      const { id } = requireUser(request);
      return successReply(await userExposures(db, id));
    },

    openBets: async (request, { db }) => {
      const { id } = requireUser(request);
      return successReply(await userBets(db, id, { eventId: request.query.event_id, openOnly: true }));
    },

    openBetsEventListing: async (request, { db }) => {
      const { id } = requireUser(request);
      return successReply(await openBetEvents(db, id));
    },

    eventBetList: async (request, { db }) => {
      const { id } = requireUser(request);
      return successReply(await userBets(db, id, { eventId: request.query.event_id, openOnly: false }));
    },
  };
}

export const bettingHandlers = createBettingHandlers();
