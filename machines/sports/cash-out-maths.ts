/**
 * Cash-out maths (docs/decisions/076), pure and shared: the event screen shows the offer from
 * the live prices and the server recomputes the very same figures when the bettor confirms.
 *
 * A position is, per runner, what the user makes (paise) if that runner wins. Cashing out places hedge
 * bets at the current best prices so that the result is the same whichever runner wins:
 *   a lay of x at decimal L on runner i adds x to every runner and takes x·L from runner i;
 *   a back of y at decimal B on runner i takes y from every runner and adds y·B to runner i.
 * Choosing a level K and hedging each runner to it (lay (Pᵢ − K)/Lᵢ above it, back (K − Pᵢ)/Bᵢ below it)
 * ends with K + Σx − Σy on every runner. That is concave in K with its corners at the positions, so the
 * best offer leaves one runner unhedged: we try each position as K and keep the best. K never leaves
 * the positions' range, so a hedge only ever reduces what is at stake (no new bet on a loose book).
 *
 * Everything is whole paise; a hedge's win and loss are rounded like any matched bet's (the server's
 * betMoney, server/sports/exposure.ts), so the figures here are the figures the ledger will hold.
 */

export type CashOutMarketKind = 'match_odds' | 'tied_match' | 'bookmaker';
export type HedgeSide = 'back' | 'lay';

/** One runner as the offer needs it: the user's position and the best prices open to a hedge. */
export interface CashOutRunner {
  selectionId: string;
  positionPaise: number;
  /** Best back price (decimal odds; bookmaker: the rate), null when none is offered. */
  back: number | null;
  /** Best lay price, null when none is offered. */
  lay: number | null;
  /** The runner takes bets (open); a suspended runner cannot be hedged. */
  open: boolean;
}

export interface HedgeBet {
  selectionId: string;
  side: HedgeSide;
  /** The price as quoted (decimal odds or bookmaker rate). */
  odds: number;
  stakePaise: number;
  winPaise: number;
  losePaise: number;
}

export interface CashOutOffer {
  /** The share of the position closed, 1-100 (%). */
  sharePercent: number;
  /**
   * What the closed share locks in whatever wins (rounded down to the paisa). Earlier cash-outs' amounts
   * are already part of the position (their hedges made it flat by that much): they are left out, so a
   * half then the rest add up to the whole.
   */
  amountPaise: number;
  hedges: HedgeBet[];
  /** Each runner's position after the hedges. */
  positionsAfterPaise: Record<string, number>;
}

export const FULL_SHARE_PERCENT = 100;
/** Positions closer than this (₹1 between best and worst runner) are already flat: nothing to offer. */
export const MIN_SPREAD_TO_CASH_OUT_PAISE = 100;

export const isCashOutKind = (kind: string): kind is CashOutMarketKind =>
  kind === 'match_odds' || kind === 'tied_match' || kind === 'bookmaker';

/** The price's profit per 1 staked, in ten-thousandths: decimal 2.5 → 15 000; bookmaker rate 24 → 2 400. */
function edgeOf(kind: CashOutMarketKind, odds: number): number {
  return kind === 'bookmaker' ? Math.round(odds * 100) : Math.round(odds * 100) * 100 - 10_000;
}

/** What a hedge wins and loses in whole paise, exactly as a matched bet (server betMoney). */
export function hedgeMoney(kind: CashOutMarketKind, side: HedgeSide, odds: number, stakePaise: number): { winPaise: number; losePaise: number } {
  const other = Math.round((stakePaise * edgeOf(kind, odds)) / 10_000);
  return side === 'back' ? { winPaise: other, losePaise: stakePaise } : { winPaise: stakePaise, losePaise: other };
}

/** A bet's result if `winner` wins. */
function outcome(hedge: HedgeBet, winner: string): number {
  const onWinner = hedge.selectionId === winner;
  const wins = hedge.side === 'back' ? onWinner : !onWinner;
  return wins ? hedge.winPaise : -hedge.losePaise;
}

interface ExactHedge {
  selectionId: string;
  side: HedgeSide;
  odds: number;
  /** Unrounded stake for the whole position. */
  stake: number;
}

