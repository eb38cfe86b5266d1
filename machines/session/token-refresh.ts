/**
 * When to refresh the bearer token (spec §4: "The token is refreshed via a call and stored"; the
 * timing is ours). A refresh runs TOKEN_REFRESH_LEAD_MS before `exp`; a token that lives less than
 * twice the lead is refreshed at half its remaining life, so a short-lived token never makes the
 * session refresh in a tight loop.
 */
export const TOKEN_REFRESH_LEAD_MS = 60_000;

/** setTimeout fires at once for delays above 2^31 − 1 ms (~24.8 days): never ask for more. */
export const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds from `nowMs` until the refresh, for a JWT `exp` in seconds since the epoch. */
export const tokenRefreshDelay = (exp: number, nowMs: number): number => {
  const remaining = exp * 1000 - nowMs;
  return Math.min(MAX_TIMER_MS, Math.max(0, remaining - TOKEN_REFRESH_LEAD_MS, remaining / 2));
};
