// Launching a casino game (spec §7 "load third-party url"; docs/decisions/054, 055): the product asks
// for a launch address for one game and the signed-in user; the server checks the provider has the
// game and the site lets this user play, keeps a launch session whose token the provider quotes on
// every wallet call, and answers the provider's game address with that token.
import { randomBytes } from 'node:crypto';
import type { AuthenticatedUser } from '../auth/sessions.ts';
import { refusal } from '../auth/replies.ts';
import type { Queryable } from '../db/database.ts';
import { isReferenceProviderGame, PROVIDER_PATH_PREFIX, REFERENCE_PROVIDER_ID, REFERENCE_PROVIDER_NAME } from './reference-provider.ts';
import { hashLaunchToken } from './seamless-wallet.ts';

export const GAME_NOT_AVAILABLE = 'This game is not available right now';
export const DEMO_CASINO_REFUSED = 'Casino games are not available for demo users';
/** A launch session lasts a playing evening; credits and rollbacks of its rounds are accepted after it. */
export const LAUNCH_SESSION_MS = 12 * 60 * 60 * 1000;

/** A provider this server can launch: which games it has and where its game pages are. */
interface LaunchableProvider {
  id: string;
  hasGame(gameId: string): boolean;
  gameAddress(gameId: string, token: string, platform: string): string;
}

const PROVIDERS: ReadonlyMap<string, LaunchableProvider> = new Map([
  [
    REFERENCE_PROVIDER_NAME.toLowerCase(),
    {
      id: REFERENCE_PROVIDER_ID,
      hasGame: isReferenceProviderGame,
      gameAddress: (gameId, token, platform) =>
        `${PROVIDER_PATH_PREFIX}games/${encodeURIComponent(gameId)}?${new URLSearchParams({ token, platform })}`,
    },
  ],
]);

/** Whether a launch of this game of this provider (as the casino games file names them) can succeed. */
export function isLaunchable(providerName: string, gameId: string): boolean {
  return PROVIDERS.get(providerName.trim().toLowerCase())?.hasGame(gameId) ?? false;
}

export interface LaunchRequest {
  user: AuthenticatedUser;
  provider: string;
  gameId: string;
  platform: 'mobile' | 'desktop';
  now?: Date;
}

export async function launchGame(db: Queryable, request: LaunchRequest): Promise<string> {
  const { user, gameId } = request;
  if (user.isDemo) {
    const [site] = await db.query<{ casino_demo_play: boolean }>('SELECT casino_demo_play FROM sites WHERE id = $1', [user.siteId]);
    if (!site?.casino_demo_play) throw refusal(DEMO_CASINO_REFUSED);
  }
  const provider = PROVIDERS.get(request.provider.trim().toLowerCase());
  if (!provider || !provider.hasGame(gameId)) throw refusal(GAME_NOT_AVAILABLE);
  const token = randomBytes(32).toString('hex');
  const now = request.now ?? new Date();
  await db.query(
    'INSERT INTO casino_sessions (token_hash, user_id, provider, game_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashLaunchToken(token), user.id, provider.id, gameId, now, new Date(now.getTime() + LAUNCH_SESSION_MS)],
  );
  return provider.gameAddress(gameId, token, request.platform);
}
