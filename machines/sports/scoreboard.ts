// The structured scoreboard of an event the match engine plays (docs/decisions/156, 215): the
// client's shape of the reply's `score.board`, already checked (src/api/sports.ts), and the pure
// figures the event page's scoreboard and the list rows show. No formatting of words here: the
// view words them in the page's language.

export type FootballPhase = 'first_half' | 'half_time' | 'second_half' | 'done';

export interface CricketInnings {
  team: string;
  runs: number;
  wickets: number;
  /** "18.2": whole overs and balls of the next. */
  overs: string;
  /** Runs per over. */
  runRate: number;
}

export type ScoreBoard =
  | {
      sport: 'cricket';
      /** In batting order; the last is the innings being batted. */
      innings: CricketInnings[];
      target: number | null;
      /** Runs per over the chase needs; null outside a chase. */
      requiredRate: number | null;
      /** Oldest first, at most six: "0" … "6", "W", "wd". */
      lastBalls: string[];
    }
  | { sport: 'football'; minute: number; goals: [number, number]; phase: FootballPhase }
  | { sport: 'tennis'; sets: [number, number][]; games: [number, number]; points: [string, string]; server: 0 | 1; tiebreak: boolean }
  | { sport: 'kabaddi'; points: [number, number]; minute: number; phase: FootballPhase }
  /** A race (docs/decisions/213): the trip and each runner's metres covered, in card order. */
  | { sport: 'racing'; distance: number; runners: RaceRunner[] };

export interface RaceRunner {
  name: string;
  metres: number;
}

/** The field in running order, the leader first (card order between runners level with each other). */
export const runningOrder = (board: Extract<ScoreBoard, { sport: 'racing' }>): RaceRunner[] =>
  board.runners.map((runner, index) => ({ runner, index })).sort((a, b) => b.runner.metres - a.runner.metres || a.index - b.index).map(({ runner }) => runner);

/** "IND 142/3 (15.2)": one innings as lists and the scoreboard write it (all out at 10 wickets shows "/10"). */
export const inningsText = (innings: CricketInnings): string => `${innings.team} ${innings.runs}/${innings.wickets} (${innings.overs})`;

/** The innings being batted (the last in batting order), or undefined before the first ball. */
export const battingInnings = (board: Extract<ScoreBoard, { sport: 'cricket' }>): CricketInnings | undefined => board.innings.at(-1);

/** Runs the chase still needs, or null outside a chase. */
export function runsNeeded(board: Extract<ScoreBoard, { sport: 'cricket' }>): number | null {
  const batting = battingInnings(board);
  if (board.target === null || !batting || board.innings.length < 2) return null;
  return Math.max(0, board.target - batting.runs);
}

/** Two sides' names from an event name "Home v Away" (the board carries no names for football and tennis). */
export function sidesOf(eventName: string): [string, string] {
  const parts = eventName.split(/\s+v(?:s)?\.?\s+/i);
  return parts.length === 2 ? [parts[0]!.trim(), parts[1]!.trim()] : [eventName, ''];
}

/** Two boards equal in every figure (an odds message that repeats the board does not re-render). */
export const sameBoard = (a: ScoreBoard | null | undefined, b: ScoreBoard | null | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What the score's summary says, as data (docs/decisions/225, api-spec ScoreMoment): the view words
 * it in the page's language. `team` is a side's name (content, shown as given).
 */
export type ScoreMoment =
  | { kind: 'batting'; team: string }
  | { kind: 'need'; team: string; runs: number; balls: number }
  | { kind: 'innings_break'; team: string; runs: number }
  | { kind: 'wicket' | 'four' | 'six' | 'tied' | 'half_time' | 'full_time' | 'break_point' | 'tie_break' }
  | { kind: 'won_by_runs' | 'won_by_wickets'; team: string; margin: number }
  | { kind: 'won' | 'to_serve' | 'goal' | 'all_out' | 'super_raid' | 'tackle'; team: string }
  | { kind: 'minute'; minute: number }
  | { kind: 'race_off' | 'race_result' | 'race_running'; team: string; metres: number };

export const sameMoment = (a: ScoreMoment | null | undefined, b: ScoreMoment | null | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
