/**
 * The walk's plan (decision 203): the machine's graph of (state, event, previous state) vertices,
 * and the fewest walks through it that take every transition, guard outcome and pair it reaches.
 */
import { getAdjacencyMap, type AdjacencyValue } from '@xstate/graph';
import { __unsafe_getAllOwnEventDescriptors as ownEventTypes, type AnyActorScope, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { alwaysGuardOutcomes, guardOutcomes } from './machine-transitions.ts';
import { DONE_PREFIX, ERROR_PREFIX, microstepTransitions, serializeEvent, type Path, type PathTestConfig, type Samples, type SnapshotOf } from './path-config.ts';
import { transitionKey } from './transition-key.ts';

/**
 * Whether an event is refused in a snapshot only by guards: some active state handles its type, but
 * every transition that could take it is guarded and the guards say no. The walk offers such events
 * too, so that each guard is seen false as well as true (decision 202).
 */
function refusedByGuards(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return snapshot.status === 'active' && snapshot._nodes.some((node) => (node.transitions.get(event.type) ?? []).some((transition) => transition.guard !== undefined));
}

function syntheticEvents(snapshot: AnyMachineSnapshot, outputs: Samples, errors: Samples): AnyEventObject[] {
  return ownEventTypes(snapshot).flatMap((type): AnyEventObject[] => {
    if (type.startsWith(DONE_PREFIX)) {
      const actorId = type.slice(DONE_PREFIX.length);
      return (outputs[actorId] ?? [undefined]).map((output) => ({ type, output, actorId }));
    }
    if (type.startsWith(ERROR_PREFIX)) {
      const actorId = type.slice(ERROR_PREFIX.length);
      return (errors[actorId] ?? [new Error('test failure')]).map((error) => ({ type, error, actorId }));
    }
    return [];
  });
}

/**
 * A run moves the clock only on `after` steps, and moving it fires every timer due by then: so
 * only the soonest timer can be the next step. (A timer that started earlier has less time left
 * than its delay; a path that gets this wrong fails its run with a clear state mismatch.)
 */
function soonestTimerEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const delays = snapshot.machine.implementations.delays;
  const msOf = (delay: unknown): number => {
    const resolved: unknown = typeof delay === 'string' ? delays[delay] : delay;
    if (typeof resolved !== 'function') return Number(resolved);
    try {
      return Number(resolved({ context: snapshot.context, event: { type: 'xstate.init' } }, undefined));
    } catch {
      return 0; // a delay that needs more than the context: let it compete
    }
  };
  const timers = snapshot._nodes
    .flatMap((node) => node.after)
    .map((transition) => ({ type: transition.eventType, ms: msOf(transition.delay) }));
  const soonest = Math.min(...timers.map((timer) => timer.ms));
  return timers.filter((timer) => timer.ms === soonest).map(({ type }) => ({ type }));
}

/** What one edge of the graph did: the transitions it took and the guard outcomes it decided. */
interface EdgeRecord {
  taken: string[];
  outcomes: [string, boolean][];
}

/**
 * The machine as graph logic that notes, per edge (snapshot and event), what it did; and per
 * snapshot the invoked actors that already replied on the way to it (the graph's actors never
 * finish, so without this it would offer a second reply from one call).
 */
