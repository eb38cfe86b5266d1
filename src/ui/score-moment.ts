/**
 * What the score's summary says (`ScoreMoment`, docs/decisions/225) in the page's language, from the
 * catalogue (`sports.moment.*`): the server's English `summary` is never shown where a moment came.
 * `onBoard`: only what the scoreboard does not already show (a wicket, a goal, a result…), not the
 * minute, the half, who bats or serves, nor the chase's figures.
 */
import type { IntlShape } from 'react-intl';
import type { ScoreMoment } from '../../machines/sports/scoreboard.ts';

const MESSAGE: Record<ScoreMoment['kind'], string> = {
  batting: 'sports.moment.batting',
  need: 'sports.moment.need',
  innings_break: 'sports.moment.inningsBreak',
  wicket: 'sports.moment.wicket',
  four: 'sports.moment.four',
  six: 'sports.moment.six',
  tied: 'sports.moment.tied',
  won_by_runs: 'sports.moment.wonByRuns',
  won_by_wickets: 'sports.moment.wonByWickets',
  won: 'sports.moment.won',
  to_serve: 'sports.moment.toServe',
  goal: 'sports.moment.goal',
  all_out: 'sports.moment.allOut',
  super_raid: 'sports.moment.superRaid',
  tackle: 'sports.moment.tackle',
  half_time: 'sports.moment.halfTime',
  full_time: 'sports.moment.fullTime',
  minute: 'sports.score.minute',
  break_point: 'sports.moment.breakPoint',
  tie_break: 'sports.score.tiebreak',
  race_off: 'sports.moment.raceOff',
  race_running: 'sports.moment.raceRunning',
  race_result: 'sports.moment.raceResult',
};

/** Kinds the scoreboard shows by its own figures already. */
const ON_THE_BOARD: ReadonlySet<ScoreMoment['kind']> = new Set(['batting', 'need', 'minute', 'half_time', 'full_time', 'to_serve', 'tie_break']);

export function momentText(intl: Pick<IntlShape, 'formatMessage'>, moment: ScoreMoment | null | undefined, options: { onBoard?: boolean } = {}): string | null {
  if (!moment) return null;
  const id = MESSAGE[moment.kind];
  if (id === undefined || (options.onBoard && ON_THE_BOARD.has(moment.kind))) return null;
  const { kind: _kind, ...values } = moment;
  return intl.formatMessage({ id }, values);
}
