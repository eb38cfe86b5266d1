import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messageId } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  builderCounters,
  playerRefusal,
  refusalMessage,
  teamBuilderMachine,
  type FantasyBuilderData,
  type FantasyJoined,
  type FantasyJoinSubmission,
  type FantasyTeamSubmission,
  type FantasyTeamView,
  type TeamBuilderContext,
  type TeamBuilderEvent,
} from './team-builder.machine.ts';
import { DEFAULT_TEAM_SETTINGS, pickRefusal, type FantasyPlayerInfo, type FantasyRole } from './team-rules.ts';

const ROLES_PER_SIDE: FantasyRole[] = ['wk', 'wk', 'bat', 'bat', 'bat', 'bat', 'ar', 'ar', 'bowl', 'bowl', 'bowl'];
const players: FantasyPlayerInfo[] = [
  ...[1, 2].flatMap((side) => ROLES_PER_SIDE.map((role, index) => ({ id: side * 100 + index, name: `P${side}-${index}`, side, role, credits: 9 }))),
  { id: 999, name: 'Too Dear', side: 1, role: 'bat', credits: 100.5 },
];
const EXISTING: FantasyTeamView = { teamId: 41, teamName: 'Team 1', playerIds: players.slice(0, 11).map((player) => player.id) };
const OPEN = { kind: 'fixed', maxTeamsPerUser: 1, myEntries: 0, status: 'open' } as const;
const data: FantasyBuilderData = {
  settings: DEFAULT_TEAM_SETTINGS,
  match: {
    matchId: 5,
    title: 'India vs Australia',
    teamA: { id: 1, name: 'India', shortName: 'IND' },
    teamB: { id: 2, name: 'Australia', shortName: 'AUS' },
    startTime: '2030-01-31T10:00:00.000Z',
    status: 'upcoming',
  },
  players,
  contests: [
    { contestId: 1, matchId: 5, name: 'Mega', prizePool: 4700, entryFee: 49, spots: 100, spotsLeft: 100, prizes: [{ rankFrom: 1, rankTo: 1, amount: 1500 }], ...OPEN, maxTeamsPerUser: 6 },
    { contestId: 2, matchId: 5, name: 'Full', prizePool: 180, entryFee: 100, spots: 2, spotsLeft: 0, prizes: [{ rankFrom: 1, rankTo: 1, amount: 180 }], ...OPEN },
    { contestId: 3, matchId: 5, name: 'At my limit', prizePool: 220, entryFee: 25, spots: 10, spotsLeft: 5, prizes: [{ rankFrom: 1, rankTo: 1, amount: 120 }], ...OPEN, maxTeamsPerUser: 3, myEntries: 3 },
  ],
  teams: [EXISTING],
};
const saved: FantasyTeamView = { teamId: 42, teamName: 'Team 2', playerIds: [] };
const joined: FantasyJoined = { betId: 7, stake: 49, message: { text: 'You have joined the contest.' } };

/** The next player the rules allow, in list order (a greedy pick never gets stuck with these players). */
function nextAllowed(context: TeamBuilderContext): number | null {
  const picked = context.selected.map((id) => players.find((player) => player.id === id)!);
  return players.find((player) => !context.selected.includes(player.id) && pickRefusal(DEFAULT_TEAM_SETTINGS, picked, player) === null)?.id ?? null;
}

