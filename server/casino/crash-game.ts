// The crash game's API under the reference provider (docs/decisions/190): its HTTP routes
// (`<prefix>api/crash/…`, the launch token in the body, as the other games) and its socket namespace
// (`/casino-crash`, the launch token in `auth.token`). They check the request and the player's token
// and hand the round to the engine (crash-table.ts), which owns the rounds, the bets and the wallet calls.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Namespace, Server as SocketServer } from 'socket.io';
import type { Database } from '../db/database.ts';
import { CRASH_BET_SLOTS, isValidCrashBet, MAX_CRASH_STAKE, MIN_CRASH_STAKE, type CrashBetSlot } from '../../machines/casino/crash-rules.ts';
import { CRASH_GAME_ID, CRASH_NAMESPACE, CrashError, PAISE_PER_RUPEE, rupees, type CallWallet, type WalletAnswer } from './crash-model.ts';
import { CrashTable } from './crash-table.ts';

const tables = new WeakMap<FastifyInstance, CrashTable>();
/** The app's crash table (tests drive its clock and steps). */
export const crashTableOf = (app: FastifyInstance): CrashTable | undefined => tables.get(app);

export interface CrashRoutesOptions {
  db: Database;
  callWallet: CallWallet;
  io?: SocketServer;
  prefix: string;
}

interface PlayerOfToken {
  id: string;
  token: string;
  balance: number;
  wallet_balance: number;
}

/** The token's player, if the token is a live launch of the crash game. */
type PlayerOf = (token: unknown) => Promise<PlayerOfToken | CrashError>;

const isSlot = (value: unknown): value is CrashBetSlot => (CRASH_BET_SLOTS as readonly unknown[]).includes(value);

const fail = (reply: FastifyReply, error: unknown) => {
  if (error instanceof CrashError) return reply.code(error.status).send({ error: error.code, message: error.message });
  throw error;
};

const balances = (answer: WalletAnswer) => ({
  balance: rupees(answer.body.wallet_balance ?? answer.body.balance ?? 0),
  playable: rupees(answer.body.balance ?? 0),
});

/**
 * The crash game's API under the provider (`<prefix>api/crash/…`, the launch token in the body, as the
 * other games) and its socket namespace (`/casino-crash`, the launch token in `auth.token`).
 */
export async function registerCrashGame(app: FastifyInstance, options: CrashRoutesOptions): Promise<CrashTable> {
  const { callWallet, io, prefix } = options;
  const namespace = io?.of(CRASH_NAMESPACE);
  const table = new CrashTable({
    db: options.db,
    callWallet,
    log: app.log,
    watched: () => (namespace?.sockets.size ?? 0) > 0,
    emit: (message, playerId) => {
      if (!namespace) return;
      (playerId === undefined ? namespace : namespace.to(`player:${playerId}`)).emit(message.type, message);
    },
  });
  tables.set(app, table);
  app.addHook('onClose', async () => table.stop());
  const playerOf = playerOfToken(callWallet);
  registerStateRoute(app, prefix, table, playerOf);
  registerBetRoute(app, prefix, table, playerOf);
  registerCashOutRoute(app, prefix, table, playerOf);
  if (namespace) registerSocket(namespace, table, playerOf);
  return table;
}

function playerOfToken(callWallet: CallWallet): PlayerOf {
  return async (token) => {
    if (typeof token !== 'string') return new CrashError(400, 'INVALID_REQUEST', 'A request names its launch token');
    const answer = await callWallet('balance', { token });
    if (answer.status !== 200) return new CrashError(answer.status, answer.body.code ?? 'WALLET_ERROR', answer.body.message ?? 'The wallet did not answer');
    if (answer.body.game_id !== CRASH_GAME_ID || !answer.body.player_id) return new CrashError(403, 'GAME_MISMATCH', 'This launch token is for another game');
    return { id: answer.body.player_id, token, balance: rupees(answer.body.balance ?? 0), wallet_balance: rupees(answer.body.wallet_balance ?? 0) };
  };
}

