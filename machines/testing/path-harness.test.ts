import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { alwaysGuardOutcomes, guardOutcomes, listGuardedTransitions, listTransitions } from './machine-transitions.ts';
import type { PathStep, PathTestConfig } from './path-config.ts';
import { measureCoverage, runPath, walkEveryTransition } from './path-harness.ts';
import { planPaths, planWalk } from './path-plan.ts';
import { flowRecordPath, type FlowRecord } from './flow-record.ts';

/** A toy with everything the harness must drive: an invoke, a named `after`, a guard, an `always`. */
const toyMachine = setup({
  types: {
    context: {} as { attempts: number; limit: number },
    events: {} as { type: 'start'; limit: number } | { type: 'cancel' },
  },
  actors: {
    fetchLimit: fromPromise<number>(() => {
      throw new Error('not provided');
    }),
  },
  guards: {
    hasPositiveLimit: ({ event }) => event.type === 'start' && event.limit > 0,
    tooManyAttempts: ({ context }) => context.attempts >= 2,
  },
  delays: {
    // Computed from context, as real machines do.
    retryDelay: ({ context }) => 1_000 * (context.attempts + 1),
  },
}).createMachine({
  id: 'toy',
  context: { attempts: 0, limit: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { start: { guard: 'hasPositiveLimit', target: 'loading' } },
    },
    loading: {
      invoke: {
        id: 'fetchLimit',
        src: 'fetchLimit',
        onDone: { target: 'done', actions: assign({ limit: ({ event }) => event.output }) },
        onError: { target: 'waiting', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
      },
      on: { cancel: 'idle' },
    },
    waiting: {
      after: { retryDelay: 'deciding' },
    },
    deciding: {
      always: [{ guard: 'tooManyAttempts', target: 'failed' }, { target: 'loading' }],
    },
    failed: {},
    done: { type: 'final' },
  },
});

const toyConfig: PathTestConfig<typeof toyMachine> = {
  machine: toyMachine,
  events: () => [{ type: 'start', limit: 3 }, { type: 'start', limit: 0 }, { type: 'cancel' }],
  outputs: { fetchLimit: [5] },
  contextKey: (context) => ({ retriesLeft: context.attempts < 2 }),
};

walkEveryTransition('toy', toyConfig);

describe('path harness', () => {
  it('lists every kind of transition', () => {
    expect(listTransitions(toyMachine)).toEqual([
      'toy.idle · start [hasPositiveLimit] → toy.loading',
      'toy.loading · cancel → toy.idle',
      'toy.loading · xstate.done.actor.fetchLimit → toy.done',
      'toy.loading · xstate.error.actor.fetchLimit → toy.waiting',
      'toy.waiting · xstate.after.retryDelay.toy.waiting → toy.deciding',
      'toy.deciding · always#0 [tooManyAttempts] → toy.failed',
      'toy.deciding · always#1 → toy.loading',
    ]);
  });

  it('reports a transition no path walks as uncovered', async () => {
    // Without a `cancel` event in the samples, loading → idle is never taken.
    const config = { ...toyConfig, events: () => [{ type: 'start', limit: 3 } as const] };
    const walked = new Map<string, string[]>();
    for (const [index, path] of planPaths(config).entries()) {
      await runPath(config, path, (key) => walked.set(key, [...(walked.get(key) ?? []), `path ${index + 1}`]));
    }
    const coverage = measureCoverage('toy-partial', toyMachine, walked);
    expect(coverage.covered).toBeLessThan(coverage.transitions);
    expect(coverage.uncovered).toEqual(['toy.loading · cancel → toy.idle']);
    // The QA page lists, for each transition, the paths that take it: none for the uncovered one.
    expect(coverage.coveredBy['toy.loading · cancel → toy.idle']).toEqual([]);
    expect(Object.values(coverage.coveredBy).filter((paths) => paths.length > 0)).toHaveLength(coverage.covered);
  });

  const pathThroughRetry = () => planPaths(toyConfig).find((path) => path.steps.some((step) => step.event.type.startsWith('xstate.after.')))!;

  it('advances the fake clock to whatever the scheduled delay resolves to', async () => {
    const slowRetries = { ...toyConfig, machine: toyMachine.provide({ delays: { retryDelay: 60_000 } }) };
    await expect(runPath(slowRetries, pathThroughRetry(), () => {})).resolves.toBeUndefined();
  });

  it('fails a path when the real actor does not reach the expected state', async () => {
    const giveUpAtOnce = { ...toyConfig, machine: toyMachine.provide({ guards: { tooManyAttempts: () => true } }) };
    await expect(runPath(giveUpAtOnce, pathThroughRetry(), () => {})).rejects.toThrow(/after xstate.after/);
  });

  it('checks every fact after every step, and names the rule that does not hold', async () => {
    const seen: string[] = [];
    const watched: PathTestConfig<typeof toyMachine> = {
      ...toyConfig,
      facts: [{ rule: 'records each step', check: ({ event }) => void seen.push(event.type) }],
    };
    const path = pathThroughRetry();
    await runPath(watched, path, () => {});
    expect(seen).toEqual(path.steps.slice(1).map((step) => step.event.type));

    const broken = { ...toyConfig, facts: [{ rule: 'attempts never grow', check: ({ snapshot }: PathStep<typeof toyMachine>) => expect(snapshot.context.attempts).toBe(0) }] };
    await expect(runPath(broken, path, () => {})).rejects.toThrow(/"attempts never grow" does not hold/);
  });
});

