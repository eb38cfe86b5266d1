// Placing a matka slip (docs/decisions/049): all bets or none, in one SQL transaction that locks the
// draw and the wallet, checks the phase at the server's clock (whatever the client showed), each
// number and stake, and the available balance; then each bet debits its stake through the ledger.
import type { components } from '../../api-spec/schema.gen.ts';
import { refusal } from '../auth/replies.ts';
import { CONTRACT_BREACH_MESSAGE } from '../contract/register-operations.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { availablePaise, LEDGER_KINDS, lockWallet, postEntry } from '../ledger/ledger.ts';
import { matkaBetRemark } from '../ledger/remarks.ts';
import { balanceView } from '../ledger/wallet-figures.ts';
import { refusePlay } from '../responsible-gambling/responsible-gambling.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';
import {
  isBetAllowed,
  numberProblem,
  panaInOrder,
  type MatkaBetType,
  type MatkaPhase,
  type MatkaSession,
} from '../../machines/matka/matka-rules.ts';
import { currentDraw, findMarket, type MarketRow } from './draws.ts';

type MatkaBetReply = components['schemas']['MatkaBet'];

export const MATKA_REFUSALS = {
  closed: (market: string) => `Betting is closed for ${market}.`,
  sessionClosed: (market: string) => `Betting on the open session of ${market} has closed. Only close-session games are open.`,
  typeNotInSession: (type: string) => `${TYPE_NAMES[type as MatkaBetType] ?? type} is not played on the close session.`,
  typeNotOffered: (type: string) => `${TYPE_NAMES[type as MatkaBetType] ?? type} is not offered on this market.`,
  invalidNumber: (type: MatkaBetType, number: string) => {
    const hint = /^[0-9]{3}$/.test(number) && panaInOrder(number) !== number ? ` (write it as ${panaInOrder(number)})` : '';
    return `${number} is not a valid ${TYPE_NAMES[type].toLowerCase()} number${hint}.`;
  },
  stakeRange: (type: MatkaBetType, minPaise: number, maxPaise: number) =>
    `${TYPE_NAMES[type]} stake must be between ${paiseToRupees(minPaise)} and ${paiseToRupees(maxPaise)}.`,
  /** Spec §8's text. */
  insufficient: 'Insufficient Balance',
} as const;

export const MATKA_PLACED = 'Bet placed successfully.';

export const TYPE_NAMES: Record<MatkaBetType, string> = {
  single_digit: 'Single Digit',
  jodi: 'Jodi',
  single_pana: 'Single Pana',
  double_pana: 'Double Pana',
  triple_pana: 'Triple Pana',
  half_sangam_open: 'Half Sangam (open pana)',
  half_sangam_close: 'Half Sangam (close pana)',
  full_sangam: 'Full Sangam',
};

export interface SlipRequest {
  userId: number;
  marketId: number;
  session: MatkaSession;
  bets: { bet_type: MatkaBetType; number: string; amount: number }[];
  now: Date;
}

export interface BetRow {
  id: number;
  user_id: number;
  market_id: number;
  draw_id: number;
  session: MatkaSession;
  bet_type: MatkaBetType;
  number: string;
  stake_paise: number;
  rate: string | number;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  win_paise: number | null;
  placed_at: Date;
  settled_at: Date | null;
}

export function betReply(row: BetRow, marketName: string, drawDate: string): MatkaBetReply {
  const amount = paiseToRupees(row.stake_paise);
  const win = row.status === 'won' && row.win_paise !== null ? paiseToRupees(row.win_paise) : null;
  const profitLoss = row.status === 'won' ? paiseToRupees((row.win_paise ?? 0) - row.stake_paise) : row.status === 'lost' ? -amount : null;
  return {
    bet_id: row.id,
    market_id: row.market_id,
    market_name: marketName,
    draw_date: drawDate,
    session: row.session,
    bet_type: row.bet_type,
    number: row.number,
    amount,
    rate: Number(row.rate),
    status: row.status,
    win_amount: win,
    profit_loss: profitLoss,
    placed_at: row.placed_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
  };
}

