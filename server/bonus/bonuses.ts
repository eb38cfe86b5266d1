// Bonuses (docs/decisions/088-089). The server earns a bonus for a user only by a site's
// rule on a verified payment: the payment bonus of an approved deposit (bonus_data), the refer reward
// of a referred user's first approved deposit (server/referrals/). The money goes into the bonus
// wallet at once, through the ledger (balance and earnBonus both grow), and can be played with the
// welcome-bonus wallet active but never withdrawn. Once the user's stakes since the bonus reach its
// turnover (amount × the site's bonus_turnover_times) it is released, and claiming it moves it into
// the main wallet, once. No client request creates money: claim and switch only move what is there.
import { refusal } from '../auth/replies.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, lockWallet, postEntry, sumOfKinds, touchWallet, type WalletFigures } from '../ledger/ledger.ts';
import { paiseToRupees } from '../money.ts';
import { marketExposure, type BetSide, type MarketType, type PositionBet } from '../sports/exposure.ts';

export const BONUS_NOT_FOUND = 'Bonus not found.';
export const SWITCH_WITH_OPEN_BETS = 'Settle your open bets before switching wallets.';
export const bonusStillLocked = (remainingPaise: number) =>
  `This bonus is still locked: play ₹${paiseToRupees(remainingPaise).toFixed(2)} more to release it.`;

export type ActiveWallet = 'MW' | 'WB';
export type BonusStatus = 'locked' | 'released' | 'claimed';

/**
 * Exchange bets count towards a bonus's turnover only when they qualify (docs/decisions/133):
 * settled (won or lost: not void, not cancelled), not a cash-out's hedge nor on a market the user
 * cashed out, at decimal odds of at least this; and a market counts its net stake at risk, the worst
 * outcome of its qualifying bets together, so a back and a lay on one runner count as their net.
 */
export const MIN_QUALIFYING_ODDS = 1.5;

/** The turnover rules, each with a code and its figures (docs/decisions/171) for a page in the user's language. */
export const TURNOVER_RULE_ITEMS: readonly { code: string; text: string; min_odds?: number; min_rate?: number }[] = [
  { code: 'settled_only', text: 'Only settled bets count: void, cancelled and cashed-out bets do not.' },
  {
    code: 'min_odds',
    text: `Exchange bets count at odds of ${MIN_QUALIFYING_ODDS.toFixed(2)} or more (bookmaker and fancy rates of ${Math.round((MIN_QUALIFYING_ODDS - 1) * 100)} or more).`,
    min_odds: MIN_QUALIFYING_ODDS,
    min_rate: Math.round((MIN_QUALIFYING_ODDS - 1) * 100),
  },
  { code: 'net_risk', text: 'A market counts what you could lose on it: a back and a lay on the same runner count only as their difference.' },
  { code: 'other_stakes', text: 'Matka, casino and fantasy stakes count, less any stake given back.' },
];

/** The turnover rules in words: shown with every bonus (bonus log details) and on the bonus page. */
export const TURNOVER_RULES: readonly string[] = TURNOVER_RULE_ITEMS.map((rule) => rule.text);

/** Stakes that count towards a bonus's turnover: money put at risk and not given back. */
const STAKE_KINDS = [LEDGER_KINDS.matkaBet, LEDGER_KINDS.casinoDebit, LEDGER_KINDS.fantasyEntry];
const STAKE_RETURN_KINDS = [LEDGER_KINDS.casinoRollback, LEDGER_KINDS.fantasyRefund];

interface BonusRow {
  id: number;
  user_id: number;
  bonus_type: string;
  amount_paise: number;
  turnover_required_paise: number;
  created_at: Date;
  claimed_at: Date | null;
  claimed_paise: number | null;
}

export interface EarnedBonus {
  userId: number;
  siteId: number;
  bonusType: string;
  amountPaise: number;
  /** The ledger row that credited it, `<kind>:<reference>`: a bonus is recorded once. */
  reference: string;
}

