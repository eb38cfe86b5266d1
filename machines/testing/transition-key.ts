import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * One key per transition definition: source, event (or `always`), branch, guard and targets. The
 * path tests record coverage by it (./path-harness.ts) and the inspector finds a chart's edges in
 * the flow table by it (src/features/inspector/coverage.ts).
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const isAlways = transition.eventType === '';
  const siblings: AnyTransitionDefinition[] = isAlways ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const branch = siblings.length > 1 ? `#${siblings.indexOf(transition)}` : '';
  const guard = typeof transition.guard === 'string' ? ` [${transition.guard}]` : '';
  const targets = transition.target?.map((target: AnyStateNode) => target.id).join(', ') ?? '(stays)';
  return `${source.id} · ${isAlways ? 'always' : transition.eventType}${branch}${guard} → ${targets}`;
}