afterAll(() => {
  const record = JSON.parse(readFileSync(flowRecordPath('toy'), 'utf8')) as { transitions: number; covered: number };
  expect(record).toMatchObject({ machine: 'toy', transitions: 7, covered: 7 });
});

describe('guard outcomes and transition pairs', () => {
  const gate = setup({
    types: { context: {} as { open: boolean }, events: {} as { type: 'push'; force: boolean } | { type: 'toggle' } },
    guards: { forced: ({ event }) => event.type === 'push' && event.force, isOpen: ({ context }) => context.open },
  }).createMachine({
    id: 'gate',
    context: { open: false },
    initial: 'closed',
    on: { toggle: { actions: assign({ open: ({ context }) => !context.open }) } },
    states: {
      closed: { on: { push: [{ guard: 'forced', target: 'broken' }, { guard: 'isOpen', target: 'passed' }] } },
      broken: {},
      passed: {},
    },
  });
  const [forced, isOpen] = listGuardedTransitions(gate);

  it('lists the guarded transitions and tells which were tried true or false by an event', () => {
    expect(listGuardedTransitions(gate)).toEqual([expect.stringContaining('[forced]'), expect.stringContaining('[isOpen]')]);
    const closed = createActor(gate).getSnapshot();
    // Neither passes: both tried, both false.
    expect(guardOutcomes(closed, { type: 'push', force: false }, new Set())).toEqual([
      [forced, false],
      [isOpen, false],
    ]);
    // The first passes: the second is never tried.
    expect(guardOutcomes(closed, { type: 'push', force: true }, new Set([forced!]))).toEqual([[forced, true]]);
    // An unguarded transition (toggle) decides no guard.
    expect(guardOutcomes(closed, { type: 'toggle' }, new Set())).toEqual([]);
  });

  it('reads each parallel region for itself, and the eventless guards a step decided (decision 202)', () => {
    const lamps = setup({
      types: { context: {} as { count: number }, events: {} as { type: 'press'; lamp: 'a' | 'b' } },
      guards: { isA: ({ event }) => event.lamp === 'a', isB: ({ event }) => event.lamp === 'b', many: ({ context }) => context.count > 1 },
    }).createMachine({
      id: 'lamps',
      context: { count: 0 },
      type: 'parallel',
      states: {
        a: { initial: 'off', states: { off: { on: { press: { guard: 'isA', target: 'on' } } }, on: {} } },
        b: {
          initial: 'off',
          states: {
            off: { on: { press: { guard: 'isB', target: 'counting', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
            counting: { always: [{ guard: 'many', target: 'on' }, { target: 'off' }] },
            on: {},
          },
        },
      },
    });
    const [isA, isB, many] = listGuardedTransitions(lamps);
    expect(many).toContain('always#0 [many]');
    const actor = createActor(lamps).start();
    const before = actor.getSnapshot();
    actor.send({ type: 'press', lamp: 'b' });
    const taken = new Set([isB!, 'lamps.b.counting · always#1 → lamps.b.off']);
    // Region a refused while region b took it.
    expect(guardOutcomes(before, { type: 'press', lamp: 'b' }, taken)).toEqual([
      [isA, false],
      [isB, true],
    ]);
    // b went through counting, whose first eventless guard (count > 1) said no, and settled in off.
    expect(alwaysGuardOutcomes(actor.getSnapshot(), taken)).toEqual([[many, false]]);
    actor.stop();
  });

  it('offers an event its guards refuse, sees the guard false there, and plans the pairs it reaches (decisions 202, 203)', async () => {
    const gateConfig: PathTestConfig<typeof gate> = { machine: gate, events: () => [{ type: 'push', force: false }, { type: 'push', force: true }, { type: 'toggle' }], contextKey: (context) => context.open };
    const plan = planWalk(gateConfig);
    const refused = plan.paths.flatMap((path) => path.steps).some((step) => step.event.type === 'push' && !(step.event as unknown as { force: boolean }).force && step.state.matches('closed'));
    expect(refused).toBe(true);
    expect(plan.reachablePairs).toContain(`gate · toggle → (stays) ⇒ ${isOpen}`);
    const guards = new Map<string, boolean[]>();
    for (const path of plan.paths) await runPath(gateConfig, path, () => {}, (key, outcome) => guards.set(key, [...(guards.get(key) ?? []), outcome]));
    expect(new Set(guards.get(isOpen!))).toEqual(new Set([true, false]));
  });

  it('records both outcomes of each guard and the pairs walked in the flow record', () => {
    const record = JSON.parse(readFileSync(flowRecordPath('toy'), 'utf8')) as FlowRecord;
    expect(Object.keys(record.guards ?? {}).length).toBeGreaterThan(0);
    expect(record.pairs?.length).toBeGreaterThan(0);
    expect(record.pairs?.every((pair) => pair.includes(' ⇒ '))).toBe(true);
  });
});
