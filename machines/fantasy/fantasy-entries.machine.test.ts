import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Message } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { fantasyEntriesMachine, type FantasyEntriesChange, type FantasyEntriesData, type FantasyEntriesEvent } from './fantasy-entries.machine.ts';

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
  teams: [
    { teamId: 3, teamName: 'Dream XI', playerIds: [1, 2] },
    { teamId: 4, teamName: 'Spare XI', playerIds: [1, 2] },
  ],
  entries: [{ betId: 9, contestId: 1, contestName: 'Mega Contest', teamId: 3, stake: 49, status, winAmount: null }],
});

walkEveryTransition('fantasyEntries', {
  machine: fantasyEntriesMachine,
  input: { matchId: 5 },
  events: () => [
    { type: 'entries.retry' },
    { type: 'entry.cancel', betId: 9 },
    { type: 'team.rename', teamId: 3, name: ' Winners ' },
    { type: 'team.reset', teamId: 4 },
    // Refused by their guards (decision 202): an entry and teams the list does not have.
    { type: 'entry.cancel', betId: 404 },
    { type: 'team.rename', teamId: 404, name: 'Winners' },
    { type: 'team.reset', teamId: 404 },
  ],
  outputs: { loadEntries: [data('open')], applyChange: [{ text: 'Done.' }] },
  facts: [
    {
      rule: 'a change starts only before the match starts, as the user asked it: cancel an open entry, rename a team (the name trimmed), reset a team with players and no open entry',
      check: ({ snapshot, previous, event }) => {
        if (!snapshot.matches('changing') || !previous.matches('shown')) return;
        const asked = event as FantasyEntriesEvent;
        const { data: shown, change } = snapshot.context;
        expect(shown?.match.status).toBe('upcoming');
        expect(snapshot.context.notice).toBeNull();
        expect(snapshot.context.error).toBeNull();
        if (asked.type === 'entry.cancel') {
          const { betId } = asked;
          expect(change).toEqual({ kind: 'cancel', betId });
          expect(shown?.entries.find((entry) => entry.betId === betId)?.status).toBe('open');
        } else if (asked.type === 'team.rename') {
          const { teamId, name } = asked;
          expect(change).toEqual({ kind: 'rename', teamId, name: name.trim() });
        } else if (asked.type === 'team.reset') {
          const { teamId } = asked;
          expect(change).toEqual({ kind: 'reset', teamId });
          expect(shown?.teams.find((team) => team.teamId === teamId)?.playerIds.length).toBeGreaterThan(0);
          expect(shown?.entries.some((entry) => entry.teamId === teamId && entry.status === 'open')).toBe(false);
        } else {
          expect.unreachable(`a change started by ${asked.type}`);
        }
      },
    },
    {
      rule: "a change the server made shows the server's message and reads the entries again",
      check: ({ snapshot, event }) => {
        if (event.type !== 'xstate.done.actor.applyChange') return;
        expect(snapshot.matches('loading')).toBe(true);
        expect(snapshot.context.notice).toEqual((event as { output?: unknown }).output);
        expect(snapshot.context.change).toBeNull();
      },
    },
    {
      rule: 'a refused change keeps the entries shown, with the reason, and no change under way',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'xstate.error.actor.applyChange') return;
        expect(snapshot.matches('shown')).toBe(true);
        expect(snapshot.context.data).toBe(previous.context.data);
        expect(snapshot.context.error).not.toBeNull();
        expect(snapshot.context.change).toBeNull();
      },
    },
  ],
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
          applyChange: fromPromise<Message, FantasyEntriesChange>(({ input }) => {
            if (input.kind === 'cancel') cancelled.push(input.betId);
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

  it('renames with a valid new name and resets only a team with players and no open entry', () => {
    const actor = createActor(fantasyEntriesMachine, { input: { matchId: 5 } }).start();
    actor.send({ type: 'xstate.done.actor.loadEntries', output: data('open') } as never);
    const refused = [
      { type: 'team.rename', teamId: 3, name: 'Dream XI' },
      { type: 'team.rename', teamId: 3, name: '<b>x</b>' },
      { type: 'team.rename', teamId: 99, name: 'Winners' },
      { type: 'team.reset', teamId: 3 },
    ] as const;
    for (const event of refused) {
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('shown');
    }
    actor.send({ type: 'team.rename', teamId: 3, name: ' Winners ' });
    expect(actor.getSnapshot().context.change).toEqual({ kind: 'rename', teamId: 3, name: 'Winners' });
    actor.stop();
  });
});
