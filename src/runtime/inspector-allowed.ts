/**
 * Whether this page may be inspected (docs/decisions/099): always in development; in a production
 * build when the signed-in user is staff (`isStaff` in their profile, set by the operator).
 */
export function inspectorAllowed(isDevelopment: boolean, user: unknown): boolean {
  return isDevelopment || (typeof user === 'object' && user !== null && (user as { isStaff?: unknown }).isStaff === true);
}

/** The same-origin channel the inspector's own window follows a live tab on (docs/decisions/200). */
export const INSPECTOR_CHANNEL = 'inspector';

/**
 * Whether the server runs in development mode: its /dev/ routes answer only there (docs/decisions/002);
 * in production every /dev/ path is a 404. Asked only when an inspector window says hello.
 */
export async function isDevelopmentServer(fetchUrl: (url: string) => Promise<{ status: number }> = (url) => fetch(url)): Promise<boolean> {
  try {
    return (await fetchUrl('/dev/otp')).status !== 404;
  } catch {
    return false;
  }
}
