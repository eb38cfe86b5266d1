/**
 * One match's teams and contest entries for the user (cricket-fight/my-contests/{id};
 * docs/decisions/069, 087): loaded when the screen opens; before the start an open entry may be
 * cancelled (the server refunds the fee once), a team renamed, and a team without entries reset (its
 * players cleared, to be picked again); one change at a time, then the list is read again. The server
 * refuses every change after the start, whatever the screen showed.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import { TEAM_NAME_PATTERN, type FantasyContestView, type FantasyMatchView } from './team-builder.machine.ts';

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

/** One change the user asks for; the server answers it with a message. */
export type FantasyEntriesChange = { kind: 'cancel'; betId: number } | { kind: 'rename'; teamId: number; name: string } | { kind: 'reset'; teamId: number };

export type FantasyEntriesEvent =
  | { type: 'entries.retry' }
  | { type: 'entry.cancel'; betId: number }
  | { type: 'team.rename'; teamId: number; name: string }
  | { type: 'team.reset'; teamId: number };

export interface FantasyEntriesContext {
  matchId: number;
  data: FantasyEntriesData | null;
  change: FantasyEntriesChange | null;
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
    applyChange: fromPromise<Message, FantasyEntriesChange>(notProvided('applyChange')),
  },
  guards: {
    cancellable: ({ context }, params: { betId: number }) =>
      context.data?.match.status === 'upcoming' && context.data.entries.some((entry) => entry.betId === params.betId && entry.status === 'open'),
    renamable: ({ context }, params: { teamId: number; name: string }) =>
      context.data?.match.status === 'upcoming' &&
      TEAM_NAME_PATTERN.test(params.name.trim()) &&
      context.data.teams.some((team) => team.teamId === params.teamId && team.teamName !== params.name.trim()),
    resettable: ({ context }, params: { teamId: number }) =>
      context.data?.match.status === 'upcoming' &&
      context.data.teams.some((team) => team.teamId === params.teamId && team.playerIds.length > 0) &&
      !context.data.entries.some((entry) => entry.teamId === params.teamId && entry.status === 'open'),
  },
  actions: {
    storeData: assign((_, params: { data: FantasyEntriesData }) => ({ data: params.data })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error), change: null })),
    startChange: assign((_, params: { change: FantasyEntriesChange }) => ({ change: params.change, error: null, notice: null })),
    storeChanged: assign((_, params: { message: Message }) => ({ notice: params.message, change: null })),
  },
}).createMachine({
  id: 'fantasyEntries',
  context: ({ input }) => ({ matchId: input.matchId, data: null, change: null, error: null, notice: null }),
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
          target: 'changing',
          actions: { type: 'startChange', params: ({ event }) => ({ change: { kind: 'cancel', betId: event.betId } as const }) },
        },
        'team.rename': {
          guard: { type: 'renamable', params: ({ event }) => ({ teamId: event.teamId, name: event.name }) },
          target: 'changing',
          actions: { type: 'startChange', params: ({ event }) => ({ change: { kind: 'rename', teamId: event.teamId, name: event.name.trim() } as const }) },
        },
        'team.reset': {
          guard: { type: 'resettable', params: ({ event }) => ({ teamId: event.teamId }) },
          target: 'changing',
          actions: { type: 'startChange', params: ({ event }) => ({ change: { kind: 'reset', teamId: event.teamId } as const }) },
        },
      },
    },
    changing: {
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => context.change!,
        onDone: {
          target: 'loading',
          actions: { type: 'storeChanged', params: ({ event }) => ({ message: event.output }) },
          description: 'The server made the change (a cancelled fee is back); the entries are read again.',
        },
        onError: { target: 'shown', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