function transitionNotingLogic(machine: AnyStateMachine) {
  const edges = new WeakMap<object, Map<string, EdgeRecord>>();
  const replied = new WeakMap<object, Map<string, unknown>>();
  const inspectedSystems = new WeakSet<object>();
  let taking: string[] = [];
  let lastScope: AnyActorScope | undefined;
  const logic: AnyStateMachine = Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) => {
        lastScope = scope;
        if (!inspectedSystems.has(scope.system)) {
          inspectedSystems.add(scope.system);
          scope.system.inspect((inspection) => {
            if (inspection.type === '@xstate.microstep') taking.push(...microstepTransitions(inspection).map(transitionKey));
          });
        }
        taking = [];
        const next = machine.transition(snapshot, event, scope);
        const taken = new Set(taking);
        const fromHere = edges.get(snapshot) ?? new Map<string, EdgeRecord>();
        fromHere.set(serializeEvent(event), { taken: taking, outcomes: [...guardOutcomes(snapshot, event, taken), ...alwaysGuardOutcomes(next, taken)] });
        edges.set(snapshot, fromHere);
        if (next !== snapshot) {
          const children = next.children as Record<string, unknown>;
          const stillReplied = [...(replied.get(snapshot) ?? [])].filter(([id, child]) => children[id] === child);
          const replyFrom = [DONE_PREFIX, ERROR_PREFIX].find((prefix) => event.type.startsWith(prefix));
          if (replyFrom) stillReplied.push([event.type.slice(replyFrom.length), (snapshot.children as Record<string, unknown>)[event.type.slice(replyFrom.length)]]);
          replied.set(next, new Map(stillReplied));
        }
        return next;
      },
    },
  });
  const edgeRecord = (from: AnyMachineSnapshot, event: AnyEventObject): EdgeRecord => edges.get(from)?.get(serializeEvent(event)) ?? { taken: [], outcomes: [] };
  /** Whether the event is a reply of a call that already replied (its state not entered again since). */
  const isSecondReply = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean => {
    const prefix = [DONE_PREFIX, ERROR_PREFIX].find((candidate) => event.type.startsWith(candidate));
    if (!prefix) return false;
    const id = event.type.slice(prefix.length);
    const child = replied.get(snapshot)?.get(id);
    return child !== undefined && (snapshot.children as Record<string, unknown>)[id] === child;
  };
  /** The graph's actor scope, for transitions taken after it (by the walks). */
  const scope = (): AnyActorScope => {
    if (!lastScope) throw new Error('The graph took no transition yet.');
    return lastScope;
  };
  return { logic, edgeRecord, isSecondReply, scope };
}

/** What the walk plans: the paths to run, and every pair of transitions the walk can reach. */
export interface WalkPlan {
  paths: Path[];
  /** "a ⇒ b" for every two transitions taken one right after the other on some edge or two edges of the graph. */
  reachablePairs: string[];
}

/**
 * The graph of (state, event, previous state) vertices, then, greedily, walks that take every
 * transition, every guard outcome and every pair of transitions the graph reaches (decision 203):
 * each walk starts as the shortest path to the vertex of the edge that adds most, and goes on along
 * the edge that adds most until none adds anything (at most MAX_WALK steps). The runs, not this
 * plan, measure coverage.
 */
