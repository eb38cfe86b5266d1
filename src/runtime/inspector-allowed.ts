/**
 * Whether this page may be inspected (docs/decisions/099): always in development; in a production
 * build when the signed-in user is staff (`isStaff` in their profile, set by the operator).
 */
export function inspectorAllowed(isDevelopment: boolean, user: unknown): boolean {
  return isDevelopment || (typeof user === 'object' && user !== null && (user as { isStaff?: unknown }).isStaff === true);
}
