import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders only when that answer changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The width from which the slip is a side panel instead of opening under the runner. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
