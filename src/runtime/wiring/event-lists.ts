/**
 * The event lists' actors (machines/sports/event-list.machine.ts): Home and /inplay (in play with
 * counts per sport, upcoming) and `sports/{type}/{id}` (one sport's or competition's events), with
 * the in-play rows' best prices live from their odds rooms. On Home's first load: light on purpose.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { eventListMachine, type EventListEvent, type EventLists, type ListSource } from '../../../machines/sports/event-list.machine.ts';
import type { Api } from '../../api/call.ts';
import { eventRowOf, parseEventList, parseInPlayCounts, rowOddsOf } from '../../api/sports-lists.ts';
import { joinOddsRooms, type OddsRoomsWiring } from './odds-rooms.ts';

export interface EventListsWiring extends OddsRoomsWiring {
  api: Api;
}

async function loadLists(api: Api, source: ListSource): Promise<EventLists> {
  if (source.kind === 'sport') {
    const reply = await api.call('matches', {
      params: { sport_id: source.sportId },
      ...(source.competitionId !== null && { query: { competition_id: source.competitionId } }),
    } as never);
    const rows = parseEventList(reply).map(eventRowOf);
    return { inPlay: rows.filter((row) => row.inPlay), upcoming: rows.filter((row) => !row.inPlay), counts: {} };
  }
  const [inPlay, upcoming, counts] = await Promise.all([api.call('inPlayMatches'), api.call('upcomingSports'), api.call('inPlayCount')]);
  return {
    inPlay: parseEventList(inPlay).map(eventRowOf),
    upcoming: parseEventList(upcoming).map(eventRowOf),
    counts: parseInPlayCounts(counts),
  };
}

export const eventListLogicOf = (wiring: EventListsWiring) =>
  eventListMachine.provide({
    actors: {
      loadLists: fromPromise<EventLists, { source: ListSource }>(({ input }) => loadLists(wiring.api, input.source)),
      rowsFeed: fromCallback<EventObject, { eventIds: string[] }>(({ input, sendBack }) => {
        const rooms = joinOddsRooms(wiring, input.eventIds, (payload) => {
          for (const odds of rowOddsOf(payload)) sendBack({ type: 'row.odds', odds } satisfies EventListEvent);
        });
        return () => rooms.stop();
      }),
    },
  });
