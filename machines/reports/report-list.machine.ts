/**
 * One account report list (routes statements, bets/{type}; docs/decisions/064): its filters
 * (a window of days, a kind), its page, and loading / shown / empty / pastEnd / failed. The rows come
 * from the server a page at a time, never all at once; the view shows them as they are. A later page
 * that comes back without rows (rows went since the count was read) is `pastEnd`, not `empty`: 'No
 * more rows' with Previous still offered (docs/decisions/114).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';

/** Days as YYYY-MM-DD; `to` is the day after the last one shown (the contract's window). */
export interface ReportFilters {
  from: string;
  to: string;
  /** The statement's kind, the bets' type; null: all. */
  kind: string | null;
}

export interface ReportQuery extends ReportFilters {
  page: number;
}

export interface ReportPage {
  rows: readonly unknown[];
  totalRows: number;
  pageSize: number;
  /** The report's totals over every page, if it has any. */
  totals?: unknown;
}

export type ReportListEvent =
  | { type: 'filters.changed'; filters: ReportFilters }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'report.retry' };

export interface ReportListContext {
  filters: ReportFilters;
  page: number;
  result: ReportPage | null;
  error: Message | null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The server refuses longer windows (docs/decisions/060). */
export const MAX_WINDOW_DAYS = 366;
const DAY_MS = 86_400_000;

export const filtersValid = (filters: ReportFilters): boolean =>
  DAY_PATTERN.test(filters.from) &&
  DAY_PATTERN.test(filters.to) &&
  filters.from < filters.to &&
  Date.parse(filters.to) - Date.parse(filters.from) <= MAX_WINDOW_DAYS * DAY_MS;

export const pageCount = (result: ReportPage | null): number => (result ? Math.max(1, Math.ceil(result.totalRows / result.pageSize)) : 1);

export const reportListMachine = setup({
  types: {
    context: {} as ReportListContext,
    events: {} as ReportListEvent,
    input: {} as ReportFilters,
  },
  actors: {
    loadPage: fromPromise<ReportPage, ReportQuery>(notProvided('loadPage')),
  },
  guards: {
    filtersValid: (_, filters: ReportFilters) => filtersValid(filters),
    hasNextPage: ({ context }) => context.page < pageCount(context.result),
    hasPreviousPage: ({ context }) => context.page > 1,
    pageEmpty: (_, page: ReportPage) => page.rows.length === 0,
    laterPageEmpty: ({ context }, page: ReportPage) => page.rows.length === 0 && context.page > 1,
  },
  actions: {
    storeFilters: assign((_, filters: ReportFilters) => ({ filters, page: 1 })),
    nextPage: assign(({ context }) => ({ page: context.page + 1 })),
    previousPage: assign(({ context }) => ({ page: context.page - 1 })),
    storeResult: assign((_, result: ReportPage) => ({ result, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'reportList',
  context: ({ input }) => ({ filters: input, page: 1, result: null, error: null }),
  initial: 'loading',
  on: {
    'filters.changed': {
      guard: { type: 'filtersValid', params: ({ event }) => event.filters },
      target: '.loading',
      actions: { type: 'storeFilters', params: ({ event }) => event.filters },
      description: 'New filters load their first page; a window backwards or over 366 days is ignored.',
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ ...context.filters, page: context.page }),
        onDone: [
          {
            guard: { type: 'laterPageEmpty', params: ({ event }) => event.output },
            target: 'pastEnd',
            actions: { type: 'storeResult', params: ({ event }) => event.output },
            description: 'A page after the first came back without rows: Previous stays offered.',
          },
          {
            guard: { type: 'pageEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'storeResult', params: ({ event }) => event.output },
          },
          { target: 'shown', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      on: {
        'page.next': { guard: 'hasNextPage', target: 'loading', actions: 'nextPage' },
        'page.previous': { guard: 'hasPreviousPage', target: 'loading', actions: 'previousPage' },
      },
    },
    empty: {
      description: "'No Record found'.",
    },
    pastEnd: {
      description: "'No more rows' on a later page; Previous goes back a page.",
      on: {
        'page.previous': { guard: 'hasPreviousPage', target: 'loading', actions: 'previousPage' },
      },
    },
    failed: {
      on: { 'report.retry': 'loading' },
    },
  },
});
