import { useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * Runs `work` in a task of its own and gives what it returns. Lighthouse's total blocking time and a
 * phone's responsiveness count each task's time past 50 ms, so the start is cut into tasks.
 */
export const inNextTask = <T,>(work: () => T | Promise<T>): Promise<T> =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    }, 0),
  );

/**
 * Renders `children` one main-thread task after it mounts (nothing until then). The page's first
 * render is one task; the parts below the fold, rendered in the next, keep each task short, so a tap
 * during the start is answered sooner (Lighthouse's total blocking time counts each task's time past
 * 50 ms). Place it where nothing after it on the page moves when its children arrive. In a
 * list, wrap every item, so that an item moving in the list keeps its place in the tree instead of
 * being mounted again.
 *
 * Each one renders and commits in its own timer's task (`flushSync`): left to React's batching, the
 * timers of a list's items, all due at once, were rendered together in one long task (decision 232).
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A layout effect runs in the render's own task, so the timer is the very next task, not a frame later.
  useLayoutEffect(() => {
    const timer = setTimeout(() => flushSync(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
