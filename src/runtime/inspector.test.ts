import { createActor, fromPromise, setup } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inspectorAllowed } from './inspector-allowed.ts';
import { createInspectionLog, recordRandomIds, recordWhileAllowed, stateLabel } from './inspector.ts';

const toggleMachine = setup({ types: { events: {} as { type: 'toggle'; password?: string } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
});

const loaderMachine = setup({
  actors: { load: fromPromise(async () => ({ token: 'abc123', rows: 2 })) },
}).createMachine({
  id: 'loader',
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'load', id: 'load', onDone: 'waiting' } },
    waiting: { after: { 1000: 'idle' } },
    idle: { entry: () => crypto.randomUUID() },
  },
});

describe('inspection log and event journal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records each event with its payload, secrets masked, and tracks each actor state', async () => {
    const log = createInspectionLog({ now: () => 1 });
    const actor = createActor(toggleMachine, { inspect: log.inspect, systemId: 'toggler' }).start();
    actor.send({ type: 'toggle', password: 'hunter2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.actors()).toEqual([
      expect.objectContaining({ name: 'toggler', machine: 'toggle', state: 'on', status: 'active', lastEvents: ['toggle', 'xstate.init'] }),
    ]);
    expect(log.entries().at(-1)).toEqual({ seq: 2, at: 1, actorId: actor.sessionId, kind: 'event', event: { type: 'toggle', password: 'xxxxxx0' }, after: { value: 'on', status: 'active', context: {} } });
    expect(JSON.stringify(log.exportJournal())).not.toContain('hunter2');
  });

  it('records the replies of invoked calls and the timers that fired, and the random ids drawn', async () => {
    const log = createInspectionLog();
    const restore = recordRandomIds(log);
    const actor = createActor(loaderMachine, { inspect: log.inspect }).start();
    await vi.advanceTimersByTimeAsync(1000);
    restore();
    const received = log.exportJournal().entries.filter((entry) => entry.actorId === actor.sessionId);
    expect(received.map((entry) => [entry.kind, entry.event.type])).toEqual([
      ['event', 'xstate.init'],
      ['reply', 'xstate.done.actor.load'],
      ['timer', 'xstate.after.1000.loader.waiting'],
    ]);
    expect(received[1]?.event).toMatchObject({ output: { token: 'xxx000', rows: 2 } });
    expect(received[2]?.random).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('keeps at most `limit` entries, counts the dropped ones, and tells subscribers once per burst', async () => {
    const log = createInspectionLog({ limit: 2 });
    const listener = vi.fn();
    log.subscribe(listener);
    const actor = createActor(toggleMachine, { inspect: log.inspect }).start();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'toggle' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.entries().map((entry) => entry.event.type)).toEqual(['toggle', 'toggle']);
    expect(log.exportJournal().dropped).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('records nothing while recording is off', async () => {
    const log = createInspectionLog({ recording: false });
    createActor(toggleMachine, { inspect: log.inspect }).start().send({ type: 'toggle' });
    await vi.advanceTimersByTimeAsync(0);
    expect([log.entries(), log.actors()]).toEqual([[], []]);
  });

  it('forgets stopped actors first when it knows too many', () => {
    const log = createInspectionLog({ actorLimit: 2 });
    for (let index = 0; index < 3; index += 1) createActor(toggleMachine, { inspect: log.inspect }).start().stop();
    const live = createActor(toggleMachine, { inspect: log.inspect }).start();
    expect(log.exportJournal().actors.map((actor) => actor.actorId)).toContain(live.sessionId);
    expect(log.exportJournal().actors.length).toBeLessThanOrEqual(2);
  });

  it('labels nested and parallel state values', () => {
    expect(stateLabel({ wallet: { deposit: 'amount' } })).toBe('wallet.deposit.amount');
    expect(stateLabel({ a: 'x', b: {} })).toBe('a.x | b');
  });
});

describe('who may inspect', () => {
  it('is development or a staff user; recording follows the user', () => {
    expect(inspectorAllowed(true, null)).toBe(true);
    expect(inspectorAllowed(false, { isStaff: true })).toBe(true);
    expect([inspectorAllowed(false, { isStaff: 'yes' }), inspectorAllowed(false, null)]).toEqual([false, false]);
    const log = createInspectionLog({ recording: false });
    const allowFor = recordWhileAllowed(log, false);
    allowFor({ isStaff: true });
    expect(log.recording()).toBe(true);
    allowFor(null);
    expect(log.recording()).toBe(false);
  });
});
