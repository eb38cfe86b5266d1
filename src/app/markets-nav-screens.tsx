/**
 * The bettor's ways around the exchange that need the event screen's actors, loaded with
 * the sports routes: /multi-market, /sports-book, the remembered view, and the event screen's star
 * and pins. The light panels (search, My Markets, Home's favourites) are in header-panels.tsx.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { SportsView } from '../../machines/persistence/persisted-state.ts';
import type { ListSource } from '../../machines/sports/event-list.machine.ts';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import { FavouriteStar } from '../features/sports/favourite-star.tsx';
import type { EventScreenActions } from '../features/sports/event-screen.tsx';
import { MultiMarketScreen } from '../features/sports/multi-market-screen.tsx';
import { PinButton } from '../features/sports/pin-button.tsx';
import { SportsBookScreen } from '../features/sports/sports-book-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { eventListLogicOf } from '../runtime/wiring/event-lists.ts';
import { favouritesActorOf, pinsActorOf } from '../runtime/wiring/markets-nav.ts';
import { eventFeedLogicOf } from '../runtime/wiring/sports.ts';

export function MultiMarketRoute() {
  const { system } = useAppSystem();
  const logic = useMemo(() => eventFeedLogicOf(system.sports), [system]);
  return <MultiMarketScreen pins={pinsActorOf(system.marketsNav)} logic={logic} />;
}

/** The event screen's star (signed in) and each market's pin. */
export function useEventScreenActions(): EventScreenActions {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  return useMemo(() => {
    const pins = pinsActorOf(system.marketsNav);
    return {
      head: signedIn ? (feed) => <FavouriteStar favourites={favouritesActorOf(system.marketsNav)} feed={feed} /> : undefined,
      market: (feed, marketId) => <PinButton pins={pins} feed={feed} marketId={marketId} />,
    };
  }, [system, signedIn]);
}

/** The remembered choice between the exchange and the sports book (persisted client state). */
export function useSportsView(): [SportsView, (view: SportsView) => void] {
  const { system } = useAppSystem();
  const [view, setView] = useState(() => system.marketsNav.view.load());
  const change = useCallback(
    (next: SportsView) => {
      system.marketsNav.view.save(next);
      setView(next);
    },
    [system],
  );
  return [view, change];
}

const HOME_SOURCE: ListSource = { kind: 'home' };

/**
 * `/sports-book`, or a sport's events as the sports book when that is the remembered view (then the
 * sport's route owns the view and passes it).
 */
export function SportsBookRoute({ source = HOME_SOURCE, shared }: { source?: ListSource; shared?: [SportsView, (view: SportsView) => void] }) {
  const { system } = useAppSystem();
  const [, navigate] = useLocation();
  const own = useSportsView();
  const [view, setView] = shared ?? own;
  const listLogic = useMemo(() => eventListLogicOf(system.eventLists), [system]);
  const feedLogic = useMemo(() => eventFeedLogicOf(system.sports), [system]);
  const chosenHere = source.kind === 'home';
  // Opening the sports book itself is choosing it: the sports' pages then open as the sports book.
  useEffect(() => {
    if (chosenHere) setView('sportsbook');
  }, [chosenHere, setView]);
  const changeView = (next: SportsView) => {
    setView(next);
    // On /sports-book the exchange is the in-play list; a sport's page shows its own exchange list.
    if (next === 'exchange' && chosenHere) navigate('/inplay');
  };
  return <SportsBookScreen source={source} listLogic={listLogic} feedLogic={feedLogic} view={view} onViewChange={changeView} />;
}
