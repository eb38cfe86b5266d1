import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` one main-thread task after it mounts (nothing until then). The page's first
 * render is one task; the parts below the fold, rendered in the next, keep each task short, so a tap
 * during the start is answered sooner (Lighthouse's total blocking time counts each task's time past
 * 50 ms; issue 18). Place it where nothing after it on the page moves when its children arrive.
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A layout effect runs in the render's own task, so the timer is the very next task, not a frame later.
  useLayoutEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
