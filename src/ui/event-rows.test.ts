import { describe, expect, it } from 'vitest';
import { runnerColumnHeads } from './event-rows.tsx';

describe("a list row's column heads", () => {
  it('are 1 and 2 for two sides, and X for the draw wherever it comes', () => {
    expect(runnerColumnHeads(['India', 'Australia'])).toEqual(['1', '2']);
    expect(runnerColumnHeads(['Arsenal', 'Chelsea', 'The Draw'])).toEqual(['1', '2', 'X']);
    expect(runnerColumnHeads(['Arsenal', 'The Draw', 'Chelsea'])).toEqual(['1', 'X', '2']);
  });
});
