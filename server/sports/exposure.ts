// Exposure maths of the exchange (design §11, docs/decisions/036 and 037), pure: no database.
//
// A bet's money is fixed when it is matched: what it wins (win) and what it loses (lose), in whole paise.
//   match odds, tied match (decimal odds o): back wins stake × (o − 1), loses the stake;
//                                            lay wins the stake, loses stake × (o − 1).
//   bookmaker (rate r, 24 = decimal 1.24):   back wins stake × r / 100, loses the stake;
//                                            lay wins the stake, loses stake × r / 100.
//   fancy (line L, rate R):                  Yes (back) wins stake × R / 100 when runs ≥ L, else loses the stake;
//                                            No (lay) wins the stake when runs < L, else loses stake × R / 100.
// A market's exposure is the worst outcome over its runners (fancy: over the runs values) of the user's
// open bets, capped at 0; the user's exposure is the sum over open markets.

export type MarketType = 'match_odds' | 'bookmaker' | 'tied_match' | 'fancy';
export type BetSide = 'back' | 'lay';

/** Exchange markets: limit orders matched against an order book (docs/decisions/180); bookmaker and fancy are the house's. */
export const EXCHANGE_MARKET_TYPES: readonly MarketType[] = ['match_odds', 'tied_match'];
export const isExchangeMarket = (type: MarketType): boolean => EXCHANGE_MARKET_TYPES.includes(type);

export interface BetTerms {
  marketType: MarketType;
  side: BetSide;
  /** Decimal odds (match odds, tied match) or the rate (bookmaker, fancy). */
  odds: number;
  stakePaise: number;
}

export interface BetMoney {
  winPaise: number;
  losePaise: number;
}

/** What a bet wins and loses, in whole paise (rounded to the nearest paisa). */
export function betMoney(terms: BetTerms): BetMoney {
  const { stakePaise, side } = terms;
  const hundredths = Math.round(terms.odds * 100);
  // The multiple of the stake the bettor gets on top of it (back) or pays (lay).
  const other = Math.round(
    terms.marketType === 'match_odds' || terms.marketType === 'tied_match'
      ? (stakePaise * (hundredths - 100)) / 100
      : (stakePaise * hundredths) / 10_000,
  );
  return side === 'back' ? { winPaise: other, losePaise: stakePaise } : { winPaise: stakePaise, losePaise: other };
}

export interface PositionBet extends BetMoney {
  selectionId: string;
  side: BetSide;
  /** fancy: the line; otherwise null. */
  runs: number | null;
}

/** What an odds-market bet makes if `winner` wins. */
export function outcomeIfWins(bet: PositionBet, winner: string): number {
  const backedRunnerWon = bet.selectionId === winner;
  const betWins = bet.side === 'back' ? backedRunnerWon : !backedRunnerWon;
  return betWins ? bet.winPaise : -bet.losePaise;
}

/** What a fancy bet makes if the session ends on `runs`. */
export function outcomeAtRuns(bet: PositionBet, runs: number): number {
  const line = bet.runs ?? 0;
  const betWins = bet.side === 'back' ? runs >= line : runs < line;
  return betWins ? bet.winPaise : -bet.losePaise;
}

/** Per runner, the user's profit (+) or loss (−) if it wins. */
export function runnerPositions(bets: readonly PositionBet[], selectionIds: readonly string[]): Map<string, number> {
  return new Map(selectionIds.map((id) => [id, bets.reduce((sum, bet) => sum + outcomeIfWins(bet, id), 0)]));
}

/** The fancy book: profit or loss for each runs value 0 … (highest line + 2); the last row is "or more". */
export function fancyBook(bets: readonly PositionBet[]): { run: number; positionPaise: number }[] {
  if (bets.length === 0) return [];
  const top = Math.max(...bets.map((bet) => bet.runs ?? 0)) + 2;
  return Array.from({ length: top + 1 }, (_, run) => ({
    run,
    positionPaise: bets.reduce((sum, bet) => sum + outcomeAtRuns(bet, run), 0),
  }));
}

/** The runs values where a fancy position can change: 0 and every line. */
function fancyCriticalRuns(bets: readonly PositionBet[]): number[] {
  return [0, ...bets.map((bet) => bet.runs ?? 0)];
}

/** The market's exposure: its worst outcome, capped at 0 (0 or negative). */
export function marketExposure(marketType: MarketType, bets: readonly PositionBet[], selectionIds: readonly string[]): number {
  if (bets.length === 0) return 0;
  const outcomes =
    marketType === 'fancy'
      ? fancyCriticalRuns(bets).map((runs) => bets.reduce((sum, bet) => sum + outcomeAtRuns(bet, runs), 0))
      : [...runnerPositions(bets, selectionIds).values()];
  return Math.min(0, ...outcomes);
}

export type MarketResult = { kind: 'winner'; selectionId: string } | { kind: 'runs'; runs: number } | { kind: 'void' };

/** What one bet makes under the market's result (void: 0). */
export function settleBet(bet: PositionBet, result: MarketResult): number {
  if (result.kind === 'void') return 0;
  return result.kind === 'runs' ? outcomeAtRuns(bet, result.runs) : outcomeIfWins(bet, result.selectionId);
}
