/**
 * One match's teams and contest entries for the user (cricket-fight/my-contests/{id}; issue 15,
 * docs/decisions/069): loaded when the screen opens; an open entry may be cancelled before the start
 * (the server refunds the fee once and refuses after the start), then the list is read again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import type { FantasyContestView, FantasyMatchView } from './team-builder.machine.ts';

export interface FantasyEntryView {
  betId: number;
  contestId: number;
  contestName: string;
  teamId: number;
  stake: number;
  status: 'open' | 'won' | 'lost' | 'cancelled';
  /** Rupees won; null until settled. */
  winAmount: number | null;
}

export interface FantasyEntriesData {
  match: FantasyMatchView;
  contests: FantasyContestView[];
  teams: { teamId: number; teamName: string; playerIds: number[] }[];
  entries: FantasyEntryView[];
}

export type FantasyEntriesEvent = { type: 'entries.retry' } | { type: 'entry.cancel'; betId: number };

export interface FantasyEntriesContext {
  matchId: number;
  data: FantasyEntriesData | null;
  cancelling: number | null;
  error: Message | null;
  notice: Message | null;
}

export const fantasyEntriesMachine = setup({
  types: {
    context: {} as FantasyEntriesContext,
    events: {} as FantasyEntriesEvent,
    input: {} as { matchId: number },
  },
  actors: {
    loadEntries: fromPromise<FantasyEntriesData, { matchId: number }>(notProvided('loadEntries')),
    cancelEntry: fromPromise<Message, { betId: number }>(notProvided('cancelEntry')),
  },
  guards: {
    cancellable: ({ context }, params: { betId: number }) =>
      context.data?.match.status === 'upcoming' && context.data.entries.some((entry) => entry.betId === params.betId && entry.status === 'open'),
  },
  actions: {
    storeData: assign((_, params: { data: FantasyEntriesData }) => ({ data: params.data })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error), cancelling: null })),
    startCancel: assign((_, params: { betId: number }) => ({ cancelling: params.betId, error: null, notice: null })),
    storeCancelled: assign((_, params: { message: Message }) => ({ notice: params.message, cancelling: null })),
  },
}).createMachine({
  id: 'fantasyEntries',
  context: ({ input }) => ({ matchId: input.matchId, data: null, cancelling: null, error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => ({ matchId: context.matchId }),
        onDone: { target: 'shown', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'entries.retry': { target: 'loading', description: 'The user asks again after a failed load.' } },
    },
    shown: {
      on: {
        'entry.cancel': {
          guard: { type: 'cancellable', params: ({ event }) => ({ betId: event.betId }) },
          target: 'cancelling',
          actions: { type: 'startCancel', params: ({ event }) => ({ betId: event.betId }) },
        },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelEntry',
        src: 'cancelEntry',
        input: ({ context }) => ({ betId: context.cancelling! }),
        onDone: {
          target: 'loading',
          actions: { type: 'storeCancelled', params: ({ event }) => ({ message: event.output }) },
          description: 'The fee is back; the entries are read again.',
        },
        onError: { target: 'shown', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
