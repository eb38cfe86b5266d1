// The scoreboard of the score (api-spec Score.board, docs/decisions/156, 215), read by the event
// reply and the odds message (sports.ts) and by the lists' rows (sports-lists.ts).
import { z } from 'zod/mini';
import type { ScoreBoard, ScoreMoment } from '../../machines/sports/scoreboard.ts';

const count = z.number().check(z.int(), z.nonnegative(), z.lte(100_000));
const rate = z.number().check(z.nonnegative(), z.lte(1_000));
const pair = <Item extends z.ZodMiniType>(item: Item) => z.tuple([item, item]);

/** The scoreboard (api-spec Score.board, docs/decisions/156): figures only, each checked; see boardSchema. */
const cricketBoard = z.object({
  sport: z.literal('cricket'),
  innings: z.array(
    z.object({
      team: z.string().check(z.minLength(1), z.maxLength(60)),
      runs: count,
      wickets: z.number().check(z.int(), z.nonnegative(), z.lte(10)),
      overs: z.string().check(z.regex(/^\d{1,3}(\.[0-5])?$/)),
      run_rate: rate,
    }),
  ).check(z.maxLength(4)),
  target: z.nullable(count),
  required_rate: z.nullable(rate),
  last_balls: z.array(z.string().check(z.regex(/^([0-7]|W|wd|nb|lb|b)$/))).check(z.maxLength(12)),
});
const footballBoard = z.object({
  sport: z.literal('football'),
  minute: z.number().check(z.int(), z.nonnegative(), z.lte(150)),
  goals: pair(count),
  phase: z.enum(['first_half', 'half_time', 'second_half', 'done']),
});
const tennisBoard = z.object({
  sport: z.literal('tennis'),
  sets: z.array(pair(count)).check(z.maxLength(5)),
  games: pair(count),
  points: pair(z.string().check(z.regex(/^(0|15|30|40|AD|\d{1,2})$/))),
  server: z.union([z.literal(0), z.literal(1)]),
  tiebreak: z.boolean(),
});
const kabaddiBoard = z.object({
  sport: z.literal('kabaddi'),
  points: pair(count),
  minute: z.number().check(z.int(), z.nonnegative(), z.lte(60)),
  phase: z.enum(['first_half', 'half_time', 'second_half', 'done']),
});
const raceBoard = z.object({
  sport: z.literal('racing'),
  distance: z.number().check(z.int(), z.positive(), z.lte(10_000)),
  runners: z
    .array(z.object({ name: z.string().check(z.minLength(1), z.maxLength(60)), metres: z.number().check(z.int(), z.nonnegative(), z.lte(10_000)) }))
    .check(z.minLength(1), z.maxLength(30)),
});
/**
 * A board that does not match (an unknown sport, a missing or odd figure) is null, never a failed
 * reply: the page then shows the one-line score it always had (docs/decisions/215).
 */
export const boardSchema = z.catch(
  z.pipe(
    z.nullable(z.union([cricketBoard, footballBoard, tennisBoard, kabaddiBoard, raceBoard])),
    z.transform((board): ScoreBoard | null => {
      if (board === null) return null;
      if (board.sport === 'cricket')
        return {
          sport: 'cricket',
          innings: board.innings.map(({ team, runs, wickets, overs, run_rate }) => ({ team, runs, wickets, overs, runRate: run_rate })),
          target: board.target,
          requiredRate: board.required_rate,
          lastBalls: board.last_balls.slice(-6),
        };
      if (board.sport === 'racing') return { sport: 'racing', distance: board.distance, runners: board.runners.map(({ name, metres }) => ({ name, metres: Math.min(metres, board.distance) })) };
      if (board.sport === 'kabaddi') return { sport: 'kabaddi', points: board.points, minute: board.minute, phase: board.phase };
      if (board.sport === 'football') return { sport: 'football', minute: board.minute, goals: board.goals, phase: board.phase };
      return { sport: 'tennis', sets: board.sets, games: board.games, points: board.points, server: board.server, tiebreak: board.tiebreak };
    }),
  ),
  null,
);

const team = z.string().check(z.minLength(1), z.maxLength(80));
const whole = z.number().check(z.int(), z.nonnegative(), z.lte(100_000));
/**
 * What the summary says (api-spec ScoreMoment, docs/decisions/225). A moment that does not match (an
 * unknown kind, a missing figure) is null: the view then words nothing rather than show English.
 */
export const momentSchema = z.catch(
  z.pipe(
    z.nullable(
      z.union([
        z.object({ kind: z.literal('batting'), team }),
        z.object({ kind: z.literal('need'), team, runs: whole, balls: whole }),
        z.object({ kind: z.literal('innings_break'), team, runs: whole }),
        z.object({ kind: z.enum(['wicket', 'four', 'six', 'tied', 'half_time', 'full_time', 'break_point', 'tie_break']) }),
        z.object({ kind: z.enum(['won_by_runs', 'won_by_wickets']), team, margin: whole }),
        z.object({ kind: z.enum(['won', 'to_serve', 'goal', 'all_out', 'super_raid', 'tackle']), team }),
        z.object({ kind: z.literal('minute'), minute: whole }),
        z.object({ kind: z.enum(['race_off', 'race_result', 'race_running']), team, metres: whole }),
      ]),
    ),
    z.transform((moment): ScoreMoment | null => moment),
  ),
  null,
);
