/**
 * The fantasy team builder's setup (machines/fantasy/team-builder.machine.ts): its types, the actors
 * src/app provides, guards and actions. The state files build on `teamBuilderSetup.createStateConfig`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { contestJoinable } from './prize-rules.ts';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { messageId } from '../shared/message.ts';
import { teamProblems, type FantasyRole } from './team-rules.ts';
import { playerRefusal, refusalMessage, selectedPlayers, TEAM_NAME_PATTERN } from './team-builder.context.ts';
import type {
  FantasyBuilderData,
  FantasyJoined,
  FantasyJoinSubmission,
  FantasyTeamSubmission,
  FantasyTeamView,
  TeamBuilderContext,
  TeamBuilderEvent,
} from './team-builder.context.ts';

const teamIsComplete = (context: TeamBuilderContext) =>
  context.data !== null && context.selected.length === context.data.settings.teamSize;

export const teamBuilderSetup = setup({
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
});
