/**
 * The transaction history (spec §2, §4, §9; design §3), on both wallet screens: a filter, a date
 * window (last 30 days by default; `to` is sent as end + 1 day), the list (at most 50, newest
 * first), cancelling a pending request, and refresh with a 3 s spinner.
 *
 * - `loadHistory` is called with the window's query and the filter; the rows are kept as the rules
 *   order and cap them (`historyRows`).
 * - `transactionUpdates` (src/app provides it from the realtime actor) sends `history.changed`
 *   when the server reports a change: the list reloads without the spinner.
 * - Cancel carries an Idempotency-Key created when the user asks (one key per transaction, reused
 *   by a retry); the server's message is shown either way.
 */
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { HISTORY_REFRESH_SPINNER_MS } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import {
  defaultHistoryWindow,
  historyQuery,
  historyRows,
  type HistoryFilter,
  type HistoryTransaction,
  type HistoryWindow,
} from './history-rules.ts';

/** One row of the history, as src/app adapts the wallet history reply (spec §3 Transaction). */
export interface HistoryRow extends HistoryTransaction {
  transaction_id: string;
  type: string;
  payment_method: string;
  amount: number;
  approved_amount: number | null;
  action_at: string | null;
  hold_at: string | null;
  remark: string;
  /** Comma-separated proof links, as the server sends them. */
  transaction_image_url: string;
}

export interface HistoryRequest {
  from: string;
  to: string;
  /** Omitted for 'all'. */
  status?: Exclude<HistoryFilter, 'all'>;
}

export interface CancelInput {
  transactionId: string;
  idempotencyKey: string;
}

export interface HistoryContext {
  filter: HistoryFilter;
  window: HistoryWindow;
  rows: HistoryRow[];
  /** The cancel the user asked for; its key is reused when the same cancel is asked again. */
  cancel: CancelInput | null;
}

export type HistoryEvent =
  | { type: 'history.filterChanged'; filter: HistoryFilter }
  | { type: 'history.windowChanged'; window: HistoryWindow }
  | { type: 'history.refresh' }
  | { type: 'history.changed' }
  | { type: 'history.cancel'; transactionId: string };

export type HistoryEmitted = { type: 'notice.success'; message: Message } | { type: 'notice.error'; message: Message };

export interface HistoryInput {
  /** For tests: the moment the default window ends; defaults to now. */
  now?: number;
}

const requestOf = ({ window, filter }: Pick<HistoryContext, 'window' | 'filter'>): HistoryRequest => ({
  ...historyQuery(window),
  ...(filter !== 'all' && { status: filter }),
});

export const historyMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    emitted: {} as HistoryEmitted,
    input: {} as HistoryInput,
    tags: {} as 'loading',
    children: {} as { loadHistory: 'loadHistory'; cancelRequest: 'cancelRequest'; transactionUpdates: 'transactionUpdates' },
  },
  actors: {
    loadHistory: fromPromise<HistoryRow[], HistoryRequest>(notProvided('loadHistory')),
    /** Resolves with the server's message. */
    cancelRequest: fromPromise<Message, CancelInput>(notProvided('cancelRequest')),
    transactionUpdates: fromCallback<HistoryEvent>(() => undefined),
  },
  guards: {
    windowInOrder: ({ event }) => event.type === 'history.windowChanged' && event.window.startDate <= event.window.endDate,
  },
  actions: {
    storeRows: assign(({ context }, params: { rows: HistoryRow[] }) => ({ rows: historyRows(params.rows, context.filter) })),
    storeFilter: assign(({ context, event }) => ({ filter: event.type === 'history.filterChanged' ? event.filter : context.filter })),
    storeWindow: assign(({ context, event }) => ({ window: event.type === 'history.windowChanged' ? event.window : context.window })),
    confirmCancel: assign(({ context, event }) => {
      if (event.type !== 'history.cancel') return {};
      // The same cancel asked again (after a failure) keeps its key: the server answers it once.
      if (context.cancel?.transactionId === event.transactionId) return {};
      return { cancel: { transactionId: event.transactionId, idempotencyKey: globalThis.crypto.randomUUID() } };
    }),
    clearCancel: assign({ cancel: null }),
    announceSuccess: emit((_, params: { message: Message }) => ({ type: 'notice.success' as const, message: params.message })),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
  },
  delays: {
    refreshSpinner: HISTORY_REFRESH_SPINNER_MS,
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => ({
    filter: 'all',
    window: defaultHistoryWindow(new Date(input.now ?? Date.now())),
    rows: [],
    cancel: null,
  }),
  invoke: { id: 'transactionUpdates', src: 'transactionUpdates' },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'history.filterChanged': { target: '.loading', actions: 'storeFilter' },
        'history.windowChanged': { guard: 'windowInOrder', target: '.loading', actions: 'storeWindow' },
        'history.refresh': { target: '.loading' },
        'history.changed': { target: '.loading' },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => requestOf(context),
            onDone: { target: 'ready', actions: { type: 'storeRows', params: ({ event }) => ({ rows: event.output }) } },
            onError: { target: 'ready', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: { 'history.cancel': { target: 'cancelling', actions: 'confirmCancel' } },
        },
        cancelling: {
          description: 'Only pending rows offer cancel (canCancel); the server refuses any other.',
          invoke: {
            id: 'cancelRequest',
            src: 'cancelRequest',
            input: ({ context }) => context.cancel as CancelInput,
            onDone: {
              target: 'loading',
              actions: ['clearCancel', { type: 'announceSuccess', params: ({ event }) => ({ message: event.output }) }],
            },
            onError: { target: 'ready', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    spinner: {
      description: 'The refresh icon spins for HISTORY_REFRESH_SPINNER_MS after a refresh (spec §9).',
      initial: 'still',
      states: {
        still: { on: { 'history.refresh': { target: 'spinning' } } },
        spinning: { after: { refreshSpinner: { target: 'still' } } },
      },
    },
  },
});

type HistoryView = { context: HistoryContext; hasTag: (tag: 'loading') => boolean; matches: (state: object) => boolean };

export const selectHistoryRows = (snapshot: HistoryView): HistoryRow[] => snapshot.context.rows;
export const selectHistoryLoading = (snapshot: HistoryView): boolean => snapshot.hasTag('loading');
export const selectSpinning = (snapshot: HistoryView): boolean => snapshot.matches({ spinner: 'spinning' });
export const selectCancellingId = (snapshot: HistoryView): string | null =>
  snapshot.matches({ list: 'cancelling' }) ? (snapshot.context.cancel?.transactionId ?? null) : null;
