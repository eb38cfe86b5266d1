// Test support for the casino tests: a launch token for a user, and signed seamless-wallet calls.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { DEVELOPMENT_CASINO_SECRET } from '../casino/casino-settings.ts';
import { launchGame } from '../casino/launch.ts';
import { REFERENCE_PROVIDER_ID, REFERENCE_PROVIDER_NAME } from '../casino/reference-provider.ts';
import { signedHeaders } from '../casino/signature.ts';
import { WALLET_PATH_PREFIX } from '../casino/wallet-routes.ts';

export interface Player {
  id: number;
  siteId: number;
  userid: string;
  isDemo?: boolean;
}

/** Launches a reference game for the player and gives back the launch token of its address. */
export async function launchToken(db: Queryable, player: Player, gameId = 'lucky-7'): Promise<string> {
  const url = await launchGame(db, {
    user: { ...player, isDemo: player.isDemo ?? false },
    provider: REFERENCE_PROVIDER_NAME,
    gameId,
    platform: 'mobile',
  });
  return new URL(url, 'http://localhost').searchParams.get('token')!;
}

export interface WalletCallOptions {
  secret?: string;
  provider?: string;
  now?: number;
  /** Sent as it is instead of the JSON of the body (bad bodies). */
  rawBody?: string;
  /** Headers replacing the signed ones. */
  headers?: Record<string, string>;
}

export async function walletCall(app: FastifyInstance, action: string, body: unknown, options: WalletCallOptions = {}) {
  const payload = options.rawBody ?? JSON.stringify(body);
  const headers = options.headers ?? signedHeaders(options.secret ?? DEVELOPMENT_CASINO_SECRET, options.provider ?? REFERENCE_PROVIDER_ID, payload, options.now);
  const response = await app.inject({ method: 'POST', url: `${WALLET_PATH_PREFIX}${action}`, headers, payload });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any };
}

export interface PlayOptions {
  /** Plays at once instead of waiting for the round to open (the 5 s pace is tested on its own). */
  skipPace?: boolean;
  /** Sent as the play's game instead of the one asked (attacks). */
  game?: string;
}

/**
 * One round through the reference provider's page API, as the page plays it: the balance call
 * commits the next round (its seed's hash), the play names that round. Answers the play's status and
 * body, and the committed round.
 */
export async function playRound(app: FastifyInstance, db: Queryable, token: string, game: string, pick: string, stake: number, options: PlayOptions = {}) {
  const committed = await app.inject({ method: 'POST', url: '/casino-provider/api/balance', payload: { token } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const next = (committed.json() as any).next as { round_id: string; seed_hash: string; opens_in: number };
  if (options.skipPace ?? true) {
    // As if the player had waited: the round is open and the player's earlier rounds are a minute old.
    await db.query('UPDATE provider_fair_rounds SET opens_at = now() WHERE round_id = $1', [next.round_id]);
    await db.query(
      `UPDATE provider_fair_rounds SET played_at = played_at - interval '1 minute'
        WHERE played_at IS NOT NULL AND player_id = (SELECT player_id FROM provider_fair_rounds WHERE round_id = $1)`,
      [next.round_id],
    );
  }
  const reply = await app.inject({
    method: 'POST',
    url: '/casino-provider/api/play',
    payload: { token, game: options.game ?? game, round_id: next.round_id, pick, stake },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: reply.statusCode, body: reply.json() as any, committed: next };
}
