// Price acceptance (design §11, docs/decisions/036), pure: a bet is matched when the requested price is
// at least as good for the bettor as the current one, and then at the current price.
import type { BetSide, MarketType } from './exposure.ts';

export interface PriceSize {
  price: number;
  size: number;
}

export interface RunnerPrices {
  back: readonly PriceSize[];
  lay: readonly PriceSize[];
}

/** A price on one side: odds or rate, and the runs line for fancy (null otherwise). */
export interface Quote {
  odds: number;
  runs: number | null;
}

/**
 * The price a bet on `side` gets now: the best back (blue, first) for a back bet, the best lay (pink,
 * first) for a lay bet. Fancy cells are {price: line, size: rate}. Undefined when the side is empty.
 */
export function currentQuote(marketType: MarketType, runner: RunnerPrices, side: BetSide): Quote | undefined {
  const best = (side === 'back' ? runner.back : runner.lay)[0];
  if (!best) return undefined;
  return marketType === 'fancy' ? { odds: best.size, runs: best.price } : { odds: best.price, runs: null };
}

/** Whether `current` is at least as good for the bettor as `requested`. */
export function isAtLeastAsGood(marketType: MarketType, side: BetSide, requested: Quote, current: Quote): boolean {
  const same = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);
  if (marketType === 'fancy') {
    const requestedLine = requested.runs ?? Number.NaN;
    const currentLine = current.runs ?? Number.NaN;
    if (currentLine !== requestedLine) return side === 'back' ? currentLine < requestedLine : currentLine > requestedLine;
    return same(current.odds, requested.odds) || (side === 'back' ? current.odds > requested.odds : current.odds < requested.odds);
  }
  return same(current.odds, requested.odds) || (side === 'back' ? current.odds > requested.odds : current.odds < requested.odds);
}
