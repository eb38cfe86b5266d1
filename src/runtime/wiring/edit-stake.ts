/**
 * The Edit Stake modal's actor (machines/wallet/edit-stake), saving through changeStakeValues: the
 * deposit screen, the profile's Stakes tab and the bet slip. What is saved goes into the session's
 * chips, the one source of every screen's stake buttons (docs/decisions/188-stake-buttons-one-source.md).
 */
import { fromPromise, type AnyActorRef } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/app.machine.ts';
import { editStakeMachine } from '../../../machines/wallet/edit-stake.machine.ts';
import type { Api } from '../../api/call.ts';

/** `session`: the session actor when the modal runs outside the app's actor system (the profile, the event screen). */
export function editStakeLogic(api: Api, session?: () => AnyActorRef | undefined) {
  return editStakeMachine.provide({
    actors: {
      saveStakes: fromPromise<number[], { stakes: number[] }>(async ({ input, system }) => {
        const reply = await api.call('changeStakeValues', { body: { stakes: input.stakes } });
        const data = (reply.data as { chips?: unknown } | undefined)?.chips;
        const chips = Array.isArray(data) && data.every((chip) => typeof chip === 'number') ? data : input.stakes;
        // One source: the session's chips are the slip's quick stakes and the profile's (docs/decisions/188).
        (session?.() ?? system.get(SYSTEM_IDS.session))?.send({ type: 'session.stakesSaved', chips });
        return chips;
      }),
    },
  });
}