/** The hedges that bring every runner to `level`, and the equal result, or null if a needed price is missing. */
function hedgesToLevel(kind: CashOutMarketKind, runners: readonly CashOutRunner[], level: number): { hedges: ExactHedge[]; result: number } | null {
  const hedges: ExactHedge[] = [];
  let result = level;
  for (const runner of runners) {
    const gap = runner.positionPaise - level;
    if (gap === 0) continue;
    const side: HedgeSide = gap > 0 ? 'lay' : 'back';
    const odds = side === 'lay' ? runner.lay : runner.back;
    if (!runner.open || odds === null || odds <= 0) return null;
    const decimal = 1 + edgeOf(kind, odds) / 10_000;
    if (decimal <= 1) return null;
    const stake = Math.abs(gap) / decimal;
    hedges.push({ selectionId: runner.selectionId, side, odds, stake });
    result += side === 'lay' ? stake : -stake;
  }
  return { hedges, result };
}

/**
 * The cash-out offer for `sharePercent` of the position at these prices, or null when none can be made:
 * the position is already flat (spread under ₹1), or a runner that needs a hedge has no price or is not
 * open (the whole position must be closable). The caller checks that the market itself is open.
 */
export function cashOutOffer(
  kind: CashOutMarketKind,
  runners: readonly CashOutRunner[],
  sharePercent: number = FULL_SHARE_PERCENT,
  /** The sum of this market's earlier cash-outs (what the position already holds locked in). */
  cashedOutPaise = 0,
): CashOutOffer | null {
  if (!Number.isInteger(sharePercent) || sharePercent < 1 || sharePercent > FULL_SHARE_PERCENT) return null;
  const positions = runners.map((runner) => runner.positionPaise);
  if (runners.length < 2 || Math.max(...positions) - Math.min(...positions) < MIN_SPREAD_TO_CASH_OUT_PAISE) return null;

  let best: { hedges: ExactHedge[]; result: number } | null = null;
  for (const level of new Set(positions)) {
    const candidate = hedgesToLevel(kind, runners, level);
    if (candidate && (!best || candidate.result > best.result)) best = candidate;
  }
  if (!best) return null;

  const hedges: HedgeBet[] = best.hedges
    .map((hedge) => ({ ...hedge, stakePaise: Math.round((hedge.stake * sharePercent) / FULL_SHARE_PERCENT) }))
    .filter((hedge) => hedge.stakePaise > 0)
    .map(({ selectionId, side, odds, stakePaise }) => ({ selectionId, side, odds, stakePaise, ...hedgeMoney(kind, side, odds, stakePaise) }));
  if (hedges.length === 0) return null;

  const positionsAfterPaise: Record<string, number> = {};
  // The closed share is worth, on each runner, its position after minus the part left open (the open
  // part being the position less what earlier cash-outs locked in); in hundredths of a paisa.
  let lockedHundredths = Number.POSITIVE_INFINITY;
  for (const runner of runners) {
    const after = runner.positionPaise + hedges.reduce((sum, hedge) => sum + outcome(hedge, runner.selectionId), 0);
    positionsAfterPaise[runner.selectionId] = after;
    const leftOpen = (runner.positionPaise - cashedOutPaise) * (FULL_SHARE_PERCENT - sharePercent);
    lockedHundredths = Math.min(lockedHundredths, (after - cashedOutPaise) * FULL_SHARE_PERCENT - leftOpen);
  }
  return { sharePercent, amountPaise: Math.floor(lockedHundredths / FULL_SHARE_PERCENT), hedges, positionsAfterPaise };
}

/**
 * Whether a recomputed offer still honours the one the bettor confirmed: it may be better, or worse by
 * at most `tolerancePercent` of the confirmed amount's size (at least 1 paisa, so rounding never refuses).
 */
export function offerStillHolds(confirmedPaise: number, currentPaise: number, tolerancePercent: number): boolean {
  const allowance = Math.max(1, Math.floor((Math.abs(confirmedPaise) * tolerancePercent) / 100));
  return currentPaise >= confirmedPaise - allowance;
}