/** The round now, the player's bets in it, the balances and the last crash points. */
function registerStateRoute(app: FastifyInstance, prefix: string, table: CrashTable, playerOf: PlayerOf): void {
  app.post<{ Body: { token?: unknown } }>(`${prefix}api/crash/state`, async (request, reply) => {
    const player = await playerOf(request.body?.token);
    if (player instanceof CrashError) return fail(reply, player);
    table.touch();
    if (!(await table.current())) await table.step();
    return {
      ...(await table.snapshot(player.id)),
      balance: player.wallet_balance,
      playable: player.balance,
      history: await table.history(),
      stakes: { min: MIN_CRASH_STAKE, max: MAX_CRASH_STAKE },
    };
  });
}

function registerBetRoute(app: FastifyInstance, prefix: string, table: CrashTable, playerOf: PlayerOf): void {
  app.post<{ Body: { token?: unknown; round_id?: unknown; slot?: unknown; stake?: unknown; auto_cash_out?: unknown } }>(
    `${prefix}api/crash/bet`,
    async (request, reply) => {
      const { token, round_id: roundId, slot, stake, auto_cash_out: auto } = request.body ?? {};
      const autoCashOut = auto === undefined || auto === null ? null : auto;
      if (
        typeof roundId !== 'string' ||
        !isSlot(slot) ||
        typeof stake !== 'number' ||
        !Number.isInteger(stake) ||
        (autoCashOut !== null && typeof autoCashOut !== 'number') ||
        !isValidCrashBet({ stake, autoCashOut: autoCashOut as number | null })
      ) {
        return reply.code(400).send({
          error: 'INVALID_BET',
          message: `A bet is whole rupees from ${MIN_CRASH_STAKE} to ${MAX_CRASH_STAKE}, with an automatic cash-out from 1.01× or none`,
        });
      }
      const player = await playerOf(token);
      if (player instanceof CrashError) return fail(reply, player);
      table.touch();
      try {
        const auto100 = autoCashOut === null ? null : Math.floor((autoCashOut as number) * 100 + 1e-9) / 100;
        const placed = await table.placeBet(player, { roundId, slot, stakePaise: stake * PAISE_PER_RUPEE, autoCashOut: auto100 });
        return { round_id: roundId, slot, stake, auto_cash_out: auto100, status: placed.status, ...balances(placed.debit) };
      } catch (error) {
        return fail(reply, error);
      }
    },
  );
}

function registerCashOutRoute(app: FastifyInstance, prefix: string, table: CrashTable, playerOf: PlayerOf): void {
  app.post<{ Body: { token?: unknown; round_id?: unknown; slot?: unknown } }>(`${prefix}api/crash/cash-out`, async (request, reply) => {
    const { token, round_id: roundId, slot } = request.body ?? {};
    if (typeof roundId !== 'string' || !isSlot(slot)) return reply.code(400).send({ error: 'INVALID_REQUEST', message: 'A cash-out names its round and slot' });
    const player = await playerOf(token);
    if (player instanceof CrashError) return fail(reply, player);
    try {
      const { bet, credit } = await table.cashOut(player, { roundId, slot });
      if (credit?.status !== 200) return reply.code(502).send({ error: 'WALLET_ERROR', message: 'The cash-out is taken; it will be paid shortly' });
      return { round_id: roundId, slot, multiplier: Number(bet.cashed_out_at), win: rupees(Number(bet.win_paise)), ...balances(credit) };
    } catch (error) {
      return fail(reply, error);
    }
  });
}

/** A socket joins its player's room and gets the round now; it keeps the table running while connected. */
function registerSocket(namespace: Namespace, table: CrashTable, playerOf: PlayerOf): void {
  namespace.use(async (socket, next) => {
    const player = await playerOf(socket.handshake.auth?.token).catch(() => undefined);
    if (!player || player instanceof CrashError) return next(new Error('Unauthenticated'));
    socket.data.playerId = player.id;
    next();
  });
  namespace.on('connection', (socket) => {
    void socket.join(`player:${socket.data.playerId as string}`);
    table.touch();
    void table.snapshot(socket.data.playerId as string).then((snapshot) => socket.emit('round.state', snapshot));
    socket.on('disconnect', () => table.touch());
  });
}
