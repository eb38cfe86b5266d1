// Cash-out (docs/decisions/076): the user closes their position on a market, all of it or a
// share, with hedge bets at the current best prices so that the result is the same whichever runner
// wins. The offer is the shared maths (machines/sports/cash-out-maths.ts) the event screen shows; the
// server computes it again when the bettor confirms and refuses with the new offer when it became worse
// than the confirmed one by more than the site's tolerance.
//
// Like a bet: the in-play delay is waited outside any transaction, then one SQL transaction claims the
// Idempotency-Key, locks the market (shared; settlement takes it for update, so a cash-out and a
// settlement never interleave) and the wallet, recomputes the offer, inserts the hedges as bets that
// point at the cash-out, and posts the exposure change to the ledger (kind cash_out). The hedges are
// settled with the market like any bet: the locked-in amount reaches the balance then.
import type { SuccessReply } from '../contract/handlers.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { LEDGER_KINDS, lockWallet, postEntry } from '../ledger/ledger.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';
import {
  cashOutOffer,
  FULL_SHARE_PERCENT,
  isCashOutKind,
  offerStillHolds,
  type CashOutOffer,
  type HedgeBet,
} from '../../machines/sports/cash-out-maths.ts';
import { applyFills, bookOffers, matchedBetsOf } from './bet-fills.ts';
import { positionOf, reservedExposure, type ReservedBet } from './bet-positions.ts';
import { cashedOutByMarket } from './bet-queries.ts';
import type { BetRequest, MarketContext, MatchedBets } from './bet-types.ts';
import { exposureView } from './bet-views.ts';
import { balanceView } from '../ledger/wallet-figures.ts';
import type { BettingClock } from './bets.ts';
import { refreshBooks } from './book-view.ts';
import { isInPlay, type MarketRow, type RunnerRow } from './catalogue.ts';
import { betMoney, isExchangeMarket, runnerPositions, type BetSide } from './exposure.ts';
import { matchOrder, priorityOrder, type Fill, type MatchResult, type Offer } from './order-book.ts';

export const CASH_OUT_OPERATION = 'cashout';
/** How much worse (percent of the confirmed amount) a recomputed offer may be and still be taken. */
export const DEFAULT_CASH_OUT_TOLERANCE_PERCENT = 2;
/** The site setting that overrides it (0-50). */
export const CASH_OUT_TOLERANCE_SETTING = 'cashout_tolerance_percent';

export type CashOutRefusalCode = 'offer_changed' | 'cashout_unavailable' | 'market_suspended' | 'market_closed' | 'nothing_to_match';

export const CASH_OUT_REFUSALS: Record<CashOutRefusalCode, string> = {
  offer_changed: 'The cash-out offer changed. Accept the new offer to cash out.',
  cashout_unavailable: 'Cash-out is not available on this market now.',
  market_suspended: 'Market is suspended.',
  market_closed: 'Market is closed.',
  nothing_to_match: 'Nothing to match the cash-out against in the market now.',
};

export interface OfferView {
  share: number;
  amount: number;
}

/** A refused cash-out: 409 when the offer moved against the bettor, 400 otherwise; `data.offer` is the current one. */
export class CashOutRefusedError extends HttpError {
  constructor(
    readonly code: CashOutRefusalCode,
    readonly offer: OfferView | null,
  ) {
    super(code === 'offer_changed' ? 409 : 400, CASH_OUT_REFUSALS[code], { error: code });
  }

  override toReply() {
    return { ...super.toReply(), data: { offer: this.offer } };
  }
}

export interface CashOutRequest {
  event_id: string;
  market_id: string;
  share?: number;
  amount: number;
}

export interface CashOutPlacement {
  userId: number;
  request: CashOutRequest;
  idempotencyKey: string;
  tolerancePercent: number;
  /** Told after an exchange cash-out is committed: the bettors its hedges were matched with (the caller publishes). */
  onBook?: (marketId: string, counterUserIds: number[], matchedBets: MatchedBets) => Promise<void>;
}

export type CashOutReply = SuccessReply<'cashout'>;

/** The site's tolerance, from its settings when it sets a sensible one. */
export function toleranceOf(settings: Record<string, unknown>): number {
  const value = settings[CASH_OUT_TOLERANCE_SETTING];
  return typeof value === 'number' && value >= 0 && value <= 50 ? value : DEFAULT_CASH_OUT_TOLERANCE_PERCENT;
}

interface Position {
  context: MarketContext;
  bets: ReservedBet[];
  cashedOutPaise: number;
}

