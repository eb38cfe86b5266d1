import { createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createInspectionLog, stateLabel } from './inspector.ts';

const toggleMachine = setup({ types: { events: {} as { type: 'toggle'; secret?: string } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
});

describe('inspection log', () => {
  it('tracks each actor state and the types of the events it received', () => {
    const log = createInspectionLog({ now: () => 1 });
    const actor = createActor(toggleMachine, { inspect: log.inspect, systemId: 'toggler' }).start();
    actor.send({ type: 'toggle', secret: 'hunter2' });
    expect(log.actors()).toEqual([
      expect.objectContaining({ name: 'toggler', state: 'on', status: 'active', lastEvents: ['toggle', 'xstate.init'] }),
    ]);
    expect(log.records().at(-1)).toEqual({ at: 1, actor: 'toggler', eventType: 'toggle' });
    expect(JSON.stringify(log.records())).not.toContain('hunter2');
  });

  it('keeps at most `limit` records and tells subscribers about changes', () => {
    const log = createInspectionLog({ limit: 2 });
    let changes = 0;
    log.subscribe(() => (changes += 1));
    const actor = createActor(toggleMachine, { inspect: log.inspect }).start();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'toggle' });
    expect(log.records().map((record) => record.eventType)).toEqual(['toggle', 'toggle']);
    expect(changes).toBeGreaterThan(0);
  });

  it('labels nested and parallel state values', () => {
    expect(stateLabel({ wallet: { deposit: 'amount' } })).toBe('wallet.deposit.amount');
    expect(stateLabel({ a: 'x', b: {} })).toBe('a.x | b');
  });
});
