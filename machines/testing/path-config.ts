/**
 * What a path test is given and what its facts see (the harness's vocabulary, shared by the planner
 * in path-plan.ts and the runner in path-harness.ts), and the names XState gives its own events.
 */
import type { StatePath } from '@xstate/graph';
import type { AnyActorLogic, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, InputFrom, InspectionEvent } from 'xstate';

export type Samples = Record<string, readonly unknown[]>;
export type SnapshotOf<TMachine extends AnyStateMachine> = ReturnType<TMachine['transition']>;

export interface PathTestConfig<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Events that may be sent in this snapshot. Typed loosely because TypeScript widens the literal
   * `type`s of an inline list while it is still inferring the machine; events the snapshot cannot
   * take are dropped, so a misspelt one shows up as an uncovered transition.
   */
  events?: (snapshot: SnapshotOf<TMachine>) => readonly AnyEventObject[];
  /** Sample outputs per invoke id for `xstate.done.actor.<id>`; default `[undefined]`. */
  outputs?: Samples;
  /** Sample errors per invoke id for `xstate.error.actor.<id>`; default one `Error`. */
  errors?: Samples;
  /** The part of context that decides guards; keep counters and clocks out. Default: none. */
  contextKey?: (context: SnapshotOf<TMachine>['context']) => unknown;
  /** Test actors by src name, instead of the deferred promise. */
  actors?: Record<string, AnyActorLogic>;
  /** What the machine promises beyond its state names, checked after every step of every path. */
  facts?: readonly PathFact<TMachine>[];
}

/** One step of a path as a fact sees it. */
export interface PathStep<TMachine extends AnyStateMachine> {
  snapshot: SnapshotOf<TMachine>;
  previous: SnapshotOf<TMachine>;
  event: AnyEventObject;
  /** Everything the actor emitted on this path so far (to views and other actors), in order. */
  emitted: readonly AnyEventObject[];
  /** What it emitted on this step alone (the tail of `emitted`). */
  emittedThisStep: readonly AnyEventObject[];
}

/** What an invoked actor of a step's snapshot was started with (for facts about what a call was asked). */
export const invokedInput = (snapshot: { children: Record<string, unknown> }, id: string): unknown =>
  (snapshot.children[id] as { options?: { input?: unknown } } | undefined)?.options?.input;

/**
 * A spec rule the machine keeps that its state name does not show: a context field a view reads
 * (a deadline set when a countdown starts), an event it sends out, its output when done. `check`
 * asserts with expect() wherever the rule applies and does nothing elsewhere.
 */
export interface PathFact<TMachine extends AnyStateMachine> {
  rule: string;
  check: (step: PathStep<TMachine>) => void;
}

export type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

export const AFTER_PREFIX = 'xstate.after.';
export const DONE_PREFIX = 'xstate.done.actor.';
export const ERROR_PREFIX = 'xstate.error.actor.';

/** Error objects stringify as `{}`; keep their message so distinct samples stay distinct. */
export const serializeEvent = (event: AnyEventObject): string =>
  JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? `Error: ${value.message}` : value));

/** The transitions of one microstep, as an inspection event carries them. */
export const microstepTransitions = (inspection: InspectionEvent): AnyTransitionDefinition[] =>
  (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions;
