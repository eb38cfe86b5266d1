import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invokedInput } from '../testing/path-config.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { filtersValid, pageCount, reportListMachine, type ReportListEvent, type ReportPage, type ReportQuery } from './report-list.machine.ts';

const FILTERS = { from: '2026-11-17', to: '2026-11-25', kind: null };
const TWO_PAGES: ReportPage = { rows: [{ id: 1 }], totalRows: 30, pageSize: 20 };
const EMPTY: ReportPage = { rows: [], totalRows: 0, pageSize: 20 };

walkEveryTransition('reportList', {
  machine: reportListMachine,
  input: FILTERS,
  events: (): ReportListEvent[] => [
    { type: 'filters.changed', filters: { from: '2026-11-01', to: '2026-11-25', kind: 'sports' } },
    { type: 'filters.changed', filters: { from: '2026-11-25', to: '2026-11-01', kind: null } },
    { type: 'page.next' },
    { type: 'page.previous' },
    { type: 'report.retry' },
  ],
  outputs: { loadPage: [TWO_PAGES, EMPTY] },
  contextKey: (context) => ({ page: context.page, pages: pageCount(context.result) }),
  facts: [
    {
      rule: 'every page is asked with the filters the user chose (window of days and kind) and the page number shown',
      check: ({ snapshot }) => {
        if (!snapshot.matches('loading')) return;
        expect(invokedInput(snapshot, 'loadPage')).toEqual({ ...snapshot.context.filters, page: snapshot.context.page });
      },
    },
    {
      rule: 'new filters start again at page 1; Next and Previous move one page, within the pages the report has, keeping the filters',
      check: ({ snapshot, previous, event }) => {
        const { filters, page } = snapshot.context;
        if (event.type === 'filters.changed') {
          expect(filters).toEqual((event as { filters?: unknown }).filters);
          expect(page).toBe(1);
          return;
        }
        expect(filters).toEqual(previous.context.filters);
        if (event.type === 'page.next') {
          expect(page).toBe(previous.context.page + 1);
          expect(page).toBeLessThanOrEqual(pageCount(previous.context.result));
        } else if (event.type === 'page.previous') {
          expect(page).toBe(previous.context.page - 1);
          expect(page).toBeGreaterThanOrEqual(1);
        } else {
          expect(page).toBe(previous.context.page);
        }
      },
    },
    {
      rule: "a list holds only the page last answered, a page of rows at most, never pages added together; the first page without rows is 'No Record found', a later one 'No more rows'",
      check: ({ snapshot, event }) => {
        const { result } = snapshot.context;
        if (event.type === 'xstate.done.actor.loadPage') expect(result).toEqual((event as { output?: unknown }).output);
        if (snapshot.matches('shown')) {
          expect(result?.rows.length).toBeGreaterThan(0);
          expect(result?.rows.length).toBeLessThanOrEqual(result!.pageSize);
        } else if (snapshot.matches('empty')) {
          expect(result?.rows).toEqual([]);
          expect(snapshot.context.page).toBe(1);
        } else if (snapshot.matches('pastEnd')) {
          expect(result?.rows).toEqual([]);
          expect(snapshot.context.page).toBeGreaterThan(1);
        }
      },
    },
    {
      rule: 'an empty page after the first never strands the user: Previous is still offered and goes back a page',
      check: ({ snapshot, event }) => {
        if (event.type !== 'xstate.done.actor.loadPage') return;
        if ((event as { output?: ReportPage }).output?.rows.length !== 0 || snapshot.context.page === 1) return;
        expect(snapshot.can({ type: 'page.previous' })).toBe(true);
        expect(snapshot.can({ type: 'page.next' })).toBe(false);
      },
    },
  ],
});

describe('reportList', () => {
  it('asks for each page with the filters; new filters go back to page 1', async () => {
    const asked: ReportQuery[] = [];
    const actor = createActor(
      reportListMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }: { input: ReportQuery }) => {
            asked.push(input);
            return TWO_PAGES;
          }),
        },
      }),
      { input: FILTERS },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'page.next' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'page.next' });
    actor.send({ type: 'filters.changed', filters: { ...FILTERS, kind: 'deposit' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.map((query) => [query.page, query.kind])).toEqual([
      [1, null],
      [2, null],
      [1, 'deposit'],
    ]);
  });

  it('refuses windows backwards, unreadable or over 366 days', () => {
    expect(filtersValid(FILTERS)).toBe(true);
    expect(filtersValid({ ...FILTERS, from: '2025-01-01', to: '2026-11-25' })).toBe(false);
    expect(filtersValid({ ...FILTERS, from: 'yesterday' })).toBe(false);
  });

  it('a later page that comes back empty keeps Previous, which goes back to the page before', async () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    const actor = createActor(
      reportListMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }: { input: ReportQuery }) => {
            asked.push(input.page);
            return input.page === 1 ? TWO_PAGES : { ...EMPTY, totalRows: 20 };
          }),
        },
      }),
      { input: FILTERS },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'page.next' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('empty')).toBe(false);
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().can({ type: 'page.previous' })).toBe(true);
    actor.send({ type: 'page.previous' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([1, 2, 1]);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context.result).toEqual(TWO_PAGES);
    actor.stop();
    vi.useRealTimers();
  });
});