/** Records a bonus the caller just credited to the bonus wallet, inside the same SQL transaction. */
export async function recordBonus(tx: Queryable, bonus: EarnedBonus): Promise<void> {
  await tx.query(
    `INSERT INTO bonuses (user_id, bonus_type, amount_paise, turnover_required_paise, reference)
     SELECT $1, $2, $3::bigint, $3::bigint * s.bonus_turnover_times, $4 FROM sites s WHERE s.id = $5
     ON CONFLICT (reference) DO NOTHING`,
    [bonus.userId, bonus.bonusType, bonus.amountPaise, bonus.reference, bonus.siteId],
  );
}

/** A bet's price as decimal odds: match odds are decimal; bookmaker and fancy rates are per 100 (95 → 1.95). */
export function decimalOdds(marketType: MarketType, odds: number): number {
  return marketType === 'match_odds' || marketType === 'tied_match' ? odds : 1 + odds / 100;
}

interface QualifyingBet extends PositionBet {
  marketId: string;
  marketType: MarketType;
  odds: number;
}

/** The exchange part of the turnover: each market's net stake at risk over its qualifying bets. */
export function exchangeTurnover(bets: readonly QualifyingBet[], selectionsOf: ReadonlyMap<string, readonly string[]>): number {
  const byMarket = new Map<string, QualifyingBet[]>();
  for (const bet of bets) {
    if (decimalOdds(bet.marketType, bet.odds) < MIN_QUALIFYING_ODDS) continue;
    byMarket.set(bet.marketId, [...(byMarket.get(bet.marketId) ?? []), bet]);
  }
  let total = 0;
  for (const [marketId, marketBets] of byMarket) {
    const selections = selectionsOf.get(marketId) ?? [...new Set(marketBets.map((bet) => bet.selectionId))];
    total += -marketExposure(marketBets[0]!.marketType, marketBets, selections);
  }
  return total;
}

/** The user's qualifying stakes since a moment, in paise: exchange markets' net risk, matka, casino and fantasy stakes. */
export async function turnoverSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const rows = await db.query<{
    market_id: string;
    market_type: MarketType;
    selection_id: string;
    side: BetSide;
    odds: number;
    runs: number | null;
    win_paise: number;
    lose_paise: number;
  }>(
    `SELECT b.market_id, m.market_type, b.selection_id, b.side, b.odds, b.runs, b.win_paise, b.lose_paise
       FROM bets b JOIN markets m ON m.id = b.market_id
      WHERE b.user_id = $1 AND b.placed_at >= $2 AND b.status IN ('won', 'lost') AND b.cashout_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM bets c WHERE c.user_id = b.user_id AND c.market_id = b.market_id AND c.cashout_id IS NOT NULL)`,
    [userId, since],
  );
  const marketIds = [...new Set(rows.map((row) => row.market_id))];
  const runners = marketIds.length
    ? await db.query<{ market_id: string; selection_id: string }>('SELECT market_id, selection_id FROM runners WHERE market_id = ANY($1::text[])', [marketIds])
    : [];
  const selectionsOf = new Map<string, string[]>();
  for (const runner of runners) selectionsOf.set(runner.market_id, [...(selectionsOf.get(runner.market_id) ?? []), runner.selection_id]);
  const exchange = exchangeTurnover(
    rows.map((row) => ({
      marketId: row.market_id,
      marketType: row.market_type,
      selectionId: row.selection_id,
      side: row.side,
      odds: Number(row.odds),
      runs: row.runs,
      winPaise: Number(row.win_paise),
      losePaise: Number(row.lose_paise),
    })),
    selectionsOf,
  );
  const otherGamesStakes = -(await sumOfKinds(db, userId, [...STAKE_KINDS, ...STAKE_RETURN_KINDS], since));
  return Math.max(0, exchange + Math.max(0, otherGamesStakes));
}

function statusOf(row: BonusRow, turnoverDone: number): BonusStatus {
  if (row.claimed_at) return 'claimed';
  return turnoverDone >= row.turnover_required_paise ? 'released' : 'locked';
}

export interface BonusView {
  row: BonusRow;
  status: BonusStatus;
  turnoverDonePaise: number;
}

async function viewOf(db: Queryable, row: BonusRow): Promise<BonusView> {
  const turnoverDonePaise = row.claimed_at ? row.turnover_required_paise : await turnoverSince(db, row.user_id, row.created_at);
  return { row, status: statusOf(row, turnoverDonePaise), turnoverDonePaise };
}

