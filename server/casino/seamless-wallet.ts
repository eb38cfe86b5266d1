// The operator's side of the seamless wallet (docs/decisions/056, api-spec/casino-provider.yaml): a
// game provider asks for the player's balance, debits a stake, credits a win and rolls a round back,
// each keyed by a round id and a transaction id. Every call is one SQL transaction that locks the
// wallet, posts one ledger row (server/ledger/ledger.ts) and records its answer, so:
// - a repeated transaction id answers what it answered the first time and changes nothing;
// - the same id with other details is refused (a provider bug, never silently merged);
// - a debit the available balance does not cover is refused, even with many debits at once (the
//   wallet row is locked first, so they queue);
// - a credit needs a debit of the same round and player; a settled or rolled-back round is closed.
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { availablePaise, LEDGER_KINDS, lockWallet, postEntry, readWallet, type LedgerKind } from '../ledger/ledger.ts';
import { playRefusal } from '../responsible-gambling/responsible-gambling.ts';
import { casinoRoundRemark, gameNameFromId } from '../ledger/remarks.ts';
import { REFERENCE_GAMES, isReferenceGame } from './reference-games.ts';

export const WALLET_CURRENCY = 'INR';
/** The largest stake one debit may carry: ₹1 crore. */
export const MAX_DEBIT_PAISE = 1_000_000_000;
/** The largest win one credit may carry: ₹100 crore. */
export const MAX_CREDIT_PAISE = 100_000_000_000;
const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export type WalletErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_SIGNATURE'
  | 'SESSION_NOT_FOUND'
  | 'INSUFFICIENT_FUNDS'
  | 'ROUND_NOT_FOUND'
  | 'ROUND_OF_ANOTHER_PLAYER'
  | 'ROUND_CLOSED'
  | 'TRANSACTION_MISMATCH'
  | 'PLAYER_LIMIT'
  | 'GAME_MISMATCH';

const STATUS_OF: Record<WalletErrorCode, number> = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  SESSION_NOT_FOUND: 401,
  INSUFFICIENT_FUNDS: 402,
  ROUND_OF_ANOTHER_PLAYER: 403,
  ROUND_NOT_FOUND: 404,
  ROUND_CLOSED: 409,
  TRANSACTION_MISMATCH: 409,
  PLAYER_LIMIT: 403,
  GAME_MISMATCH: 403,
};

export class WalletError extends Error {
  readonly status: number;
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
    this.status = STATUS_OF[code];
  }
  toReply() {
    return { status: 'error' as const, code: this.code, message: this.message };
  }
}

export interface WalletReply {
  status: 'ok';
  /** What the player may stake now, in paise (balance + exposure − bonus; the bonus too while actw is WB). */
  balance: number;
  /**
   * The player's balance as the operator's own pages show it (the header's Balance, `bl`: all the
   * player's money, bonus included), in paise. A game shows this figure as the balance, so the game,
   * the product's game bar and its header show one number (docs/decisions/140).
   */
  wallet_balance: number;
  currency: typeof WALLET_CURRENCY;
  round_id?: string;
  transaction_id?: string;
  /** The game the launch token was given for (balance): a provider plays only that game with it. */
  game_id?: string;
  /** The player of the token (balance), the same in every launch: a provider keeps a player's pace with it. */
  player_id?: string;
}

export type WalletAction = 'debit' | 'credit' | 'rollback';

export interface BalanceRequest {
  token: string;
}
export interface TransactionRequest {
  token: string;
  round_id: string;
  transaction_id: string;
  /** Paise: the stake (debit) or the win (credit, 0 for a loss); absent for a rollback. */
  amount?: number;
  /** The game of the round (debit): refused unless it is the game the token was launched for. */
  game_id?: string;
}

export const hashLaunchToken = (token: string): string => createHash('sha256').update(token).digest('hex');

interface SessionRow {
  user_id: number;
  game_id: string;
  expires_at: Date;
}

