/**
 * A contest's leaderboard (docs/decisions/086): ranks, teams and points, read when the
 * screen opens and again every LEADERBOARD_REFRESH_MS while the match can still change them (not
 * completed or cancelled), so points appear as the operator enters them. A failed refresh keeps the
 * last standings shown; a failed first read offers a retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import type { FantasyContestView, FantasyMatchView } from './team-builder.machine.ts';

export const LEADERBOARD_REFRESH_MS = 10_000;

export interface FantasyStanding {
  rank: number;
  teamName: string;
  points: number;
  /** Rupees: the prize of the rank (as it would be paid now while live; paid once completed). */
  winAmount: number;
  isMine: boolean;
}

export interface FantasyLeaderboard {
  contest: FantasyContestView;
  match: FantasyMatchView;
  entries: FantasyStanding[];
}

export type FantasyLeaderboardEvent = { type: 'leaderboard.retry' };

export interface FantasyLeaderboardContext {
  contestId: number;
  leaderboard: FantasyLeaderboard | null;
  error: Message | null;
}

export const fantasyLeaderboardMachine = setup({
  types: {
    context: {} as FantasyLeaderboardContext,
    events: {} as FantasyLeaderboardEvent,
    input: {} as { contestId: number },
  },
  actors: {
    loadLeaderboard: fromPromise<FantasyLeaderboard, { contestId: number }>(notProvided('loadLeaderboard')),
  },
  delays: { LEADERBOARD_REFRESH_MS },
  guards: {
    final: ({ context }) => context.leaderboard?.match.status === 'completed' || context.leaderboard?.match.status === 'cancelled',
  },
  actions: {
    storeLeaderboard: assign((_, params: { leaderboard: FantasyLeaderboard }) => ({ leaderboard: params.leaderboard, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'fantasyLeaderboard',
  context: ({ input }) => ({ contestId: input.contestId, leaderboard: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLeaderboard',
        src: 'loadLeaderboard',
        input: ({ context }) => ({ contestId: context.contestId }),
        onDone: { target: 'shown', actions: { type: 'storeLeaderboard', params: ({ event }) => ({ leaderboard: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'leaderboard.retry': { target: 'loading', description: 'The user asks again after a failed read.' } },
    },
    shown: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'final', target: 'final' }, { target: 'waiting' }],
        },
        waiting: {
          after: { LEADERBOARD_REFRESH_MS: { target: 'refreshing', description: 'Points and ranks are read again while the match is on.' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshLeaderboard',
            src: 'loadLeaderboard',
            input: ({ context }) => ({ contestId: context.contestId }),
            onDone: { target: 'checking', actions: { type: 'storeLeaderboard', params: ({ event }) => ({ leaderboard: event.output }) } },
            onError: { target: 'waiting', description: 'A failed refresh keeps the last standings shown.' },
          },
        },
        final: { description: 'A completed or cancelled match: the standings no longer change.' },
      },
    },
  },
});
