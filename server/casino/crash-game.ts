// The reference provider's crash game, Aviator style (docs/decisions/190; rules in
// machines/casino/crash-rules.ts). One table for every player: a round takes bets for
// CRASH_BETTING_MS, flies from 1.00× (the multiplier is e^(rate × time since take-off), so the
// socket says when it took off and the page draws it), and crashes at the point fixed from its seed
// before it took bets. Each bet is a round of its own in the seamless wallet: a signed debit when it
// is placed, a signed credit of its win (0 for a loss) when it is cashed out or the round crashes,
// both idempotent by their transaction ids. Every step of the table is a conditional UPDATE, so of
// several processes one makes each step and only that one tells the sockets.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Database } from '../db/database.ts';
import {
  crashPointFromSeed,
  CRASH_BET_SLOTS,
  isValidCrashBet,
  MAX_CRASH_STAKE,
  MIN_CRASH_STAKE,
  multiplierAt,
  seedHashOf,
  timeToReach,
  type CrashBetSlot,
} from '../../machines/casino/crash-rules.ts';

export const CRASH_GAME_ID = 'aviator';
export const CRASH_GAME_NAME = 'Aviator';
/** How long a round takes bets before it takes off. */
export const CRASH_BETTING_MS = 7_000;
/** How long the crash is shown before the next round takes bets. */
export const CRASH_PAUSE_MS = 3_000;
/** How often the table looks at the clock while it runs (take-off, automatic cash-outs, crash). */
const STEP_MS = 100;
/** A table nobody watched for this long stops until the next player comes. */
const IDLE_STOP_MS = 60_000;
const CREDIT_ATTEMPTS = 3;
const SEED_BYTES = 32;
const PAISE_PER_RUPEE = 100;
export const CRASH_NAMESPACE = '/casino-crash';

export interface WalletAnswer {
  status: number;
  body: { status?: string; balance?: number; wallet_balance?: number; game_id?: string; player_id?: string; code?: string; message?: string };
}
export type CallWallet = (action: string, body: Record<string, unknown>) => Promise<WalletAnswer>;

interface RoundRow {
  round_id: string;
  server_seed: string;
  seed_hash: string;
  crash_point: string;
  phase: 'betting' | 'flying' | 'crashed';
  takeoff_at: string;
  started_at: string | null;
  crashed_at: string | null;
}

interface BetRow {
  bet_id: string;
  round_id: string;
  player_id: string;
  token: string;
  slot: CrashBetSlot;
  stake_paise: string;
  auto_cash_out: string | null;
  status: 'placing' | 'placed' | 'cashed_out' | 'lost';
  cashed_out_at: string | null;
  win_paise: string;
}

/** What the socket says (the machine's events, machines/casino/crash.machine.ts), with the provider's clock. */
export type CrashMessage =
  | { type: 'round.betting'; roundId: string; seedHash: string; takeoffAt: number; serverNow: number }
  | { type: 'round.flying'; roundId: string; startedAt: number; serverNow: number }
  | { type: 'round.crashed'; roundId: string; crashPoint: number; seed: string; serverNow: number }
  | { type: 'bet.cashedOut'; roundId: string; slot: CrashBetSlot; multiplier: number; win: number };

export interface CrashTableOptions {
  db: Database;
  callWallet: CallWallet;
  /** Tells every player (no player id) or one player. */
  emit?: (message: CrashMessage, playerId?: string) => void;
  /** Whether a player's socket is connected: the table keeps running while one is. */
  watched?: () => boolean;
  now?: () => number;
  log?: { error(object: unknown, message: string): void };
}

const rupees = (paise: number): number => paise / PAISE_PER_RUPEE;
/** stake × multiplier, rounded down to the paisa (crashReturnOf in paise). */
const winOf = (stakePaise: number, multiplier: number): number => Math.floor((stakePaise * Math.round(multiplier * 100)) / 100);

export class CrashError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class CrashTable {
  private timer: ReturnType<typeof setInterval> | undefined;
  private stepping = false;
  private lastSeen = 0;
  now: () => number;
  /** Off in tests that step the table by hand on their own clock. */
  autoRun = true;

  constructor(private readonly options: CrashTableOptions) {
    this.now = options.now ?? Date.now;
  }

  private emit(message: CrashMessage, playerId?: string): void {
    this.options.emit?.(message, playerId);
  }

