import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import type { Message } from '../shared/message.ts';
import { FANTASY_REFRESH_MS, fantasyLobbyMachine, type FantasyLobbyData, type FantasyLobbyEvent, type FantasyReminderChange } from './fantasy-lobby.machine.ts';

const data: FantasyLobbyData = {
  matches: [
    {
      matchId: 5,
      title: 'India vs Australia',
      teamA: { id: 1, name: 'India', shortName: 'IND' },
      teamB: { id: 2, name: 'Australia', shortName: 'AUS' },
      startTime: '2030-01-31T10:00:00.000Z',
      status: 'upcoming',
      isReminded: false,
    },
  ],
  contests: [],
  myContests: [],
};

walkEveryTransition('fantasyLobby', {
  machine: fantasyLobbyMachine,
  events: () => [{ type: 'lobby.retry' }, { type: 'lobby.refresh' }, { type: 'reminder.toggled', matchId: 5 }, { type: 'reminder.toggled', matchId: 404 }],
  outputs: { loadLobby: [data], refreshLobby: [data], setReminder: [{ text: 'We will remind you before the match starts.' }] },
  facts: [
    {
      rule: 'a reminder is switched only for an upcoming match, to the opposite of what the match shows (on when it is off)',
      check: ({ snapshot, event }) => {
        const asked = event as FantasyLobbyEvent;
        if (asked.type !== 'reminder.toggled' || !snapshot.matches({ shown: 'reminding' })) return;
        const { matchId } = asked;
        const match = snapshot.context.matches.find((candidate) => candidate.matchId === matchId);
        expect(match?.status).toBe('upcoming');
        expect(snapshot.context.reminder).toEqual({ matchId, on: !match?.isReminded });
        expect(snapshot.context.notice).toBeNull();
      },
    },
    {
      rule: "a saved reminder shows the server's message and reads the lobby again to show it; a refused one shows the refusal and keeps the lobby",
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'xstate.done.actor.setReminder') {
          expect(snapshot.matches({ shown: 'refreshing' })).toBe(true);
          expect(snapshot.context.notice).toEqual((event as { output?: unknown }).output);
          expect(snapshot.context.reminder).toBeNull();
        } else if (event.type === 'xstate.error.actor.setReminder') {
          expect(snapshot.matches({ shown: 'waiting' })).toBe(true);
          expect(snapshot.context.notice).not.toBeNull();
          expect(snapshot.context.reminder).toBeNull();
          expect(snapshot.context.matches).toBe(previous.context.matches);
        }
      },
    },
    {
      rule: 'a failed refresh keeps the lobby shown as it was',
      check: ({ snapshot, previous, event }) => {
        if (event.type !== 'xstate.error.actor.refreshLobby') return;
        expect(snapshot.context.loaded).toBe(true);
        expect(snapshot.context.matches).toBe(previous.context.matches);
        expect(snapshot.context.contests).toBe(previous.context.contests);
        expect(snapshot.context.myContests).toBe(previous.context.myContests);
      },
    },
  ],
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

  it('switches a reminder on for an upcoming match, then reads the lobby again; never for an unknown match', async () => {
    vi.useFakeTimers();
    const changes: FantasyReminderChange[] = [];
    let reads = 0;
    const actor = createActor(
      fantasyLobbyMachine.provide({
        actors: {
          loadLobby: fromPromise(() => {
            reads += 1;
            return Promise.resolve(data);
          }),
          setReminder: fromPromise<Message, FantasyReminderChange>(({ input }) => {
            changes.push(input);
            return Promise.resolve({ text: 'We will remind you before the match starts.' });
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'reminder.toggled', matchId: 99 });
    actor.send({ type: 'reminder.toggled', matchId: 5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([{ matchId: 5, on: true }]);
    expect(reads).toBe(2);
    expect(actor.getSnapshot().context.notice).toEqual({ text: 'We will remind you before the match starts.' });
    actor.stop();
    vi.useRealTimers();
  });
});
