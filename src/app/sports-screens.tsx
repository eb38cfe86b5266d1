/**
 * The sports routes (spec §2), loaded with their own chunk: the event screen's actor is built here
 * from its real actors (src/runtime/wiring/sports.ts), so neither the machines nor the reply schemas of
 * the event screen are in Home's first load (design §7).
 */
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { EventScreen } from '../features/sports/event-screen.tsx';
import type { FeedRef } from '../features/sports/price-cell.tsx';
import { SportEventsScreen } from '../features/sports/sport-events-screen.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { SportsBookRoute, useEventScreenActions, useSportsView } from './markets-nav-screens.tsx';
import { SportsViewSwitch } from '../features/sports/sports-book-screen.tsx';
import { eventListLogicOf } from '../runtime/wiring/event-lists.ts';
import { eventFeedLogicOf } from '../runtime/wiring/sports.ts';
import { CashOutShortcut, EventOpenBets } from '../features/sports/cash-out-open-bets.tsx';
import { cashOutLogicOf, openBetsLogicOf } from '../runtime/wiring/cash-out.ts';

export function SportsEventDetailRoute({ eventId }: { eventId: string }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => eventFeedLogicOf(system.sports), [system]);
  const navActions = useEventScreenActions();
  // The open bets with each market's cash-out, and a shortcut to it on the market.
  const actions = useMemo(() => {
    const logics = { openBets: openBetsLogicOf(system.sports.api), cashOut: cashOutLogicOf(system.sports.api) };
    return {
      ...navActions,
      market: (feed: FeedRef, marketId: string) => (
        <>
          <CashOutShortcut feed={feed} marketId={marketId} />
          {navActions.market?.(feed, marketId)}
        </>
      ),
      openBets: (feed: FeedRef) => <EventOpenBets feed={feed} logics={logics} />,
    };
  }, [system, navActions]);
  return <EventScreen key={eventId} eventId={eventId} logic={logic} actions={actions} />;
}

export function SportsRoute({ type, id }: { type: string; id: string }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => eventListLogicOf(system.eventLists), [system]);
  const competition = new URLSearchParams(useSearch()).get('competition');
  const sportId = Number(id);
  const source = useMemo(
    () => ({ kind: 'sport' as const, sportId: Number.isFinite(sportId) ? sportId : 0, competitionId: competition }),
    [sportId, competition],
  );
  const [view, setView] = useSportsView();
  // A bettor who chose the sports book sees the sport's events as fixed odds.
  if (view === 'sportsbook') return <SportsBookRoute key={`${id}/${competition ?? ''}`} source={source} shared={[view, setView]} />;
  return (
    <>
      <SportsViewSwitch view={view} onChange={setView} />
      <SportEventsScreen key={`${id}/${competition ?? ''}`} slug={type} source={source} logic={logic} />
    </>
  );
}
