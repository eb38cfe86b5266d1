/**
 * What the inspector draws of a machine (docs/inspector.md): its states as a tree (nested,
 * parallel, final, with the initial child marked and the actors each state invokes) and its
 * transitions as edges labelled with the event, the guard and any `after` delay. Read from the
 * machine's own state nodes, so a chart can never disagree with the code.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionKey } from '../../../machines/testing/transition-key.ts';

export type ChartStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state's path from the root joined with '.', '' for the root: how a snapshot's value names it. */
  path: string;
  key: string;
  kind: ChartStateKind;
  /** Whether its parent enters it first (a compound parent's initial child). */
  initial: boolean;
  /** The ids of the actors the state invokes while it is active. */
  invokes: string[];
  /** Events handled without leaving the state (no target), listed inside it. */
  internalEvents: string[];
  children: ChartState[];
}

export interface ChartTransition {
  id: string;
  /** Paths of the source and target states. */
  source: string;
  target: string;
  /** The event type as the machine receives it (e.g. 'xstate.done.actor.loadConfig'). */
  eventType: string;
  /** What the chart shows: the event shortened, with the guard and the delay. */
  label: string;
  /** The transition's key in the flow table (machines/testing/transition-key.ts). */
  key: string;
}

export interface ChartModel {
  machineId: string;
  root: ChartState;
  transitions: ChartTransition[];
}

const chartCache = new WeakMap<AnyStateMachine, ChartModel>();

/** The chart of a machine; computed once per machine object. */
export function chartOf(machine: AnyStateMachine): ChartModel {
  const cached = chartCache.get(machine);
  if (cached) return cached;
  const transitions: ChartTransition[] = [];
  const root = stateOf(machine.root, '', false, transitions);
  const model = { machineId: machine.id, root, transitions };
  chartCache.set(machine, model);
  return model;
}

function stateOf(node: AnyStateNode, path: string, initial: boolean, transitions: ChartTransition[]): ChartState {
  const initialKey = node.type === 'compound' ? initialChildKey(node) : undefined;
  const children = Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
    stateOf(child, path ? `${path}.${child.key}` : child.key, child.key === initialKey, transitions),
  );
  const internalEvents: string[] = [];
  const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  for (const definition of definitions) {
    const label = transitionLabel(definition);
    const targets = (definition.target ?? []) as AnyStateNode[];
    if (targets.length === 0) {
      if (!internalEvents.includes(label)) internalEvents.push(label);
      continue;
    }
    for (const target of targets) {
      transitions.push({
        id: `t${transitions.length}`,
        source: path,
        target: pathOf(target),
        eventType: definition.eventType,
        label,
        key: transitionKey(definition),
      });
    }
  }
  return {
    path,
    key: path ? node.key : node.machine.id,
    kind: node.type as ChartStateKind,
    initial,
    invokes: node.invoke.map((invoke: { id: string; src: unknown }) => invoke.id),
    internalEvents,
    children,
  };
}

function initialChildKey(node: AnyStateNode): string | undefined {
  const [target] = (node.initial?.target ?? []) as AnyStateNode[];
  return target?.key;
}

/** A state node's path from the root: its ancestors' keys, which a custom `id` does not change. */
function pathOf(node: AnyStateNode): string {
  const keys: string[] = [];
  for (let current: AnyStateNode | undefined = node; current?.parent; current = current.parent) keys.unshift(current.key);
  return keys.join('.');
}

interface TransitionDefinitionLike {
  eventType: string;
  guard?: unknown;
  delay?: number | string;
}

/** 'submit [amountValid]', 'done: loadConfig', 'after 30s', 'always [hasToken]'. */
export function transitionLabel({ eventType, guard, delay }: TransitionDefinitionLike): string {
  const event = delay !== undefined ? `after ${delayLabel(delay)}` : eventLabel(eventType);
  const guardName = guardLabel(guard);
  return guardName ? `${event} [${guardName}]` : event;
}

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]}: ${done[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function delayLabel(delay: number | string): string {
  if (typeof delay === 'string') return delay;
  if (delay >= 60_000 && delay % 60_000 === 0) return `${delay / 60_000}min`;
  if (delay >= 1000 && delay % 1000 === 0) return `${delay / 1000}s`;
  return `${delay}ms`;
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  // An inline guard's function name is minified in production builds: it tells nothing.
  if (typeof guard === 'function') return 'guard';
  const named = guard as { type?: unknown };
  return typeof named.type === 'string' ? named.type : 'guard';
}

/** The paths of the states a snapshot's value says are active ('', 'form', 'form.amount', …). */
export function activePaths(value: unknown): Set<string> {
  const paths = new Set<string>(['']);
  const walk = (current: unknown, prefix: string) => {
    if (typeof current === 'string') {
      paths.add(prefix ? `${prefix}.${current}` : current);
      return;
    }
    if (current === null || typeof current !== 'object') return;
    for (const [key, child] of Object.entries(current)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      walk(child, path);
    }
  };
  walk(value, '');
  return paths;
}
