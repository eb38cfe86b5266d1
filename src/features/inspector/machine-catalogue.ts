/**
 * Every machine of machines/ (each `*.machine.ts` file's exported machines), by machine id: what
 * the inspector can draw without a live actor and what a replay starts fresh. Loaded with the
 * inspector route only.
 */
import type { AnyStateMachine } from 'xstate';
import { isMachine } from '../../runtime/inspector.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../../machines/**/*.machine.ts', { eager: true });

export const MACHINES: ReadonlyMap<string, AnyStateMachine> = new Map(
  Object.values(modules)
    .flatMap((exports) => Object.values(exports).filter(isMachine))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((machine) => [machine.id, machine]),
);
