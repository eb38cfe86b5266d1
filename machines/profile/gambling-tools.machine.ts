/**
 * The responsible-gambling tools of the profile (docs/decisions/093-095): the user's deposit
 * and loss limits, a break and the reality-check interval, as the server holds them. A lower limit
 * applies at once, a raise waits 24 hours (the server decides and answers the pending value). A break
 * cannot be undone, so it is confirmed first.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type BreakKind = 'time_out' | 'self_exclusion';

export interface GamblingLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_from: string | null;
}

export interface GamblingTools {
  limits: readonly GamblingLimit[];
  break: { kind: BreakKind; until: string } | null;
  reality_check_minutes: number;
}

/** One change the user asks for; the server answers the tools after it. */
export type GamblingChange =
  | { type: 'limit'; kind: LimitKind; period: LimitPeriod; amount: number | null }
  | { type: 'break'; kind: BreakKind; days: number }
  | { type: 'realityCheck'; minutes: number };

export type GamblingToolsEvent =
  | { type: 'change.requested'; change: GamblingChange }
  | { type: 'change.confirmed' }
  | { type: 'change.cancelled' }
  | { type: 'tools.retry' };

export interface GamblingToolsContext {
  tools: GamblingTools | null;
  /** A break waiting for its confirmation, or the change being saved. */
  change: GamblingChange | null;
  error: Message | null;
  /** The last change saved (the view shows 'Saved Successfully'). */
  saved: GamblingChange | null;
}

/** Time-out: 1 to 42 days; self-exclusion: 183 days or more (the server refuses the rest). */
export const BREAK_CHOICES: Record<BreakKind, readonly number[]> = {
  time_out: [1, 7, 14, 28, 42],
  self_exclusion: [183, 365, 730, 1826],
};
export const REALITY_CHECK_CHOICES = [0, 15, 30, 60, 120] as const;

export const limitOf = (tools: GamblingTools | null, kind: LimitKind, period: LimitPeriod): GamblingLimit | undefined =>
  tools?.limits.find((limit) => limit.kind === kind && limit.period === period);

export const gamblingToolsMachine = setup({
  types: {
    context: {} as GamblingToolsContext,
    events: {} as GamblingToolsEvent,
  },
  actors: {
    loadTools: fromPromise<GamblingTools>(notProvided('loadTools')),
    saveChange: fromPromise<GamblingTools, GamblingChange>(notProvided('saveChange')),
  },
  guards: {
    isBreak: (_, change: GamblingChange) => change.type === 'break',
  },
  actions: {
    storeTools: assign((_, tools: GamblingTools) => ({ tools, error: null })),
    storeChange: assign((_, change: GamblingChange) => ({ change, error: null, saved: null })),
    storeSaved: assign(({ context }, tools: GamblingTools) => ({ tools, saved: context.change, change: null, error: null })),
    forgetChange: assign({ change: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error), change: null })),
  },
}).createMachine({
  id: 'gamblingTools',
  context: { tools: null, change: null, error: null, saved: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTools',
        src: 'loadTools',
        onDone: { target: 'ready', actions: { type: 'storeTools', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'tools.retry': 'loading' },
    },
    ready: {
      on: {
        'change.requested': [
          {
            guard: { type: 'isBreak', params: ({ event }) => event.change },
            target: 'confirming',
            actions: { type: 'storeChange', params: ({ event }) => event.change },
            description: 'A break cannot be undone: the user confirms it first.',
          },
          { target: 'saving', actions: { type: 'storeChange', params: ({ event }) => event.change } },
        ],
      },
    },
    confirming: {
      on: {
        'change.confirmed': 'saving',
        'change.cancelled': { target: 'ready', actions: 'forgetChange' },
      },
    },
    saving: {
      tags: ['loading'],
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => context.change!,
        onDone: { target: 'ready', actions: { type: 'storeSaved', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
