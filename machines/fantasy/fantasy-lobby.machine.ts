/**
 * The fantasy lobby (docs/decisions/069): the matches open for play with their contests,
 * and the user's contests, for the cricket-fight screens. Loaded when a screen opens, read again every
 * FANTASY_REFRESH_MS so spots left and statuses stay current, with a retry when the first load fails.
 * Countdowns are drawn from each match's start time (kept in context), never from a timer.
 * A match's reminder is switched on or off one at a time (docs/decisions/085), then the lobby is
 * read again; a refusal (the match started) is shown as it came.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import type { FantasyContestView, FantasyMatchView } from './team-builder.machine.ts';

export const FANTASY_REFRESH_MS = 30_000;

export interface FantasyMyContestView {
  match: FantasyMatchView;
  teamsCount: number;
  betsCount: number;
  totalStake: number;
  totalWin: number;
}

export interface FantasyLobbyData {
  matches: FantasyMatchView[];
  contests: FantasyContestView[];
  myContests: FantasyMyContestView[];
}

export type FantasyLobbyEvent = { type: 'lobby.retry' } | { type: 'lobby.refresh' } | { type: 'reminder.toggled'; matchId: number };

export interface FantasyReminderChange {
  matchId: number;
  on: boolean;
}

export interface FantasyLobbyContext extends FantasyLobbyData {
  loaded: boolean;
  error: Message | null;
  reminder: FantasyReminderChange | null;
  /** The server's answer to the last reminder change, or its refusal. */
  notice: Message | null;
}

export const fantasyLobbyMachine = setup({
  types: {
    context: {} as FantasyLobbyContext,
    events: {} as FantasyLobbyEvent,
  },
  actors: {
    loadLobby: fromPromise<FantasyLobbyData, void>(notProvided('loadLobby')),
    setReminder: fromPromise<Message, FantasyReminderChange>(notProvided('setReminder')),
  },
  guards: {
    upcomingMatch: ({ context }, params: { matchId: number }) =>
      context.matches.some((match) => match.matchId === params.matchId && match.status === 'upcoming'),
  },
  delays: { FANTASY_REFRESH_MS },
  actions: {
    storeLobby: assign((_, params: { data: FantasyLobbyData }) => ({ ...params.data, loaded: true, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    startReminder: assign(({ context }, params: { matchId: number }) => ({
      reminder: { matchId: params.matchId, on: !context.matches.find((match) => match.matchId === params.matchId)?.isReminded },
      notice: null,
    })),
    storeNotice: assign((_, params: { notice: Message }) => ({ notice: params.notice, reminder: null })),
  },
}).createMachine({
  id: 'fantasyLobby',
  context: { matches: [], contests: [], myContests: [], loaded: false, error: null, reminder: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLobby',
        src: 'loadLobby',
        onDone: { target: 'shown', actions: { type: 'storeLobby', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'lobby.retry': { target: 'loading', description: 'The user asks again after a failed load.' } },
    },
    shown: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { FANTASY_REFRESH_MS: { target: 'refreshing', description: 'Spots left and statuses are read again.' } },
          on: {
            'lobby.refresh': { target: 'refreshing' },
            'reminder.toggled': {
              guard: { type: 'upcomingMatch', params: ({ event }) => ({ matchId: event.matchId }) },
              target: 'reminding',
              actions: { type: 'startReminder', params: ({ event }) => ({ matchId: event.matchId }) },
            },
          },
        },
        reminding: {
          invoke: {
            id: 'setReminder',
            src: 'setReminder',
            input: ({ context }) => context.reminder!,
            onDone: {
              target: 'refreshing',
              actions: { type: 'storeNotice', params: ({ event }) => ({ notice: event.output }) },
              description: 'The reminder is saved; the lobby is read again to show it.',
            },
            onError: { target: 'waiting', actions: { type: 'storeNotice', params: ({ event }) => ({ notice: errorToMessage(event.error) }) } },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshLobby',
            src: 'loadLobby',
            onDone: { target: 'waiting', actions: { type: 'storeLobby', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'waiting', description: 'A failed refresh keeps the lobby shown.' },
          },
        },
      },
    },
  },
});
