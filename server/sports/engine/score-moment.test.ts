// The score's moment (docs/decisions/225): what the English summary says, as a kind, a side's name and
// whole numbers, for every step of whole matches of every sport.
import { describe, expect, it } from 'vitest';
import { newMatch, scoreLines, stepMatch, type ScoreMoment, type Sport } from './match.ts';

const SIDES = ['India', 'Australia'];
const RUNNERS = ['Desert Storm', 'Royal Ensign', 'Monsoon Gold', 'Silver Arrow', 'Night Raja', 'Sea Breeze'];

/** Every moment of `matches` whole matches of a sport, with the summary it came with. */
function moments(sport: Sport, matches: number): { moment: ScoreMoment; summary: string }[] {
  const seen: { moment: ScoreMoment; summary: string }[] = [];
  for (let seed = 1; seed <= matches; seed += 1) {
    let state = newMatch(sport, sport === 'racing' ? RUNNERS : SIDES, seed * 7_919);
    const first = scoreLines(state);
    seen.push({ moment: first.moment, summary: first.summary });
    for (let steps = 0; !state.result && steps < 5_000; steps += 1) {
      const step = stepMatch(state);
      state = step.state;
      const { moment, summary } = scoreLines(state, step.happened);
      seen.push({ moment, summary });
    }
  }
  return seen;
}

const wholeNumbers = (moment: ScoreMoment) =>
  Object.entries(moment).every(([key, value]) => key === 'kind' || key === 'team' || (Number.isInteger(value) && (value as number) >= 0));

describe('the score moment', () => {
  it.each([
    ['cricket', ['batting', 'need', 'wicket', 'four', 'six', 'innings_break']],
    ['football', ['minute', 'goal', 'half_time', 'full_time']],
    ['tennis', ['to_serve', 'break_point', 'won']],
    ['kabaddi', ['minute', 'half_time', 'full_time', 'tackle', 'super_raid']],
    ['racing', ['race_off', 'race_running', 'race_result']],
  ] as const)('says what the summary says in %s, with a side named as the match names it and whole numbers', (sport, kinds) => {
    const seen = moments(sport, 6);
    const names: readonly string[] = sport === 'racing' ? RUNNERS : SIDES;
    for (const { moment, summary } of seen) {
      expect(wholeNumbers(moment), JSON.stringify(moment)).toBe(true);
      if ('team' in moment) {
        expect(names).toContain(moment.team);
        if (sport !== 'racing') expect(summary).toContain(moment.team);
      }
      if ('runs' in moment) expect(summary).toContain(String(moment.runs));
      if ('margin' in moment) expect(summary).toContain(`by ${moment.margin} `);
      if (moment.kind === 'race_running') expect(summary).toBe(`${moment.metres} m to go`);
    }
    const found = new Set(seen.map(({ moment }) => moment.kind));
    for (const kind of kinds) expect(found, kind).toContain(kind);
  });

  it('ends a cricket match with its result: won by runs or wickets, or tied', () => {
    const ends = moments('cricket', 6).filter(({ moment }) => moment.kind === 'won_by_runs' || moment.kind === 'won_by_wickets' || moment.kind === 'tied');
    expect(ends.length).toBeGreaterThanOrEqual(6);
    for (const { moment, summary } of ends) {
      if (moment.kind === 'tied') expect(summary).toBe('Match tied');
      else if (moment.kind === 'won_by_runs' || moment.kind === 'won_by_wickets') expect(summary).toBe(`${moment.team} won by ${moment.margin} ${moment.kind === 'won_by_runs' ? 'run' : 'wicket'}${moment.margin === 1 ? '' : 's'}`);
    }
  });
});
