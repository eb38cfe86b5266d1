// The engine's players (docs/decisions/216): squads that fit the fantasy team rules, legal bowling and
// batting in every match, figures that add up to the scoreboard, the same match from the same seed or
// from a stored state, and balls that are those of the match without players.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_SETTINGS, teamProblems, type FantasyPlayerInfo } from '../../../machines/fantasy/team-rules.ts';
import { MAX_OVERS_PER_BOWLER } from './cricket-players.ts';
import { newCricketMatch, withPlayers, type CricketState } from './cricket-state.ts';
import { stepCricket } from './cricket.ts';
import { squadOf } from './squads.ts';

const SIDES = ['India', 'Australia', 'New Zealand', 'Sunrisers Hyderabad', 'Mumbai Indians', 'Scotland'];

function playWhole(state: CricketState, each?: (step: ReturnType<typeof stepCricket>, before: CricketState) => void): CricketState {
  for (let guard = 0; state.phase !== 'done' && guard < 1_000; guard += 1) {
    const step = stepCricket(state);
    each?.(step, state);
    state = step.state;
  }
  return state;
}

describe('squads', () => {
  it('gives every side eleven named players, the same each time, of which legal fantasy teams can be made', () => {
    for (const side of SIDES) {
      const squad = squadOf(side);
      expect(squad).toHaveLength(11);
      expect(squadOf(side)).toEqual(squad);
      expect(new Set(squad.map((player) => player.name)).size).toBe(11);
      expect(squad.filter((player) => player.role === 'ar' || player.role === 'bowl').length * MAX_OVERS_PER_BOWLER).toBeGreaterThanOrEqual(20);
    }
    // 1 wk, 4 bat, 2 ar, 4 bowl from two sides, 6 and 5, the cheapest of each: within the rules.
    const [a, b] = [squadOf('New Zealand'), squadOf('Pakistan')];
    const cheapest = (squad: typeof a, role: string, count: number, side: number) =>
      squad
        .map((player, index) => ({ id: side * 100 + index, name: player.name, side, role: player.role, credits: player.credits }))
        .filter((player) => player.role === role)
        .sort((x, y) => x.credits - y.credits)
        .slice(0, count);
    const team: FantasyPlayerInfo[] = [
      ...cheapest(a, 'wk', 1, 0),
      ...cheapest(a, 'bat', 2, 0),
      ...cheapest(b, 'bat', 2, 1),
      ...cheapest(a, 'ar', 1, 0),
      ...cheapest(b, 'ar', 1, 1),
      ...cheapest(a, 'bowl', 2, 0),
      ...cheapest(b, 'bowl', 2, 1),
    ];
    expect(teamProblems(DEFAULT_TEAM_SETTINGS, team, team[0]!.id, team[1]!.id)).toEqual([]);
  });
});

describe('players in the match', () => {
  it('bowls at most 4 overs each and never two in a row, and a dismissed batter never bats again', () => {
    const problems = new Set<string>();
    for (let seed = 1; seed <= 120; seed += 1) {
      const out: Set<number>[] = [new Set(), new Set()];
      const final = playWhole(newCricketMatch([SIDES[seed % 6]!, SIDES[(seed + 1) % 6]!], seed * 7_919), (step, before) => {
        if (step.happened.kind !== 'ball') return;
        const index = before.innings.length - 1;
        if (out[index]!.has(step.happened.batter)) problems.add(`seed ${seed}: batter ${step.happened.batter} batted after his dismissal`);
        const innings = step.state.innings[index]!;
        if (innings.striker === innings.nonStriker && innings.wickets < 10) problems.add(`seed ${seed}: one batter at both ends`);
        if (step.happened.dismissal) {
          if (step.happened.dismissal.batter !== step.happened.batter) problems.add(`seed ${seed}: the dismissed batter did not face`);
          out[index]!.add(step.happened.batter);
        }
      });
      for (const innings of final.innings) {
        const overs = innings.overBowlers;
        expect(overs.length).toBe(Math.ceil(innings.balls / 6) + (innings.balls % 6 === 0 && innings.overBowlers.length > innings.balls / 6 ? 1 : 0));
        for (let over = 1; over < overs.length; over += 1) if (overs[over] === overs[over - 1]) problems.add(`seed ${seed}: consecutive overs by ${overs[over]}`);
        for (const bowler of new Set(overs)) {
          if (overs.filter((candidate) => candidate === bowler).length > MAX_OVERS_PER_BOWLER) problems.add(`seed ${seed}: bowler ${bowler} over 4 overs`);
        }
        // The figures add up to the scoreboard.
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(sum(innings.batters.map((line) => line.runs)) + innings.extras).toBe(innings.runs);
        expect(sum(innings.bowlers.map((line) => line.runs))).toBe(innings.runs);
        expect(sum(innings.bowlers.map((line) => line.balls))).toBe(innings.balls);
        expect(sum(innings.batters.map((line) => line.balls))).toBe(innings.balls);
        expect(sum(innings.bowlers.map((line) => line.wickets))).toBe(innings.wickets);
        expect(innings.batters.filter((line) => line.out)).toHaveLength(innings.wickets);
        expect(sum(innings.batters.map((line) => line.fours))).toBe(innings.fours);
        expect(sum(innings.batters.map((line) => line.sixes))).toBe(innings.sixes);
        expect(sum(innings.catches)).toBe(innings.dismissals.filter((dismissal) => dismissal.kind === 'caught').length);
        expect(innings.dismissals).toHaveLength(innings.wickets);
        for (const dismissal of innings.dismissals) expect(dismissal.fielder === null).toBe(dismissal.kind !== 'caught');
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('plays the same match from the same seed, and from its state stored and read back mid-match', () => {
    const whole = playWhole(newCricketMatch(['India', 'Australia'], 42));
    expect(playWhole(newCricketMatch(['India', 'Australia'], 42))).toEqual(whole);
    let state = newCricketMatch(['India', 'Australia'], 42);
    for (let n = 0; n < 150; n += 1) state = stepCricket(state).state;
    const stored = JSON.parse(JSON.stringify(state)) as CricketState;
    expect(playWhole(stored)).toEqual(whole);
  });

  it('draws the players apart from the balls: a state without players bowls the same balls', () => {
    const labels = (state: CricketState) => {
      const seen: string[] = [];
      playWhole(state, (step) => {
        if (step.happened.kind === 'ball') seen.push(step.happened.label);
      });
      return seen;
    };
    const withSquads = newCricketMatch(['England', 'South Africa'], 7);
    // A state stored before the players (docs/decisions/216) has neither squads nor figures.
    const { squads: _squads, playerRng: _playerRng, ...rest } = withSquads;
    const bare = { ...rest, innings: rest.innings.map(({ team, runs, wickets, balls, extras, fours, sixes, overTotals, wicketTotals, recent }) => ({ team, runs, wickets, balls, extras, fours, sixes, overTotals, wicketTotals, recent })) } as unknown as CricketState;
    expect(labels(bare)).toEqual(labels(withSquads));
    expect(withPlayers(bare).squads[0].map((player) => player.name)).toContain('B Stokes');
  });
});
