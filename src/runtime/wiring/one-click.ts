/**
 * One-click betting's setting actor with its real call (machines/sports/one-click-setting): setOneClick,
 * and what the server kept goes into the session, so every event screen follows (docs/decisions/186).
 */
import { fromPromise, type AnyActorRef } from 'xstate';
import { oneClickSettingMachine } from '../../../machines/sports/one-click-setting.machine.ts';
import type { Api } from '../../api/call.ts';

export function oneClickSettingLogic(api: Api, session: () => AnyActorRef | undefined) {
  return oneClickSettingMachine.provide({
    actors: {
      saveOneClick: fromPromise<number | null, { stake: number | null }>(async ({ input }) => {
        const reply = await api.call('setOneClick', { body: { stake: input.stake } });
        const kept = (reply.data as { one_click_stake?: unknown } | undefined)?.one_click_stake;
        const stake = typeof kept === 'number' ? kept : null;
        session()?.send({ type: 'session.oneClickSaved', stake });
        return stake;
      }),
    },
  });
}
