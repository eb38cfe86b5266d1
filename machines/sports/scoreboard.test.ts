// The race board's running order (docs/decisions/213).
import { describe, expect, it } from 'vitest';
import { runningOrder } from './scoreboard.ts';

describe('a race in running order', () => {
  it('puts the runner furthest on first and keeps card order between runners level', () => {
    const board = {
      sport: 'racing' as const,
      distance: 1000,
      runners: [
        { name: 'A', metres: 300 },
        { name: 'B', metres: 420 },
        { name: 'C', metres: 300 },
        { name: 'D', metres: 1000 },
      ],
    };
    expect(runningOrder(board).map((runner) => runner.name)).toEqual(['D', 'B', 'A', 'C']);
    expect(board.runners.map((runner) => runner.name)).toEqual(['A', 'B', 'C', 'D']);
  });
});
