// The event page's scoreboard (docs/decisions/215) in English and Hindi: cricket both innings, rates,
// target and the last balls; football score and minute (HT/FT); tennis sets, games, points and the
// server; no board: the one-line score.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ScoreBoard, ScoreMoment } from '../../../machines/sports/scoreboard.ts';
import screensEn from '../../i18n/screens.en.json';
import screensHi from '../../i18n/screens.hi.json';
import { Scoreboard } from './event-scoreboard.tsx';

const render = (
  board: ScoreBoard | null,
  { locale = 'en', line = 'the line', name = 'India v Australia', moment }: { locale?: 'en' | 'hi'; line?: string | null; name?: string; moment?: ScoreMoment | null } = {},
) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === 'en' ? screensEn : { ...screensEn, ...screensHi }}>
      <Scoreboard board={board} line={line} moment={moment} eventName={name} />
    </IntlProvider>,
  )
    .replaceAll('&#x27;', "'")
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');

const chase: ScoreBoard = {
  sport: 'cricket',
  innings: [
    { team: 'IND', runs: 187, wickets: 6, overs: '20', runRate: 9.35 },
    { team: 'AUS', runs: 142, wickets: 3, overs: '15.2', runRate: 9.26 },
  ],
  target: 188,
  requiredRate: 9.86,
  lastBalls: ['4', 'W', '0', 'wd', '6', '2'],
};

