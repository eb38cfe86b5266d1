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
import { eventListLogicOf } from './wiring/event-lists.ts';
import { eventFeedLogicOf } from './wiring/sports.ts';

export function SportsEventDetailRoute({ eventId }: { eventId: string }) {
  const { system } = useAppSystem();
  const logic = useMemo(() => eventFeedLogicOf(system.sports), [system]);
  return <EventScreen key={eventId} eventId={eventId} logic={logic} />;
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
  return <SportEventsScreen key={`${id}/${competition ?? ''}`} slug={type} source={source} logic={logic} />;
}
