/**
 * The sports routes (spec §2), loaded with their own chunk: the event screen's actor is built here
 * from its real actors (src/app/wiring/sports.ts), so neither the machines nor the reply schemas of
 * the event screen are in Home's first load (design §7).
 */
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { EventScreen } from '../features/sports/event-screen.tsx';
import { SportEventsScreen } from '../features/sports/sport-events-screen.tsx';
import { useAppSystem } from './app-system-context.tsx';
import { SportsBookRoute, useEventScreenActions, useSportsView } from './markets-nav-screens.tsx';
import { SportsViewSwitch } from '../features/sports/sports-book-screen.tsx';
import { eventListLogicOf } from './wiring/event-lists.ts';
import { eventFeedLogicOf } from './wiring/sports.ts';

export function SportsEventDetailRoute({ eventId }: { eventId: string }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => eventFeedLogicOf(system.sports), [system]);
  const actions = useEventScreenActions();
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
  // Issue 12: a bettor who chose the sports book sees the sport's events as fixed odds.
  if (view === 'sportsbook') return <SportsBookRoute key={`${id}/${competition ?? ''}`} source={source} shared={[view, setView]} />;
  return (
    <>
      <SportsViewSwitch view={view} onChange={setView} />
      <SportEventsScreen key={`${id}/${competition ?? ''}`} slug={type} source={source} logic={logic} />
    </>
  );
}
