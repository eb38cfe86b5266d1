import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Message } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { fantasyEntriesMachine, type FantasyEntriesData } from './fantasy-entries.machine.ts';

const data = (status: 'open' | 'cancelled'): FantasyEntriesData => ({
  match: {
    matchId: 5,
    title: 'India vs Australia',
    teamA: { id: 1, name: 'India', shortName: 'IND' },
    teamB: { id: 2, name: 'Australia', shortName: 'AUS' },
    startTime: '2030-01-31T10:00:00.000Z',
    status: 'upcoming',
  },
  contests: [],
  teams: [{ teamId: 3, teamName: 'Dream XI', playerIds: [] }],
  entries: [{ betId: 9, contestId: 1, contestName: 'Mega Contest', teamId: 3, stake: 49, status, winAmount: null }],
});

walkEveryTransition('fantasyEntries', {
  machine: fantasyEntriesMachine,
  input: { matchId: 5 },
  events: () => [{ type: 'entries.retry' }, { type: 'entry.cancel', betId: 9 }],
  outputs: { loadEntries: [data('open')], cancelEntry: [{ text: 'Entry cancelled; the fee is back in your balance.' }] },
});

describe('fantasyEntries', () => {
  it('cancels an open entry once, then reads the entries again; a cancelled entry cannot be cancelled', async () => {
    vi.useFakeTimers();
    const cancelled: number[] = [];
    let loads = 0;
    const actor = createActor(
      fantasyEntriesMachine.provide({
        actors: {
          loadEntries: fromPromise(() => Promise.resolve(data((loads += 1) === 1 ? 'open' : 'cancelled'))),
          cancelEntry: fromPromise<Message, { betId: number }>(({ input }) => {
            cancelled.push(input.betId);
            return Promise.resolve({ text: 'Entry cancelled; the fee is back in your balance.' });
          }),
        },
      }),
      { input: { matchId: 5 } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'entry.cancel', betId: 9 });
    actor.send({ type: 'entry.cancel', betId: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled).toEqual([9]);
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'Entry cancelled; the fee is back in your balance.' });
    actor.send({ type: 'entry.cancel', betId: 9 });
    expect(actor.getSnapshot().value).toBe('shown');
    actor.stop();
    vi.useRealTimers();
  });
});