export function planWalk<TMachine extends AnyStateMachine>(config: PathTestConfig<TMachine>): WalkPlan {
  const contextKey = config.contextKey ?? (() => null);
  const vertexOf = (snapshot: AnyMachineSnapshot) => [snapshot.value, snapshot.status, contextKey(snapshot.context)];
  const serializeState = (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous: AnyMachineSnapshot | undefined) =>
    JSON.stringify([vertexOf(snapshot), event ? serializeEvent(event) : null, previous ? vertexOf(previous) : null]);
  const { logic, edgeRecord, isSecondReply, scope } = transitionNotingLogic(config.machine);
  // A finished actor takes nothing more.
  const offered = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    snapshot.status !== 'active'
      ? []
      : [
          ...(config.events?.(snapshot as SnapshotOf<TMachine>) ?? []),
          ...syntheticEvents(snapshot, config.outputs ?? {}, config.errors ?? {}).filter((event) => !isSecondReply(snapshot, event)),
          ...soonestTimerEvents(snapshot),
        ].filter((event) => snapshot.can(event) || (!event.type.startsWith('xstate.') && refusedByGuards(snapshot, event)));
  const adjacency = getAdjacencyMap(logic, { input: config.input, events: offered, serializeState }) as Record<
    string,
    AdjacencyValue<AnyMachineSnapshot, AnyEventObject>
  >;

  type Step = Path['steps'][number];
  interface Edge {
    from: string;
    to: string;
    step: Step;
    record: EdgeRecord;
  }
  const [first] = Object.keys(adjacency);
  if (first === undefined) return { paths: [], reachablePairs: [] };
  const out = new Map<string, Edge[]>();
  const stepsTo = new Map<string, Step[]>([[first, [{ state: adjacency[first]!.state, event: { type: 'xstate.init' } }]]]);
  const queue = [first];
  for (const key of queue) {
    const { state: from, transitions } = adjacency[key]!;
    const steps = stepsTo.get(key)!;
    const edges = Object.values(transitions).map(({ event, state }): Edge => ({
      from: key,
      to: serializeState(state, event, from),
      step: { state, event },
      record: edgeRecord(from, event),
    }));
    out.set(key, edges);
    for (const edge of edges) {
      if (stepsTo.has(edge.to)) continue;
      stepsTo.set(edge.to, [...steps, edge.step]);
      queue.push(edge.to);
    }
  }
  const lastTakenTo = new Map<string, string | undefined>();
  const lastTakenOn = (steps: readonly Step[], key: string): string | undefined => {
    if (lastTakenTo.has(key)) return lastTakenTo.get(key);
    let last: string | undefined;
    for (let index = 1; index < steps.length; index += 1) last = edgeRecord(steps[index - 1]!.state, steps[index]!.event).taken.at(-1) ?? last;
    lastTakenTo.set(key, last);
    return last;
  };
  /** What an edge adds after a walk whose last transition was `last`. */
  const itemsOf = (edge: Edge, last: string | undefined): string[] => {
    const items = edge.record.outcomes.map(([key, outcome]) => `g:${key}=${outcome}`);
    let previous = last;
    for (const key of edge.record.taken) {
      items.push(`t:${key}`);
      if (previous !== undefined) items.push(`p:${previous} ⇒ ${key}`);
      previous = key;
    }
    return items;
  };
  const allEdges = [...out.values()].flat();
  const reachable = new Set<string>();
  for (const edge of allEdges) itemsOf(edge, lastTakenOn(stepsTo.get(edge.from)!, edge.from)).forEach((item) => reachable.add(item));
  // Pairs also arise inside one edge's microsteps and between any edge into a vertex and any out of it.
  const lastInto = new Map<string, Set<string>>();
  for (const edge of allEdges) {
    const last = edge.record.taken.at(-1);
    if (last !== undefined) lastInto.set(edge.to, (lastInto.get(edge.to) ?? new Set()).add(last));
  }
  for (const edge of allEdges) {
    const firstTaken = edge.record.taken[0];
    if (firstTaken !== undefined) lastInto.get(edge.from)?.forEach((last) => reachable.add(`p:${last} ⇒ ${firstTaken}`));
  }

  /**
   * The edges out of where an edge led. The graph's vertex keeps the context of the first path to it
   * and leaves out what contextKey does not name; a walk that came another way goes on from its own
   * snapshot, so every planned path is a real run of the machine.
   */
  const edgesFrom = (edge: Edge): Edge[] => {
    const here = edge.step.state;
    if (adjacency[edge.to]?.state === here) return out.get(edge.to) ?? [];
    return offered(here).map((event): Edge => {
      const state = logic.transition(here, event, scope());
      return { from: edge.to, to: serializeState(state, event, here), step: { state, event }, record: edgeRecord(here, event) };
    });
  };

  const covered = new Set<string>();
  const gainOf = (items: readonly string[]) => items.reduce((gain, item) => gain + (covered.has(item) ? 0 : 1), 0);
  const chosen: Path[] = [];
  let useful = allEdges;
  for (;;) {
    let best: Edge | undefined;
    let bestGain = 0;
    useful = useful.filter((edge) => {
      const gain = gainOf(itemsOf(edge, lastTakenOn(stepsTo.get(edge.from)!, edge.from)));
      if (gain > bestGain || (gain === bestGain && best && stepsTo.get(edge.from)!.length < stepsTo.get(best.from)!.length)) {
        best = edge;
        bestGain = gain;
      }
      return gain > 0;
    });
    if (!best) break;
    const steps = [...stepsTo.get(best.from)!];
    let last = lastTakenOn(steps, best.from);
    for (let edge: Edge | undefined = best; edge && steps.length <= MAX_WALK; ) {
      steps.push(edge.step);
      const added = itemsOf(edge, last);
      added.forEach((item) => covered.add(item));
      last = edge.record.taken.at(-1) ?? last;
      const lastNow = last;
      edge = edgesFrom(edge).reduce<{ edge?: Edge; gain: number }>(
        (top, next) => {
          const gain = gainOf(itemsOf(next, lastNow));
          return gain > top.gain ? { edge: next, gain } : top;
        },
        { gain: 0 },
      ).edge;
    }
    chosen.push({ state: steps.at(-1)!.state, steps, weight: steps.length - 1 });
  }
  const reachablePairs = [...reachable].filter((item) => item.startsWith('p:')).map((item) => item.slice(2));
  return { paths: chosen, reachablePairs: reachablePairs.sort() };
}

/** The longest walk planned (steps), so that one failure does not hide a whole machine's coverage. */
const MAX_WALK = 40;

/** The paths of planWalk. */
export function planPaths<TMachine extends AnyStateMachine>(config: PathTestConfig<TMachine>): Path[] {
  return planWalk(config).paths;
}

export function describePath(path: Path): string {
  const events = path.steps.slice(1).map((step) => step.event.type);
  return `${events.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`;
}
