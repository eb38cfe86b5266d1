// Fantasy cricket team rules (design §11, docs/decisions/066): pure functions, shared by
// the team builder machine and the reference server. Every limit is a setting (the server's setup
// data), never a bare number here: DEFAULT_TEAM_SETTINGS is the reference product's choice.

export const FANTASY_ROLES = ['wk', 'bat', 'ar', 'bowl'] as const;
export type FantasyRole = (typeof FANTASY_ROLES)[number];

export interface RoleLimit {
  min: number;
  max: number;
}

export interface TeamSettings {
  teamSize: number;
  creditLimit: number;
  maxPerSide: number;
  roles: Record<FantasyRole, RoleLimit>;
  captainMultiplier: number;
  viceCaptainMultiplier: number;
}

export const DEFAULT_TEAM_SETTINGS: TeamSettings = {
  teamSize: 11,
  creditLimit: 100,
  maxPerSide: 7,
  roles: { wk: { min: 1, max: 4 }, bat: { min: 3, max: 6 }, ar: { min: 1, max: 4 }, bowl: { min: 3, max: 6 } },
  captainMultiplier: 2,
  viceCaptainMultiplier: 1.5,
};

export interface FantasyPlayerInfo {
  id: number;
  name: string;
  /** The side (team) the player plays for. */
  side: number;
  role: FantasyRole;
  credits: number;
  /** Points in the side's last completed matches, newest first (docs/decisions/224). */
  recentPoints?: number[];
  /** Percent of the match's teams that picked the player; null while no team is made. */
  selectedBy?: number | null;
}

/** Why a pick is refused; the view words it. */
export type PickRefusal =
  | { reason: 'alreadyPicked' }
  | { reason: 'teamFull'; size: number }
  | { reason: 'credits'; needed: number; left: number }
  | { reason: 'roleMax'; role: FantasyRole; max: number }
  | { reason: 'sideMax'; side: number; max: number }
  /** Taking this player leaves too few places for another role's minimum. */
  | { reason: 'roleNeeded'; role: FantasyRole; min: number };

/** Why a whole team cannot be saved. */
export type TeamProblem =
  | { reason: 'size'; size: number; count: number }
  | { reason: 'credits'; limit: number; used: number }
  | { reason: 'roleMin'; role: FantasyRole; min: number; count: number }
  | { reason: 'roleMax'; role: FantasyRole; max: number; count: number }
  | { reason: 'sideMax'; side: number; max: number; count: number }
  | { reason: 'duplicate' }
  | { reason: 'captain' }
  | { reason: 'viceCaptain' }
  | { reason: 'sameCaptains' };

/** Credits are kept in tenths so that 8.5 + 9.5 adds up exactly. */
const tenths = (credits: number) => Math.round(credits * 10);

export function creditsUsed(players: readonly FantasyPlayerInfo[]): number {
  return players.reduce((sum, player) => sum + tenths(player.credits), 0) / 10;
}

export function creditsLeft(settings: TeamSettings, players: readonly FantasyPlayerInfo[]): number {
  return (tenths(settings.creditLimit) - tenths(creditsUsed(players))) / 10;
}

export function roleCounts(players: readonly FantasyPlayerInfo[]): Record<FantasyRole, number> {
  const counts: Record<FantasyRole, number> = { wk: 0, bat: 0, ar: 0, bowl: 0 };
  for (const player of players) counts[player.role] += 1;
  return counts;
}

export function sideCounts(players: readonly FantasyPlayerInfo[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const player of players) counts.set(player.side, (counts.get(player.side) ?? 0) + 1);
  return counts;
}

/** Places still needed to reach every role's minimum. */
function placesNeeded(settings: TeamSettings, counts: Record<FantasyRole, number>): { total: number; role: FantasyRole | null } {
  let total = 0;
  let role: FantasyRole | null = null;
  for (const each of FANTASY_ROLES) {
    const missing = Math.max(0, settings.roles[each].min - counts[each]);
    if (missing > 0 && role === null) role = each;
    total += missing;
  }
  return { total, role };
}

