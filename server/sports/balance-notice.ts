// The user's balance and exposure pushed to their own sockets (channel balance, docs/decisions/072)
// right after a bet is placed or a market with their bets is settled, so the header changes at once
// instead of at the next 2 s balance poll. Read after the change committed: the figures are the
// wallet's as they stand, never a stored reply's (an idempotent replay would carry old ones).
import type { Server as SocketServer } from 'socket.io';
import type { Queryable } from '../db/database.ts';
import { emitToUser } from '../realtime.ts';
import { currentBalance } from './bet-queries.ts';
import type { MatchedBets } from './bet-types.ts';

export const BALANCE_CHANNEL = 'balance';

/** Sends each user's current wallet figures to that user's sockets only. */
export async function announceBalances(db: Queryable, io: SocketServer | undefined, userIds: readonly number[]): Promise<void> {
  if (!io) return;
  for (const userId of new Set(userIds)) emitToUser(io, BALANCE_CHANNEL, userId, BALANCE_CHANNEL, await currentBalance(db, userId));
}

/** The event name of a match notice on the balance channel (docs/decisions/189). */
export const BET_MATCHED_EVENT = 'betMatched';

/**
 * Tells each bettor whose waiting bets another bettor matched which of their own bets were matched, on
 * their own balance channel (docs/decisions/189): the market id and their bet ids, nothing of anyone
 * else's. Called after the matching transaction committed, so a page that reads again sees the match.
 */
export function announceMatches(io: SocketServer | undefined, marketId: string, matchedBets: MatchedBets): void {
  if (!io) return;
  for (const [userId, betIds] of matchedBets) emitToUser(io, BALANCE_CHANNEL, userId, BET_MATCHED_EVENT, { market_id: marketId, bet_ids: [...betIds].sort((a, b) => a - b) });
}
