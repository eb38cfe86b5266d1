// The in-play rows' score (docs/decisions/215): read from the list reply (a bad board or score is
// ignored), then one short line per sport; upcoming events show none.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { withOdds } from '../../machines/sports/event-list.machine.ts';
import { eventRowOf, parseEventList, rowOddsOf } from '../api/sports-lists.ts';
import screensEn from '../i18n/screens.en.json';
import screensHi from '../i18n/screens.hi.json';
import { RowScore } from './row-score.tsx';

const event = (score: unknown, inPlay = true) => ({
  event_id: 'e1', sport_id: 4, sport_name: 'Cricket', sport_slug: 'cricket', competition_id: 'c', competition_name: 'T20',
  event_name: 'India v Australia', open_date: '2026-11-24T09:00:00.000Z', in_play: inPlay, market_id: null, market_status: null,
  has_bookmaker: false, has_fancy: false, odds: [], score,
});
const rowOf = (score: unknown, inPlay = true) => eventRowOf(parseEventList({ data: [event(score, inPlay)] })[0]!);
const render = (score: unknown, locale: 'en' | 'hi' = 'en') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === 'en' ? screensEn : { ...screensEn, ...screensHi }}>
      <RowScore score={rowOf(score).score} />
    </IntlProvider>,
  )
    .replaceAll('&#x27;', "'")
    .replace(/<[^>]+>/g, '');
const line = { home: 'IND 187/6 (20)', away: 'AUS 142/3 (15.2)', summary: 'AUS need 46', updated_at: '2026-11-24T09:30:00Z' };
const cricket = {
  sport: 'cricket',
  innings: [
    { team: 'IND', runs: 187, wickets: 6, overs: '20', run_rate: 9.35 },
    { team: 'AUS', runs: 142, wickets: 3, overs: '15.2', run_rate: 9.26 },
  ],
  target: 188, required_rate: 9.86, last_balls: [],
};

describe('the score on list rows', () => {
  it('cricket: the batting innings', () => {
    expect(render({ ...line, board: cricket })).toBe('AUS 142/3 (15.2)');
  });

  it("football: goals and the minute, HT, FT (Hindi too)", () => {
    expect(render({ ...line, board: { sport: 'football', minute: 67, goals: [2, 1], phase: 'second_half' } })).toBe("2-1 67'");
    expect(render({ ...line, board: { sport: 'football', minute: 45, goals: [0, 0], phase: 'half_time' } })).toBe('0-0 HT');
    expect(render({ ...line, board: { sport: 'football', minute: 90, goals: [3, 1], phase: 'done' } }, 'hi')).toBe('3-1 फ़ुल टाइम');
  });

  it('tennis: sets then the games of this set', () => {
    expect(render({ ...line, board: { sport: 'tennis', sets: [[6, 4]], games: [3, 2], points: ['15', '0'], server: 0, tiebreak: false } })).toBe('6-4 3-2');
  });

  it('no board or a malformed one: the two sides\' line; a malformed score: nothing', () => {
    expect(render({ home: 'Patna 21', away: 'Bengal 18', summary: "14'", updated_at: '' })).toBe('Patna 21 · Bengal 18');
    expect(render({ ...line, board: { ...cricket, innings: [{ team: 'IND', runs: 'lots' }] } })).toBe('IND 187/6 (20) · AUS 142/3 (15.2)');
    expect(render('IND 142/3')).toBe('');
    expect(render(undefined)).toBe('');
    expect(rowOf({ ...line, board: cricket }, false).score).toBeNull();
  });

  it('follows the odds messages: a new score or board is taken whatever the market, a repeat keeps the row, no score keeps it', () => {
    const row = { ...rowOf({ ...line, board: cricket }), marketId: 'm1' };
    const message = (score: unknown) => ({ event_id: 'e1', seq: 1, markets: [{ market_id: 'other', status: 'open', runners: [] }], ...(score !== undefined && { score }) });
    const later = { ...cricket, innings: [cricket.innings[0], { ...cricket.innings[1], runs: 146, overs: '15.3' }] };
    const moved = withOdds(row, rowOddsOf(message({ ...line, board: later }))[0]!);
    expect(moved.score?.board).toMatchObject({ innings: [{ runs: 187 }, { runs: 146, overs: '15.3' }] });
    expect(withOdds(moved, rowOddsOf(message({ ...line, board: later }))[0]!)).toBe(moved);
    expect(withOdds(moved, rowOddsOf(message(undefined))[0]!)).toBe(moved);
    expect(withOdds(moved, rowOddsOf(message({ ...line, board: { sport: 'cricket' } }))[0]!).score).toEqual({ line: 'IND 187/6 (20) · AUS 142/3 (15.2)', board: null });
    expect(withOdds({ ...moved, eventId: 'e2' }, rowOddsOf(message(null))[0]!).score).toBe(moved.score);
    expect(withOdds(moved, rowOddsOf(message(null))[0]!).score).toBeNull();
  });
});