walkEveryTransition('fantasyTeamBuilder', {
  machine: teamBuilderMachine,
  input: { matchId: 5, contestId: null },
  events: ({ context }): TeamBuilderEvent[] => {
    const next = nextAllowed(context);
    const events: TeamBuilderEvent[] = [
      { type: 'builder.retry' },
      { type: 'player.toggled', playerId: 999 },
      { type: 'role.shown', role: 'bat' },
      { type: 'team.next' },
      { type: 'team.back' },
      { type: 'team.chosen', teamId: EXISTING.teamId },
      { type: 'team.new' },
      { type: 'teamName.changed', name: 'Dream XI' },
      { type: 'team.save' },
      { type: 'contest.selected', contestId: 1 },
      { type: 'join.requested' },
      { type: 'join.confirm' },
      { type: 'join.cancel' },
      { type: 'join.another' },
      // Refused by their guards (decision 202): a team, a player and a contest the builder does not have.
      { type: 'team.chosen', teamId: 404 },
      { type: 'captain.chosen', playerId: 404 },
      { type: 'viceCaptain.chosen', playerId: 404 },
      { type: 'contest.selected', contestId: 404 },
    ];
    if (next !== null) events.push({ type: 'player.toggled', playerId: next });
    const [first, second] = context.selected;
    if (first !== undefined) events.push({ type: 'player.toggled', playerId: first }, { type: 'captain.chosen', playerId: first });
    if (second !== undefined) events.push({ type: 'viceCaptain.chosen', playerId: second });
    if (first !== undefined && context.captainId !== null) events.push({ type: 'viceCaptain.chosen', playerId: context.captainId });
    return events;
  },
  outputs: { loadBuilder: [data], saveTeam: [saved], joinContest: [joined] },
  contextKey: (context) => ({
    count: context.selected.length,
    captain: context.captainId !== null,
    vice: context.viceCaptainId !== null,
    teamId: context.teamId,
    contestId: context.contestId,
  }),
  facts: [
    {
      rule: 'the counters show what the picked players add up to: how many, per role, and credits left (100 less their credits); a picked team never breaks a role, side or credit limit',
      check: ({ snapshot }) => {
        const { context } = snapshot;
        if (!context.data) return;
        const picked = context.selected.map((id) => players.find((player) => player.id === id)!);
        const counters = builderCounters(context);
        expect(new Set(context.selected).size).toBe(context.selected.length);
        expect(counters.count).toBe(picked.length);
        for (const role of ['wk', 'bat', 'ar', 'bowl'] as const) {
          const count = picked.filter((player) => player.role === role).length;
          expect(counters.roles[role]).toBe(count);
          expect(count).toBeLessThanOrEqual(DEFAULT_TEAM_SETTINGS.roles[role].max);
        }
        for (const side of [1, 2]) expect(picked.filter((player) => player.side === side).length).toBeLessThanOrEqual(DEFAULT_TEAM_SETTINGS.maxPerSide);
        expect(counters.creditsLeft).toBeCloseTo(DEFAULT_TEAM_SETTINGS.creditLimit - picked.reduce((sum, player) => sum + player.credits, 0), 5);
        expect(counters.creditsLeft).toBeGreaterThanOrEqual(0);
        expect(picked.length).toBeLessThanOrEqual(DEFAULT_TEAM_SETTINGS.teamSize);
      },
    },
    {
      rule: 'a refused pick leaves the team as it was and shows the rule it breaks (a player over the credits left: the credits needed and left)',
      check: ({ snapshot, previous, event }) => {
        const asked = event as TeamBuilderEvent;
        if (asked.type !== 'player.toggled' || !previous.matches('picking')) return;
        const { playerId } = asked;
        if (previous.context.selected.includes(playerId)) {
          expect(snapshot.context.selected).not.toContain(playerId);
          expect(snapshot.context.refusal).toBeNull();
          return;
        }
        const refusal = playerRefusal(previous.context, playerId);
        if (refusal === null) {
          expect(snapshot.context.selected).toEqual([...previous.context.selected, playerId]);
          expect(snapshot.context.refusal).toBeNull();
          return;
        }
        expect(snapshot.context.selected).toEqual(previous.context.selected);
        expect(snapshot.context.refusal).toEqual(refusalMessage(refusal));
        // The dear player (999) over the credits left, unless the team is already full (checked first).
        if (playerId === 999 && refusal.reason === 'credits') {
          const left = DEFAULT_TEAM_SETTINGS.creditLimit - previous.context.selected.length * 9;
          expect(snapshot.context.refusal).toEqual(messageId('fantasy.pick.credits', { needed: 100.5, left }));
        }
      },
    },
    {
      rule: 'captain and vice-captain are two different players of the team (or not chosen yet)',
      check: ({ snapshot }) => {
        const { captainId, viceCaptainId, selected } = snapshot.context;
        if (captainId === null && viceCaptainId === null) return;
        if (captainId !== null) expect(selected).toContain(captainId);
        if (viceCaptainId !== null) expect(selected).toContain(viceCaptainId);
        expect(captainId).not.toBe(viceCaptainId);
      },
    },
    {
      rule: 'a join is sent for the chosen team and contest under one Idempotency-Key; a failed join keeps it, and confirming again reuses it',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'xstate.error.actor.joinContest') {
          expect(snapshot.context.submission).not.toBeNull();
          expect(snapshot.context.submission).toEqual(previous.context.submission);
          return;
        }
        if (event.type !== 'join.confirm' || !snapshot.matches('joining')) return;
        const { submission, teamId, contestId, matchId } = snapshot.context;
        expect(submission).toEqual({ matchId, teamId, contestId, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
        const before = previous.context.submission;
        if (before && before.teamId === teamId && before.contestId === contestId) expect(submission?.idempotencyKey).toBe(before.idempotencyKey);
      },
    },
  ],
});

