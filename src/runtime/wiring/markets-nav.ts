/**
 * The real actors of the bettor's ways around the exchange: the header's search, My
 * Markets, favourites and the pinned markets of /multi-market. Loaded with their screens (the
 * lazy chunk src/app/markets-nav-screens.tsx), so none of this is in Home's first load.
 *
 * Pins and favourites are one actor per app, made on first use: a star or a pin on the event
 * screen shows at once on Home and /multi-market. Pins are saved to the persisted client state on
 * every change (src/runtime/system.ts gives the store).
 */
import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import type { NoticeEvent } from '../../../machines/notices/notices.machine.ts';
import type { SportsView } from '../../../machines/persistence/persisted-state.ts';
import { eventSearchMachine, type SearchResult } from '../../../machines/sports/event-search.machine.ts';
import { favouritesMachine, type EventSummary } from '../../../machines/sports/favourites.machine.ts';
import { myMarketsMachine, type MyMarketRow } from '../../../machines/sports/my-markets.machine.ts';
import { pinnedMarketsMachine, type PinnedMarket } from '../../../machines/sports/pinned-markets.machine.ts';
import type { Api } from '../../api/call.ts';
import { favouritesOf, myMarketsOf, searchResultsOf } from '../../api/markets-nav.ts';

export interface MarketsNavWiring {
  api: Api;
  /** The persisted client state's `sports` slice. */
  pins: { load(): PinnedMarket[]; save(pins: PinnedMarket[]): void };
  view: { load(): SportsView; save(view: SportsView): void };
  /** Where the long-lived actors' banners go (the notices actor). */
  notify(event: NoticeEvent): void;
  /** The page's inspector and journal, when it records (docs/inspector.md). */
  inspect?: (inspectionEvent: InspectionEvent) => void;
}

export type PinsRef = ActorRefFrom<typeof pinnedMarketsMachine>;
export type FavouritesRef = ActorRefFrom<typeof favouritesMachine>;

export const eventSearchLogicOf = ({ api }: MarketsNavWiring) =>
  eventSearchMachine.provide({
    actors: {
      searchEvents: fromPromise<SearchResult[], { key: string }>(async ({ input }) =>
        searchResultsOf(await api.call('searchEvents', { params: { searchKey: input.key } })),
      ),
    },
  });

export const myMarketsLogicOf = ({ api }: MarketsNavWiring) =>
  myMarketsMachine.provide({
    actors: {
      loadMyMarkets: fromPromise<MyMarketRow[], { sport: string }>(async ({ input }) =>
        myMarketsOf(await api.call('myMarkets', { params: { sport_type: input.sport } })),
      ),
    },
  });

const pinsActors = new WeakMap<MarketsNavWiring, PinsRef>();
const favouritesActors = new WeakMap<MarketsNavWiring, FavouritesRef>();

/** The app's pinned markets, restored from storage and saved on every change. */
export function pinsActorOf(wiring: MarketsNavWiring): PinsRef {
  const existing = pinsActors.get(wiring);
  if (existing) return existing;
  const actor = createActor(pinnedMarketsMachine, { input: { pins: wiring.pins.load() }, inspect: wiring.inspect });
  let saved = actor.getSnapshot().context.pins;
  actor.subscribe(({ context }) => {
    if (context.pins === saved) return;
    saved = context.pins;
    wiring.pins.save(context.pins);
  });
  actor.on('notice.error', wiring.notify);
  actor.on('notice.success', wiring.notify);
  actor.start();
  pinsActors.set(wiring, actor);
  return actor;
}

/** The signed-in user's favourites (a visitor has none: the screens do not ask). */
export function favouritesActorOf(wiring: MarketsNavWiring): FavouritesRef {
  const existing = favouritesActors.get(wiring);
  if (existing) return existing;
  const { api } = wiring;
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        loadFavourites: fromPromise<EventSummary[]>(async () => favouritesOf(await api.call('favouriteList', { body: { game_type: 1 } }))),
        saveFavourite: fromPromise<void, { eventId: string; favourite: boolean }>(async ({ input }) => {
          await api.call('makeEventFavourite', { body: { event_id: input.eventId, favourite: input.favourite } });
        }),
      },
    }),
    { inspect: wiring.inspect },
  );
  actor.on('notice.error', wiring.notify);
  actor.start();
  favouritesActors.set(wiring, actor);
  return actor;
}
