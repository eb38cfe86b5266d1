import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/screens.en.json';
import hi from '../i18n/screens.hi.json';
import type { ScoreMoment } from '../../machines/sports/scoreboard.ts';
import { momentSchema } from '../api/scoreboard-schema.ts';
import { nameInLanguage } from './name-in-language.ts';
import { momentText } from './score-moment.ts';

const english = createIntl({ locale: 'en', messages: en, onError: () => undefined });
const hindi = createIntl({ locale: 'hi', messages: { ...en, ...hi }, onError: () => undefined });

const TEAM = 'Mumbai Indians';
/** One moment of every kind the contract lists (api-spec ScoreMoment). */
const EVERY_KIND: ScoreMoment[] = [
  { kind: 'batting', team: TEAM },
  { kind: 'need', team: TEAM, runs: 46, balls: 22 },
  { kind: 'innings_break', team: TEAM, runs: 188 },
  { kind: 'wicket' },
  { kind: 'four' },
  { kind: 'six' },
  { kind: 'tied' },
  { kind: 'won_by_runs', team: TEAM, margin: 12 },
  { kind: 'won_by_wickets', team: TEAM, margin: 1 },
  { kind: 'won', team: TEAM },
  { kind: 'to_serve', team: TEAM },
  { kind: 'goal', team: TEAM },
  { kind: 'all_out', team: TEAM },
  { kind: 'super_raid', team: TEAM },
  { kind: 'tackle', team: TEAM },
  { kind: 'half_time' },
  { kind: 'full_time' },
  { kind: 'minute', minute: 67 },
  { kind: 'break_point' },
  { kind: 'tie_break' },
  { kind: 'race_off', team: TEAM, metres: 1200 },
  { kind: 'race_running', team: TEAM, metres: 400 },
  { kind: 'race_result', team: TEAM, metres: 1200 },
];

describe('the score moment in the page language (decision 225)', () => {
  it('words every kind in Hindi with no English but the side’s name', () => {
    for (const moment of EVERY_KIND) {
      const text = momentText(hindi, moment);
      expect(text, moment.kind).toBeTruthy();
      expect(text!.replace(TEAM, ''), moment.kind).not.toMatch(/[A-Za-z]/);
      if ('team' in moment && moment.kind !== 'race_off') expect(text).toContain(TEAM);
    }
    expect(momentText(hindi, { kind: 'need', team: 'India', runs: 46, balls: 22 })).toBe('India को 22 गेंदों में 46 रन चाहिए');
    expect(momentText(hindi, { kind: 'wicket' })).toBe('विकेट!');
    expect(momentText(hindi, { kind: 'won_by_wickets', team: 'India', margin: 5 })).toBe('India 5 विकेट से जीती');
  });

  it('words them in English on the English site, with the numbers in place', () => {
    expect(momentText(english, { kind: 'need', team: 'India', runs: 46, balls: 1 })).toBe('India need 46 from 1 ball');
    expect(momentText(english, { kind: 'won_by_runs', team: 'India', margin: 12 })).toBe('India won by 12 runs');
    expect(momentText(english, { kind: 'race_running', team: 'Desert Storm', metres: 400 })).toBe('Desert Storm leads, 400 m to go');
    expect(momentText(english, { kind: 'six' })).toBe('Six!');
  });

  it('on a scoreboard, leaves out what the board shows by itself', () => {
    for (const kind of ['batting', 'need', 'minute', 'half_time', 'full_time', 'to_serve', 'tie_break'] as const) {
      const moment = EVERY_KIND.find((candidate) => candidate.kind === kind)!;
      expect(momentText(hindi, moment, { onBoard: true }), kind).toBeNull();
    }
    expect(momentText(hindi, { kind: 'goal', team: TEAM }, { onBoard: true })).toBe(`गोल! ${TEAM}`);
    expect(momentText(hindi, null)).toBeNull();
  });

  it('is read from the reply when it matches the contract, and is none otherwise', () => {
    for (const moment of EVERY_KIND) expect(momentSchema.parse(moment)).toEqual(moment);
    expect(momentSchema.parse({ kind: 'hat_trick', team: TEAM })).toBeNull();
    expect(momentSchema.parse({ kind: 'need', team: TEAM, runs: -1, balls: 3 })).toBeNull();
    expect(momentSchema.parse({ kind: 'goal' })).toBeNull();
    expect(momentSchema.parse(undefined)).toBeNull();
  });
});

describe("a competition's name per language (decision 225)", () => {
  it("is the site language's where given, else the name as it came", () => {
    const names = { hi: 'इंडियन प्रीमियर लीग' };
    expect(nameInLanguage('Indian Premier League', names, 'hi')).toBe('इंडियन प्रीमियर लीग');
    expect(nameInLanguage('Indian Premier League', names, 'en')).toBe('Indian Premier League');
    expect(nameInLanguage('Ranji Trophy', {}, 'hi')).toBe('Ranji Trophy');
    expect(nameInLanguage('Ranji Trophy', { hi: '  ' }, 'hi')).toBe('Ranji Trophy');
    expect(nameInLanguage('Ranji Trophy', undefined, 'hi')).toBe('Ranji Trophy');
  });
});