export function bonusEntry({ row, status }: BonusView) {
  return {
    id: Number(row.id),
    bonus_type: row.bonus_type,
    amount: paiseToRupees(row.amount_paise),
    status,
    created_at: row.created_at.toISOString(),
    expires_at: null,
  };
}

/** The user's bonuses, newest first, optionally only those created in [from, to). */
export async function listBonuses(db: Queryable, userId: number, window?: { from: Date; to: Date }): Promise<BonusView[]> {
  const rows = await db.query<BonusRow>(
    `SELECT * FROM bonuses WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2)
        AND ($3::timestamptz IS NULL OR created_at < $3) ORDER BY id DESC LIMIT 200`,
    [userId, window?.from ?? null, window?.to ?? null],
  );
  return Promise.all(rows.map((row) => viewOf(db, row)));
}

/** One of the user's bonuses; another user's id is not found. */
export async function findBonus(db: Queryable, userId: number, id: number, lock = false): Promise<BonusView> {
  const [row] = await db.query<BonusRow>(`SELECT * FROM bonuses WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, userId]);
  if (!row) throw new HttpError(404, BONUS_NOT_FOUND, { error: BONUS_NOT_FOUND });
  return viewOf(db, row);
}

/** What the bonus did: credited, then claimed. */
export function bonusMovements({ row }: BonusView) {
  const movements = [{ created_at: row.created_at.toISOString(), description: `${row.bonus_type} credited to the bonus wallet`, amount: paiseToRupees(row.amount_paise) }];
  if (row.claimed_at) {
    movements.push({ created_at: row.claimed_at.toISOString(), description: 'Claimed into the main wallet', amount: paiseToRupees(row.claimed_paise ?? 0) });
  }
  return movements;
}

/** Earned (every bonus), locked (not claimable yet) and released (claimable or claimed), in paise. */
export function bonusTotals(views: BonusView[]) {
  const sum = (list: BonusView[]) => list.reduce((total, view) => total + view.row.amount_paise, 0);
  return {
    earnedPaise: sum(views),
    lockedPaise: sum(views.filter((view) => view.status === 'locked')),
    releasedPaise: sum(views.filter((view) => view.status !== 'locked')),
  };
}

export interface ClaimResult {
  claimedPaise: number;
  wallet: WalletFigures;
}

/**
 * Moves a released bonus from the bonus wallet into the main wallet: what is left of it in the bonus
 * wallet (bets may have spent some), once. Claiming it again answers the same amount and moves nothing.
 */
export async function claimBonus(db: Database, userId: number, id: number): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, userId);
    const view = await findBonus(tx, userId, id, true);
    if (view.status === 'claimed') return { claimedPaise: view.row.claimed_paise ?? 0, wallet };
    if (view.status === 'locked') throw refusal(bonusStillLocked(view.row.turnover_required_paise - view.turnoverDonePaise));
    const claimedPaise = Math.min(view.row.amount_paise, wallet.bonusPaise);
    const posted = await postEntry(tx, {
      userId,
      kind: LEDGER_KINDS.bonusClaim,
      reference: `bonus:${id}`,
      bonusPaise: -claimedPaise,
      remark: `${view.row.bonus_type} claimed into the main wallet`,
    });
    await tx.query('UPDATE bonuses SET claimed_at = $2, claimed_paise = $3 WHERE id = $1', [id, new Date(), claimedPaise]);
    return { claimedPaise, wallet: posted.wallet };
  });
}

/**
 * Sets the active wallet. Refused while bets are open, so every open bet was placed under one
 * wallet's rule (docs/decisions/088). Switching to the wallet already active changes nothing.
 */
export async function switchWallet(db: Database, userId: number, actw: ActiveWallet): Promise<WalletFigures> {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, userId);
    const active: ActiveWallet = wallet.playsBonus ? 'WB' : 'MW';
    if (active === actw) return wallet;
    if (wallet.exposurePaise !== 0 || wallet.betsCount > 0) throw refusal(SWITCH_WITH_OPEN_BETS);
    await tx.query('UPDATE users SET actw = $2 WHERE id = $1', [userId, actw]);
    // The wallet's figures carry the active wallet.
    await touchWallet(tx, userId);
    return lockWallet(tx, userId);
  });
}