describe('the scoreboard', () => {
  it('cricket in a chase: both innings, CRR, target, RRR and the last six balls as chips', () => {
    expect(render(chase)).toBe('|IND 187/6 (20)|AUS 142/3 (15.2)|CRR 9.26|Target 188|RRR 9.86|4|W|0|wd|6|2|');
    expect(render(chase, { locale: 'hi' })).toBe('|IND 187/6 (20)|AUS 142/3 (15.2)|रन रेट 9.26|लक्ष्य 188|आवश्यक रन रेट 9.86|4|W|0|wd|6|2|');
    const html = renderToStaticMarkup(
      <IntlProvider locale="en" messages={screensEn}>
        <Scoreboard board={chase} line="x" eventName="x" />
      </IntlProvider>,
    );
    expect(html).toContain('aria-label="Last six balls"');
    expect(html).toContain('score-ball score-ball--wicket');
    expect(html).toContain('scoreboard__innings scoreboard__innings--batting">AUS 142/3 (15.2)');
  });

  it('cricket first innings: no target or required rate', () => {
    expect(render({ sport: 'cricket', innings: [{ team: 'IND', runs: 12, wickets: 0, overs: '1.3', runRate: 8 }], target: null, requiredRate: null, lastBalls: ['1'] })).toBe(
      '|IND 12/0 (1.3)|CRR 8.00|1|',
    );
  });

  it('a race: the moment, then the field in running order with the metres behind the leader (decision 213)', () => {
    const race: ScoreBoard = { sport: 'racing', distance: 1200, runners: [{ name: 'Bold Ruler', metres: 640 }, { name: 'Sea Breeze', metres: 655 }, { name: 'Red Rum', metres: 655 }] };
    const moment: ScoreMoment = { kind: 'race_running', team: 'Sea Breeze', metres: 545 };
    expect(render(race, { moment, name: 'Mahalaxmi 14:05' })).toBe('|Sea Breeze leads, 545 m to go|Sea Breeze|Red Rum|Bold Ruler|15 m behind|');
    expect(render(race, { moment, locale: 'hi', name: 'Mahalaxmi 14:05' })).toBe('|Sea Breeze आगे, 545 मी बाकी|Sea Breeze|Red Rum|Bold Ruler|15 मी पीछे|');
  });

  it('football: the score with the minute, HT and FT', () => {
    const board = (phase: 'second_half' | 'half_time' | 'done'): ScoreBoard => ({ sport: 'football', minute: 67, goals: [2, 1], phase });
    expect(render(board('second_half'), { name: 'Mumbai City v Goa' })).toBe("|Mumbai City|2 – 1|Goa|67'|");
    expect(render(board('half_time'), { name: 'Mumbai City v Goa' })).toBe('|Mumbai City|2 – 1|Goa|HT|');
    expect(render(board('done'), { name: 'Mumbai City v Goa', locale: 'hi' })).toBe('|Mumbai City|2 – 1|Goa|फ़ुल टाइम|');
  });

  it('tennis: sets, games and points with the server marked', () => {
    const html = render({ sport: 'tennis', sets: [[6, 4]], games: [3, 2], points: ['AD', '40'], server: 1, tiebreak: false }, { name: 'Sinner v Alcaraz' });
    expect(html).toBe('|Player|Set 1|Games|Points|Sinner|6|3|AD|Alcaraz| ●|4|2|40|');
    expect(render({ sport: 'tennis', sets: [], games: [6, 6], points: ['5', '3'], server: 0, tiebreak: true }, { name: 'A v B', locale: 'hi' })).toBe(
      '|खिलाड़ी|गेम|टाई-ब्रेक|A| ●|6|5|B|6|3|',
    );
  });

  it('no board (kabaddi, racing, a malformed one): the one-line score, or nothing without one', () => {
    expect(render(null, { line: 'Patna 21 · Bengal 18 · 14\'' })).toBe("|Patna 21 · Bengal 18 · 14'|");
    expect(render(null, { line: null })).toBe('');
  });

  it('kabaddi: the points with the minute, HT and FT', () => {
    expect(render({ sport: 'kabaddi', points: [21, 18], minute: 14, phase: 'first_half' }, { name: 'Patna Pirates v Bengal Warriors' })).toBe(
      "|Patna Pirates|21 – 18|Bengal Warriors|14'|",
    );
    expect(render({ sport: 'kabaddi', points: [21, 18], minute: 20, phase: 'half_time' }, { name: 'A v B', locale: 'hi' })).toBe('|A|21 – 18|B|हाफ़ टाइम|');
  });

  it("words the score's moment in the page's language, only what the board's figures do not say (decision 225)", () => {
    expect(render(chase, { locale: 'hi', moment: { kind: 'wicket' } })).toBe('|IND 187/6 (20)|AUS 142/3 (15.2)|विकेट!|रन रेट 9.26|लक्ष्य 188|आवश्यक रन रेट 9.86|4|W|0|wd|6|2|');
    expect(render(chase, { locale: 'hi', moment: { kind: 'need', team: 'AUS', runs: 46, balls: 28 } })).not.toContain('चाहिए|');
    const football: ScoreBoard = { sport: 'football', minute: 67, goals: [2, 1], phase: 'second_half' };
    expect(render(football, { locale: 'hi', name: 'Mumbai City v Goa', moment: { kind: 'goal', team: 'Mumbai City' } })).toBe("|Mumbai City|2 – 1|Goa|67'|गोल! Mumbai City|");
    expect(render(football, { locale: 'hi', name: 'Mumbai City v Goa', moment: { kind: 'minute', minute: 67 } })).toBe("|Mumbai City|2 – 1|Goa|67'|");
    // No board (a race): the moment is the line; the server's English line only where no moment came.
    const race: ScoreMoment = { kind: 'race_running', team: 'Desert Storm', metres: 400 };
    expect(render(null, { locale: 'hi', line: 'Leader: Desert Storm · 400 m to go', moment: race })).toBe('|Desert Storm आगे, 400 मी बाकी|');
    expect(render(null, { locale: 'en', line: 'Leader: Desert Storm · 400 m to go', moment: race })).toBe('|Desert Storm leads, 400 m to go|');
    expect(render(null, { locale: 'hi', line: 'Leader: Desert Storm · 400 m to go' })).toBe('|Leader: Desert Storm · 400 m to go|');
  });
});
