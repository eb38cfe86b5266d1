/**
 * Reading a machine's transitions and the guards a step decided: what coverage counts (every
 * transition, every guard both ways: decision 202).
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionKey } from './transition-key.ts';

/** Every transition the machine defines: `on`, `after`, invoke `onDone`/`onError`, `always`. */
export function listTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const transitions of node.transitions.values()) keys.push(...transitions.map(transitionKey));
    keys.push(...(node.always ?? []).map(transitionKey));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return keys;
}

/** Every transition with a guard, eventless (`always`) ones included. */
export function listGuardedTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const transitions of node.transitions.values()) keys.push(...transitions.filter((transition) => transition.guard !== undefined).map(transitionKey));
    keys.push(...(node.always ?? []).filter((transition) => transition.guard !== undefined).map(transitionKey));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return keys;
}

/**
 * The guards an event was decided by in a snapshot. From each active leaf state up to the root (as
 * XState picks, every parallel region for itself), the transitions of each state that handles the
 * event are tried in order up to the one taken: the taken one's guard true, those before it false.
 * Once a state took the event its ancestors tried nothing on that leaf's way up.
 */
export function guardOutcomes(previous: AnyMachineSnapshot, event: AnyEventObject, taken: ReadonlySet<string>): [string, boolean][] {
  const outcomes = new Map<string, boolean>();
  const active = new Set<AnyStateNode>(previous._nodes);
  const leaves = previous._nodes.filter((node) => !Object.values(node.states).some((child) => active.has(child)));
  for (const leaf of leaves) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      let decided = false;
      for (const transition of node.transitions.get(event.type) ?? []) {
        const key = transitionKey(transition);
        decided = taken.has(key);
        if (transition.guard !== undefined) outcomes.set(key, decided || (outcomes.get(key) ?? false));
        if (decided) break;
      }
      if (decided) break;
    }
  }
  return [...outcomes];
}

/**
 * The guards of eventless (`always`) transitions a step decided: a taken one true, the guarded ones
 * listed before it in its state false; and, once the actor has settled (XState stops only when no
 * eventless transition of an active state is enabled), every guarded one of its active states false.
 */
export function alwaysGuardOutcomes(next: AnyMachineSnapshot, taken: ReadonlySet<string>): [string, boolean][] {
  const outcomes: [string, boolean][] = [];
  const visit = (node: AnyStateNode): void => {
    const always = node.always ?? [];
    const takenIndex = always.findIndex((transition) => taken.has(transitionKey(transition)));
    always.forEach((transition, index) => {
      if (transition.guard !== undefined && takenIndex >= 0 && index <= takenIndex) outcomes.push([transitionKey(transition), index === takenIndex]);
    });
    Object.values(node.states).forEach(visit);
  };
  visit(next.machine.root);
  if (next.status === 'active') {
    for (const node of next._nodes) {
      for (const transition of node.always ?? []) if (transition.guard !== undefined) outcomes.push([transitionKey(transition), false]);
    }
  }
  return outcomes;
}
