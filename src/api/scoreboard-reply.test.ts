// The scoreboard in the match details reply and the odds message (docs/decisions/156, 215): read into
// the client's shape; a missing or malformed board is null and the one-line score stays.
import { describe, expect, it } from 'vitest';
import { eventDetailsOf, oddsUpdateOf, parseSportsReply } from './sports.ts';

const event = {
  event_id: 'ck-1', sport_id: 4, sport_name: 'Cricket', sport_slug: 'cricket', competition_id: 'c', competition_name: 'T20',
  event_name: 'India v Australia', open_date: '2026-11-24T09:00:00.000Z', in_play: true, market_id: null, market_status: null,
  has_bookmaker: false, has_fancy: false, odds: [],
};
const line = { home: 'IND 187/6 (20)', away: 'AUS 142/3 (15.2)', summary: 'AUS need 46 from 28 balls', updated_at: '2026-11-24T09:30:00Z' };
const chase = {
  sport: 'cricket',
  innings: [
    { team: 'IND', runs: 187, wickets: 6, overs: '20', run_rate: 9.35 },
    { team: 'AUS', runs: 142, wickets: 3, overs: '15.2', run_rate: 9.26 },
  ],
  target: 188,
  required_rate: 9.86,
  last_balls: ['1', '4', 'W', '0', 'wd', '6', '2'],
};
const details = (board: unknown) =>
  eventDetailsOf(parseSportsReply('matchDetails', { data: { event, markets: [], score: { ...line, board } } }).data).event;
const odds = (score: unknown) => oddsUpdateOf(parseSportsReply('odds', { event_id: 'ck-1', seq: 3, markets: [], score }));

describe('the scoreboard in replies', () => {
  it('reads a cricket chase: both innings, run rates, target, required rate, the last six balls', () => {
    expect(details(chase)).toMatchObject({
      score: 'IND 187/6 (20) · AUS 142/3 (15.2) · AUS need 46 from 28 balls',
      board: {
        sport: 'cricket',
        innings: [
          { team: 'IND', runs: 187, wickets: 6, overs: '20', runRate: 9.35 },
          { team: 'AUS', runs: 142, wickets: 3, overs: '15.2', runRate: 9.26 },
        ],
        target: 188,
        requiredRate: 9.86,
        lastBalls: ['4', 'W', '0', 'wd', '6', '2'],
      },
    });
  });

  it('reads football and tennis boards from the odds message', () => {
    expect(odds({ ...line, board: { sport: 'football', minute: 67, goals: [2, 1], phase: 'second_half' } }).board).toEqual({
      sport: 'football', minute: 67, goals: [2, 1], phase: 'second_half',
    });
    expect(odds({ ...line, board: { sport: 'tennis', sets: [[6, 4]], games: [3, 2], points: ['AD', '40'], server: 1, tiebreak: false } }).board).toEqual({
      sport: 'tennis', sets: [[6, 4]], games: [3, 2], points: ['AD', '40'], server: 1, tiebreak: false,
    });
  });

  it('reads a kabaddi board (points, minute, half)', () => {
    expect(odds({ ...line, board: { sport: 'kabaddi', points: [21, 18], minute: 14, phase: 'first_half' } }).board).toEqual({
      sport: 'kabaddi', points: [21, 18], minute: 14, phase: 'first_half',
    });
    expect(odds({ ...line, board: { sport: 'kabaddi', points: ['21', 18], minute: 14, phase: 'first_half' } }).board).toBeNull();
  });

  it('reads a race board (decision 213): the trip and each runner in card order', () => {
    const race = { sport: 'racing', distance: 1200, runners: [{ name: 'Bold Ruler', metres: 640 }, { name: 'Sea Breeze', metres: 655 }] };
    expect(odds({ ...line, board: race }).board).toEqual({ sport: 'racing', distance: 1200, runners: [{ name: 'Bold Ruler', metres: 640 }, { name: 'Sea Breeze', metres: 655 }] });
    expect(odds({ ...line, board: { ...race, runners: [] } }).board).toBeNull();
    expect(odds({ ...line, board: { ...race, runners: [{ name: 'Bold Ruler', metres: -1 }] } }).board).toBeNull();
    expect(odds({ ...line, board: { ...race, distance: 0 } }).board).toBeNull();
  });

  it('ignores a missing or malformed board and keeps the line', () => {
    const bad = [
      undefined,
      null,
      'IND 142/3',
      { sport: 'curling' },
      { ...chase, innings: [{ team: 'IND', runs: -5, wickets: 3, overs: '1.2', run_rate: 1 }] },
      { ...chase, innings: [{ team: 'IND', runs: 5, wickets: 11, overs: '1.2', run_rate: 1 }] },
      { ...chase, innings: [{ team: 'IND', runs: 5, wickets: 1, overs: '1.7', run_rate: 1 }] },
      { ...chase, last_balls: ['<img>'] },
      { ...chase, target: 'lots' },
      { sport: 'football', minute: 67, goals: [2], phase: 'second_half' },
      { sport: 'football', minute: 67, goals: [2, 1], phase: 'extra_time' },
      { sport: 'tennis', sets: [], games: [0, 0], points: ['15', 'love'], server: 0, tiebreak: false },
      { sport: 'tennis', sets: [], games: [0, 0], points: ['15', '0'], server: 2, tiebreak: false },
    ];
    for (const board of bad) {
      const read = details(board);
      expect(read.board, JSON.stringify(board)).toBeNull();
      expect(read.score).toBe('IND 187/6 (20) · AUS 142/3 (15.2) · AUS need 46 from 28 balls');
      expect(odds({ ...line, board }).board).toBeNull();
      expect(odds({ ...line, board }).score).toBe('IND 187/6 (20) · AUS 142/3 (15.2) · AUS need 46 from 28 balls');
    }
  });

  it('an odds message without a score leaves the board alone; a null score clears it', () => {
    expect('board' in odds(undefined)).toBe(false);
    expect(odds(null)).toMatchObject({ score: null, board: null });
  });
});
