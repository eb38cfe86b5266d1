/** Choosing a contest, confirming its fee, joining it with one Idempotency-Key, and joined. */
import { teamBuilderSetup } from './team-builder.setup.ts';

export const entryStates = {
  entering: teamBuilderSetup.createStateConfig({
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
  }),
  confirming: teamBuilderSetup.createStateConfig({
    on: {
      'join.confirm': {
        target: 'joining',
        actions: 'prepareJoin',
        description: 'One request with its Idempotency-Key; the entry fee leaves the wallet on the server.',
      },
      'join.cancel': { target: 'entering' },
    },
  }),
  joining: teamBuilderSetup.createStateConfig({
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
  }),
  joined: teamBuilderSetup.createStateConfig({
    on: {
      'join.another': { target: 'entering', actions: 'clearJoined' },
      'team.new': { target: 'picking', actions: ['clearJoined', 'startNewTeam'] },
    },
  }),
};
