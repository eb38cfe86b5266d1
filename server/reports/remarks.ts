// Statement lines in words for rows written before their remark was (docs/decisions/161): a casino
// row's "Casino lucky-7 round lucky-7-6fd365c9-…" reads "Lucky 7, round 12: stake" (the round's number
// counted from the casino's rounds), a matka row's ISO day reads as the site's DD/MM/YYYY. Rows written
// since carry their words already (server/ledger/remarks.ts) and pass through unchanged.
import { isReferenceGame, REFERENCE_GAMES } from '../casino/reference-games.ts';
import type { Queryable } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/ledger.ts';
import type { StatementLine } from '../ledger/ledger.ts';
import { casinoRoundRemark, gameNameFromId, siteDay, type CasinoAction } from '../ledger/remarks.ts';

const LEGACY_CASINO = /^Casino (\S+) round (\S+)$/;
const LEGACY_MATKA_DAY = /^(.+?) (\d{4}-\d{2}-\d{2}) (.+)$/;
const CASINO_ACTION_OF: Record<string, CasinoAction> = {
  [LEDGER_KINDS.casinoDebit]: 'debit',
  [LEDGER_KINDS.casinoCredit]: 'credit',
  [LEDGER_KINDS.casinoRollback]: 'rollback',
};

export const gameName = (gameId: string): string => (isReferenceGame(gameId) ? REFERENCE_GAMES[gameId].name : gameNameFromId(gameId));

/** The remark each line should show, by line id: its own, or its legacy remark in words. */
export async function readableRemarks(db: Queryable, userId: number, lines: readonly StatementLine[]): Promise<Map<number, string | null>> {
  const remarks = new Map<number, string | null>();
  const casinoRounds = new Map<string, string>();
  for (const line of lines) {
    const casino = line.remark && CASINO_ACTION_OF[line.kind] ? LEGACY_CASINO.exec(line.remark) : null;
    if (casino) casinoRounds.set(casino[2]!, casino[1]!);
  }
  const numbers = await roundNumbers(db, userId, [...casinoRounds.keys()]);
  for (const line of lines) {
    remarks.set(Number(line.id), readable(line, numbers));
  }
  return remarks;
}

function readable(line: StatementLine, numbers: Map<string, { gameId: string; number: number }>): string | null {
  const remark = line.remark;
  if (!remark) return remark;
  const action = CASINO_ACTION_OF[line.kind];
  const casino = action ? LEGACY_CASINO.exec(remark) : null;
  if (action && casino) {
    const round = numbers.get(casino[2]!);
    const name = gameName(round?.gameId ?? casino[1]!);
    return round ? casinoRoundRemark(name, round.number, action) : `${name}: ${action === 'debit' ? 'stake' : action === 'credit' ? 'win' : 'stake returned'}`;
  }
  if (line.kind === LEDGER_KINDS.matkaBet || line.kind === LEDGER_KINDS.matkaSettlement) {
    const matka = LEGACY_MATKA_DAY.exec(remark);
    if (matka) return `${matka[1]} ${siteDay(matka[2]!)}, ${matka[3]}`;
  }
  return remark;
}

/** Each round's number among the user's rounds of its game, oldest first. */
async function roundNumbers(db: Queryable, userId: number, roundIds: string[]): Promise<Map<string, { gameId: string; number: number }>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db.query<{ round_id: string; game_id: string; number: number }>(
    `SELECT r.round_id, r.game_id,
            (SELECT count(*)::int FROM casino_rounds o
              WHERE o.user_id = r.user_id AND o.game_id = r.game_id AND (o.created_at, o.round_id) <= (r.created_at, r.round_id)) AS number
       FROM casino_rounds r WHERE r.user_id = $1 AND r.round_id = ANY($2::text[])`,
    [userId, roundIds],
  );
  return new Map(rows.map((row) => [row.round_id, { gameId: row.game_id, number: row.number }]));
}
