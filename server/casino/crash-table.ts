// The crash game's round engine, Aviator style (docs/decisions/190; rules in machines/casino/crash-rules.ts).
// One table for every player: a round takes bets for CRASH_BETTING_MS, flies from 1.00× (the multiplier
// is e^(rate × time since take-off), so the socket says when it took off and the page draws it), and
// crashes at the point fixed from its seed before it took bets. Each bet is a round of its own in the
// seamless wallet: a signed debit when it is placed, a signed credit of its win (0 for a loss) when it is
// cashed out or the round crashes, both idempotent by their transaction ids. Every step of the table is a
// conditional UPDATE, so of several processes one makes each step and only that one tells the sockets.
// The HTTP routes and the socket namespace are in crash-game.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { crashPointFromSeed, multiplierAt, seedHashOf, timeToReach, type CrashBetSlot } from '../../machines/casino/crash-rules.ts';
import { CRASH_BETTING_MS, CRASH_GAME_ID, CRASH_PAUSE_MS, CrashError, publicBet, rupees, winOf, type BetRow, type CallWallet, type CrashMessage, type RoundRow, type WalletAnswer } from './crash-model.ts';

/** How often the table looks at the clock while it runs (take-off, automatic cash-outs, crash). */
const STEP_MS = 100;
/** A table nobody watched for this long stops until the next player comes. */
const IDLE_STOP_MS = 60_000;
const CREDIT_ATTEMPTS = 3;
const SEED_BYTES = 32;

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
