/**
 * A machine's statechart as SVG (docs/inspector.md): the states ELK placed, the active ones
 * highlighted, the transition just taken animated; wheel or buttons zoom, dragging pans.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { AnyStateMachine } from 'xstate';
import { stateLabel } from '../../runtime/inspector.ts';
import { activePaths, chartOf } from './chart-model.ts';
import { downloadSvg } from './chart-svg-file.ts';
import { coverageOf } from './coverage.ts';
import { layoutChart, LINE_HEIGHT, stateDetails, type ChartLayout, type LaidOutState, type LaidOutTransition } from './chart-layout.ts';
import { useChartCamera } from './use-chart-camera.ts';

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

/** The machine's chart once ELK has laid it out (null until then), or why it could not be. */
function useChartLayout(machine: AnyStateMachine) {
  const [layout, setLayout] = useState<{ machine: AnyStateMachine; layout: ChartLayout } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
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
  return { shown: layout?.machine === machine ? layout.layout : null, failed };
}

export function ChartView({ machine, value, lastTransition }: ChartViewProps) {
  const { shown, failed } = useChartLayout(machine);
  const svg = useRef<SVGSVGElement>(null);
  const active = useMemo(() => (value === undefined ? new Set<string>() : activePaths(value)), [value]);
  // The innermost active state (the last one laid out, as inner states follow their parents).
  const focus = shown?.states.filter((laidOut) => active.has(laidOut.state.path)).at(-1);
  const coverage = useMemo(() => coverageOf(machine.id), [machine.id]);
  const [showCoverage, setShowCoverage] = useState(false);
  const { view, frame, dragging, fit, follow, zoomCentre, pointer } = useChartCamera(machine.id, shown, focus);

  const taken = useMemo(() => {
    if (!shown || !lastTransition) return new Set<string>();
    const before = activePaths(lastTransition.previousValue);
    return new Set(
      shown.transitions
        .filter((transition) => transition.eventType === lastTransition.eventType && before.has(transition.source) && active.has(transition.target))
        .map((transition) => transition.id),
    );
  }, [shown, lastTransition, active]);
  const download = () => {
    if (svg.current && shown) downloadSvg(svg.current, shown, `${machine.id}${value === undefined ? '' : `-${stateLabel(value).replace(/[^\w.-]+/g, '_')}`}.svg`);
  };

  return (
    <div className="chart">
      <ChartTools
        onZoom={zoomCentre}
        onFit={fit}
        onFollow={focus && follow}
        showCoverage={coverage ? showCoverage : undefined}
        onToggleCoverage={() => setShowCoverage((on) => !on)}
        onDownload={shown ? download : undefined}
      />
      <div
        ref={frame}
        className={dragging ? 'chart__frame chart__frame--dragging' : 'chart__frame'}
        {...pointer}
        data-testid="statechart"
        data-machine={machine.id}
      >
        {failed && <p className="chart__message">The chart could not be laid out: {failed}</p>}
        {!shown && !failed && <p className="chart__message">Laying out {machine.id}…</p>}
        {shown && (
          <ChartSvg
            svg={svg}
            machineId={machine.id}
            shown={shown}
            view={view}
            active={active}
            focus={focus}
            taken={taken}
            takenSeq={lastTransition?.seq}
            coverage={showCoverage ? coverage : undefined}
          />
        )}
      </div>
    </div>
  );
}

/** Zoom, fit, follow, the path tests' coverage and the download; a button shows only when it can act. */
function ChartTools({
  onZoom,
  onFit,
  onFollow,
  showCoverage,
  onToggleCoverage,
  onDownload,
}: {
  onZoom: (factor: number) => void;
  onFit: () => void;
  onFollow?: () => void;
  /** Undefined when the path tests do not cover the machine. */
  showCoverage?: boolean;
  onToggleCoverage: () => void;
  onDownload?: () => void;
}) {
  return (
    <div className="chart__tools" role="group" aria-label="Zoom">
      <button type="button" className="button button--small" onClick={() => onZoom(1.25)} aria-label="Zoom in">
        +
      </button>
      <button type="button" className="button button--small" onClick={() => onZoom(0.8)} aria-label="Zoom out">
        −
      </button>
      <button type="button" className="button button--small" onClick={onFit}>
        Fit
      </button>
      {onFollow && (
        <button type="button" className="button button--small" onClick={onFollow}>
          Current
        </button>
      )}
      {showCoverage !== undefined && (
        <button type="button" className="button button--small" aria-pressed={showCoverage} onClick={onToggleCoverage} title="Which transitions the generated path tests take">
          Tests
        </button>
      )}
      {onDownload && (
        <button type="button" className="button button--small" onClick={onDownload}>
          SVG
        </button>
      )}
    </div>
  );
}

interface ChartSvgProps {
  svg: RefObject<SVGSVGElement | null>;
  machineId: string;
  shown: ChartLayout;
  view: { x: number; y: number; scale: number };
  active: ReadonlySet<string>;
  focus: LaidOutState | undefined;
  taken: ReadonlySet<string>;
  /** The last transition's seq: a taken edge's key changes with it, so its animation starts again. */
  takenSeq: number | undefined;
  /** How many path tests take each transition, when shown. */
  coverage: ReadonlyMap<string, number> | undefined;
}

function ChartSvg({ svg, machineId, shown, view, active, focus, taken, takenSeq, coverage }: ChartSvgProps) {
  // The region the actor is in: the innermost active state's parent, framed on the chart.
  const region = focus && shown.states.find((laidOut) => laidOut.depth > 0 && laidOut.depth === focus.depth - 1 && active.has(laidOut.state.path) && focus.state.path.startsWith(`${laidOut.state.path}.`));
  return (
    <svg ref={svg} className="chart__svg" role="img" aria-label={`Statechart of ${machineId}`}>
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
          return <Edge key={isTaken ? `${transition.id}-${takenSeq}` : transition.id} transition={transition} taken={isTaken} tests={coverage?.get(transition.key)} />;
        })}
      </g>
    </svg>
  );
}

function Edge({ transition, taken, tests }: { transition: LaidOutTransition; taken: boolean; tests: number | undefined }) {
  const classes = ['chart__edge'];
  if (taken) classes.push('chart__edge--taken');
  if (tests !== undefined) classes.push(tests > 0 ? 'chart__edge--tested' : 'chart__edge--untested');
  return (
    <g className={classes.join(' ')} data-event={transition.eventType} data-tests={tests}>
      {tests !== undefined && <title>{tests > 0 ? `Taken by ${tests} path test${tests === 1 ? '' : 's'}` : 'No path test takes it'}</title>}
      <polyline points={transition.points.map((point) => `${point.x},${point.y}`).join(' ')} markerEnd={taken ? 'url(#chart-arrow-taken)' : 'url(#chart-arrow)'} />
      <text x={transition.labelAt.x} y={transition.labelAt.y} className="chart__edge-label">
        {transition.label}
      </text>
    </g>
  );
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
