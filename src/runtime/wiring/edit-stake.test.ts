import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorRef } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import type { Api } from '../../api/call.ts';
import { editStakeLogic } from './edit-stake.ts';

describe('editStakeLogic (decision 188)', () => {
  it('saves the stake buttons into the session, so the slip quick stakes are the profile ones', async () => {
    const calls: unknown[] = [];
    const api = { call: async (operation: string, request: unknown) => (calls.push([operation, request]), { data: { chips: [150, 250, 350, 450] } }) } as unknown as Api;
    const session = createActor(sessionMachine, { input: {} }).start();
    const sent: unknown[] = [];
    const spy = { send: (event: unknown) => (sent.push(event), session.send(event as never)) } as unknown as AnyActorRef;
    const actor = createActor(editStakeLogic(api, () => spy), { input: { stakes: [100, 200, 500, 1000] } }).start();
    actor.send({ type: 'stake.changed', index: 0, text: '150' });
    actor.send({ type: 'stakes.save' });
    const output = await toPromise(actor);
    expect(calls).toEqual([['changeStakeValues', { body: { stakes: [150, 200, 500, 1000] } }]]);
    // What the server kept, not what was typed.
    expect(output.saved).toEqual([150, 250, 350, 450]);
    expect(sent).toEqual([{ type: 'session.stakesSaved', chips: [150, 250, 350, 450] }]);
    session.stop();
  });
});