async function loadPosition(db: Queryable, userId: number, request: CashOutRequest, lock: boolean): Promise<Position> {
  const [found] = await db.query<MarketRow>('SELECT * FROM markets WHERE id = $1', [request.market_id]);
  // An exchange market's hedges are matched against its book: under the market's lock for update, as a bet (docs/decisions/183).
  const lockMode = found && isExchangeMarket(found.market_type) ? ' FOR UPDATE' : ' FOR SHARE';
  const [market] = lock && found ? await db.query<MarketRow>(`SELECT * FROM markets WHERE id = $1${lockMode}`, [request.market_id]) : [found];
  if (!market || market.event_id !== request.event_id) throw new CashOutRefusedError('market_closed', null);
  const [event] = await db.query<MarketContext['event']>('SELECT id, name, open_date, status FROM events WHERE id = $1', [market.event_id]);
  const runners = await db.query<RunnerRow>('SELECT * FROM runners WHERE market_id = $1 ORDER BY sort_order', [market.id]);
  const bets = await db.query<Position['bets'][number]>(
    "SELECT selection_id, side, runs, win_paise, lose_paise, odds, size_remaining_paise FROM bets WHERE user_id = $1 AND market_id = $2 AND status = 'open' ORDER BY id",
    [userId, market.id],
  );
  const cashedOutPaise = (await cashedOutByMarket(db, userId, [market.id])).get(market.id) ?? 0;
  return { context: { market, runners, event: event! }, bets, cashedOutPaise };
}

/** Refuses a closed or suspended market, and a kind without cash-out. */
function checkMarket(position: Position): void {
  const { market, event } = position.context;
  if (market.status === 'closed' || event.status !== 'open') throw new CashOutRefusedError('market_closed', null);
  if (market.status !== 'open') throw new CashOutRefusedError('market_suspended', null);
  if (!isCashOutKind(market.market_type)) throw new CashOutRefusedError('cashout_unavailable', null);
}

/** Best prices per runner (an exchange market's book), instead of the runners' own cells. */
type BestPrices = Map<string, { back: number | null; lay: number | null }>;

/** The offer for this position now, or the refusal that says why there is none. */
function offerFor(position: Position, sharePercent: number, best?: BestPrices): CashOutOffer {
  checkMarket(position);
  const { market, runners } = position.context;
  if (!isCashOutKind(market.market_type)) throw new CashOutRefusedError('cashout_unavailable', null);
  const positions = runnerPositions(position.bets.map(positionOf), runners.map((runner) => runner.selection_id));
  const offer = cashOutOffer(
    market.market_type,
    runners.map((runner) => ({
      selectionId: runner.selection_id,
      positionPaise: positions.get(runner.selection_id) ?? 0,
      back: best ? (best.get(runner.selection_id)?.back ?? null) : (runner.back[0]?.price ?? null),
      lay: best ? (best.get(runner.selection_id)?.lay ?? null) : (runner.lay[0]?.price ?? null),
      open: runner.status === 'open',
    })),
    sharePercent,
    position.cashedOutPaise,
  );
  if (!offer) throw new CashOutRefusedError('cashout_unavailable', null);
  return offer;
}

const offerView = (offer: CashOutOffer): OfferView => ({ share: offer.sharePercent, amount: paiseToRupees(offer.amountPaise) });

function confirmedPaise(amount: number): number {
  try {
    return rupeesToPaise(amount);
  } catch {
    throw new HttpError(422, 'Error 422', { detail: [{ msg: 'Amount can have at most 2 decimals (paise).', loc: ['body', 'amount'] }] });
  }
}

/** Refuses when the offer now is worse than the confirmed one beyond the tolerance. */
function checkOffer(offer: CashOutOffer, confirmed: number, tolerancePercent: number): void {
  if (!offerStillHolds(confirmed, offer.amountPaise, tolerancePercent)) throw new CashOutRefusedError('offer_changed', offerView(offer));
}