describe('fantasyTeamBuilder', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function started(join: (submission: FantasyJoinSubmission) => Promise<FantasyJoined>, save?: (team: FantasyTeamSubmission) => Promise<FantasyTeamView>) {
    const actor = createActor(
      teamBuilderMachine.provide({
        actors: {
          loadBuilder: fromPromise(() => Promise.resolve(data)),
          saveTeam: fromPromise(({ input }: { input: FantasyTeamSubmission }) => (save ? save(input) : Promise.resolve(saved))),
          joinContest: fromPromise(({ input }: { input: FantasyJoinSubmission }) => join(input)),
        },
      }),
      { input: { matchId: 5, contestId: 1 } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    return actor;
  }

  it('shows each refused pick with its rule, counts roles and credits live, saves the eleven and joins once per key', async () => {
    vi.useFakeTimers();
    const submissions: FantasyJoinSubmission[] = [];
    let fail = true;
    const teams: FantasyTeamSubmission[] = [];
    const actor = await started(
      (submission) => {
        submissions.push(submission);
        if (fail) {
          fail = false;
          return Promise.reject(new Error('offline'));
        }
        return Promise.resolve(joined);
      },
      (team) => {
        teams.push(team);
        return Promise.resolve(saved);
      },
    );
    expect(actor.getSnapshot().value).toBe('picking');
    expect(actor.getSnapshot().context.contestId).toBe(1);

    actor.send({ type: 'player.toggled', playerId: 999 });
    expect(actor.getSnapshot().context.refusal).toEqual({ id: 'fantasy.pick.credits', values: { needed: 100.5, left: 100 } });

    const toggle = (...ids: number[]) => ids.forEach((id) => actor.send({ type: 'player.toggled', playerId: id }));
    toggle(100, 101, 200, 201);
    expect(builderCounters(actor.getSnapshot().context)).toMatchObject({ count: 4, roles: { wk: 4, bat: 0, ar: 0, bowl: 0 }, creditsLeft: 64 });
    toggle(200, 201);
    expect(actor.getSnapshot().context.selected).toEqual([100, 101]);
    // Two keepers and five batters: a sixth batter would leave three places for four all-rounders and bowlers.
    toggle(102, 103, 104, 105, 202, 203);
    expect(actor.getSnapshot().context.refusal).toEqual({ id: 'fantasy.pick.roleNeeded', values: { role: 'ar', min: 1 } });
    expect(playerRefusal(actor.getSnapshot().context, 203)).toEqual({ reason: 'roleNeeded', role: 'ar', min: 1 });
    toggle(202, 106, 108);
    expect(actor.getSnapshot().context.refusal).toEqual({ id: 'fantasy.pick.sideMax', values: { max: 7 } });
    toggle(208, 209, 210, 206);
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(actor.getSnapshot().context.selected).toHaveLength(11);

    actor.send({ type: 'team.next' });
    expect(actor.getSnapshot().value).toBe('captains');
    actor.send({ type: 'team.save' });
    expect(actor.getSnapshot().value).toBe('captains');
    const [captain, vice] = actor.getSnapshot().context.selected as [number, number];
    actor.send({ type: 'captain.chosen', playerId: captain });
    actor.send({ type: 'viceCaptain.chosen', playerId: captain });
    expect(actor.getSnapshot().context).toMatchObject({ captainId: null, viceCaptainId: captain });
    actor.send({ type: 'captain.chosen', playerId: vice });
    actor.send({ type: 'teamName.changed', name: 'Dream XI' });
    actor.send({ type: 'team.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(teams[0]!.teamName).toBe('Dream XI');
    expect(teams[0]!.players.filter((player) => player.isCaptain)).toEqual([{ playerId: vice, isCaptain: true, isViceCaptain: false }]);
    expect(actor.getSnapshot().value).toBe('entering');

    actor.send({ type: 'contest.selected', contestId: 2 });
    expect(actor.getSnapshot().context.contestId).toBe(1);
    // A contest the user has joined with as many teams as it allows is not chosen either.
    actor.send({ type: 'contest.selected', contestId: 3 });
    expect(actor.getSnapshot().context.contestId).toBe(1);
    actor.send({ type: 'join.requested' });
    actor.send({ type: 'join.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'join.requested' });
    actor.send({ type: 'join.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('joined');
    expect(submissions).toHaveLength(2);
    expect(submissions[1]!.idempotencyKey).toBe(submissions[0]!.idempotencyKey);
    expect(submissions[1]).toMatchObject({ matchId: 5, teamId: 42, contestId: 1 });
    expect(actor.getSnapshot().context.data!.contests[0]).toMatchObject({ spotsLeft: 99, myEntries: 1 });
    actor.stop();
  });

  it('asks before the fee leaves the wallet: cancelling sends nothing', async () => {
    vi.useFakeTimers();
    const submissions: FantasyJoinSubmission[] = [];
    const actor = await started((submission) => {
      submissions.push(submission);
      return Promise.resolve(joined);
    });
    actor.send({ type: 'team.chosen', teamId: 41 });
    actor.send({ type: 'join.requested' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'join.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(submissions).toEqual([]);
    actor.stop();
  });

  it('lets a saved team join directly, and a new join gets a new key', async () => {
    vi.useFakeTimers();
    const submissions: FantasyJoinSubmission[] = [];
    const actor = await started((submission) => {
      submissions.push(submission);
      return Promise.resolve(joined);
    });
    actor.send({ type: 'team.chosen', teamId: 41 });
    actor.send({ type: 'join.requested' });
    actor.send({ type: 'join.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'join.another' });
    expect(actor.getSnapshot().context.contestId).toBeNull();
    actor.send({ type: 'contest.selected', contestId: 1 });
    actor.send({ type: 'join.requested' });
    actor.send({ type: 'join.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submissions.map((submission) => submission.teamId)).toEqual([41, 41]);
    expect(submissions[1]!.idempotencyKey).not.toBe(submissions[0]!.idempotencyKey);
    actor.stop();
  });

  it('fills a reset team again under its name, and builds a new team for any other id', async () => {
    vi.useFakeTimers();
    const reset: FantasyTeamView = { teamId: 43, teamName: 'Spare XI', playerIds: [] };
    const teams: FantasyTeamSubmission[] = [];
    const build = async (refillTeamId: number) => {
      const actor = createActor(
        teamBuilderMachine.provide({
          actors: {
            loadBuilder: fromPromise(() => Promise.resolve({ ...data, teams: [EXISTING, reset] })),
            saveTeam: fromPromise(({ input }: { input: FantasyTeamSubmission }) => {
              teams.push(input);
              return Promise.resolve({ ...reset, playerIds: input.players.map((player) => player.playerId) });
            }),
          },
        }),
        { input: { matchId: 5, refillTeamId } },
      ).start();
      await vi.advanceTimersByTimeAsync(0);
      [100, 102, 103, 104, 106, 108, 200, 202, 208, 209, 210].forEach((id) => actor.send({ type: 'player.toggled', playerId: id }));
      actor.send({ type: 'team.next' });
      actor.send({ type: 'captain.chosen', playerId: 100 });
      actor.send({ type: 'viceCaptain.chosen', playerId: 102 });
      const name = actor.getSnapshot().context.teamName;
      actor.send({ type: 'team.save' });
      await vi.advanceTimersByTimeAsync(0);
      const snapshot = actor.getSnapshot();
      actor.stop();
      return { name, snapshot };
    };
    const refilled = await build(43);
    expect(refilled.name).toBe('Spare XI');
    expect(teams[0]!.teamId).toBe(43);
    expect(refilled.snapshot.context.data!.teams.map((team) => team.teamId)).toEqual([41, 43]);
    const full = await build(41);
    expect(full.name).toBe('Team 3');
    expect(teams[1]!.teamId).toBeUndefined();
  });
});
