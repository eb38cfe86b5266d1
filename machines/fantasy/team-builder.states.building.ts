/** Loading the match, picking the eleven, captains and name, and saving the team. */
import { teamBuilderSetup } from './team-builder.setup.ts';

export const buildingStates = {
  loading: teamBuilderSetup.createStateConfig({
    invoke: {
      id: 'loadBuilder',
      src: 'loadBuilder',
      input: ({ context }) => ({ matchId: context.matchId }),
      onDone: { target: 'picking', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
      onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
    },
  }),
  failed: teamBuilderSetup.createStateConfig({
    on: { 'builder.retry': { target: 'loading', description: 'The user asks again after a failed load.' } },
  }),
  picking: teamBuilderSetup.createStateConfig({
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
  }),
  captains: teamBuilderSetup.createStateConfig({
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
  }),
  saving: teamBuilderSetup.createStateConfig({
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
  }),
};
