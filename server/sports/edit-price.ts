// Edit price (docs/decisions/182): one request cancels the unmatched part of the user's exchange bet
// and places a new bet for the same size at a new price, Betfair's replaceOrders. Both happen in one
// transaction under the market's row lock (as a bet, a cancel and a lapse take it), so no other bet
// can match the part between the cancel and the new bet, and a refusal of the new bet (the market
// suspended meanwhile, the balance short at a worse lay price) rolls the cancel back: the bet stays as
// it was. The in-play delay is waited first, outside any transaction, as for a bet. A repeated
// Idempotency-Key gets the first reply.
import type { SuccessReply } from '../contract/handlers.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { lockWallet } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';
import { BetRefusedError, loadMarket, refusalData, validateShape } from './bet-checks.ts';
import type { BetRequest, Booked, MatchedBets } from './bet-types.ts';
import { betView, exposureView } from './bet-views.ts';
import { balanceView } from '../ledger/wallet-figures.ts';
import { placeLocked, type BettingClock } from './bets.ts';
import { isExchangeMarket } from './exposure.ts';
import { refreshBooks } from './book-view.ts';
import { isInPlay } from './catalogue.ts';
import { BET_NOT_FOUND, NOTHING_TO_CANCEL, openBets, release, type UnmatchedRow } from './unmatched.ts';

export const REPLACE_BET_OPERATION = 'replaceBet';
export const SAME_PRICE = 'The bet already asks this price.';

export interface ReplaceBetRequest {
  bet_id: number;
  new_price: number;
}

export interface Replacement {
  userId: number;
  request: ReplaceBetRequest;
  idempotencyKey: string;
  bettingAllowed: boolean;
  /** Told after the edit is committed: the market (its ladder changed) and the bettors the new bet was matched with. */
  onBook?: (marketId: string, counterUserIds: number[], matchedBets: MatchedBets) => Promise<void>;
}

export type ReplaceBetReply = SuccessReply<'replaceBet'>;

const nothingToCancel = () => new HttpError(400, NOTHING_TO_CANCEL, { error: 'nothing_to_cancel' });

type BetRef = Pick<
  UnmatchedRow,
  'id' | 'user_id' | 'event_id' | 'market_id' | 'selection_id' | 'side' | 'odds' | 'status' | 'size_remaining_paise' | 'persistence_type'
>;

/** The user's bet, or 404 as if missing (another user's bet is not told), and the new bet's request. */
async function readBet(db: Database | Parameters<typeof loadMarket>[0], userId: number, betId: number, lock: boolean) {
  const [bet] = await db.query<BetRef>(`SELECT * FROM bets WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [betId]);
  if (!bet || bet.user_id !== userId) throw new HttpError(404, BET_NOT_FOUND);
  return bet;
}

function newRequest(bet: BetRef, price: number): BetRequest {
  return {
    event_id: bet.event_id,
    market_id: bet.market_id,
    selection_id: bet.selection_id,
    type: bet.side,
    odds: price,
    stake: paiseToRupees(bet.size_remaining_paise),
    persistence_type: bet.persistence_type === 'persist' ? 'PERSIST' : 'LAPSE',
  };
}

/** Checks what can be told before the delay: the bet is the user's, has an unmatched part, and the new price is another ladder price. */
function checkEdit(bet: BetRef, context: Awaited<ReturnType<typeof loadMarket>>, price: number): void {
  if (!isExchangeMarket(context.market.market_type) || bet.status !== 'open' || bet.size_remaining_paise <= 0) throw nothingToCancel();
  validateShape(context, newRequest(bet, price));
  if (Math.round(price * 100) === Math.round(bet.odds * 100)) throw new HttpError(400, SAME_PRICE, { error: 'same_price' });
}

/** Cancels the bet's unmatched part and places it again at `new_price`: the replaceBet reply, or a refusal (nothing changed). */
export async function replaceBet(db: Database, replacement: Replacement, clock: BettingClock): Promise<ReplaceBetReply> {
  const { userId, request, idempotencyKey } = replacement;
  const [earlier] = await db.query<{ operation: string; reply: ReplaceBetReply | null }>('SELECT operation, reply FROM idempotency_keys WHERE user_id = $1 AND key = $2', [
    userId,
    idempotencyKey,
  ]);
  if (earlier?.operation === REPLACE_BET_OPERATION && earlier.reply) return earlier.reply;
  if (!Number.isSafeInteger(request.bet_id) || request.bet_id <= 0) throw new HttpError(404, BET_NOT_FOUND);

  const first = await readBet(db, userId, request.bet_id, false);
  const firstContext = await loadMarket(db, first, false);
  checkEdit(first, firstContext, request.new_price);
  if (!replacement.bettingAllowed) throw new BetRefusedError('bets_disabled', refusalData(firstContext, undefined));
  if (firstContext.market.bet_delay > 0 && isInPlay(firstContext.event, clock.now())) await clock.wait(firstContext.market.bet_delay * 1000);

  let booked: Booked | undefined;
  const reply = await db.transaction((tx) =>
    withIdempotencyKey(tx, { userId, key: idempotencyKey, operation: REPLACE_BET_OPERATION }, async () => {
      // The market's lock first (as every bet), then the bet: matched or lapsed meanwhile, it is said.
      const context = await loadMarket(tx, first, true);
      const bet = await readBet(tx, userId, request.bet_id, true);
      checkEdit(bet, context, request.new_price);
      const now = clock.now();
      await release(tx, context.market, context, [bet as unknown as UnmatchedRow], 'cancel', now);
      const placed = await placeLocked(tx, context, userId, newRequest(bet, request.new_price), bet.size_remaining_paise, clock, true);
      booked = placed.booked;
      const [cancelled] = await tx.query<Parameters<typeof betView>[0]>('SELECT * FROM bets WHERE id = $1', [bet.id]);
      const wallet = await lockWallet(tx, userId);
      return {
        status: 200 as const,
        success: true as const,
        message: 'Bet price changed',
        data: {
          cancelled_bet: betView(cancelled!, context),
          bet: placed.reply.data.bet,
          balance: balanceView(wallet),
          exposure: exposureView(context, await openBets(tx, userId, context.market.id)),
        },
      };
    }),
  );
  await refreshBooks(db, [first.market_id]);
  await replacement.onBook?.(first.market_id, booked?.counterUserIds ?? [], booked?.matchedBets ?? new Map());
  return reply;
}
