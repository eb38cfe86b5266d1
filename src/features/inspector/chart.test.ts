import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { activePaths, chartOf, transitionLabel } from './chart-model.ts';
import { layoutChart } from './chart-layout.ts';
import { MACHINES } from './machine-catalogue.ts';
import { coverageOf } from './coverage.ts';
import { listTransitions } from '../../../machines/testing/machine-transitions.ts';

const sample = setup({
  actors: { load: fromPromise(async () => 1) },
  guards: { canRetry: () => true },
}).createMachine({
  id: 'sample',
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'load', src: 'load', onDone: 'ready', onError: { target: 'failed' } } },
    failed: { on: { retry: { guard: 'canRetry', target: 'loading' } }, after: { 30_000: 'loading' } },
    ready: {
      type: 'parallel',
      on: { 'field.changed': { actions: () => undefined } },
      states: {
        form: { initial: 'editing', states: { editing: { always: { target: 'valid', guard: 'canRetry' } }, valid: {} } },
        clock: { initial: 'ticking', states: { ticking: { on: { stop: '#sample.done' } } } },
      },
    },
    done: { id: 'done', type: 'final' },
  },
});

describe('chart model', () => {
  it('reads the states: nesting, parallel regions, initial children, final states and invoked actors', () => {
    const { root } = chartOf(sample);
    expect(root.key).toBe('sample');
    expect(root.children.map((state) => [state.path, state.kind, state.initial])).toEqual([
      ['loading', 'atomic', true],
      ['failed', 'atomic', false],
      ['ready', 'parallel', false],
      ['done', 'final', false],
    ]);
    expect(root.children[0]?.invokes).toEqual(['load']);
    const ready = root.children[2]!;
    expect(ready.children.map((region) => region.path)).toEqual(['ready.form', 'ready.clock']);
    expect(ready.children.every((region) => !region.initial)).toBe(true);
    expect(ready.internalEvents).toEqual(['field.changed']);
  });

  it('labels transitions with the event, the guard and the delay; a custom id still resolves to the path', () => {
    const labels = chartOf(sample).transitions.map((transition) => [transition.source, transition.label, transition.target]);
    expect(labels).toEqual([
      ['loading', 'done: load', 'ready'],
      ['loading', 'error: load', 'failed'],
      ['failed', 'retry [canRetry]', 'loading'],
      ['failed', 'after 30s', 'loading'],
      ['ready.form.editing', 'always [canRetry]', 'ready.form.valid'],
      ['ready.clock.ticking', 'stop', 'done'],
    ]);
    expect(transitionLabel({ eventType: 'x', delay: 1500 })).toBe('after 1500ms');
    expect(transitionLabel({ eventType: 'x', delay: 'OTP_WAIT' })).toBe('after OTP_WAIT');
  });

  it('names the active states of a snapshot value, parallel regions included', () => {
    expect([...activePaths({ ready: { form: 'valid', clock: 'ticking' } })].sort()).toEqual(
      ['', 'ready', 'ready.clock', 'ready.clock.ticking', 'ready.form', 'ready.form.valid'].sort(),
    );
  });

  it('catalogues every machine of machines/ by id', () => {
    expect(MACHINES.size).toBeGreaterThanOrEqual(30);
    for (const id of ['app', 'deposit', 'withdraw', 'withdrawPassword', 'otp', 'betSlip']) expect(MACHINES.has(id), id).toBe(true);
  });
});

describe('chart layout (ELK)', () => {
  it('places every state inside its parent and routes every transition with its label', async () => {
    const layout = await layoutChart(chartOf(sample));
    const box = new Map(layout.states.map((state) => [state.state.path, state]));
    const inside = (child: string, parent: string) => {
      const [c, p] = [box.get(child)!, box.get(parent)!];
      return c.x >= p.x && c.y >= p.y && c.x + c.width <= p.x + p.width && c.y + c.height <= p.y + p.height;
    };
    expect(layout.states).toHaveLength(10);
    expect(inside('ready.form.valid', 'ready.form') && inside('ready.form', 'ready') && inside('ready', '')).toBe(true);
    expect(layout.transitions).toHaveLength(6);
    for (const transition of layout.transitions) expect(transition.points.length).toBeGreaterThanOrEqual(2);
  });

  it('lays out every machine of the app', async () => {
    for (const machine of MACHINES.values()) {
      const layout = await layoutChart(chartOf(machine));
      expect(layout.width, machine.id).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('coverage on the chart', () => {
  it("names each drawn transition by the flow table's key, and reads the paths that take it from a flow record", () => {
    const machine = MACHINES.get('deposit')!;
    const keys = chartOf(machine).transitions.map((transition) => transition.key);
    const listed = new Set(listTransitions(machine));
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !listed.has(key))).toEqual([]);
    const [walked, notWalked] = keys;
    const record = { machine: 'deposit', coveredBy: { [walked!]: ['path 1', 'path 2'], [notWalked!]: [] } };
    const coverage = coverageOf('deposit', [{ machine: 'other', coveredBy: { 'betSlip.form · x → y': [] } }, record]);
    expect(coverage?.get(walked!)).toBe(2);
    expect(coverage?.get(notWalked!)).toBe(0);
    expect(coverageOf('betSlip', [record])).toBeUndefined();
  });
});