function stakeInPaise(amount: number): number {
  try {
    return rupeesToPaise(amount);
  } catch {
    throw new HttpError(422, CONTRACT_BREACH_MESSAGE, { detail: [{ msg: 'Amount can have at most 2 decimals (paise).', loc: ['body', 'bets', 'amount'] }] });
  }
}

/** Checks every bet against the market now; the first problem refuses the whole slip. */
function checkSlip(market: MarketRow, phase: MatkaPhase, request: SlipRequest) {
  if (phase === 'closed') throw refusal(MATKA_REFUSALS.closed(market.name));
  if (request.session === 'open' && phase !== 'open') throw refusal(MATKA_REFUSALS.sessionClosed(market.name));
  return request.bets.map((bet) => {
    const setting = market.game_types[bet.bet_type];
    if (!setting) throw refusal(MATKA_REFUSALS.typeNotOffered(bet.bet_type));
    if (!isBetAllowed(phase, request.session, bet.bet_type)) throw refusal(MATKA_REFUSALS.typeNotInSession(bet.bet_type));
    if (numberProblem(bet.bet_type, bet.number) !== null) throw refusal(MATKA_REFUSALS.invalidNumber(bet.bet_type, bet.number));
    const stakePaise = stakeInPaise(bet.amount);
    if (stakePaise < setting.min_paise || stakePaise > setting.max_paise) {
      throw refusal(MATKA_REFUSALS.stakeRange(bet.bet_type, setting.min_paise, setting.max_paise));
    }
    return { ...bet, stakePaise, rate: setting.rate };
  });
}

/** Places the slip inside the caller's transaction; answers the bets and the wallet after them. */
export async function placeSlip(tx: Queryable, request: SlipRequest) {
  const market = await findMarket(tx, request.marketId, 'FOR SHARE');
  // The draw is locked against a result being declared while the slip is checked.
  const { draw, phase } = await currentDraw(tx, market, request.now, 'FOR SHARE');
  const checked = checkSlip(market, phase, request);
  const total = checked.reduce((sum, bet) => sum + bet.stakePaise, 0);
  const wallet = await lockWallet(tx, request.userId);
  if (availablePaise(wallet) < total) throw refusal(MATKA_REFUSALS.insufficient);
  await refusePlay(tx, request.userId, { riskPaise: total, exposurePaise: wallet.exposurePaise }, request.now);

  const bets: BetRow[] = [];
  let after = wallet;
  for (const bet of checked) {
    const [row] = await tx.query<BetRow>(
      `INSERT INTO matka_bets (user_id, market_id, draw_id, session, bet_type, number, stake_paise, rate, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [request.userId, market.id, draw.id, request.session, bet.bet_type, bet.number, bet.stakePaise, bet.rate, request.now],
    );
    const posted = await postEntry(tx, {
      userId: request.userId,
      kind: LEDGER_KINDS.matkaBet,
      reference: `matka:${row!.id}`,
      amountPaise: -bet.stakePaise,
      remark: matkaBetRemark(market.name, draw.draw_date, request.session, TYPE_NAMES[bet.bet_type], bet.number),
      at: request.now,
    });
    after = posted.wallet;
    bets.push(row!);
  }
  return { bets: bets.map((row) => betReply(row, market.name, draw.draw_date)), balance: balanceView(after) };
}

/** The user's bets on a market, newest first. */
export async function userBets(db: Queryable, userId: number, marketId: number, limit = 100): Promise<MatkaBetReply[]> {
  const rows = await db.query<BetRow & { market_name: string; draw_date: string }>(
    `SELECT b.*, m.name AS market_name, d.draw_date::text AS draw_date
       FROM matka_bets b JOIN matka_markets m ON m.id = b.market_id JOIN matka_draws d ON d.id = b.draw_id
      WHERE b.user_id = $1 AND b.market_id = $2 ORDER BY b.id DESC LIMIT $3`,
    [userId, marketId, limit],
  );
  return rows.map((row) => betReply(row, row.market_name, String(row.draw_date).slice(0, 10)));
}
