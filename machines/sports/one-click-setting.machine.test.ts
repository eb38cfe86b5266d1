import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { oneClickSettingMachine, type OneClickSettingEvent } from './one-click-setting.machine.ts';

type Snapshot = ReturnType<typeof oneClickSettingMachine.transition>;

walkEveryTransition('one-click-setting', {
  machine: oneClickSettingMachine,
  input: { stake: null, chips: [500, 1000, 2000, 5000] },
  events: ((snapshot: Snapshot): OneClickSettingEvent[] => [
    { type: 'oneClick.turnOn' },
    { type: 'oneClick.turnOff' },
    { type: 'oneClick.stakeChosen', stake: snapshot.context.chosen === 500 ? 2000 : 500 },
    // Not one of the bettor's buttons: not taken.
    { type: 'oneClick.stakeChosen', stake: 777 },
    { type: 'oneClick.confirm' },
    { type: 'oneClick.cancel' },
    { type: 'settings.changed', stake: snapshot.context.stake === null ? 1000 : null, chips: [500, 1000, 2000, 5000] },
  ]) as (snapshot: Snapshot) => readonly AnyEventObject[],
  outputs: { saveOneClick: [2000, null] },
  errors: { saveOneClick: [new Error('Network Error')] },
  contextKey: (context) => ({ on: context.stake !== null, chosen: context.chosen }),
  facts: [
    {
      rule: 'it is off until a confirmation; only a confirmed stake, one of the stake buttons, is saved; turning off saves null at once (decision 186)',
      check: ({ snapshot, previous, event }) => {
        if (snapshot.matches('saving') && !previous.matches('saving')) {
          const input = (snapshot.children.saveOneClick?.getSnapshot() as { input?: unknown } | undefined)?.input;
          if (event.type === 'oneClick.confirm') {
            expect(previous.matches('confirming')).toBe(true);
            expect(input).toEqual({ stake: previous.context.chosen });
            expect(snapshot.context.stakes).toContain(previous.context.chosen);
          } else {
            expect(event.type).toBe('oneClick.turnOff');
            expect(input).toEqual({ stake: null });
          }
        }
        expect(snapshot.context.stakes).toContain(snapshot.context.chosen);
      },
    },
    {
      rule: 'what the server kept is what is shown; a failed save changes nothing and says why',
      check: ({ snapshot, previous, event, emittedThisStep }) => {
        if (event.type.startsWith('xstate.done.actor')) {
          const kept = (event as unknown as { output: number | null }).output;
          expect(snapshot.context.stake).toBe(kept);
          expect(emittedThisStep).toEqual([
            { type: 'notice.success', message: kept === null ? { id: 'sports.oneClick.turnedOff' } : { id: 'sports.oneClick.turnedOn', values: { stake: kept } } },
          ]);
        }
        if (event.type.startsWith('xstate.error.actor')) {
          expect(snapshot.context.stake).toBe(previous.context.stake);
          expect(emittedThisStep).toEqual([{ type: 'notice.error', message: errorToMessage(new Error('Network Error')) }]);
        }
      },
    },
  ],
});

describe('one-click setting', () => {
  it('turns on with the chosen stake after one confirmation, and off again', async () => {
    const saved: (number | null)[] = [];
    const actor = createActor(
      oneClickSettingMachine.provide({ actors: { saveOneClick: fromPromise(async ({ input }: { input: { stake: number | null } }) => (saved.push(input.stake), input.stake)) } }),
      { input: { stake: null, chips: [500, 1000, 2000, 5000] } },
    ).start();
    actor.send({ type: 'oneClick.turnOn' });
    expect(actor.getSnapshot().context.chosen).toBe(500);
    actor.send({ type: 'oneClick.stakeChosen', stake: 1000 });
    actor.send({ type: 'oneClick.confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.stake).toBe(1000);
    actor.send({ type: 'oneClick.turnOff' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.stake).toBeNull();
    expect(saved).toEqual([1000, null]);
  });
});
