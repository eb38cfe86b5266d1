// The crash game's shared shapes (docs/decisions/190): its names and timings, the rows of a round and a
// bet, what the socket says, the wallet's answers and the error a refused call carries. Apart so that the
// round engine (crash-table.ts) and the routes (crash-game.ts) share them without importing each other.
import type { CrashBetSlot } from '../../machines/casino/crash-rules.ts';

export const CRASH_GAME_ID = 'aviator';
export const CRASH_GAME_NAME = 'Aviator';
/** How long a round takes bets before it takes off. */
export const CRASH_BETTING_MS = 7_000;
/** How long the crash is shown before the next round takes bets. */
export const CRASH_PAUSE_MS = 3_000;

export const PAISE_PER_RUPEE = 100;
export const CRASH_NAMESPACE = '/casino-crash';

export interface WalletAnswer {
  status: number;
  body: { status?: string; balance?: number; wallet_balance?: number; game_id?: string; player_id?: string; code?: string; message?: string };
}
export type CallWallet = (action: string, body: Record<string, unknown>) => Promise<WalletAnswer>;

export interface RoundRow {
  round_id: string;
  server_seed: string;
  seed_hash: string;
  crash_point: string;
  phase: 'betting' | 'flying' | 'crashed';
  takeoff_at: string;
  started_at: string | null;
  crashed_at: string | null;
}

export interface BetRow {
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


export const rupees = (paise: number): number => paise / PAISE_PER_RUPEE;
/** stake × multiplier, rounded down to the paisa (crashReturnOf in paise). */
export const winOf = (stakePaise: number, multiplier: number): number => Math.floor((stakePaise * Math.round(multiplier * 100)) / 100);

export class CrashError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const publicBet = (bet: BetRow) => ({
  slot: bet.slot,
  stake: rupees(Number(bet.stake_paise)),
  autoCashOut: bet.auto_cash_out === null ? null : Number(bet.auto_cash_out),
  status: bet.status,
  cashedOutAt: bet.cashed_out_at === null ? null : Number(bet.cashed_out_at),
  win: rupees(Number(bet.win_paise)),
});
