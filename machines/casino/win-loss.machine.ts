/**
 * The casino win/loss report (route casino-win-loss-details; docs/decisions/058): per day
 * and game, the stakes, wins and net of a window of days, loaded from the ledger by the server.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

export interface WinLossFigures {
  rounds: number;
  bets: number;
  wins: number;
  net: number;
}

export interface WinLossRow extends WinLossFigures {
  date: string;
  game_id: string;
  provider: string;
}

/** One round of the window with its provably fair draw (docs/decisions/193). */
export interface WinLossRound {
  round_id: string;
  game_id: string;
  provider: string;
  /** ISO date-time. */
  time: string;
  stake: number;
  win: number;
  net: number;
  /** The round the draw is for (a crash bet's table round); null when the provider does not say. */
  fair_round_id: string | null;
  seed_hash: string | null;
  /** Revealed once the round is over. */
  seed: string | null;
}

export interface WinLossReport {
  rows: WinLossRow[];
  total: WinLossFigures;
  /** The window's rounds one by one, newest first (at most 100). */
  round_details?: WinLossRound[];
}

/** Days as YYYY-MM-DD; `to` is the day after the last one shown (the contract's window). */
export interface WinLossWindow {
  from: string;
  to: string;
}

export type WinLossEvent = { type: 'window.changed'; window: WinLossWindow } | { type: 'report.retry' };

export interface WinLossContext {
  window: WinLossWindow;
  report: WinLossReport | null;
  error: Message | null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const winLossMachine = setup({
  types: {
    context: {} as WinLossContext,
    events: {} as WinLossEvent,
    input: {} as WinLossWindow,
  },
  actors: {
    loadWinLoss: fromPromise<WinLossReport, WinLossWindow>(notProvided('loadWinLoss')),
  },
  guards: {
    windowValid: (_, window: WinLossWindow) => DAY_PATTERN.test(window.from) && DAY_PATTERN.test(window.to) && window.from < window.to,
  },
  actions: {
    storeWindow: assign((_, window: WinLossWindow) => ({ window })),
    storeReport: assign((_, report: WinLossReport) => ({ report, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'casinoWinLoss',
  context: ({ input }) => ({ window: input, report: null, error: null }),
  initial: 'loading',
  on: {
    'window.changed': {
      guard: { type: 'windowValid', params: ({ event }) => event.window },
      target: '.loading',
      actions: { type: 'storeWindow', params: ({ event }) => event.window },
      description: 'Other days: load them (a window that ends before it starts is ignored).',
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadWinLoss',
        src: 'loadWinLoss',
        input: ({ context }) => context.window,
        onDone: { target: 'shown', actions: { type: 'storeReport', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    failed: {
      on: { 'report.retry': 'loading' },
    },
  },
});
