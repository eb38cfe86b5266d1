/**
 * A machine's statechart as SVG (docs/inspector.md): the states ELK placed, the active ones
 * highlighted, the transition just taken animated; wheel or buttons zoom, dragging pans.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { AnyStateMachine } from 'xstate';
import { stateLabel } from '../../runtime/inspector.ts';
import { activePaths, chartOf } from './chart-model.ts';
import { coverageOf } from './coverage.ts';
import { layoutChart, LINE_HEIGHT, stateDetails, type ChartLayout, type LaidOutState, type Point } from './chart-layout.ts';

export interface LastTransition {
  /** Changes with every event, so the animation starts again. */
  seq: number;
  eventType: string;
  previousValue: unknown;
}

interface ChartViewProps {
  machine: AnyStateMachine;
  /** The actor's state value; none for a chart without a live actor. */
  value?: unknown;
  lastTransition?: LastTransition;
}

const layouts = new WeakMap<AnyStateMachine, Promise<ChartLayout>>();
const layoutOf = (machine: AnyStateMachine) => {
  let layout = layouts.get(machine);
  if (!layout) layouts.set(machine, (layout = layoutChart(chartOf(machine))));
  return layout;
};

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

export function ChartView({ machine, value, lastTransition }: ChartViewProps) {
  const [layout, setLayout] = useState<{ machine: AnyStateMachine; layout: ChartLayout } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [view, setViewState] = useState<View>(() => views.get(machine.id) ?? { x: 0, y: 0, scale: 1 });
  const setView = useMemo(
    () => (next: View | ((current: View) => View)) =>
      setViewState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        views.set(machine.id, value);
        return value;
      }),
    [machine.id],
  );
  const svg = useRef<SVGSVGElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; from: Point; start: View } | null>(null);

  useEffect(() => {
    let current = true;
    layoutOf(machine).then(
      (laidOut) => current && setLayout({ machine, layout: laidOut }),
      (error: unknown) => current && setFailed(String(error)),
    );
    return () => {
      current = false;
    };
  }, [machine]);

  const shown = layout?.machine === machine ? layout.layout : null;
  const active = useMemo(() => (value === undefined ? new Set<string>() : activePaths(value)), [value]);
  // The innermost active state (the last one laid out, as inner states follow their parents).
  const focus = shown?.states.filter((laidOut) => active.has(laidOut.state.path)).at(-1);
  // The region the actor is in: the innermost active state's parent, framed on the chart.
  const region = focus && shown?.states.find((laidOut) => laidOut.depth > 0 && laidOut.depth === focus.depth - 1 && active.has(laidOut.state.path) && focus.state.path.startsWith(`${laidOut.state.path}.`));
  const [dragging, setDragging] = useState(false);
  const coverage = useMemo(() => coverageOf(machine.id), [machine.id]);
  const [showCoverage, setShowCoverage] = useState(false);
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
      const known = views.get(machine.id);
      if (!known) return follow();
      if (!focus) return;
      const left = known.x + focus.x * known.scale;
      const top = known.y + focus.y * known.scale;
      const inside = left >= 0 && top >= 0 && left + focus.width * known.scale <= box.width && top + focus.height * known.scale <= box.height;
      if (!inside) follow();
    },
    [shown, machine.id, focus, follow],
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

  const taken = useMemo(() => {
    if (!shown || !lastTransition) return new Set<string>();
    const before = activePaths(lastTransition.previousValue);
    return new Set(
      shown.transitions
        .filter((transition) => transition.eventType === lastTransition.eventType && before.has(transition.source) && active.has(transition.target))
        .map((transition) => transition.id),
    );
  }, [shown, lastTransition, active]);

  return (
    <div className="chart">
      <div className="chart__tools" role="group" aria-label="Zoom">
        <button type="button" className="button button--small" onClick={() => zoomCentre(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="button button--small" onClick={() => zoomCentre(0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="button button--small" onClick={fit}>
          Fit
        </button>
        {focus && (
          <button type="button" className="button button--small" onClick={follow}>
            Current
          </button>
        )}
        {coverage && (
          <button type="button" className="button button--small" aria-pressed={showCoverage} onClick={() => setShowCoverage((on) => !on)} title="Which transitions the generated path tests take">
            Tests
          </button>
        )}
        {shown && (
          <button type="button" className="button button--small" onClick={() => svg.current && downloadSvg(svg.current, shown, `${machine.id}${value === undefined ? '' : `-${stateLabel(value).replace(/[^\w.-]+/g, '_')}`}.svg`)}>
            SVG
          </button>
        )}
      </div>
      <div
        ref={frame}
        className={dragging ? 'chart__frame chart__frame--dragging' : 'chart__frame'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="statechart"
        data-machine={machine.id}
      >
        {failed && <p className="chart__message">The chart could not be laid out: {failed}</p>}
        {!shown && !failed && <p className="chart__message">Laying out {machine.id}…</p>}
        {shown && (
          <svg ref={svg} className="chart__svg" role="img" aria-label={`Statechart of ${machine.id}`}>
            <defs>
              <marker id="chart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M 0 0 L 10 5 L 0 10 z" className="chart__arrowhead" />
              </marker>
              <marker id="chart-arrow-taken" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M 0 0 L 10 5 L 0 10 z" className="chart__arrowhead chart__arrowhead--taken" />
              </marker>
            </defs>
            <g className="chart__view" style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}>
              {shown.states.map((laidOut) => (
                <StateBox key={laidOut.state.path} laidOut={laidOut} active={active.has(laidOut.state.path)} />
              ))}
              {region && <rect className="chart__region-frame" x={region.x - 6} y={region.y - 6} width={region.width + 12} height={region.height + 12} rx={12} />}
              {shown.transitions.map((transition) => {
                const isTaken = taken.has(transition.id);
                const tests = showCoverage ? coverage?.get(transition.key) : undefined;
                const classes = ['chart__edge'];
                if (isTaken) classes.push('chart__edge--taken');
                if (tests !== undefined) classes.push(tests > 0 ? 'chart__edge--tested' : 'chart__edge--untested');
                return (
                  <g
                    key={isTaken ? `${transition.id}-${lastTransition?.seq}` : transition.id}
                    className={classes.join(' ')}
                    data-event={transition.eventType}
                    data-tests={tests}
                  >
                    {tests !== undefined && <title>{tests > 0 ? `Taken by ${tests} path test${tests === 1 ? '' : 's'}` : 'No path test takes it'}</title>}
                    <polyline
                      points={transition.points.map((point) => `${point.x},${point.y}`).join(' ')}
                      markerEnd={isTaken ? 'url(#chart-arrow-taken)' : 'url(#chart-arrow)'}
                    />
                    <text x={transition.labelAt.x} y={transition.labelAt.y} className="chart__edge-label">
                      {transition.label}
                    </text>
                  </g>
                );
              })}
            </g>
          </svg>
        )}
      </div>
    </div>
  );
}

/**
 * Saves the chart as a standalone SVG file: the whole chart (not the view's pan and zoom) with its
 * active states and last transition as drawn now, and the chart's styles inlined.
 */
function downloadSvg(element: SVGSVGElement, layout: ChartLayout, fileName: string) {
  const copy = element.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', `-10 -10 ${layout.width + 20} ${layout.height + 20}`);
  copy.setAttribute('width', String(layout.width + 20));
  copy.setAttribute('height', String(layout.height + 20));
  copy.querySelector('.chart__view')?.removeAttribute('style');
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = chartStyles();
  copy.insertBefore(style, copy.firstChild);
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The page's rules for the chart's SVG (`.chart__…`), with the theme's colours resolved. */
function chartStyles(): string {
  const rules: string[] = [];
  const rootStyle = getComputedStyle(document.documentElement);
  for (const sheet of Array.from(document.styleSheets)) {
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(cssRules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes('.chart__') && !rule.selectorText.includes('.chart__frame') && !rule.selectorText.includes('.chart__tools')) {
        rules.push(rule.cssText.replace(/var\((--[\w-]+)\)/g, (_match, name: string) => rootStyle.getPropertyValue(name).trim() || 'currentColor'));
      }
    }
  }
  // Drawn at once: a file has no animation to wait for.
  rules.push('.chart__edge--taken polyline { animation: none; stroke-dashoffset: 0; }', 'svg { font: 12px ui-monospace, Menlo, Consolas, monospace; background: #f6f8fb; }');
  return rules.join('\n');
}

function StateBox({ laidOut, active }: { laidOut: LaidOutState; active: boolean }) {
  const { state, x, y, width, height, depth } = laidOut;
  const classes = ['chart__state', `chart__state--${state.kind}`];
  if (active) classes.push('chart__state--active');
  if (depth === 0) classes.push('chart__state--root');
  const titleX = x + (state.initial ? 22 : 10);
  return (
    <g className={classes.join(' ')} data-state={state.path} data-active={active || undefined}>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {state.kind === 'final' && <rect x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} className="chart__final-ring" />}
      {state.initial && <circle cx={x + 11} cy={y + 13} r={4} className="chart__initial" />}
      <text x={titleX} y={y + 17} className="chart__state-name">
        {state.key}
        {state.kind === 'parallel' ? ' ⫴' : ''}
      </text>
      {stateDetails(state).map((line, index) => (
        <text key={line} x={x + 10} y={y + 17 + LINE_HEIGHT * (index + 1)} className="chart__state-detail">
          {line}
        </text>
      ))}
    </g>
  );
}
