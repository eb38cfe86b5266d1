/**
 * The fantasy team builder's types and the readers of its context (machines/fantasy/team-builder.machine.ts):
 * the match, contests and teams it loads, what it sends, and the counters and refusals a view shows.
 */
import type { ContestKind } from './prize-rules.ts';
import { messageId, type Message } from '../shared/message.ts';
import { creditsLeft, pickRefusal, roleCounts, type FantasyPlayerInfo, type FantasyRole, type PickRefusal, type TeamSettings } from './team-rules.ts';

export interface FantasySideView {
  id: number;
  name: string;
  shortName: string;
}

export interface FantasyMatchView {
  matchId: number;
  title: string;
  teamA: FantasySideView;
  teamB: FantasySideView;
  startTime: string;
  status: 'upcoming' | 'live' | 'completed' | 'cancelled';
  /** The user asked to be reminded before the start (absent: not known). */
  isReminded?: boolean;
}

export interface FantasyContestView {
  contestId: number;
  matchId: number;
  name: string;
  prizePool: number;
  entryFee: number;
  spots: number;
  spotsLeft: number;
  prizes: { rankFrom: number; rankTo: number; amount: number }[];
  /** How it runs (docs/decisions/170): fixed only when full, guaranteed, or flexible prizes. */
  kind: ContestKind;
  /** Teams one user may join it with, and the user's teams in it. */
  maxTeamsPerUser: number;
  myEntries: number;
  status: FantasyContestStatus;
}

export type FantasyContestStatus = 'open' | 'running' | 'cancelled' | 'completed';

export interface FantasyTeamView {
  teamId: number;
  teamName: string;
  playerIds: number[];
}

export interface FantasyBuilderData {
  settings: TeamSettings;
  match: FantasyMatchView;
  players: FantasyPlayerInfo[];
  contests: FantasyContestView[];
  teams: FantasyTeamView[];
}

export interface FantasyTeamSubmission {
  matchId: number;
  /** A reset team to fill again instead of making a new one. */
  teamId?: number;
  teamName: string;
  players: { playerId: number; isCaptain: boolean; isViceCaptain: boolean }[];
}

export interface FantasyJoinSubmission {
  matchId: number;
  teamId: number;
  contestId: number;
  idempotencyKey: string;
}

export interface FantasyJoined {
  betId: number;
  stake: number;
  message: Message;
}

export type TeamBuilderEvent =
  | { type: 'builder.retry' }
  | { type: 'player.toggled'; playerId: number }
  | { type: 'role.shown'; role: FantasyRole }
  | { type: 'team.next' }
  | { type: 'team.back' }
  | { type: 'team.chosen'; teamId: number }
  | { type: 'team.new' }
  | { type: 'captain.chosen'; playerId: number }
  | { type: 'viceCaptain.chosen'; playerId: number }
  | { type: 'teamName.changed'; name: string }
  | { type: 'team.save' }
  | { type: 'contest.selected'; contestId: number }
  | { type: 'join.requested' }
  | { type: 'join.confirm' }
  | { type: 'join.cancel' }
  | { type: 'join.another' };

export interface TeamBuilderContext {
  matchId: number;
  data: FantasyBuilderData | null;
  role: FantasyRole;
  selected: number[];
  captainId: number | null;
  viceCaptainId: number | null;
  teamName: string;
  teamId: number | null;
  /** The reset team (no players) this build fills again, from the place-bet address's ?team=. */
  refillTeamId: number | null;
  contestId: number | null;
  refusal: Message | null;
  error: Message | null;
  submission: FantasyJoinSubmission | null;
  joined: FantasyJoined | null;
}

export const TEAM_NAME_PATTERN = /^[A-Za-z0-9 _-]{1,30}$/;

/** A refused pick in words: a catalogue id per reason, with the limit in its values. */
export function refusalMessage(refusal: PickRefusal): Message {
  switch (refusal.reason) {
    case 'alreadyPicked':
      return messageId('fantasy.pick.alreadyPicked');
    case 'teamFull':
      return messageId('fantasy.pick.teamFull', { size: refusal.size });
    case 'credits':
      return messageId('fantasy.pick.credits', { needed: refusal.needed, left: refusal.left });
    case 'roleMax':
      return messageId('fantasy.pick.roleMax', { role: refusal.role, max: refusal.max });
    case 'sideMax':
      return messageId('fantasy.pick.sideMax', { max: refusal.max });
    case 'roleNeeded':
      return messageId('fantasy.pick.roleNeeded', { role: refusal.role, min: refusal.min });
  }
}

export function selectedPlayers(context: Pick<TeamBuilderContext, 'data' | 'selected'>): FantasyPlayerInfo[] {
  const byId = new Map((context.data?.players ?? []).map((player) => [player.id, player]));
  return context.selected.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The live counters a view shows: per role, credits left, per side. */
export function builderCounters(context: Pick<TeamBuilderContext, 'data' | 'selected'>) {
  const picked = selectedPlayers(context);
  const settings = context.data?.settings;
  return {
    count: picked.length,
    roles: roleCounts(picked),
    creditsLeft: settings ? creditsLeft(settings, picked) : 0,
  };
}

/** Why this player cannot be picked now (null: the pick is allowed, or the player is picked). */
export function playerRefusal(context: Pick<TeamBuilderContext, 'data' | 'selected'>, playerId: number): PickRefusal | null {
  const player = context.data?.players.find((candidate) => candidate.id === playerId);
  if (!context.data || !player || context.selected.includes(playerId)) return null;
  return pickRefusal(context.data.settings, selectedPlayers(context), player);
}
