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

/**
 * The width from which the side menu is a fixed column rather than a drawer, and the event screen's
 * slip a side panel rather than opening under the runner (theme.css uses the same width).
 */
export const DESKTOP_QUERY = '(min-width: 1024px)';