/** The player of a launch token. Balance and debit need a live session; a credit or rollback may settle after it ends. */
async function playerOf(db: Queryable, provider: string, token: unknown, needsLive: boolean): Promise<SessionRow> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw new WalletError('INVALID_REQUEST', 'token is not a launch token');
  const [session] = await db.query<SessionRow>(
    'SELECT user_id, game_id, expires_at FROM casino_sessions WHERE token_hash = $1 AND provider = $2',
    [hashLaunchToken(token), provider],
  );
  if (!session || (needsLive && new Date(session.expires_at).getTime() <= Date.now())) {
    throw new WalletError('SESSION_NOT_FOUND', 'The game session is not known or has ended');
  }
  return session;
}

export async function walletBalance(db: Database, provider: string, request: BalanceRequest): Promise<WalletReply> {
  const session = await playerOf(db, provider, request?.token, true);
  const wallet = await readWallet(db, session.user_id);
  return {
    status: 'ok',
    balance: availablePaise(wallet),
    wallet_balance: wallet.balancePaise,
    currency: WALLET_CURRENCY,
    game_id: session.game_id,
    player_id: String(session.user_id),
  };
}

function checkTransaction(action: WalletAction, request: TransactionRequest): number {
  if (typeof request !== 'object' || request === null) throw new WalletError('INVALID_REQUEST', 'The body is not an object');
  for (const field of ['round_id', 'transaction_id'] as const) {
    if (typeof request[field] !== 'string' || !ID_PATTERN.test(request[field])) {
      throw new WalletError('INVALID_REQUEST', `${field} must be 1-64 letters, digits or _.:-`);
    }
  }
  if (request.game_id !== undefined && (action !== 'debit' || typeof request.game_id !== 'string' || !ID_PATTERN.test(request.game_id))) {
    throw new WalletError('INVALID_REQUEST', 'game_id is a game id, given with a debit');
  }
  if (action === 'rollback') return 0;
  const amount = request.amount;
  const [min, max] = action === 'debit' ? [1, MAX_DEBIT_PAISE] : [0, MAX_CREDIT_PAISE];
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < min || amount > max) {
    throw new WalletError('INVALID_REQUEST', `amount must be whole paise from ${min} to ${max}`);
  }
  return amount;
}

interface RoundRow {
  user_id: number;
  game_id: string;
  status: 'open' | 'settled' | 'rolled_back';
  bet_paise: number;
}

const LEDGER_KIND_OF: Record<WalletAction, LedgerKind> = {
  debit: LEDGER_KINDS.casinoDebit,
  credit: LEDGER_KINDS.casinoCredit,
  rollback: LEDGER_KINDS.casinoRollback,
};