async function storedReply(db: Queryable, userId: number, key: string): Promise<CashOutReply | undefined> {
  const [row] = await db.query<{ operation: string; reply: CashOutReply | null }>(
    'SELECT operation, reply FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return row?.operation === CASH_OUT_OPERATION ? (row.reply ?? undefined) : undefined;
}

/**
 * Cashes out `share` % of the user's position: the cashout reply, or a CashOutRefusedError / HttpError.
 * A key that already cashed out gets that first reply, whatever the market does now.
 */
export async function cashOut(db: Database, placement: CashOutPlacement, clock: BettingClock): Promise<CashOutReply> {
  const { userId, request, idempotencyKey, tolerancePercent } = placement;
  const earlier = await storedReply(db, userId, idempotencyKey);
  if (earlier) return earlier;

  const share = request.share ?? FULL_SHARE_PERCENT;
  const confirmed = confirmedPaise(request.amount);
  const first = await loadPosition(db, userId, request, false);
  // The house's markets are checked before the delay; an exchange market's offer needs its book, read under its lock.
  if (isExchangeMarket(first.context.market.market_type)) checkMarket(first);
  else checkOffer(offerFor(first, share), confirmed, tolerancePercent);

  // The in-play delay, as for a bet (decision 037), outside any transaction.
  const { market, event } = first.context;
  if (market.bet_delay > 0 && isInPlay(event, clock.now())) await clock.wait(market.bet_delay * 1000);

  let booked: { counterUserIds: number[]; matchedBets: MatchedBets } | undefined;
  const reply = await db.transaction((tx) =>
    withIdempotencyKey(tx, { userId, key: idempotencyKey, operation: CASH_OUT_OPERATION }, async () => {
      const done = await cashOutLocked(tx, userId, request, { share, confirmed, tolerancePercent, now: clock.now() });
      booked = done.booked;
      return done.reply;
    }),
  );
  if (booked) {
    await refreshBooks(db, [request.market_id]);
    await placement.onBook?.(request.market_id, booked.counterUserIds, booked.matchedBets);
  }
  return reply;
}

interface CashOutTerms {
  share: number;
  confirmed: number;
  tolerancePercent: number;
  now: Date;
}

/** The cash-out inside its transaction: the position read under its locks, the offer again, the hedges placed, the exposure posted. */
async function cashOutLocked(tx: Queryable, userId: number, request: CashOutRequest, terms: CashOutTerms) {
  const { share, confirmed, tolerancePercent, now } = terms;
  const position = await loadPosition(tx, userId, request, true);
  const { context } = position;
  const book = isExchangeMarket(context.market.market_type) ? await readBook(tx, context, userId, now) : undefined;
  const requested = offerFor(position, share, book?.best);
  // Through the book (docs/decisions/183): the share its offers at the best prices can fill, at most the one asked.
  const done = book ? fillableShare(requested, book.offers) : share;
  if (done < 1) throw new CashOutRefusedError('nothing_to_match', offerView(requested));
  const offer = done === share ? requested : offerFor(position, done, book?.best);
  checkOffer(offer, Math.round((confirmed * done) / share), tolerancePercent);
  const hedgeFills = book ? offer.hedges.map((hedge) => matchOrder(hedge.side, hedge.odds, hedge.stakePaise, book.offers.get(offerKey(hedge.selectionId, hedge.side)) ?? [])) : [];
  const counterUserIds = [...new Set(hedgeFills.flatMap((result) => result.fills.flatMap((fill) => (fill.offer.userId === null ? [] : [fill.offer.userId]))))];
  for (const id of [...new Set([userId, ...counterUserIds])].sort((a, b) => a - b)) await lockWallet(tx, id);
  const [cashout] = await tx.query<{ id: number }>(
    'INSERT INTO cashouts (user_id, market_id, share_percent, amount_paise, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, context.market.id, done, offer.amountPaise, now],
  );
  const placedHedges = matchedHedges(context, offer, hedgeFills);
  const hedges = placedHedges.map((hedge) => ({
    selection_id: hedge.selectionId,
    side: hedge.side,
    runs: null,
    win_paise: hedge.winPaise,
    lose_paise: hedge.losePaise,
  }));
  await insertHedges(tx, context, userId, placedHedges, cashout!.id, now);
  const selectionIds = context.runners.map((runner) => runner.selection_id);
  // The wallet holds matched and unmatched bets' exposure (docs/decisions/180): the hedges change it by this.
  const before = reservedExposure(context.market.market_type, position.bets, selectionIds);
  const allBets = [...position.bets, ...hedges];
  const after = reservedExposure(context.market.market_type, allBets, selectionIds);
  const posted = await postEntry(tx, {
    userId,
    kind: LEDGER_KINDS.cashOut,
    reference: `cashout:${cashout!.id}`,
    exposurePaise: after - before,
    betsCountChange: hedges.length,
    remark: `Cash-out ${done}%: ${context.event.name} / ${context.market.name}`,
    at: now,
  });
  const booked = book ? { counterUserIds, matchedBets: matchedBetsOf(hedgeFills.flatMap((result) => result.fills)) } : undefined;
  const reply = {
    status: 200 as const,
    success: true as const,
    message: done === share ? 'Cashed out' : 'Partly cashed out',
    data: {
      cashout_id: cashout!.id,
      amount: paiseToRupees(offer.amountPaise),
      share: done,
      requested_share: share,
      requested_amount: paiseToRupees(requested.amountPaise),
      balance: balanceView(posted.wallet),
      exposure: exposureView(context, allBets, position.cashedOutPaise + offer.amountPaise),
    },
  };
  return { reply, booked };
}

type PlacedHedge = HedgeBet & { fills: readonly Fill[] | undefined };

/** Exchange: each hedge is what the book matched of it (its money piece by piece); the house's markets: the offer's hedge. */
function matchedHedges(context: MarketContext, offer: CashOutOffer, hedgeFills: readonly MatchResult[]): PlacedHedge[] {
  return offer.hedges.map((hedge, index) => {
    const result = hedgeFills[index];
    if (!result) return { ...hedge, fills: undefined };
    const money = result.fills.reduce(
      (sum, fill) => {
        const piece = betMoney({ marketType: context.market.market_type, side: hedge.side, odds: fill.price, stakePaise: fill.sizePaise });
        return { winPaise: sum.winPaise + piece.winPaise, losePaise: sum.losePaise + piece.losePaise };
      },
      { winPaise: 0, losePaise: 0 },
    );
    return { ...hedge, stakePaise: hedge.stakePaise - result.remainingPaise, ...money, fills: result.fills };
  });
}

/** Each hedge with a stake is a bet pointing at the cash-out; an exchange hedge's fills are written as a bet's. */
async function insertHedges(tx: Queryable, context: MarketContext, userId: number, placedHedges: readonly PlacedHedge[], cashoutId: number, now: Date): Promise<void> {
  for (const hedge of placedHedges) {
    if (hedge.stakePaise <= 0) continue;
    const [bet] = await tx.query<{ id: number }>(
      `INSERT INTO bets (user_id, event_id, market_id, selection_id, side, odds, stake_paise, win_paise, lose_paise, placed_at, cashout_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [userId, context.event.id, context.market.id, hedge.selectionId, hedge.side, hedge.odds, hedge.stakePaise, hedge.winPaise, hedge.losePaise, now, cashoutId],
    );
    if (hedge.fills) {
      const runner = context.runners.find((candidate) => candidate.selection_id === hedge.selectionId)!;
      const asBet = { event_id: context.event.id, market_id: context.market.id, selection_id: hedge.selectionId, type: hedge.side, odds: hedge.odds, stake: 0 } satisfies BetRequest;
      await applyFills(tx, context, asBet, runner, hedge.fills, bet!.id, now);
    }
  }
}

const offerKey = (selectionId: string, side: BetSide) => `${side}:${selectionId}`;

/** Every runner's offers for a back and for a lay by this user, and the best price of each (null: none). */
async function readBook(tx: Queryable, context: MarketContext, userId: number, now: Date): Promise<{ offers: Map<string, Offer[]>; best: BestPrices }> {
  const offers = new Map<string, Offer[]>();
  const best: BestPrices = new Map();
  for (const runner of context.runners) {
    const prices = { back: null as number | null, lay: null as number | null };
    for (const side of ['back', 'lay'] as const) {
      const sideOffers = (await bookOffers(tx, context, userId, runner, side, now)).filter((offer) => offer.sizePaise > 0);
      offers.set(offerKey(runner.selection_id, side), sideOffers);
      prices[side] = priorityOrder(side, sideOffers)[0]?.price ?? null;
    }
    best.set(runner.selection_id, prices);
  }
  return { offers, best };
}

/** The whole percent of the offer's share the book can fill at the hedges' prices (each hedge at its price or better). */
function fillableShare(offer: CashOutOffer, offers: Map<string, Offer[]>): number {
  let fraction = 1;
  for (const hedge of offer.hedges) {
    const { remainingPaise } = matchOrder(hedge.side, hedge.odds, hedge.stakePaise, offers.get(offerKey(hedge.selectionId, hedge.side)) ?? []);
    fraction = Math.min(fraction, (hedge.stakePaise - remainingPaise) / hedge.stakePaise);
  }
  return Math.min(offer.sharePercent, Math.floor(offer.sharePercent * fraction + 1e-9));
}
