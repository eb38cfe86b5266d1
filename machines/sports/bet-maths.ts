/**
 * Money rules of the exchange (shared/reference/betting-products.md): what a back or lay bet wins or
 * loses, each runner's position, the market's exposure, bookmaker rates and fancy (session) bets.
 * Everything is computed in paise (integers) and returned in rupees with at most 2 decimals, so
 * sums of many bets never drift. Odds are decimal (2.5 pays 1.5 per 1 staked).
 *
 * A position is "what the user wins (positive) or loses (negative) if this runner wins"; a market's
 * exposure is its worst position when that is a loss (design §11: exposure is computed).
 */

export type BetSide = 'back' | 'lay';

/** A bet on one runner of a match-odds-like market (match odds, bookmaker, tied match …). */
export interface RunnerBet {
  selectionId: string;
  side: BetSide;
  /** Decimal odds (a bookmaker rate is converted first: see oddsFromRate). */
  odds: number;
  stake: number;
}

/** Positions by selection id, in rupees. */
export type Positions = Record<string, number>;

const toPaise = (rupees: number): number => Math.round(rupees * 100);
const toRupees = (paise: number): number => paise / 100;

/** Bookmaker rate form: a rate of 24 means 0.24 profit per unit, decimal odds 1.24. */
export const oddsFromRate = (rate: number): number => toRupees(100 + Math.round(rate * 100) / 100);

/** Decimal odds back to the bookmaker's rate (1.24 → 24). */
export const rateFromOdds = (odds: number): number => Math.round((odds - 1) * 10_000) / 100;

/** What the bet wins if it wins: back = stake × (odds − 1); lay = the backer's stake. */
export function profitOf(bet: Pick<RunnerBet, 'side' | 'odds' | 'stake'>): number {
  const stake = toPaise(bet.stake);
  return toRupees(bet.side === 'back' ? Math.round(stake * (bet.odds - 1)) : stake);
}

/** What the bet can lose (shown as liability): back = the stake; lay = stake × (odds − 1). */
export function liabilityOf(bet: Pick<RunnerBet, 'side' | 'odds' | 'stake'>): number {
  const stake = toPaise(bet.stake);
  return toRupees(bet.side === 'back' ? stake : Math.round(stake * (bet.odds - 1)));
}

/** The bet's result, in paise, if `winner` wins. */
function outcomeInPaise(bet: RunnerBet, winner: string): number {
  const profit = toPaise(profitOf(bet));
  const liability = toPaise(liabilityOf(bet));
  const onWinner = bet.selectionId === winner;
  if (bet.side === 'back') return onWinner ? profit : -liability;
  return onWinner ? -liability : profit;
}

/** Each runner's position from a list of bets on the market. */
export function positionsOf(bets: readonly RunnerBet[], selectionIds: readonly string[]): Positions {
  return Object.fromEntries(
    selectionIds.map((id) => [id, toRupees(bets.reduce((sum, bet) => sum + outcomeInPaise(bet, id), 0))]),
  );
}

/**
 * The positions the runners would have if the pending bet (the slip's) were matched: the current
 * positions (the server's, per runner) plus the new bet's outcome. Updated on every keystroke.
 */
export function projectedPositions(current: Positions, pending: RunnerBet | null, selectionIds: readonly string[]): Positions {
  return Object.fromEntries(
    selectionIds.map((id) => {
      const now = toPaise(current[id] ?? 0);
      const added = pending && pending.stake > 0 ? outcomeInPaise(pending, id) : 0;
      return [id, toRupees(now + added)];
    }),
  );
}

/** The market's exposure: its worst position when that is a loss (≤ 0), else 0. */
export function exposureOf(positions: Positions): number {
  const worst = Math.min(0, ...Object.values(positions));
  return worst === 0 ? 0 : worst;
}

// ───────────────────────────── fancy (session) markets ─────────────────────────────

/**
 * A fancy bet: Yes (back) wins when the runs reach the line, No (lay) when they stay below it.
 * The rate is per 100: Yes at rate 90 wins 90 per 100 staked and loses the stake; No at rate 110
 * wins the stake and loses 110 per 100.
 */
export interface FancyBet {
  side: BetSide;
  /** The runs line. */
  line: number;
  /** Per 100 staked. */
  rate: number;
  stake: number;
}

/** What a fancy bet wins if it wins. */
export function fancyProfitOf(bet: FancyBet): number {
  const stake = toPaise(bet.stake);
  return toRupees(bet.side === 'back' ? Math.round((stake * bet.rate) / 100) : stake);
}

/** What a fancy bet can lose. */
export function fancyLiabilityOf(bet: FancyBet): number {
  const stake = toPaise(bet.stake);
  return toRupees(bet.side === 'back' ? stake : Math.round((stake * bet.rate) / 100));
}

function fancyOutcomeInPaise(bet: FancyBet, runs: number): number {
  const reached = runs >= bet.line;
  const wins = bet.side === 'back' ? reached : !reached;
  return wins ? toPaise(fancyProfitOf(bet)) : -toPaise(fancyLiabilityOf(bet));
}

/** The user's profit or loss if the innings ends on `runs`. */
export const fancyPositionAt = (bets: readonly FancyBet[], runs: number): number =>
  toRupees(bets.reduce((sum, bet) => sum + fancyOutcomeInPaise(bet, runs), 0));

/** One line of a fancy book: the result for every runs value from `from` to `to` (null: and above). */
export interface FancyBookRow {
  from: number;
  to: number | null;
  position: number;
}

/**
 * The fancy book: the position for every runs value, with runs values of equal result merged
 * (a book only changes at a bet's line), from 0 upward.
 */
export function fancyBookOf(bets: readonly FancyBet[]): FancyBookRow[] {
  if (bets.length === 0) return [];
  const cuts = [...new Set([0, ...bets.map((bet) => Math.max(0, Math.ceil(bet.line)))])].sort((a, b) => a - b);
  const rows: FancyBookRow[] = [];
  cuts.forEach((from, index) => {
    const next = cuts[index + 1];
    const position = fancyPositionAt(bets, from);
    const previous = rows.at(-1);
    if (previous && previous.position === position) previous.to = next === undefined ? null : next - 1;
    else rows.push({ from, to: next === undefined ? null : next - 1, position });
  });
  return rows;
}

/** A fancy market's exposure: its worst result over every runs value when that is a loss. */
export function fancyExposureOf(bets: readonly FancyBet[]): number {
  const worst = Math.min(0, ...fancyBookOf(bets).map((row) => row.position));
  return worst === 0 ? 0 : worst;
}

/**
 * A book as the server lists it (one line per runs value, the last meaning "that many or more")
 * merged into ranges of equal result, as the book shows it.
 */
export function mergeBookLines(lines: readonly { run: number; position: number }[]): FancyBookRow[] {
  const rows: FancyBookRow[] = [];
  lines.forEach((line, index) => {
    const last = index === lines.length - 1;
    const previous = rows.at(-1);
    if (previous && previous.position === line.position) previous.to = last ? null : line.run;
    else rows.push({ from: line.run, to: last ? null : line.run, position: line.position });
  });
  return rows;
}
