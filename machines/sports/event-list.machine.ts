/**
 * The event lists of Home, /inplay and `sports/{type}/{id}`: in-play events with a
 * count per sport, upcoming events, each row with the match odds' best back and lay, live.
 *
 * Kept light for Home's first load (design §7): the rows hold only the best prices; `rowsFeed`
 * (src/app) joins the odds rooms of the in-play rows shown and reports `row.odds` per message. The
 * lists are loaded again every LISTS_REFRESH_MS (events go in play, new ones open).
 */
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import type { MarketStatus } from './market.ts';
import { sameBoard, sameMoment, type ScoreBoard, type ScoreMoment } from './scoreboard.ts';

/** Lists are loaded again this often. Designed (docs/decisions/043). */
export const LISTS_REFRESH_MS = 30_000;
/** In-play rows whose prices are live at once (the rest show the prices of the last load). */
export const LIVE_ROWS_MAX = 20;

export interface RowRunner {
  selectionId: string;
  name: string;
  back: number | null;
  lay: number | null;
}

export interface EventRow {
  eventId: string;
  name: string;
  competitionName: string;
  /** The competition's name per language (docs/decisions/225); the site's language's is shown, else competitionName. */
  competitionNames?: Readonly<Record<string, string>>;
  sportSlug: string;
  /** ISO 8601. */
  openDate: string;
  inPlay: boolean;
  /** The match odds market whose best prices the row shows (null: none open). */
  marketId: string | null;
  status: MarketStatus | null;
  hasBookmaker: boolean;
  hasFancy: boolean;
  runners: RowRunner[];
  /** An in-play event's score as the row shows it (docs/decisions/215): the board, else the line. */
  score?: { line: string; board: ScoreBoard | null; moment?: ScoreMoment | null } | null;
}

export interface EventLists {
  inPlay: EventRow[];
  upcoming: EventRow[];
  /** In-play events per sport slug (the tabs' badges). */
  counts: Record<string, number>;
}

/** Which lists: Home (every sport, split by tab in the view) or one sport / competition. */
export type ListSource = { kind: 'home' } | { kind: 'sport'; sportId: number; competitionId: string | null };

/** Best prices of one market, from an odds message. */
export interface RowOdds {
  eventId: string;
  marketId: string;
  status: MarketStatus;
  runners: { selectionId: string; back: number | null; lay: number | null }[];
  /** The event's score when the message carries one (null: none now). */
  score?: EventRow['score'];
}

export interface EventListContext {
  source: ListSource;
  lists: EventLists;
  error: Message | null;
}

export type EventListEvent = { type: 'row.odds'; odds: RowOdds } | { type: 'lists.retry' };

const EMPTY: EventLists = { inPlay: [], upcoming: [], counts: {} };

/** The lists have loaded at least once: until then a tab keeps its count badge's room (no layout shift). */
export const selectListsLoaded = (snapshot: { context: Pick<EventListContext, 'lists'> }): boolean => snapshot.context.lists !== EMPTY;

/** The row with the message's best prices; the same row when nothing it shows changed. */
export function withOdds(row: EventRow, odds: RowOdds): EventRow {
  if (row.eventId !== odds.eventId) return row;
  // The score rides on the odds message (docs/decisions/215): taken whatever the market, kept when equal.
  const scoreChanged =
    odds.score !== undefined && ((odds.score?.line ?? null) !== (row.score?.line ?? null) || !sameBoard(odds.score?.board, row.score?.board) || !sameMoment(odds.score?.moment, row.score?.moment));
  const scored = scoreChanged ? { ...row, score: odds.score } : row;
  if (row.marketId !== odds.marketId) return scored;
  let changed = row.status !== odds.status;
  const runners = row.runners.map((runner) => {
    const fresh = odds.runners.find((candidate) => candidate.selectionId === runner.selectionId);
    if (!fresh || (fresh.back === runner.back && fresh.lay === runner.lay)) return runner;
    changed = true;
    return { ...runner, back: fresh.back, lay: fresh.lay };
  });
  return changed ? { ...scored, status: odds.status, runners } : scored;
}

export const liveEventIdsOf = (lists: EventLists): string[] => lists.inPlay.slice(0, LIVE_ROWS_MAX).map((row) => row.eventId);

export const eventListMachine = setup({
  types: {
    context: {} as EventListContext,
    events: {} as EventListEvent,
    input: {} as { source: ListSource },
    tags: {} as 'loading',
    children: {} as { loadLists: 'loadLists'; rowsFeed: 'rowsFeed' },
  },
  actors: {
    loadLists: fromPromise<EventLists, { source: ListSource }>(notProvided('loadLists')),
    /** Joins the odds rooms of these events and reports `row.odds`; leaves them when stopped. */
    rowsFeed: fromCallback<EventObject, { eventIds: string[] }>(() => undefined),
  },
  actions: {
    storeLists: assign((_, params: { lists: EventLists }) => ({ lists: params.lists, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    applyOdds: assign(({ context }, params: { odds: RowOdds }) => {
      const inPlay = context.lists.inPlay.map((row) => withOdds(row, params.odds));
      const changed = inPlay.some((row, index) => row !== context.lists.inPlay[index]);
      return changed ? { lists: { ...context.lists, inPlay } } : {};
    }),
  },
  delays: {
    refresh: LISTS_REFRESH_MS,
  },
}).createMachine({
  id: 'eventList',
  context: ({ input }) => ({ source: input.source, lists: EMPTY, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        input: ({ context }) => ({ source: context.source }),
        onDone: { target: 'ready', actions: { type: 'storeLists', params: ({ event }) => ({ lists: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      invoke: { id: 'rowsFeed', src: 'rowsFeed', input: ({ context }) => ({ eventIds: liveEventIdsOf(context.lists) }) },
      on: { 'row.odds': { actions: { type: 'applyOdds', params: ({ event }) => ({ odds: event.odds }) } } },
      after: { refresh: { target: 'loading', description: 'Events go in play and new ones open: load the lists again.' } },
    },
    failed: {
      on: { 'lists.retry': { target: 'loading' } },
      after: { refresh: { target: 'loading' } },
    },
  },
});
