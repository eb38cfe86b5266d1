// Tennis (docs/decisions/150): point by point, best of 3 sets, a tie-break at 6-6. Each player wins a
// point on serve with their own serve chance (drawn per match); the server changes every game, and
// every two points of a tie-break after the first. Pure.
import { drawsFrom } from './random.ts';

export const POINT_SECONDS = 40;
export const CHANGE_OF_ENDS_SECONDS = 90;
export const SETS_TO_WIN = 2;

export interface TennisState {
  sport: 'tennis';
  names: [string, string];
  /** The chance each player wins a point on their own serve. */
  serve: [number, number];
  /** Completed sets' games, [home, away] each. */
  sets: [number, number][];
  games: [number, number];
  /** Points in the current game (or tie-break). */
  points: [number, number];
  /** Who serves the current game (in a tie-break: who served its first point). */
  server: 0 | 1;
  tiebreak: boolean;
  phase: 'play' | 'done';
  result: { winner: 0 | 1 } | null;
  rng: number;
}

export type TennisHappening = { kind: 'point'; won: 0 | 1; gameEnded: boolean; setEnded: boolean; breakPoint: boolean };

export function newTennisMatch(names: [string, string], seed: number): TennisState {
  const draws = drawsFrom(seed);
  const serve: [number, number] = [0.6 + draws.next() * 0.1, 0.6 + draws.next() * 0.1].map((p) => Math.round(p * 1000) / 1000) as [number, number];
  const server: 0 | 1 = draws.next() < 0.5 ? 0 : 1;
  return { sport: 'tennis', names, serve, sets: [], games: [0, 0], points: [0, 0], server, tiebreak: false, phase: 'play', result: null, rng: draws.state };
}

/** Who serves the next point. */
export function pointServer(state: TennisState): 0 | 1 {
  if (!state.tiebreak) return state.server;
  const played = state.points[0] + state.points[1];
  const switched = Math.floor((played + 1) / 2) % 2 === 1;
  return switched ? (state.server === 0 ? 1 : 0) : state.server;
}

/** Whether the receiver wins the game with the next point (not in a tie-break). */
export function isBreakPoint(state: TennisState): boolean {
  if (state.tiebreak || state.phase === 'done') return false;
  const receiver = state.server === 0 ? 1 : 0;
  const [r, s] = [state.points[receiver], state.points[state.server]];
  return r >= 3 && r > s;
}

const other = (side: 0 | 1): 0 | 1 => (side === 0 ? 1 : 0);

export function stepTennis(state: TennisState): { state: TennisState; happened: TennisHappening; seconds: number } {
  if (state.phase === 'done') return { state, happened: { kind: 'point', won: state.result!.winner, gameEnded: false, setEnded: false, breakPoint: false }, seconds: 0 };
  const draws = drawsFrom(state.rng);
  const server = pointServer(state);
  const won: 0 | 1 = draws.next() < state.serve[server] ? server : other(server);
  const breakPoint = isBreakPoint(state);
  const points: [number, number] = [...state.points];
  points[won] += 1;
  const need = state.tiebreak ? 7 : 4;
  let next: TennisState = { ...state, points, rng: draws.state };
  let gameEnded = false;
  let setEnded = false;
  if (points[won] >= need && points[won] - points[other(won)] >= 2) {
    gameEnded = true;
    const games: [number, number] = [...state.games];
    games[won] += 1;
    // The serve changes every game; after a tie-break, its first receiver serves the next set's first game.
    const nextServer = other(state.server);
    const setWon = state.tiebreak || (games[won] >= 6 && games[won] - games[other(won)] >= 2);
    if (setWon) {
      setEnded = true;
      const sets = [...state.sets, games];
      const setsWon = sets.filter((set) => set[won] > set[other(won)]).length;
      next = { ...next, sets, games: [0, 0], points: [0, 0], server: nextServer, tiebreak: false };
      if (setsWon >= SETS_TO_WIN) next = { ...next, phase: 'done', result: { winner: won } };
    } else {
      next = { ...next, games, points: [0, 0], server: nextServer, tiebreak: games[0] === 6 && games[1] === 6 };
    }
  }
  const totalGames = next.games[0] + next.games[1];
  const seconds = next.phase === 'done' ? 0 : POINT_SECONDS + (gameEnded && (setEnded || totalGames % 2 === 1) ? CHANGE_OF_ENDS_SECONDS : 0);
  return { state: next, happened: { kind: 'point', won, gameEnded, setEnded, breakPoint }, seconds };
}
