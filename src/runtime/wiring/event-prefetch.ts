/**
 * An event's details, asked for as the page starts when it opens on that event. The
 * reply then arrives while the event screen's chunk loads, not after it: the event's name, the
 * page's largest paint, shows one round trip sooner. The event screen's first load takes it
 * (src/runtime/wiring/sports.ts); a reply older than `PREFETCH_FRESH_MS` is not used, and neither is
 * one for another event: they are asked for again.
 */
import { findRoute } from '../../../machines/router/routes.ts';
import type { Api, ReplyOf } from '../../api/call.ts';

/** Long enough for the chunk to load on a slow phone; prices move, so a later screen asks again. */
export const PREFETCH_FRESH_MS = 10_000;

type EventDetailsReply = ReplyOf<'matchDetails'>;

/** Gives the prefetched reply for `eventId` once, or undefined. */
export type TakeEventDetails = (eventId: string) => Promise<EventDetailsReply> | undefined;

export function prefetchEventDetails(api: Api, path: string, now: () => number = Date.now): TakeEventDetails {
  const eventId = eventIdIn(path);
  if (!eventId) return () => undefined;
  let early: Promise<EventDetailsReply> | undefined = api.call('matchDetails', { params: { event_id: eventId } });
  early.catch(() => undefined); // a failed prefetch is the screen's to report, when it takes it
  const askedAt = now();
  return (wanted) => {
    const reply = wanted === eventId && now() - askedAt <= PREFETCH_FRESH_MS ? early : undefined;
    early = undefined;
    return reply;
  };
}

/** The event id as the router gives it to the event screen (wouter decodes the path with decodeURI). */
function eventIdIn(path: string): string | undefined {
  if (findRoute(path).screen !== 'SportsEventDetail') return undefined;
  try {
    return decodeURI(path).split('/')[2];
  } catch {
    return undefined; // a malformed address: the screen shows what it shows, with no prefetch
  }
}
