import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEAM_SETTINGS as S,
  creditsLeft,
  creditsUsed,
  isFillingFast,
  pickRefusal,
  playerTeamPoints,
  roleCounts,
  teamPoints,
  teamProblems,
  type FantasyPlayerInfo,
  type FantasyRole,
  type TeamSettings,
} from './team-rules.ts';

let nextId = 0;
const player = (role: FantasyRole, side = 1, credits = 8): FantasyPlayerInfo => ({ id: (nextId += 1), name: `P${nextId}`, side, role, credits });
const many = (count: number, role: FantasyRole, side = 1, credits = 8) => Array.from({ length: count }, () => player(role, side, credits));

/** A valid eleven: 1 wk, 4 bat, 2 ar, 4 bowl; 6 from side 1 and 5 from side 2; 88 credits. */
function validEleven(): FantasyPlayerInfo[] {
  return [player('wk', 1), ...many(2, 'bat', 1), ...many(2, 'bat', 2), player('ar', 1), player('ar', 2), ...many(2, 'bowl', 1), ...many(2, 'bowl', 2)];
}

describe('credits', () => {
  it('adds halves exactly and counts what is left of the limit', () => {
    const picked = [player('bat', 1, 8.5), player('bat', 1, 9.5), player('wk', 1, 0.1), player('ar', 1, 0.2)];
    expect(creditsUsed(picked)).toBe(18.3);
    expect(creditsLeft(S, picked)).toBe(81.7);
  });

  it('takes a player costing exactly the credits left, refuses one costing 0.5 more', () => {
    const picked = [...many(1, 'wk', 1, 10), ...many(3, 'bat', 1, 10), ...many(1, 'ar', 2, 10), ...many(3, 'bowl', 2, 10)];
    // 8 players, 80 credits: 20 left for 3 places.
    expect(creditsLeft(S, picked)).toBe(20);
    expect(pickRefusal(S, picked, player('bat', 2, 20))).toBeNull();
    expect(pickRefusal(S, picked, player('bat', 2, 20.5))).toEqual({ reason: 'credits', needed: 20.5, left: 20 });
  });
});

describe('picking one player', () => {
  it('refuses a player already picked', () => {
    const one = player('wk');
    expect(pickRefusal(S, [one], one)).toEqual({ reason: 'alreadyPicked' });
  });

  it('refuses a twelfth player', () => {
    expect(pickRefusal(S, validEleven(), player('bat', 2, 0))).toEqual({ reason: 'teamFull', size: 11 });
  });

  it.each([
    ['wk', 4],
    ['bat', 6],
    ['ar', 4],
    ['bowl', 6],
  ] as const)('takes %s up to its maximum and refuses one past it', (role, max) => {
    // Alternate sides so the side limit never bites first.
    const picked = Array.from({ length: max - 1 }, (_, index) => player(role, (index % 2) + 1, 1));
    expect(pickRefusal(S, picked, player(role, 2, 1))).toBeNull();
    picked.push(player(role, 2, 1));
    expect(roleCounts(picked)[role]).toBe(max);
    expect(pickRefusal(S, picked, player(role, 1, 1))).toEqual({ reason: 'roleMax', role, max });
  });

  it('takes a seventh player from one side and refuses an eighth', () => {
    const six = [player('wk', 1), ...many(3, 'bat', 1), player('ar', 1), player('bowl', 1)];
    expect(pickRefusal(S, six, player('bowl', 1))).toBeNull();
    const seven = [...six, player('bowl', 1)];
    expect(pickRefusal(S, seven, player('bowl', 1))).toEqual({ reason: 'sideMax', side: 1, max: 7 });
    expect(pickRefusal(S, seven, player('bowl', 2))).toBeNull();
  });

  it('refuses a pick that leaves too few places for another role at its minimum', () => {
    // 6 bat + 3 bowl + 1 wk = 10: the last place must be an all-rounder.
    const ten = [player('wk', 1), ...many(3, 'bat', 1), ...many(3, 'bat', 2), ...many(2, 'bowl', 1), player('bowl', 2)].slice(0, 10);
    expect(ten).toHaveLength(10);
    expect(pickRefusal(S, ten, player('bowl', 2))).toEqual({ reason: 'roleNeeded', role: 'ar', min: 1 });
    expect(pickRefusal(S, ten, player('ar', 2))).toBeNull();
  });

  it('refuses a second keeper early when bowlers still need their three places', () => {
    // 6 bat, 1 ar, 1 wk, 1 bowl = 9: two places left, two bowlers still needed.
    const nine = [player('wk', 1), ...many(3, 'bat', 1), ...many(3, 'bat', 2), player('ar', 1), player('bowl', 2)];
    expect(pickRefusal(S, nine, player('wk', 2))).toEqual({ reason: 'roleNeeded', role: 'bowl', min: 3 });
    expect(pickRefusal(S, nine, player('bowl', 2))).toBeNull();
  });

  it('reads every limit from the settings', () => {
    const custom: TeamSettings = {
      ...S,
      teamSize: 3,
      creditLimit: 10,
      maxPerSide: 2,
      roles: { wk: { min: 0, max: 1 }, bat: { min: 1, max: 2 }, ar: { min: 0, max: 1 }, bowl: { min: 0, max: 2 } },
    };
    expect(pickRefusal(custom, [player('wk', 1, 1)], player('wk', 2, 1))).toEqual({ reason: 'roleMax', role: 'wk', max: 1 });
    expect(pickRefusal(custom, many(2, 'bat', 1, 1), player('bowl', 1, 1))).toEqual({ reason: 'sideMax', side: 1, max: 2 });
    expect(pickRefusal(custom, [player('bat', 1, 6)], player('bat', 2, 4.5))).toEqual({ reason: 'credits', needed: 4.5, left: 4 });
    expect(pickRefusal(custom, many(3, 'bat', 1, 1).slice(0, 2).map((one, index) => ({ ...one, side: index + 1 })), player('ar', 1, 1))).toBeNull();
  });
});

