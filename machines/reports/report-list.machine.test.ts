import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invokedInput, walkEveryTransition } from '../testing/path-harness.ts';
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
      rule: "a list holds only the page last answered, a page of rows at most, never pages added together; a page without rows is 'No Record found'",
      check: ({ snapshot, event }) => {
        const { result } = snapshot.context;
        if (event.type === 'xstate.done.actor.loadPage') expect(result).toEqual((event as { output?: unknown }).output);
        if (snapshot.matches('shown')) {
          expect(result?.rows.length).toBeGreaterThan(0);
          expect(result?.rows.length).toBeLessThanOrEqual(result!.pageSize);
        } else if (snapshot.matches('empty')) {
          expect(result?.rows).toEqual([]);
        }
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
});
