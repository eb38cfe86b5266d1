// The user service's cash-out call (docs/decisions/076): closes the user's position on a
// market, all of it or a share, at the current prices (server/sports/cashout.ts).
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { realClock, type BettingClock } from '../sports/bets.ts';
import { cashOut, toleranceOf } from '../sports/cashout.ts';
import { publishMarket } from '../sports/settlement.ts';
import { announceMatches } from '../sports/balance-notice.ts';

export interface CashOutHandlerOptions {
  /** The clock and the in-play delay's wait (tests pass their own: no real sleeps). */
  clock?: BettingClock;
}

export function createCashOutHandlers(options: CashOutHandlerOptions = {}): Handlers {
  const clock = options.clock ?? realClock;
  return {
    cashout: async (request, { db, io, announceBalances }) => {
      const user = requireUser(request);
      const reply = await cashOut(
        db,
        {
          userId: user.id,
          request: request.body,
          idempotencyKey: request.headers['idempotency-key']!,
          tolerancePercent: toleranceOf(request.site.settings),
          // Exchange: the hedges were matched in the book (docs/decisions/183): its ladder and the counterparties' wallets changed.
          onBook: async (marketId, counterUserIds, matchedBets) => {
            await publishMarket(db, io, marketId);
            await announceBalances(counterUserIds);
            announceMatches(io, marketId, matchedBets);
          },
        },
        clock,
      );
      return reply;
    },
  };
}

export const cashOutHandlers = createCashOutHandlers();
