// The event screen's side of a match notice (docs/decisions/189), with the real realtime actor.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { realtimeMachine, type RealtimeEvent, type SocketCommand, type SocketInput } from '../../../machines/realtime/realtime.machine.ts';
import { watchMatchedBets } from './matched-bets.ts';

function signedInRealtime() {
  let report: (event: RealtimeEvent) => void = () => undefined;
  const socket = fromCallback<SocketCommand, SocketInput>(({ sendBack }) => {
    report = sendBack;
  });
  const realtime = createActor(realtimeMachine.provide({ actors: { socket, sessionWatch: fromCallback(() => undefined) } }), { input: {} }).start();
  realtime.send({ type: 'realtime.signedIn', userKey: 'rahul01', token: 't' });
  return { realtime, notice: (marketId: string, betIds: number[]) => report({ type: 'socket.betMatched', match: { marketId, betIds } }) };
}

describe('watchMatchedBets', () => {
  it("reads the positions again for a match on one of the screen's markets, not another screen's", () => {
    const { realtime, notice } = signedInRealtime();
    const refresh = vi.fn();
    watchMatchedBets(realtime, ['ck-1005-mo', 'ck-1005-tm'], refresh);
    notice('ck-1005-mo', [4]);
    expect(refresh).toHaveBeenCalledTimes(1);
    notice('ck-2001-mo', [5]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('counts a market an odds message brought later, and hears nothing once stopped', () => {
    const { realtime, notice } = signedInRealtime();
    const refresh = vi.fn();
    const watch = watchMatchedBets(realtime, [], refresh);
    notice('ck-1005-new', [4]);
    expect(refresh).not.toHaveBeenCalled();
    watch.saw(['ck-1005-new']);
    notice('ck-1005-new', [4]);
    expect(refresh).toHaveBeenCalledTimes(1);
    watch.stop();
    notice('ck-1005-new', [6]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a visitor (no realtime actor) watches nothing', () => {
    const refresh = vi.fn();
    const watch = watchMatchedBets(undefined, ['m'], refresh);
    watch.stop();
    expect(refresh).not.toHaveBeenCalled();
  });
});
