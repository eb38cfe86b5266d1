import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A row that scrolls sideways on a narrow screen and says so: its edge fades on the side where more
 * is hidden (`data-more-start` / `data-more-end`, styled by `.scroll-row` in theme.css), so a cut-off
 * tab reads as "scroll for more", not as a layout fault.
 */
export function ScrollRow({ children, className, ...attributes }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const mark = () => {
      const hiddenEnd = element.scrollWidth - element.clientWidth - element.scrollLeft;
      element.toggleAttribute('data-more-start', element.scrollLeft > 1);
      element.toggleAttribute('data-more-end', hiddenEnd > 1);
    };
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    const resized = new ResizeObserver(mark);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', mark);
      resized.disconnect();
    };
  }, []);
  return (
    <div ref={row} className={className ? `scroll-row ${className}` : 'scroll-row'} {...attributes}>
      {children}
    </div>
  );
}
