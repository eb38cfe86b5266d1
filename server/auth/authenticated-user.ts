/** Who sent a request, as a bearer-token session names them (server/auth/sessions.ts). */
export interface AuthenticatedUser {
  /** users.id; also the key of the user's realtime channels (server/realtime.ts). */
  id: number;
  siteId: number;
  userid: string;
  isDemo: boolean;
}