  /** Keeps the table running while someone plays: started by a socket, a bet or a look at the round. */
  touch(): void {
    this.lastSeen = Date.now();
    if (this.timer || !this.autoRun) return;
    this.timer = setInterval(() => {
      if (!this.options.watched?.() && Date.now() - this.lastSeen > IDLE_STOP_MS) return this.stop();
      void this.step().catch((error: unknown) => this.options.log?.error({ error }, 'crash table step failed'));
    }, STEP_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  async current(): Promise<RoundRow | undefined> {
    const [row] = await this.options.db.query<RoundRow>('SELECT * FROM crash_rounds ORDER BY seq DESC LIMIT 1');
    return row;
  }

  /** One look at the clock: open a round, take off, cash out the automatic targets reached, crash. */
  async step(): Promise<void> {
    if (this.stepping) return;
    this.stepping = true;
    try {
      const now = Math.floor(this.now());
      const round = await this.current();
      if (!round || (round.phase === 'crashed' && now >= Number(round.crashed_at) + CRASH_PAUSE_MS)) {
        await this.openRound(now);
      } else if (round.phase === 'betting' && now >= Number(round.takeoff_at)) {
        await this.takeOff(round, now);
      } else if (round.phase === 'flying') {
        const crashPoint = Number(round.crash_point);
        const elapsed = now - Number(round.started_at);
        await this.autoCashOuts(round, Math.min(crashPoint, multiplierAt(elapsed)));
        if (elapsed >= timeToReach(crashPoint)) await this.crash(round, now);
      }
    } finally {
      this.stepping = false;
    }
  }

  private async openRound(now: number): Promise<void> {
    const roundId = `${CRASH_GAME_ID}-${randomUUID()}`;
    const seed = randomBytes(SEED_BYTES).toString('hex');
    const seedHash = await seedHashOf(seed);
    const crashPoint = await crashPointFromSeed(seed, roundId);
    const takeoffAt = now + CRASH_BETTING_MS;
    const made = await this.options.db.query(
      `INSERT INTO crash_rounds (round_id, server_seed, seed_hash, crash_point, phase, takeoff_at)
       VALUES ($1, $2, $3, $4, 'betting', $5) ON CONFLICT DO NOTHING RETURNING round_id`,
      [roundId, seed, seedHash, crashPoint, takeoffAt],
    );
    if (made.length > 0) this.emit({ type: 'round.betting', roundId, seedHash, takeoffAt, serverNow: now });
  }

  private async takeOff(round: RoundRow, now: number): Promise<void> {
    const flown = await this.options.db.query(
      "UPDATE crash_rounds SET phase = 'flying', started_at = $2 WHERE round_id = $1 AND phase = 'betting' RETURNING round_id",
      [round.round_id, now],
    );
    if (flown.length > 0) this.emit({ type: 'round.flying', roundId: round.round_id, startedAt: now, serverNow: now });
  }

  /** Bets whose automatic target the multiplier has reached are cashed out at their target. */
  private async autoCashOuts(round: RoundRow, reached: number): Promise<void> {
    const cashed = await this.options.db.query<BetRow>(
      `UPDATE crash_bets SET status = 'cashed_out', cashed_out_at = auto_cash_out,
              win_paise = floor(stake_paise * auto_cash_out)
        WHERE round_id = $1 AND status = 'placed' AND auto_cash_out <= $2 RETURNING *`,
      [round.round_id, reached],
    );
    for (const bet of cashed) {
      this.emit(
        { type: 'bet.cashedOut', roundId: bet.round_id, slot: bet.slot, multiplier: Number(bet.cashed_out_at), win: rupees(Number(bet.win_paise)) },
        bet.player_id,
      );
    }
    await Promise.all(cashed.map((bet) => this.settle(bet)));
  }

  private async crash(round: RoundRow, now: number): Promise<void> {
    const crashPoint = Number(round.crash_point);
    // Targets at or below the crash point were reached (a crash at exactly the target pays).
    await this.autoCashOuts(round, crashPoint);
    const crashed = await this.options.db.transaction(async (tx) => {
      const done = await tx.query(
        "UPDATE crash_rounds SET phase = 'crashed', crashed_at = $2 WHERE round_id = $1 AND phase = 'flying' RETURNING round_id",
        [round.round_id, now],
      );
      if (done.length === 0) return false;
      await tx.query("UPDATE crash_bets SET status = 'lost', win_paise = 0 WHERE round_id = $1 AND status = 'placed'", [round.round_id]);
      return true;
    });
    if (!crashed) return;
    this.emit({ type: 'round.crashed', roundId: round.round_id, crashPoint, seed: round.server_seed, serverNow: now });
    await this.settleOpenBets();
  }

  /** Credits every decided bet not yet settled (this round's losses, and any credit that failed before). */
  async settleOpenBets(): Promise<void> {
    const open = await this.options.db.query<BetRow>("SELECT * FROM crash_bets WHERE NOT settled AND status IN ('cashed_out', 'lost')");
    await Promise.all(open.map((bet) => this.settle(bet)));
  }

  /** The bet's credit (its win, 0 for a loss), sent until the wallet takes it; the same transaction id every time. */
  private async settle(bet: BetRow): Promise<WalletAnswer | undefined> {
    let credit: WalletAnswer | undefined;
    for (let attempt = 0; attempt < CREDIT_ATTEMPTS && credit?.status !== 200; attempt += 1) {
      credit = await this.options
        .callWallet('credit', { token: bet.token, round_id: bet.bet_id, transaction_id: `${bet.bet_id}-win`, amount: Number(bet.win_paise) })
        .catch(() => undefined);
    }
    if (credit?.status === 200) {
      await this.options.db.query('UPDATE crash_bets SET settled = true WHERE bet_id = $1', [bet.bet_id]);
    } else {
      this.options.log?.error({ betId: bet.bet_id }, 'crash bet credit not accepted');
    }
    return credit;
  }

  /** A bet of the player in the round now taking bets: debited in the wallet, then in the round. */
  async placeBet(player: { id: string; token: string }, request: { roundId: string; slot: CrashBetSlot; stakePaise: number; autoCashOut: number | null }) {
    const { db } = this.options;
    const betId = `${CRASH_GAME_ID}-${randomUUID()}`;
    const inserted = await db.query<{ bet_id: string }>(
      `INSERT INTO crash_bets (bet_id, round_id, player_id, token, slot, stake_paise, auto_cash_out, status)
       SELECT $1, $2, $3, $4, $5, $6, $7, 'placing'
        WHERE EXISTS (SELECT 1 FROM crash_rounds WHERE round_id = $2 AND phase = 'betting' AND takeoff_at > $8)
       ON CONFLICT (round_id, player_id, slot) DO NOTHING RETURNING bet_id`,
      [betId, request.roundId, player.id, player.token, request.slot, request.stakePaise, request.autoCashOut, Math.floor(this.now())],
    );
    if (inserted.length === 0) {
      const [round] = await db.query<RoundRow>('SELECT * FROM crash_rounds WHERE round_id = $1', [request.roundId]);
      if (!round) throw new CrashError(404, 'ROUND_NOT_FOUND', 'No such round');
      if (round.phase !== 'betting' || Math.floor(this.now()) >= Number(round.takeoff_at)) {
        throw new CrashError(409, 'BETS_CLOSED', 'Bets are closed for this round');
      }
      throw new CrashError(409, 'BET_EXISTS', 'This bet is already placed in this round');
    }
    const debit = await this.options.callWallet('debit', {
      token: player.token,
      round_id: betId,
      transaction_id: `${betId}-bet`,
      amount: request.stakePaise,
      game_id: CRASH_GAME_ID,
    });
    if (debit.status !== 200) {
      await db.query("DELETE FROM crash_bets WHERE bet_id = $1 AND status = 'placing'", [betId]);
      throw new CrashError(debit.status === 402 ? 409 : debit.status, debit.body.code ?? 'WALLET_ERROR', debit.body.message ?? 'The wallet did not answer');
    }
    // Debited: in the round, or lost at once if the round crashed while the wallet answered.
    const [placed] = await db.query<BetRow>(
      `UPDATE crash_bets b SET status = CASE WHEN r.phase = 'crashed' THEN 'lost' ELSE 'placed' END
         FROM crash_rounds r WHERE b.bet_id = $1 AND r.round_id = b.round_id AND b.status = 'placing' RETURNING b.*`,
      [betId],
    );
    if (placed?.status === 'lost') await this.settle(placed);
    return { debit, betId, status: placed?.status ?? 'placed' };
  }

  /** The player's cash-out by hand: at the multiplier now, if the round is flying and has not passed its crash point. */
  async cashOut(player: { id: string }, request: { roundId: string; slot: CrashBetSlot }) {
    const now = Math.floor(this.now());
    const cashed = await this.options.db.transaction(async (tx) => {
      const [round] = await tx.query<RoundRow>('SELECT * FROM crash_rounds WHERE round_id = $1 FOR UPDATE', [request.roundId]);
      if (!round) throw new CrashError(404, 'ROUND_NOT_FOUND', 'No such round');
      const [bet] = await tx.query<BetRow>('SELECT * FROM crash_bets WHERE round_id = $1 AND player_id = $2 AND slot = $3 FOR UPDATE', [
        request.roundId,
        player.id,
        request.slot,
      ]);
      if (!bet) throw new CrashError(404, 'BET_NOT_FOUND', 'You have no such bet in this round');
      if (bet.status === 'cashed_out') throw new CrashError(409, 'CASHED_OUT', 'This bet is already cashed out');
      if (bet.status === 'lost' || round.phase === 'crashed') throw new CrashError(409, 'CRASHED', 'Too late: the round has crashed');
      if (round.phase !== 'flying' || bet.status !== 'placed') throw new CrashError(409, 'NOT_FLYING', 'The round has not taken off');
      const multiplier = multiplierAt(now - Number(round.started_at));
      if (multiplier > Number(round.crash_point)) throw new CrashError(409, 'CRASHED', 'Too late: the round has crashed');
      const win = winOf(Number(bet.stake_paise), multiplier);
      const [updated] = await tx.query<BetRow>(
        "UPDATE crash_bets SET status = 'cashed_out', cashed_out_at = $2, win_paise = $3 WHERE bet_id = $1 AND status = 'placed' RETURNING *",
        [bet.bet_id, multiplier, win],
      );
      return updated!;
    });
    const credit = await this.settle(cashed);
    return { bet: cashed, credit };
  }

  /** The round now, as a socket joining mid-round sees it, with the player's own bets. */
  async snapshot(playerId: string) {
    const round = await this.current();
    if (!round) return { round: null, bets: [], serverNow: Math.floor(this.now()) };
    const bets = await this.options.db.query<BetRow>('SELECT * FROM crash_bets WHERE round_id = $1 AND player_id = $2', [round.round_id, playerId]);
    return {
      round: {
        roundId: round.round_id,
        seedHash: round.seed_hash,
        phase: round.phase,
        takeoffAt: Number(round.takeoff_at),
        startedAt: round.started_at === null ? null : Number(round.started_at),
        crashPoint: round.phase === 'crashed' ? Number(round.crash_point) : null,
        seed: round.phase === 'crashed' ? round.server_seed : null,
      },
      bets: bets.map(publicBet),
      serverNow: Math.floor(this.now()),
    };
  }

  /** The last crashed rounds: their crash points and seeds (anyone may verify them). */
  async history(limit = 20) {
    const rows = await this.options.db.query<RoundRow>(
      "SELECT * FROM crash_rounds WHERE phase = 'crashed' ORDER BY seq DESC LIMIT $1",
      [limit],
    );
    return rows.map((row) => ({ roundId: row.round_id, crashPoint: Number(row.crash_point), seed: row.server_seed, seedHash: row.seed_hash }));
  }
}

const publicBet = (bet: BetRow) => ({
  slot: bet.slot,
  stake: rupees(Number(bet.stake_paise)),
  autoCashOut: bet.auto_cash_out === null ? null : Number(bet.auto_cash_out),
  status: bet.status,
  cashedOutAt: bet.cashed_out_at === null ? null : Number(bet.cashed_out_at),
  win: rupees(Number(bet.win_paise)),
});

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

const isSlot = (value: unknown): value is CrashBetSlot => (CRASH_BET_SLOTS as readonly unknown[]).includes(value);

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

  /** The token's player, if the token is a live launch of the crash game. */
  const playerOf = async (token: unknown): Promise<PlayerOfToken | CrashError> => {
    if (typeof token !== 'string') return new CrashError(400, 'INVALID_REQUEST', 'A request names its launch token');
    const answer = await callWallet('balance', { token });
    if (answer.status !== 200) return new CrashError(answer.status, answer.body.code ?? 'WALLET_ERROR', answer.body.message ?? 'The wallet did not answer');
    if (answer.body.game_id !== CRASH_GAME_ID || !answer.body.player_id) return new CrashError(403, 'GAME_MISMATCH', 'This launch token is for another game');
    return { id: answer.body.player_id, token, balance: rupees(answer.body.balance ?? 0), wallet_balance: rupees(answer.body.wallet_balance ?? 0) };
  };
  const fail = (reply: FastifyReply, error: unknown) => {
    if (error instanceof CrashError) return reply.code(error.status).send({ error: error.code, message: error.message });
    throw error;
  };
  const balances = (answer: WalletAnswer) => ({
    balance: rupees(answer.body.wallet_balance ?? answer.body.balance ?? 0),
    playable: rupees(answer.body.balance ?? 0),
  });

  /** The round now, the player's bets in it, the balances and the last crash points. */
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

  namespace?.use(async (socket, next) => {
    const player = await playerOf(socket.handshake.auth?.token).catch(() => undefined);
    if (!player || player instanceof CrashError) return next(new Error('Unauthenticated'));
    socket.data.playerId = player.id;
    next();
  });
  namespace?.on('connection', (socket) => {
    void socket.join(`player:${socket.data.playerId as string}`);
    table.touch();
    void table.snapshot(socket.data.playerId as string).then((snapshot) => socket.emit('round.state', snapshot));
    socket.on('disconnect', () => table.touch());
  });
  return table;
}
