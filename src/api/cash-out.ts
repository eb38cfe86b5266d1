// Reply schemas of the open bets and the cash-out (docs/decisions/076-077) and their adapters
// to the machines' shapes. Loaded with the event screen's route, like src/api/sports.ts.
import { z } from 'zod/mini';
import type { CashedOut, CashOutRefusal } from '../../machines/sports/cash-out.machine.ts';
import type { OpenBet, ReplacedBet } from '../../machines/sports/open-bets.machine.ts';
import { serverText } from '../../machines/shared/message.ts';
import { ApiError, malformedReplyError } from './errors.ts';
import { identifier, lenientList, numeric, text } from './replies/parts.ts';

const betSchema = z.object({
  bet_id: numeric,
  market_id: identifier,
  market_name: text,
  selection_id: z.optional(z.catch(identifier, '')),
  selection_name: text,
  type: z.enum(['back', 'lay']),
  odds: numeric,
  runs: z.catch(z.nullable(numeric), null),
  stake: numeric,
  liability: z.catch(numeric, 0),
  potential_profit: z.catch(numeric, 0),
  placed_at: text,
  cash_out: z.catch(z.boolean(), false),
  // The order book (docs/decisions/180); a server without it matched every bet in full.
  size_matched: z.optional(z.catch(numeric, 0)),
  size_remaining: z.catch(numeric, 0),
  price_requested: z.optional(z.catch(numeric, 0)),
  average_price_matched: z.optional(z.catch(z.nullable(numeric), null)),
});

/** One bad row is dropped, not the whole list. */
const openBetsReply = z.looseObject({ data: lenientList(betSchema) });

// requested_*: an exchange cash-out the book filled only in part (docs/decisions/183); older replies lack them.
const cashOutReply = z.looseObject({ data: z.looseObject({ amount: numeric, share: numeric, requested_share: z.optional(numeric), requested_amount: z.optional(numeric) }) });

const cashOutRefusalBody = z.looseObject({
  message: text,
  error: text,
  data: z.catch(z.looseObject({ offer: z.catch(z.nullable(z.object({ share: numeric, amount: numeric })), null) }), { offer: null }),
});

/** Refusals with a definite answer: the server did nothing (a retry with a new key is a new operation). */
const DEFINITE = new Set([400, 409, 422]);

export function openBetsOf(reply: unknown): OpenBet[] {
  const parsed = openBetsReply.safeParse(reply);
  if (!parsed.success) throw malformedReplyError('user', 200, reply);
  return parsed.data.data.map((bet) => ({
    betId: bet.bet_id,
    marketId: bet.market_id,
    marketName: bet.market_name,
    selectionId: bet.selection_id,
    selectionName: bet.selection_name,
    side: bet.type,
    odds: bet.odds,
    runs: bet.runs,
    stake: bet.stake,
    liability: bet.liability,
    profit: bet.potential_profit,
    placedAt: bet.placed_at,
    cashOut: bet.cash_out,
    sizeMatched: bet.size_matched ?? bet.stake,
    sizeRemaining: bet.size_remaining,
    priceRequested: bet.price_requested ?? bet.odds,
    averagePriceMatched: bet.average_price_matched === undefined ? bet.odds : bet.average_price_matched,
  }));
}

export function cashedOutOf(reply: unknown): CashedOut {
  const parsed = cashOutReply.safeParse(reply);
  if (!parsed.success) throw malformedReplyError('user', 200, reply);
  const { amount, share, requested_share: requestedShare, requested_amount: requestedAmount } = parsed.data.data;
  return { amount, share, requestedShare: requestedShare ?? share, requestedAmount: requestedAmount ?? amount };
}

/** A refused cash-out as the machine reads it; anything else is an unknown outcome (retried with the same key). */
export function cashOutRefusalOf(error: unknown): CashOutRefusal | undefined {
  if (!(error instanceof ApiError) || error.status === undefined || !DEFINITE.has(error.status)) return undefined;
  const parsed = cashOutRefusalBody.safeParse(error.body);
  const body = parsed.success ? parsed.data : undefined;
  return {
    refused: true,
    message: serverText(body?.message || error.message),
    offer: body?.error === 'offer_changed' ? body.data.offer : null,
  };
}

const replaceBetReply = z.looseObject({ data: z.looseObject({ bet: z.looseObject({ price_requested: numeric, size_matched: numeric, size_remaining: numeric }) }) });

/** The new bet an edit price placed (docs/decisions/182): its price, matched and unmatched parts. */
export function replacedBetOf(reply: unknown): ReplacedBet {
  const parsed = replaceBetReply.safeParse(reply);
  if (!parsed.success) throw malformedReplyError('user', 200, reply);
  const { price_requested: price, size_matched: sizeMatched, size_remaining: sizeRemaining } = parsed.data.data.bet;
  return { price, sizeMatched, sizeRemaining };
}
