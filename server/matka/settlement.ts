// Declaring a draw's results and settling its bets (docs/decisions/050). The operator declares the
// open pana, then the close pana; each declaration settles, in the same SQL transaction, every open
// bet of the draw that the results now decide (betOutcome of machines/matka/matka-rules.ts): a win
// credits stake × rate through the ledger (kind matka_settlement, reference matka:<bet id>), a loss
// moves no money. Once only: a bet leaves 'open' once, the ledger posts a (kind, reference) once,
// and a side's result cannot be declared twice.
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { matkaWinRemark } from '../ledger/remarks.ts';
import { betOutcome, panaInOrder, panaKind, resultText, winningsPaise, type MatkaSession } from '../../machines/matka/matka-rules.ts';
import { TYPE_NAMES, type BetRow } from './bets.ts';
import { currentDraw, drawOfDay, findMarket, type DrawRow, type MarketRow } from './draws.ts';

export const RESULT_PROBLEMS = {
  notAPana: (text: string) => {
    const ordered = /^[0-9]{3}$/.test(text) ? panaInOrder(text) : null;
    return ordered ? `${text} is not a pana as written: write ${ordered}.` : `${text} is not a pana: give 3 digits, e.g. 127.`;
  },
  openFirst: 'Declare the open result first.',
  alreadyDeclared: (side: MatkaSession, result: string) => `The ${side} result is already declared: ${result}.`,
  notADay: (text: string) => `${text} is not a day, e.g. 2030-01-31.`,
} as const;

export interface Declaration {
  marketId: number;
  side: MatkaSession;
  pana: string;
  /** The draw's day (India's date); default: the market's current draw. */
  drawDate?: string;
  now: Date;
}

export interface DeclarationOutcome {
  market: MarketRow;
  draw: DrawRow;
  result: string;
  won: number;
  lost: number;
  paidPaise: number;
  /** Users whose balance changed (for live updates). */
  paidUsers: number[];
  /** Each user whose bets this declaration settled, with their winnings (0 when all lost). */
  results: MatkaUserResult[];
}

export interface MatkaUserResult {
  userId: number;
  settledBets: number;
  wonPaise: number;
}

/** Settles the draw's open bets that the results decide now; returns the counts. */
async function settleDraw(tx: Queryable, market: MarketRow, draw: DrawRow, now: Date) {
  const bets = await tx.query<BetRow>("SELECT * FROM matka_bets WHERE draw_id = $1 AND status = 'open' ORDER BY id FOR UPDATE", [draw.id]);
  const result = { openPana: draw.open_pana, closePana: draw.close_pana };
  let won = 0;
  let lost = 0;
  let paidPaise = 0;
  const paidUsers = new Set<number>();
  const results = new Map<number, MatkaUserResult>();
  const noteResult = (userId: number, wonPaise: number) => {
    const result = results.get(userId) ?? { userId, settledBets: 0, wonPaise: 0 };
    results.set(userId, { userId, settledBets: result.settledBets + 1, wonPaise: result.wonPaise + wonPaise });
  };
  for (const bet of bets) {
    const outcome = betOutcome({ type: bet.bet_type, session: bet.session, number: bet.number }, result);
    if (outcome === 'pending') continue;
    const winPaise = outcome === 'won' ? winningsPaise(bet.stake_paise, Number(bet.rate)) : 0;
    const [changed] = await tx.query(
      "UPDATE matka_bets SET status = $2, win_paise = $3, settled_at = $4 WHERE id = $1 AND status = 'open' RETURNING id",
      [bet.id, outcome, winPaise, now],
    );
    if (!changed) continue;
    noteResult(bet.user_id, winPaise);
    if (outcome === 'lost') {
      lost += 1;
      continue;
    }
    won += 1;
    const posted = await postEntry(tx, {
      userId: bet.user_id,
      kind: LEDGER_KINDS.matkaSettlement,
      reference: `matka:${bet.id}`,
      amountPaise: winPaise,
      remark: matkaWinRemark(market.name, draw.draw_date, resultText(result), TYPE_NAMES[bet.bet_type], bet.number),
      at: now,
    });
    if (posted.posted) {
      paidPaise += winPaise;
      paidUsers.add(bet.user_id);
    }
  }
  return { won, lost, paidPaise, paidUsers: [...paidUsers], results: [...results.values()] };
}

/** Declares one side's pana of a draw and settles what it decides, in one SQL transaction. */
export async function declareResult(db: Database, declaration: Declaration): Promise<DeclarationOutcome> {
  const { pana, side, now } = declaration;
  if (panaKind(pana) === null) throw new HttpError(400, RESULT_PROBLEMS.notAPana(pana));
  if (declaration.drawDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(declaration.drawDate)) {
    throw new HttpError(400, RESULT_PROBLEMS.notADay(declaration.drawDate));
  }
  return db.transaction(async (tx) => {
    const market = await findMarket(tx, declaration.marketId);
    const draw =
      declaration.drawDate !== undefined
        ? await drawOfDay(tx, market, declaration.drawDate, 'FOR UPDATE')
        : (await currentDraw(tx, market, now, 'FOR UPDATE')).draw;
    const declared = resultText({ openPana: draw.open_pana, closePana: draw.close_pana });
    if (side === 'open') {
      if (draw.open_pana !== null) throw new HttpError(400, RESULT_PROBLEMS.alreadyDeclared('open', declared));
      await tx.query('UPDATE matka_draws SET open_pana = $2, open_declared_at = $3 WHERE id = $1', [draw.id, pana, now]);
      draw.open_pana = pana;
    } else {
      if (draw.open_pana === null) throw new HttpError(400, RESULT_PROBLEMS.openFirst);
      if (draw.close_pana !== null) throw new HttpError(400, RESULT_PROBLEMS.alreadyDeclared('close', declared));
      await tx.query('UPDATE matka_draws SET close_pana = $2, close_declared_at = $3 WHERE id = $1', [draw.id, pana, now]);
      draw.close_pana = pana;
    }
    const settled = await settleDraw(tx, market, draw, now);
    return { market, draw, result: resultText({ openPana: draw.open_pana, closePana: draw.close_pana }), ...settled };
  });
}
