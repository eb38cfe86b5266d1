/**
 * The chart's pan and zoom (docs/inspector.md): wheel or buttons zoom, dragging pans, and the view
 * follows the actor's active state only when it would leave the frame.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { ChartLayout, LaidOutState, Point } from './chart-layout.ts';

interface View {
  x: number;
  y: number;
  scale: number;
}

/** Each machine's pan and zoom, kept while the inspector is open: choosing another actor and back keeps the place. */
const views = new Map<string, View>();

const MIN_SCALE = 0.1;
const MAX_SCALE = 3;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The view zoomed by `factor` keeping the point `at` (in the frame) where it is. */
function zoomedAround(current: View, factor: number, at: Point): View {
  const scale = clampScale(current.scale * factor);
  const ratio = scale / current.scale;
  return { scale, x: at.x - (at.x - current.x) * ratio, y: at.y - (at.y - current.y) * ratio };
}

/** The view state of machine `machineId`, kept in `views` as it changes. */
function useKeptView(machineId: string) {
  const [view, setViewState] = useState<View>(() => views.get(machineId) ?? { x: 0, y: 0, scale: 1 });
  const setView = useMemo(
    () => (next: View | ((current: View) => View)) =>
      setViewState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        views.set(machineId, value);
        return value;
      }),
    [machineId],
  );
  return [view, setView] as const;
}

/**
 * `shown`: the chart laid out (null while it is laid out); `focus`: the innermost active state.
 * Returns the view, the frame's ref and pointer handlers, and the toolbar's actions.
 */
export function useChartCamera(machineId: string, shown: ChartLayout | null, focus: LaidOutState | undefined) {
  const [view, setView] = useKeptView(machineId);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; from: Point; start: View } | null>(null);
  const [dragging, setDragging] = useState(false);
  const fit = useMemo(
    () => () => {
      const box = frame.current?.getBoundingClientRect();
      if (!shown || !box) return;
      const scale = clampScale(Math.min(box.width / (shown.width + 20), box.height / (shown.height + 20), 1));
      setView({ scale, x: (box.width - shown.width * scale) / 2, y: 10 });
    },
    [shown, setView],
  );
  // The chart follows the actor: its innermost active state is brought to the middle, at a readable
  // size; with no live actor the whole chart is fitted.
  const follow = useMemo(
    () => () => {
      const box = frame.current?.getBoundingClientRect();
      if (!focus || !box) return fit();
      setView((current) => {
        const scale = current.scale < 0.75 ? 1 : current.scale;
        return { scale, x: box.width / 2 - (focus.x + focus.width / 2) * scale, y: box.height / 2 - (focus.y + focus.height / 2) * scale };
      });
    },
    [focus, fit, setView],
  );
  // Between events the place is kept: the view moves only when the active state would leave it
  // (or on the machine's first showing).
  const keepInView = useMemo(
    () => () => {
      const box = frame.current?.getBoundingClientRect();
      if (!shown || !box) return;
      const known = views.get(machineId);
      if (!known) return follow();
      if (!focus) return;
      const left = known.x + focus.x * known.scale;
      const top = known.y + focus.y * known.scale;
      const inside = left >= 0 && top >= 0 && left + focus.width * known.scale <= box.width && top + focus.height * known.scale <= box.height;
      if (!inside) follow();
    },
    [shown, machineId, focus, follow],
  );
  useEffect(keepInView, [keepInView]);

  // Zooms around the pointer; a non-passive listener, so the page does not scroll instead.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const at = { x: event.clientX - box.left, y: event.clientY - box.top };
      setView((current) => zoomedAround(current, event.deltaY < 0 ? 1.15 : 1 / 1.15, at));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [setView]);

  const zoomCentre = (factor: number) => {
    const box = frame.current?.getBoundingClientRect();
    setView((current) => zoomedAround(current, factor, { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) / 2 }));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { pointer: event.pointerId, from: { x: event.clientX, y: event.clientY }, start: view };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    setView({ ...current.start, x: current.start.x + event.clientX - current.from.x, y: current.start.y + event.clientY - current.from.y });
  };
  const onPointerUp = () => {
    drag.current = null;
    setDragging(false);
  };

  return { view, frame, dragging, fit, follow, zoomCentre, pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
