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
} from '../../machines/sports/cash-out-maths.ts';
import { balanceView, cashedOutByMarket, exposureView, positionOf, reservedExposure, type BettingClock, type MarketContext, type ReservedBet } from './bets.ts';
import { isInPlay, type MarketRow, type RunnerRow } from './catalogue.ts';
import { runnerPositions } from './exposure.ts';

export const CASH_OUT_OPERATION = 'cashout';
/** How much worse (percent of the confirmed amount) a recomputed offer may be and still be taken. */
export const DEFAULT_CASH_OUT_TOLERANCE_PERCENT = 2;
/** The site setting that overrides it (0-50). */
export const CASH_OUT_TOLERANCE_SETTING = 'cashout_tolerance_percent';

export type CashOutRefusalCode = 'offer_changed' | 'cashout_unavailable' | 'market_suspended' | 'market_closed';

export const CASH_OUT_REFUSALS: Record<CashOutRefusalCode, string> = {
  offer_changed: 'The cash-out offer changed. Accept the new offer to cash out.',
  cashout_unavailable: 'Cash-out is not available on this market now.',
  market_suspended: 'Market is suspended.',
  market_closed: 'Market is closed.',
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
  const [market] = await db.query<MarketRow>(`SELECT * FROM markets WHERE id = $1${lock ? ' FOR SHARE' : ''}`, [request.market_id]);
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

/** The offer for this position now, or the refusal that says why there is none. */
function offerFor(position: Position, sharePercent: number): CashOutOffer {
  const { market, runners, event } = position.context;
  if (market.status === 'closed' || event.status !== 'open') throw new CashOutRefusedError('market_closed', null);
  if (market.status !== 'open') throw new CashOutRefusedError('market_suspended', null);
  if (!isCashOutKind(market.market_type)) throw new CashOutRefusedError('cashout_unavailable', null);
  const positions = runnerPositions(position.bets.map(positionOf), runners.map((runner) => runner.selection_id));
  const offer = cashOutOffer(
    market.market_type,
    runners.map((runner) => ({
      selectionId: runner.selection_id,
      positionPaise: positions.get(runner.selection_id) ?? 0,
      back: runner.back[0]?.price ?? null,
      lay: runner.lay[0]?.price ?? null,
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
  checkOffer(offerFor(first, share), confirmed, tolerancePercent);

  // The in-play delay, as for a bet (decision 037), outside any transaction.
  const { market, event } = first.context;
  if (market.bet_delay > 0 && isInPlay(event, clock.now())) await clock.wait(market.bet_delay * 1000);

  return db.transaction((tx) =>
    withIdempotencyKey(tx, { userId, key: idempotencyKey, operation: CASH_OUT_OPERATION }, async () => {
      const position = await loadPosition(tx, userId, request, true);
      const offer = offerFor(position, share);
      checkOffer(offer, confirmed, tolerancePercent);
      await lockWallet(tx, userId);
      const { context } = position;
      const now = clock.now();
      const [cashout] = await tx.query<{ id: number }>(
        'INSERT INTO cashouts (user_id, market_id, share_percent, amount_paise, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [userId, context.market.id, share, offer.amountPaise, now],
      );
      const hedges = offer.hedges.map((hedge) => ({
        selection_id: hedge.selectionId,
        side: hedge.side,
        runs: null,
        win_paise: hedge.winPaise,
        lose_paise: hedge.losePaise,
      }));
      for (const hedge of offer.hedges) {
        await tx.query(
          `INSERT INTO bets (user_id, event_id, market_id, selection_id, side, odds, stake_paise, win_paise, lose_paise, placed_at, cashout_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [userId, context.event.id, context.market.id, hedge.selectionId, hedge.side, hedge.odds, hedge.stakePaise, hedge.winPaise, hedge.losePaise, now, cashout!.id],
        );
      }
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
        remark: `Cash-out ${share}%: ${context.event.name} / ${context.market.name}`,
        at: now,
      });
      return {
        status: 200 as const,
        success: true as const,
        message: 'Cashed out',
        data: {
          cashout_id: cashout!.id,
          amount: paiseToRupees(offer.amountPaise),
          share,
          balance: balanceView(posted.wallet),
          exposure: exposureView(context, allBets, position.cashedOutPaise + offer.amountPaise),
        },
      };
    }),
  );
}
