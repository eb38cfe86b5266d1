/**
 * The fantasy team builder and contest entry (design §11, docs/decisions/069): load the
 * match (rules, players, contests, the user's teams) → pick eleven players, each pick checked live by
 * the pure rules (machines/fantasy/team-rules.ts) with the reason of any refusal → captain and
 * vice-captain and a name → save → choose a contest → see its fee and the balance after → join with
 * one Idempotency-Key, made when the user confirms and kept for every retry of that join → joined. An existing team may join directly.
 * The server checks everything again (the deadline too); its refusal is shown as it came.
 */
import { assign, fromPromise, setup } from 'xstate';
import { contestJoinable, type ContestKind } from './prize-rules.ts';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId, type Message } from '../shared/message.ts';
import {
  creditsLeft,
  pickRefusal,
  roleCounts,
  teamProblems,
  type FantasyPlayerInfo,
  type FantasyRole,
  type PickRefusal,
  type TeamSettings,
} from './team-rules.ts';

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

const teamIsComplete = (context: TeamBuilderContext) =>
  context.data !== null && context.selected.length === context.data.settings.teamSize;

export const teamBuilderMachine = setup({
  types: {
    context: {} as TeamBuilderContext,
    events: {} as TeamBuilderEvent,
    input: {} as { matchId: number; contestId?: number | null; refillTeamId?: number | null },
  },
  actors: {
    loadBuilder: fromPromise<FantasyBuilderData, { matchId: number }>(notProvided('loadBuilder')),
    saveTeam: fromPromise<FantasyTeamView, FantasyTeamSubmission>(notProvided('saveTeam')),
    joinContest: fromPromise<FantasyJoined, FantasyJoinSubmission>(notProvided('joinContest')),
  },
  guards: {
    isPicked: ({ context }, params: { playerId: number }) => context.selected.includes(params.playerId),
    canPick: ({ context }, params: { playerId: number }) =>
      context.data?.players.some((player) => player.id === params.playerId) === true && playerRefusal(context, params.playerId) === null,
    teamComplete: ({ context }) => teamIsComplete(context),
    inTeam: ({ context }, params: { playerId: number }) => context.selected.includes(params.playerId),
    readyToSave: ({ context }) =>
      context.data !== null &&
      TEAM_NAME_PATTERN.test(context.teamName.trim()) &&
      teamProblems(context.data.settings, selectedPlayers(context), context.captainId, context.viceCaptainId).length === 0,
    knownTeam: ({ context }, params: { teamId: number }) =>
      context.data?.teams.some((team) => team.teamId === params.teamId && team.playerIds.length === context.data!.settings.teamSize) === true,
    openContest: ({ context }, params: { contestId: number }) =>
      context.data?.contests.some((contest) => contest.contestId === params.contestId && contestJoinable(contest)) === true,
    contestChosen: ({ context }) => context.contestId !== null && context.teamId !== null,
  },
  actions: {
    storeData: assign(({ context }, params: { data: FantasyBuilderData }) => {
      // Only the user's reset team of this match is filled again; any other id builds a new team.
      const refill = params.data.teams.find((team) => team.teamId === context.refillTeamId && team.playerIds.length === 0);
      return {
        data: params.data,
        error: null,
        contestId: params.data.contests.some((contest) => contest.contestId === context.contestId) ? context.contestId : null,
        refillTeamId: refill?.teamId ?? null,
        teamName: context.teamName || (refill?.teamName ?? `Team ${params.data.teams.length + 1}`),
      };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    addPlayer: assign(({ context }, params: { playerId: number }) => ({ selected: [...context.selected, params.playerId], refusal: null })),
    removePlayer: assign(({ context }, params: { playerId: number }) => ({
      selected: context.selected.filter((id) => id !== params.playerId),
      captainId: context.captainId === params.playerId ? null : context.captainId,
      viceCaptainId: context.viceCaptainId === params.playerId ? null : context.viceCaptainId,
      refusal: null,
    })),
    recordRefusal: assign(({ context }, params: { playerId: number }) => {
      const refusal = playerRefusal(context, params.playerId);
      return { refusal: refusal ? refusalMessage(refusal) : messageId('fantasy.pick.unknown') };
    }),
    showRole: assign((_, params: { role: FantasyRole }) => ({ role: params.role })),
    chooseCaptain: assign(({ context }, params: { playerId: number }) => ({
      captainId: params.playerId,
      // One player cannot be both: the vice-captain made captain leaves the vice place empty.
      viceCaptainId: context.viceCaptainId === params.playerId ? null : context.viceCaptainId,
    })),
    chooseViceCaptain: assign(({ context }, params: { playerId: number }) => ({
      viceCaptainId: params.playerId,
      captainId: context.captainId === params.playerId ? null : context.captainId,
    })),
    changeName: assign((_, params: { name: string }) => ({ teamName: params.name.slice(0, 30) })),
    storeTeam: assign(({ context }, params: { team: FantasyTeamView }) => ({
      teamId: params.team.teamId,
      refillTeamId: null,
      error: null,
      data: context.data
        ? { ...context.data, teams: [...context.data.teams.filter((team) => team.teamId !== params.team.teamId), params.team] }
        : null,
    })),
    chooseTeam: assign((_, params: { teamId: number }) => ({ teamId: params.teamId, error: null })),
    startNewTeam: assign(({ context }) => ({
      selected: [],
      captainId: null,
      viceCaptainId: null,
      teamId: null,
      refillTeamId: null,
      refusal: null,
      error: null,
      teamName: `Team ${(context.data?.teams.length ?? 0) + 1}`,
    })),
    selectContest: assign((_, params: { contestId: number }) => ({ contestId: params.contestId, submission: null, error: null })),
    prepareJoin: assign(({ context }) => ({
      error: null,
      // A retry of the same join (same team and contest) keeps its key.
      submission:
        context.submission && context.submission.teamId === context.teamId && context.submission.contestId === context.contestId
          ? context.submission
          : { matchId: context.matchId, teamId: context.teamId!, contestId: context.contestId!, idempotencyKey: globalThis.crypto.randomUUID() },
    })),
    storeJoined: assign(({ context }, params: { joined: FantasyJoined }) => ({
      joined: params.joined,
      submission: null,
      data: context.data
        ? {
            ...context.data,
            contests: context.data.contests.map((contest) =>
              contest.contestId === context.contestId
                ? { ...contest, spotsLeft: Math.max(0, contest.spotsLeft - 1), myEntries: contest.myEntries + 1 }
                : contest,
            ),
          }
        : null,
    })),
    clearJoined: assign({ joined: null, contestId: null }),
  },
}).createMachine({
  id: 'fantasyTeamBuilder',
  context: ({ input }) => ({
    matchId: input.matchId,
    data: null,
    role: 'wk',
    selected: [],
    captainId: null,
    viceCaptainId: null,
    teamName: '',
    teamId: null,
    refillTeamId: input.refillTeamId ?? null,
    contestId: input.contestId ?? null,
    refusal: null,
    error: null,
    submission: null,
    joined: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBuilder',
        src: 'loadBuilder',
        input: ({ context }) => ({ matchId: context.matchId }),
        onDone: { target: 'picking', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'builder.retry': { target: 'loading', description: 'The user asks again after a failed load.' } },
    },
    picking: {
      on: {
        'player.toggled': [
          { guard: { type: 'isPicked', params: ({ event }) => ({ playerId: event.playerId }) }, actions: { type: 'removePlayer', params: ({ event }) => ({ playerId: event.playerId }) } },
          { guard: { type: 'canPick', params: ({ event }) => ({ playerId: event.playerId }) }, actions: { type: 'addPlayer', params: ({ event }) => ({ playerId: event.playerId }) } },
          { actions: { type: 'recordRefusal', params: ({ event }) => ({ playerId: event.playerId }) }, description: 'The pick is refused with the rule it breaks.' },
        ],
        'role.shown': { actions: { type: 'showRole', params: ({ event }) => ({ role: event.role }) } },
        'team.next': { guard: 'teamComplete', target: 'captains' },
        'team.chosen': {
          guard: { type: 'knownTeam', params: ({ event }) => ({ teamId: event.teamId }) },
          target: 'entering',
          actions: { type: 'chooseTeam', params: ({ event }) => ({ teamId: event.teamId }) },
          description: 'A team saved before joins a contest without being built again.',
        },
      },
    },
    captains: {
      on: {
        'captain.chosen': {
          guard: { type: 'inTeam', params: ({ event }) => ({ playerId: event.playerId }) },
          actions: { type: 'chooseCaptain', params: ({ event }) => ({ playerId: event.playerId }) },
        },
        'viceCaptain.chosen': {
          guard: { type: 'inTeam', params: ({ event }) => ({ playerId: event.playerId }) },
          actions: { type: 'chooseViceCaptain', params: ({ event }) => ({ playerId: event.playerId }) },
        },
        'teamName.changed': { actions: { type: 'changeName', params: ({ event }) => ({ name: event.name }) } },
        'team.back': { target: 'picking' },
        'team.save': { guard: 'readyToSave', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'saveTeam',
        src: 'saveTeam',
        input: ({ context }) => ({
          matchId: context.matchId,
          ...(context.refillTeamId === null ? {} : { teamId: context.refillTeamId }),
          teamName: context.teamName.trim(),
          players: context.selected.map((playerId) => ({
            playerId,
            isCaptain: playerId === context.captainId,
            isViceCaptain: playerId === context.viceCaptainId,
          })),
        }),
        onDone: { target: 'entering', actions: { type: 'storeTeam', params: ({ event }) => ({ team: event.output }) } },
        onError: { target: 'captains', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    entering: {
      on: {
        'contest.selected': {
          guard: { type: 'openContest', params: ({ event }) => ({ contestId: event.contestId }) },
          actions: { type: 'selectContest', params: ({ event }) => ({ contestId: event.contestId }) },
        },
        'join.requested': {
          guard: 'contestChosen',
          target: 'confirming',
          description: 'The fee and the balance after it are shown before any money moves.',
        },
        'team.new': { target: 'picking', actions: 'startNewTeam' },
      },
    },
    confirming: {
      on: {
        'join.confirm': {
          target: 'joining',
          actions: 'prepareJoin',
          description: 'One request with its Idempotency-Key; the entry fee leaves the wallet on the server.',
        },
        'join.cancel': { target: 'entering' },
      },
    },
    joining: {
      invoke: {
        id: 'joinContest',
        src: 'joinContest',
        input: ({ context }) => context.submission!,
        onDone: { target: 'joined', actions: { type: 'storeJoined', params: ({ event }) => ({ joined: event.output }) } },
        onError: {
          target: 'entering',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          description: 'The join and its key stay, so confirming again is a retry of the same request.',
        },
      },
    },
    joined: {
      on: {
        'join.another': { target: 'entering', actions: 'clearJoined' },
        'team.new': { target: 'picking', actions: ['clearJoined', 'startNewTeam'] },
      },
    },
  },
});