describe('a whole team', () => {
  it('accepts a valid eleven with a captain and a vice-captain', () => {
    const team = validEleven();
    expect(teamProblems(S, team, team[0]!.id, team[1]!.id)).toEqual([]);
  });

  it('names every problem of a bad team', () => {
    const team = [...many(8, 'bat', 1, 10), ...many(3, 'bat', 2, 10)];
    const problems = teamProblems(S, team, null, null);
    expect(problems).toEqual(
      expect.arrayContaining([
        { reason: 'credits', limit: 100, used: 110 },
        { reason: 'roleMin', role: 'wk', min: 1, count: 0 },
        { reason: 'roleMax', role: 'bat', max: 6, count: 11 },
        { reason: 'sideMax', side: 1, max: 7, count: 8 },
        { reason: 'captain' },
        { reason: 'viceCaptain' },
      ]),
    );
  });

  it('refuses ten players, a duplicate, and a captain who is also vice-captain or not in the team', () => {
    const team = validEleven();
    expect(teamProblems(S, team.slice(0, 10), team[0]!.id, team[1]!.id)).toContainEqual({ reason: 'size', size: 11, count: 10 });
    expect(teamProblems(S, [...team.slice(0, 10), team[0]!], team[0]!.id, team[1]!.id)).toContainEqual({ reason: 'duplicate' });
    expect(teamProblems(S, team, team[0]!.id, team[0]!.id)).toEqual([{ reason: 'sameCaptains' }]);
    expect(teamProblems(S, team, 99_999, team[1]!.id)).toEqual([{ reason: 'captain' }]);
    expect(teamProblems(S, team, team[0]!.id, 99_999)).toEqual([{ reason: 'viceCaptain' }]);
  });

  it('takes 100 credits exactly and refuses 100.5', () => {
    const team = validEleven().map((one, index) => ({ ...one, credits: index === 0 ? 10 : 9 }));
    expect(creditsUsed(team)).toBe(100);
    expect(teamProblems(S, team, team[0]!.id, team[1]!.id)).toEqual([]);
    team[1] = { ...team[1]!, credits: 9.5 };
    expect(teamProblems(S, team, team[0]!.id, team[2]!.id)).toEqual([{ reason: 'credits', limit: 100, used: 100.5 }]);
  });
});

describe('points', () => {
  it('doubles the captain and adds half to the vice-captain', () => {
    expect(playerTeamPoints(S, 31, 'captain')).toBe(62);
    expect(playerTeamPoints(S, 31, 'viceCaptain')).toBe(46.5);
    expect(playerTeamPoints(S, 31, 'player')).toBe(31);
    const players = [
      { id: 1, points: 50 },
      { id: 2, points: 21 },
      { id: 3, points: 10.5 },
      { id: 4, points: -2 },
    ];
    expect(teamPoints(S, players, 1, 2)).toBe(100 + 31.5 + 10.5 - 2);
    expect(teamPoints(S, players, null, null)).toBe(79.5);
    expect(teamPoints({ ...S, captainMultiplier: 3, viceCaptainMultiplier: 1 }, players, 1, 2)).toBe(150 + 21 + 10.5 - 2);
  });
});

describe('filling fast', () => {
  it('marks the last tenth of the spots, never a full contest', () => {
    expect(isFillingFast(100, 11)).toBe(false);
    expect(isFillingFast(100, 10)).toBe(true);
    expect(isFillingFast(100, 0)).toBe(false);
    expect(isFillingFast(2, 1)).toBe(true);
  });
});
