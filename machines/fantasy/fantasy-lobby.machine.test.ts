import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { FANTASY_REFRESH_MS, fantasyLobbyMachine, type FantasyLobbyData } from './fantasy-lobby.machine.ts';

const data: FantasyLobbyData = { matches: [], contests: [], myContests: [] };

walkEveryTransition('fantasyLobby', {
  machine: fantasyLobbyMachine,
  events: () => [{ type: 'lobby.retry' }, { type: 'lobby.refresh' }],
  outputs: { loadLobby: [data], refreshLobby: [data] },
});

describe('fantasyLobby', () => {
  it('reads the lobby again every FANTASY_REFRESH_MS and keeps it shown when a refresh fails', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const actor = createActor(
      fantasyLobbyMachine.provide({
        actors: {
          loadLobby: fromPromise(() => {
            calls += 1;
            return calls === 2 ? Promise.reject(new Error('offline')) : Promise.resolve(data);
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.loaded).toBe(true);
    await vi.advanceTimersByTimeAsync(FANTASY_REFRESH_MS);
    expect(calls).toBe(2);
    expect(actor.getSnapshot().matches({ shown: 'waiting' })).toBe(true);
    actor.stop();
    vi.useRealTimers();
  });
});
