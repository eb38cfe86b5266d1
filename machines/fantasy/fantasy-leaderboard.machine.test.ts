import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { fantasyLeaderboardMachine, LEADERBOARD_REFRESH_MS, type FantasyLeaderboard } from './fantasy-leaderboard.machine.ts';

const board = (status: 'live' | 'completed', points: number): FantasyLeaderboard => ({
  contest: { contestId: 7, matchId: 5, name: 'Small League', prizePool: 220, entryFee: 25, spots: 10, spotsLeft: 8, prizes: [], kind: 'fixed', maxTeamsPerUser: 3, myEntries: 1, status: 'running' },
  match: {
    matchId: 5,
    title: 'India vs Australia',
    teamA: { id: 1, name: 'India', shortName: 'IND' },
    teamB: { id: 2, name: 'Australia', shortName: 'AUS' },
    startTime: '2030-01-31T10:00:00.000Z',
    status,
  },
  entries: [{ rank: 1, teamName: 'Dream XI', points, winAmount: 120, isMine: true }],
});

walkEveryTransition('fantasyLeaderboard', {
  machine: fantasyLeaderboardMachine,
  input: { contestId: 7 },
  events: () => [{ type: 'leaderboard.retry' }],
  outputs: { loadLeaderboard: [board('live', 0), board('completed', 0)], refreshLeaderboard: [board('live', 0), board('completed', 0)] },
  contextKey: (context) => context.leaderboard?.match.status ?? null,
  facts: [
    {
      rule: 'the standings wait for their next read (every 10 s) while the match can still change them, and stop being read once it is completed or cancelled',
      check: ({ snapshot }) => {
        if (!snapshot.matches('shown')) return;
        const status = snapshot.context.leaderboard?.match.status;
        const over = status === 'completed' || status === 'cancelled';
        expect(snapshot.matches({ shown: 'final' })).toBe(over);
      },
    },
    {
      rule: 'a refresh shows the newest standings; a failed refresh keeps the last ones shown',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'xstate.done.actor.refreshLeaderboard') {
          expect(snapshot.context.leaderboard).toEqual((event as { output?: unknown }).output);
        } else if (event.type === 'xstate.error.actor.refreshLeaderboard') {
          expect(snapshot.matches({ shown: 'waiting' })).toBe(true);
          expect(snapshot.context.leaderboard).not.toBeNull();
          expect(snapshot.context.leaderboard).toBe(previous.context.leaderboard);
        }
      },
    },
  ],
});

describe('fantasyLeaderboard', () => {
  it('reads the points again while the match is on, and stops once it is completed', async () => {
    vi.useFakeTimers();
    const replies = [board('live', 10), board('live', 40), board('completed', 40)];
    let reads = 0;
    const actor = createActor(
      fantasyLeaderboardMachine.provide({ actors: { loadLeaderboard: fromPromise(() => Promise.resolve(replies[Math.min((reads += 1) - 1, 2)]!)) } }),
      { input: { contestId: 7 } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.leaderboard?.entries[0]?.points).toBe(10);
    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS);
    expect(actor.getSnapshot().context.leaderboard?.entries[0]?.points).toBe(40);
    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS);
    expect(actor.getSnapshot().matches({ shown: 'final' })).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * LEADERBOARD_REFRESH_MS);
    expect(reads).toBe(3);
    actor.stop();
    vi.useRealTimers();
  });
});
