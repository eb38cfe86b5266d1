// The exchange's order book per runner (docs/decisions/180), pure: no database.
//
// A match odds or tied match bet is a limit order: it is matched against the opposite side's offers
// whose price is at least as good for it (back: offer price ≥ the asked price; lay: ≤), best price
// first, then the earliest offer at that price, each at the offer's price, up to the offer's size; the
// rest waits unmatched at the asked price. The offers are other bettors' unmatched bets (a lay waiting
// at 2.0 is what a back at 2.0 is matched against) and the market maker's finite sizes from the price
// feed (the house). The market maker re-posts its sizes on every feed step, so at one price a waiting
// bet is earlier than the market maker's offer and is matched first.
import type { BetSide } from './exposure.ts';

export interface Offer {
  /** The waiting bet, or null for the market maker. */
  betId: number | null;
  userId: number | null;
  price: number;
  sizePaise: number;
}

export interface Fill {
  offer: Offer;
  /** The offer's price: never worse than the asked one. */
  price: number;
  sizePaise: number;
}

export interface MatchResult {
  fills: Fill[];
  remainingPaise: number;
}

const hundredths = (price: number): number => Math.round(price * 100);

/** Whether an offer at `price` is at least as good as `limit` for a bet on `side`. */
export function isAtLeastAsGoodPrice(side: BetSide, limit: number, price: number): boolean {
  return side === 'back' ? hundredths(price) >= hundredths(limit) : hundredths(price) <= hundredths(limit);
}

/** The offers in the order a bet on `side` takes them: best price first, then time (bets by id, the market maker last). */
export function priorityOrder(side: BetSide, offers: readonly Offer[]): Offer[] {
  const time = (offer: Offer) => offer.betId ?? Number.POSITIVE_INFINITY;
  return [...offers].sort((a, b) => {
    const byPrice = side === 'back' ? hundredths(b.price) - hundredths(a.price) : hundredths(a.price) - hundredths(b.price);
    return byPrice !== 0 ? byPrice : time(a) - time(b);
  });
}

/** Matches a bet of `sizePaise` on `side` at `limit` against `offers` (the opposite side's); the offers are not changed. */
export function matchOrder(side: BetSide, limit: number, sizePaise: number, offers: readonly Offer[]): MatchResult {
  const fills: Fill[] = [];
  let remainingPaise = sizePaise;
  for (const offer of priorityOrder(side, offers)) {
    if (remainingPaise <= 0) break;
    if (offer.sizePaise <= 0 || !isAtLeastAsGoodPrice(side, limit, offer.price)) continue;
    const size = Math.min(remainingPaise, offer.sizePaise);
    fills.push({ offer, price: offer.price, sizePaise: size });
    remainingPaise -= size;
  }
  return { fills, remainingPaise };
}

/**
 * The ladder a bettor sees on one side: the market maker's cells plus the waiting bets that offer the
 * same side, summed by price, best first. `side`: the bettor's side (back cells hold waiting lays and
 * the market maker's back offers). Sizes in rupees.
 */
export function ladderSide(side: BetSide, maker: readonly { price: number; size: number }[], waiting: readonly { price: number; sizePaise: number }[], depth = 3) {
  const byPrice = new Map<number, number>();
  for (const cell of maker) if (cell.size > 0) byPrice.set(hundredths(cell.price), (byPrice.get(hundredths(cell.price)) ?? 0) + Math.round(cell.size * 100));
  for (const bet of waiting) if (bet.sizePaise > 0) byPrice.set(hundredths(bet.price), (byPrice.get(hundredths(bet.price)) ?? 0) + bet.sizePaise);
  return [...byPrice]
    .sort(([a], [b]) => (side === 'back' ? b - a : a - b))
    .slice(0, depth)
    .map(([price, paise]) => ({ price: price / 100, size: paise / 100 }));
}
