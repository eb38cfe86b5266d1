/**
 * What the shell shows of the session. The session actor arrives with the auth task; until then
 * `useSessionView()` below is the one seam that reports "signed out".
 */
export type SessionView =
  | { status: 'signedOut' }
  | { status: 'signedIn'; balance: number; exposure: number };

export const SIGNED_OUT: SessionView = { status: 'signedOut' };

/** SEAM: the session actor comes with the auth task; until then everyone is signed out. */
export function useSessionView(): SessionView {
  return SIGNED_OUT;
}
