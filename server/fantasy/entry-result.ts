/** One ranked entry of a completed match, for telling its owner (server/notifications). */
export interface FantasyEntryResult {
  betId: number;
  userId: number;
  contestName: string;
  rank: number;
  winPaise: number;
}
