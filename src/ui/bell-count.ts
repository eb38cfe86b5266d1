/**
 * The unread-notification count as a page event: the notifications list (a report screen) tells the
 * header's bell the count a mark-redirect answered, without either feature importing the other.
 */
const BELL_COUNT_EVENT = 'notifications:count';

export const announceBellCount = (count: number): void => {
  window.dispatchEvent(new CustomEvent(BELL_COUNT_EVENT, { detail: count }));
};

/** Calls `onCount` with every announced count until the returned function is called. */
export function listenBellCount(onCount: (count: number) => void): () => void {
  const listener = (event: Event) => onCount((event as CustomEvent<number>).detail);
  window.addEventListener(BELL_COUNT_EVENT, listener);
  return () => window.removeEventListener(BELL_COUNT_EVENT, listener);
}