/** null: the candidate may join the selection; otherwise the first rule it breaks. */
export function pickRefusal(settings: TeamSettings, selected: readonly FantasyPlayerInfo[], candidate: FantasyPlayerInfo): PickRefusal | null {
  if (selected.some((player) => player.id === candidate.id)) return { reason: 'alreadyPicked' };
  if (selected.length >= settings.teamSize) return { reason: 'teamFull', size: settings.teamSize };
  const left = creditsLeft(settings, selected);
  if (tenths(candidate.credits) > tenths(left)) return { reason: 'credits', needed: candidate.credits, left };
  const counts = roleCounts(selected);
  const limit = settings.roles[candidate.role];
  if (counts[candidate.role] >= limit.max) return { reason: 'roleMax', role: candidate.role, max: limit.max };
  if ((sideCounts(selected).get(candidate.side) ?? 0) >= settings.maxPerSide) {
    return { reason: 'sideMax', side: candidate.side, max: settings.maxPerSide };
  }
  const after = { ...counts, [candidate.role]: counts[candidate.role] + 1 };
  const needed = placesNeeded(settings, after);
  const placesLeft = settings.teamSize - selected.length - 1;
  if (needed.total > placesLeft && needed.role !== null) {
    return { reason: 'roleNeeded', role: needed.role, min: settings.roles[needed.role].min };
  }
  return null;
}

/** Every rule a complete team breaks (empty: it may be saved). */
export function teamProblems(
  settings: TeamSettings,
  players: readonly FantasyPlayerInfo[],
  captainId: number | null,
  viceCaptainId: number | null,
): TeamProblem[] {
  const problems: TeamProblem[] = [];
  const ids = new Set(players.map((player) => player.id));
  if (ids.size !== players.length) problems.push({ reason: 'duplicate' });
  if (players.length !== settings.teamSize) problems.push({ reason: 'size', size: settings.teamSize, count: players.length });
  const used = creditsUsed(players);
  if (tenths(used) > tenths(settings.creditLimit)) problems.push({ reason: 'credits', limit: settings.creditLimit, used });
  const counts = roleCounts(players);
  for (const role of FANTASY_ROLES) {
    const { min, max } = settings.roles[role];
    if (counts[role] < min) problems.push({ reason: 'roleMin', role, min, count: counts[role] });
    if (counts[role] > max) problems.push({ reason: 'roleMax', role, max, count: counts[role] });
  }
  for (const [side, count] of sideCounts(players)) {
    if (count > settings.maxPerSide) problems.push({ reason: 'sideMax', side, max: settings.maxPerSide, count });
  }
  if (captainId === null || !ids.has(captainId)) problems.push({ reason: 'captain' });
  if (viceCaptainId === null || !ids.has(viceCaptainId)) problems.push({ reason: 'viceCaptain' });
  if (captainId !== null && captainId === viceCaptainId) problems.push({ reason: 'sameCaptains' });
  return problems;
}

/** A player's points in a team: captain × captainMultiplier, vice-captain × viceCaptainMultiplier. */
export function playerTeamPoints(settings: TeamSettings, points: number, role: 'captain' | 'viceCaptain' | 'player'): number {
  const multiplier = role === 'captain' ? settings.captainMultiplier : role === 'viceCaptain' ? settings.viceCaptainMultiplier : 1;
  return Math.round(points * multiplier * 100) / 100;
}

/** A team's points: the sum of its players' points with the captains' multipliers. */
export function teamPoints(
  settings: TeamSettings,
  players: readonly { id: number; points: number }[],
  captainId: number | null,
  viceCaptainId: number | null,
): number {
  const total = players.reduce((sum, player) => {
    const role = player.id === captainId ? 'captain' : player.id === viceCaptainId ? 'viceCaptain' : 'player';
    return sum + Math.round(playerTeamPoints(settings, player.points, role) * 100);
  }, 0);
  return total / 100;
}

/** Spots left of a contest that count as "filling fast" (10% or fewer of its spots). */
export const FILLING_FAST_SHARE = 0.1;

export function isFillingFast(spots: number, spotsLeft: number): boolean {
  return spotsLeft > 0 && spotsLeft <= Math.max(1, Math.floor(spots * FILLING_FAST_SHARE));
}