/** One debit, credit or rollback: one SQL transaction, one ledger row, one recorded answer. */
export async function walletTransaction(
  db: Database,
  provider: string,
  action: WalletAction,
  request: TransactionRequest,
  /** Told the player's id after an accepted call has committed (the header's live balance). */
  afterCommit?: (userId: number) => Promise<void>,
): Promise<WalletReply> {
  const amount = checkTransaction(action, request);
  const session = await playerOf(db, provider, request.token, action === 'debit');
  // A launch token plays the game it was launched for, no other.
  if (request.game_id !== undefined && request.game_id !== session.game_id) {
    throw new WalletError('GAME_MISMATCH', 'This launch token is for another game');
  }
  const { round_id: roundId, transaction_id: transactionId } = request;
  const reply = await db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, session.user_id);
    const [earlier] = await tx.query<{ action: string; round_id: string; user_id: number; amount_paise: number; reply: WalletReply }>(
      'SELECT action, round_id, user_id, amount_paise, reply FROM casino_transactions WHERE provider = $1 AND transaction_id = $2',
      [provider, transactionId],
    );
    if (earlier) {
      const same =
        earlier.action === action &&
        earlier.round_id === roundId &&
        Number(earlier.user_id) === Number(session.user_id) &&
        (action === 'rollback' || Number(earlier.amount_paise) === (action === 'debit' ? -amount : amount));
      if (!same) throw new WalletError('TRANSACTION_MISMATCH', 'This transaction id was used with other details');
      return earlier.reply;
    }

    const [round] = await tx.query<RoundRow>(
      'SELECT user_id, game_id, status, bet_paise FROM casino_rounds WHERE provider = $1 AND round_id = $2 FOR UPDATE',
      [provider, roundId],
    );
    if (round && Number(round.user_id) !== Number(session.user_id)) {
      throw new WalletError('ROUND_OF_ANOTHER_PLAYER', 'This round belongs to another player');
    }
    if (round && round.status !== 'open') throw new WalletError('ROUND_CLOSED', `This round is ${round.status.replace('_', ' ')}`);

    let change: number;
    if (action === 'debit') {
      if (round && round.game_id !== session.game_id) throw new WalletError('INVALID_REQUEST', 'This round is of another game');
      if (availablePaise(wallet) < amount) throw new WalletError('INSUFFICIENT_FUNDS', 'The balance does not cover this stake');
      const limited = await playRefusal(tx, session.user_id, { riskPaise: amount, exposurePaise: wallet.exposurePaise }, new Date());
      if (limited) throw new WalletError('PLAYER_LIMIT', limited);
      // A round another player opened at the same moment is not joined: the update finds no row.
      const opened = await tx.query(
        `INSERT INTO casino_rounds (provider, round_id, user_id, game_id, bet_paise) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (provider, round_id) DO UPDATE SET bet_paise = casino_rounds.bet_paise + EXCLUDED.bet_paise
          WHERE casino_rounds.user_id = EXCLUDED.user_id AND casino_rounds.status = 'open' RETURNING round_id`,
        [provider, roundId, session.user_id, session.game_id, amount],
      );
      if (opened.length === 0) throw new WalletError('ROUND_OF_ANOTHER_PLAYER', 'This round belongs to another player');
      change = -amount;
    } else {
      if (!round) throw new WalletError('ROUND_NOT_FOUND', 'This round has no stake');
      change = action === 'credit' ? amount : Number(round.bet_paise);
      await tx.query(
        `UPDATE casino_rounds SET status = $3, win_paise = win_paise + $4, closed_at = now() WHERE provider = $1 AND round_id = $2`,
        [provider, roundId, action === 'credit' ? 'settled' : 'rolled_back', action === 'credit' ? amount : 0],
      );
    }

    const reference = `casino:${provider}:${transactionId}`;
    const posted = await postEntry(tx, {
      userId: session.user_id,
      kind: LEDGER_KIND_OF[action],
      reference,
      amountPaise: change,
      remark: await casinoRemark(tx, provider, roundId, action),
    });
    const reply: WalletReply = {
      status: 'ok',
      balance: availablePaise(posted.wallet),
      wallet_balance: posted.wallet.balancePaise,
      currency: WALLET_CURRENCY,
      round_id: roundId,
      transaction_id: transactionId,
    };
    await tx.query(
      `INSERT INTO casino_transactions (provider, transaction_id, round_id, action, user_id, amount_paise, ledger_reference, reply)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [provider, transactionId, roundId, action, session.user_id, change, reference, JSON.stringify(reply)],
    );
    return reply;
  });
  await afterCommit?.(Number(session.user_id));
  return reply;
}

/**
 * The statement's words for a round (docs/decisions/161): "Lucky 7, round 12: stake", the round
 * numbered among the player's rounds of that game, oldest first.
 */
async function casinoRemark(tx: Queryable, provider: string, roundId: string, action: WalletAction): Promise<string> {
  const [row] = await tx.query<{ game_id: string; number: number }>(
    `SELECT r.game_id, (SELECT count(*)::int FROM casino_rounds o
                         WHERE o.user_id = r.user_id AND o.game_id = r.game_id
                           AND (o.created_at, o.round_id) <= (r.created_at, r.round_id)) AS number
       FROM casino_rounds r WHERE r.provider = $1 AND r.round_id = $2`,
    [provider, roundId],
  );
  const gameId = row?.game_id ?? '';
  const name = isReferenceGame(gameId) ? REFERENCE_GAMES[gameId].name : gameNameFromId(gameId);
  return casinoRoundRemark(name, row?.number ?? 1, action);
}
