/**
 * Home's in-play and upcoming lists (src/features/home/in-play-section.tsx) with their real actors,
 * loaded with their own chunk right after Home's first paint, so the lists' machine, reply schemas
 * and rows stay out of Home's first load (design §7).
 */
import { useMemo } from 'react';
import { InPlaySection } from '../features/home/in-play-section.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { eventListLogicOf } from '../runtime/wiring/event-lists.ts';

export function HomeInPlay() {
  const { system } = useAppSystem();
  const logic = useMemo(() => eventListLogicOf(system.eventLists), [system]);
  return <InPlaySection logic={logic} />;
}
