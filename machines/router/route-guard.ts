/**
 * The route guard of spec §2, as one pure function the app shell calls on every navigation.
 * Precedence (each rule can override the redirect of the ones above it):
 * 1. An `auth` query value is always removed from the address (design §8); it is stored as the
 *    auth token, and the user sent Home, only when nobody is signed in.
 * 2. Under maintenance every address but Maintenance goes to Maintenance; Maintenance when not
 *    under maintenance goes Home. Nothing below applies under maintenance.
 * 3. A signed-in user with no last-login time goes to profile CHANGE_PASSWORD, unless on profile.
 * 4. A signed-in user opening login, sign-up or forgot password (both spellings) goes Home.
 * A redirect to the address already open is left out.
 */
import {
  CHANGE_PASSWORD_PATH,
  HOME_PATH,
  MAINTENANCE_PATH,
  normalizePath,
  PROFILE_PATH_PREFIX,
  SIGNED_OUT_ONLY_PATHS,
} from './routes.ts';

export const AUTH_QUERY_PARAM = 'auth';

export interface RouteGuardInput {
  path: string;
  /** The address' query string, with or without its leading '?'. */
  search: string;
  signedIn: boolean;
  user: { lastLoginAt: string | null } | null;
  underMaintenance: boolean;
  /** The `auth` query value when the caller already read it; otherwise it is read from `search`. */
  authQueryToken?: string | null;
}

export interface RouteGuardResult {
  /** Where to go instead, with history replace. */
  redirect?: string;
  /** Store this as the auth token. */
  storeAuthToken?: string;
  /** Remove the `auth` query value from the address at once. */
  stripAuthQuery?: boolean;
}

export function guardRoute(input: RouteGuardInput): RouteGuardResult {
  const path = normalizePath(input.path);
  const authToken = input.authQueryToken ?? new URLSearchParams(input.search).get(AUTH_QUERY_PARAM);
  const storeAuthToken = !input.signedIn && authToken ? authToken : undefined;
  const redirect = redirectOf(path, input, storeAuthToken !== undefined);
  return {
    ...(redirect !== undefined && redirect !== path && { redirect }),
    ...(storeAuthToken !== undefined && { storeAuthToken }),
    ...(authToken !== null && { stripAuthQuery: true }),
  };
}

function redirectOf(path: string, { signedIn, user, underMaintenance }: RouteGuardInput, tokenStored: boolean): string | undefined {
  if (underMaintenance) return MAINTENANCE_PATH;
  if (path === MAINTENANCE_PATH || tokenStored) return HOME_PATH;
  if (!signedIn) return undefined;
  if (user && !user.lastLoginAt && !path.startsWith(PROFILE_PATH_PREFIX)) return CHANGE_PASSWORD_PATH;
  if (SIGNED_OUT_ONLY_PATHS.includes(path)) return HOME_PATH;
  return undefined;
}
