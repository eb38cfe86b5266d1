import { describe, expect, it } from 'vitest';
import {
  ALL_JODIS,
  ALL_PANAS,
  MATKA_BET_TYPES,
  betOutcome,
  drawPhase,
  isBetAllowed,
  nextCutoff,
  numberProblem,
  panaDigit,
  panaInOrder,
  panaKind,
  panasOf,
  partFits,
  pickNumber,
  pickStep,
  resultText,
  typesAllowed,
  winningsPaise,
  type MatkaBetType,
  type MatkaResult,
  type MatkaSession,
} from './matka-rules.ts';

const ALL_THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const rank = (digit: string) => (digit === '0' ? 10 : Number(digit));

describe('panas over all 1000 three-digit strings', () => {
  const kinds = ALL_THREE_DIGITS.map((text) => [text, panaKind(text)] as const);

  it('finds 220 panas: 120 single, 90 double, 10 triple', () => {
    const count = (kind: string | null) => kinds.filter(([, found]) => found === kind).length;
    expect(count('single')).toBe(120);
    expect(count('double')).toBe(90);
    expect(count('triple')).toBe(10);
    expect(count(null)).toBe(780);
    expect(ALL_PANAS).toHaveLength(220);
  });

  it('classifies each string by its distinct digits, only when written in order (0 last)', () => {
    for (const [text, kind] of kinds) {
      const ordered = [...text].every((digit, index) => index === 0 || rank(text[index - 1]!) <= rank(digit));
      const distinct = new Set(text).size;
      const expected = !ordered ? null : distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
      expect(kind, text).toBe(expected);
    }
  });

  it('knows the well-known panas', () => {
    expect(['127', '190', '290', '380', '470', '560', '678'].map(panaKind)).toEqual(Array(7).fill('single'));
    expect(['100', '550', '119', '344', '900'].map(panaKind)).toEqual(Array(5).fill('double'));
    expect(['000', '555'].map(panaKind)).toEqual(['triple', 'triple']);
    expect(['012', '721', '091', '12', '1234', 'abc', '09'].map(panaKind)).toEqual(Array(7).fill(null));
  });

  it('puts any three digits in the convention order, which is always a pana', () => {
    for (const text of ALL_THREE_DIGITS) {
      const ordered = panaInOrder(text)!;
      expect(panaKind(ordered), text).not.toBeNull();
      expect([...ordered].sort().join('')).toBe([...text].sort().join(''));
    }
    expect(panaInOrder('721')).toBe('127');
    expect(panaInOrder('091')).toBe('190');
    expect(panaInOrder('12')).toBeNull();
  });

  it("derives a pana's digit from the last digit of its sum, for every string", () => {
    for (const text of ALL_THREE_DIGITS) {
      const sum = Number(text[0]) + Number(text[1]) + Number(text[2]);
      expect(panaDigit(text), text).toBe(String(sum % 10));
    }
    expect(panaDigit('127')).toBe('0');
    expect(panaDigit('459')).toBe('8');
  });

  it('gives every digit 22 panas', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(ALL_PANAS.filter((pana) => panaDigit(pana) === String(digit))).toHaveLength(22);
    }
  });
});

describe('entry numbers', () => {
  const valid: Record<MatkaBetType, string[]> = {
    single_digit: ['0', '9'],
    jodi: ['00', '68', '99'],
    single_pana: ['127', '190'],
    double_pana: ['100', '550'],
    triple_pana: ['000', '777'],
    half_sangam_open: ['127-8', '550-0'],
    half_sangam_close: ['0-459', '6-000'],
    full_sangam: ['127-459', '000-190'],
  };
  const invalid: Record<MatkaBetType, [string, string][]> = {
    single_digit: [['10', 'matka.number.digit'], ['', 'matka.number.digit'], ['a', 'matka.number.digit']],
    jodi: [['6', 'matka.number.jodi'], ['123', 'matka.number.jodi']],
    single_pana: [['12', 'matka.number.pana'], ['721', 'matka.number.panaOrder'], ['100', 'matka.number.panaKind']],
    double_pana: [['127', 'matka.number.panaKind'], ['001', 'matka.number.panaOrder'], ['000', 'matka.number.panaKind']],
    triple_pana: [['100', 'matka.number.panaKind'], ['1111', 'matka.number.pana']],
    half_sangam_open: [['127', 'matka.number.halfSangamOpen'], ['721-8', 'matka.number.halfSangamOpen'], ['127-88', 'matka.number.halfSangamOpen'], ['127-8-1', 'matka.number.halfSangamOpen']],
    half_sangam_close: [['0-954', 'matka.number.halfSangamClose'], ['00-459', 'matka.number.halfSangamClose'], ['459-0', 'matka.number.halfSangamClose']],
    full_sangam: [['127-954', 'matka.number.fullSangam'], ['127', 'matka.number.fullSangam'], ['127-459-1', 'matka.number.fullSangam']],
  };

  it.each(MATKA_BET_TYPES)('accepts the valid forms of %s and refuses the others with their reason', (type) => {
    for (const number of valid[type]) expect(numberProblem(type, number), number).toBeNull();
    for (const [number, problem] of invalid[type]) expect(numberProblem(type, number), number).toBe(problem);
  });

  it('accepts exactly the panas of their kind over all 1000 strings', () => {
    for (const text of ALL_THREE_DIGITS) {
      const kind = panaKind(text);
      expect(numberProblem('single_pana', text) === null).toBe(kind === 'single');
      expect(numberProblem('double_pana', text) === null).toBe(kind === 'double');
      expect(numberProblem('triple_pana', text) === null).toBe(kind === 'triple');
    }
  });
});

describe('win rules', () => {
  // 127-08-459: open pana 127 (digit 0), close pana 459 (digit 8).
  const full: MatkaResult = { openPana: '127', closePana: '459' };
  const openOnly: MatkaResult = { openPana: '127', closePana: null };
  const none: MatkaResult = { openPana: null, closePana: null };
  const outcome = (type: MatkaBetType, session: MatkaSession, number: string, result: MatkaResult = full) => betOutcome({ type, session, number }, result);

  it('reads the result as OOO-OC-CCC', () => {
    expect(resultText(full)).toBe('127-08-459');
    expect(resultText(openOnly)).toBe('127-0*-***');
    expect(resultText(none)).toBe('***-**-***');
  });

  it('single digit: the side digit', () => {
    expect(outcome('single_digit', 'open', '0')).toBe('won');
    expect(outcome('single_digit', 'open', '8')).toBe('lost');
    expect(outcome('single_digit', 'close', '8')).toBe('won');
    expect(outcome('single_digit', 'close', '0')).toBe('lost');
    expect(outcome('single_digit', 'open', '0', openOnly)).toBe('won');
    expect(outcome('single_digit', 'close', '8', openOnly)).toBe('pending');
  });

  it('every single digit over every result pays exactly one digit per side', () => {
    for (const openPana of ALL_PANAS) {
      const winners = Array.from({ length: 10 }, (_, digit) => outcome('single_digit', 'open', String(digit), { openPana, closePana: null }));
      expect(winners.filter((result) => result === 'won')).toHaveLength(1);
    }
  });

  it('panas: the side pana, whatever its kind', () => {
    expect(outcome('single_pana', 'open', '127')).toBe('won');
    expect(outcome('single_pana', 'close', '459')).toBe('won');
    expect(outcome('single_pana', 'close', '127')).toBe('lost');
    expect(betOutcome({ type: 'double_pana', session: 'open', number: '550' }, { openPana: '550', closePana: null })).toBe('won');
    expect(betOutcome({ type: 'triple_pana', session: 'close', number: '777' }, { openPana: '550', closePana: '777' })).toBe('won');
    expect(betOutcome({ type: 'triple_pana', session: 'close', number: '777' }, { openPana: '550', closePana: null })).toBe('pending');
  });

  it('jodi: open digit then close digit, lost early when the open digit misses', () => {
    expect(outcome('jodi', 'open', '08')).toBe('won');
    expect(outcome('jodi', 'open', '80')).toBe('lost');
    expect(outcome('jodi', 'open', '08', openOnly)).toBe('pending');
    expect(outcome('jodi', 'open', '18', openOnly)).toBe('lost');
    expect(outcome('jodi', 'open', '08', none)).toBe('pending');
  });

  it('half sangam both forms and full sangam', () => {
    expect(outcome('half_sangam_open', 'open', '127-8')).toBe('won');
    expect(outcome('half_sangam_open', 'open', '127-0')).toBe('lost');
    expect(outcome('half_sangam_open', 'open', '128-8', openOnly)).toBe('lost');
    expect(outcome('half_sangam_open', 'open', '127-8', openOnly)).toBe('pending');
    expect(outcome('half_sangam_close', 'open', '0-459')).toBe('won');
    expect(outcome('half_sangam_close', 'open', '0-469')).toBe('lost');
    expect(outcome('half_sangam_close', 'open', '1-459', openOnly)).toBe('lost');
    expect(outcome('full_sangam', 'open', '127-459')).toBe('won');
    expect(outcome('full_sangam', 'open', '127-469')).toBe('lost');
    expect(outcome('full_sangam', 'open', '127-459', openOnly)).toBe('pending');
  });

  it('pays stake × rate in whole paise', () => {
    expect(winningsPaise(10_000, 9.5)).toBe(95_000);
    expect(winningsPaise(1_001, 9.5)).toBe(9_509);
    expect(winningsPaise(5_000, 140)).toBe(700_000);
  });
});

describe('phases', () => {
  const minute = 60_000;
  const draw = { openAt: 100 * minute, closeAt: 200 * minute, cutoffMs: 15 * minute, openDeclared: false, closeDeclared: false };

  it('is open until the open cut-off, then close-side only until the close cut-off, then closed', () => {
    expect(drawPhase(draw, 84 * minute)).toBe('open');
    expect(nextCutoff(draw, 84 * minute)).toBe(85 * minute);
    expect(drawPhase(draw, 85 * minute)).toBe('close_only');
    expect(nextCutoff(draw, 85 * minute)).toBe(185 * minute);
    expect(drawPhase(draw, 185 * minute)).toBe('closed');
    expect(nextCutoff(draw, 185 * minute)).toBeNull();
  });

  it('follows the declared results sooner than the clock', () => {
    expect(drawPhase({ ...draw, openDeclared: true }, 0)).toBe('close_only');
    expect(drawPhase({ ...draw, openDeclared: true, closeDeclared: true }, 0)).toBe('closed');
  });

  it('offers only close-side games after the open side closes', () => {
    expect(typesAllowed('open', 'open')).toHaveLength(8);
    expect(typesAllowed('open', 'close')).toEqual(['single_digit', 'single_pana', 'double_pana', 'triple_pana']);
    expect(typesAllowed('close_only', 'open')).toEqual([]);
    expect(isBetAllowed('close_only', 'close', 'single_digit')).toBe(true);
    expect(isBetAllowed('close_only', 'close', 'jodi')).toBe(false);
    expect(isBetAllowed('closed', 'close', 'single_digit')).toBe(false);
  });
});

describe('the tap grid (docs/decisions/220)', () => {
  it('fills one-part numbers, toggling the one already chosen', () => {
    expect(pickNumber('single_digit', '', '4')).toBe('4');
    expect(pickNumber('single_digit', '4', '5')).toBe('5');
    expect(pickNumber('single_digit', '4', '4')).toBe('');
    expect(pickNumber('jodi', '', '08')).toBe('08');
    expect(pickNumber('jodi', '', '8')).toBe('');
    expect(pickNumber('single_pana', '', '127')).toBe('127');
    expect(pickNumber('single_pana', '', '550')).toBe('');
    expect(pickNumber('double_pana', '', '550')).toBe('550');
    expect(pickNumber('triple_pana', '', '000')).toBe('000');
    expect(pickNumber('triple_pana', '', '721')).toBe('');
  });

  it('fills a sangam part by part and starts again after a whole one', () => {
    expect(pickNumber('half_sangam_open', '', '127')).toBe('127-');
    expect(pickStep('half_sangam_open', '127-')).toBe(1);
    expect(pickNumber('half_sangam_open', '127-', '8')).toBe('127-8');
    expect(pickNumber('half_sangam_open', '127-', '459')).toBe('127-');
    expect(pickStep('half_sangam_open', '127-8')).toBe(0);
    expect(pickNumber('half_sangam_open', '127-8', '459')).toBe('459-');
    expect(pickNumber('half_sangam_close', '', '0')).toBe('0-');
    expect(pickNumber('half_sangam_close', '0-', '459')).toBe('0-459');
    expect(pickNumber('full_sangam', '127-', '459')).toBe('127-459');
    expect(pickStep('full_sangam', '721-')).toBe(0);
    expect(numberProblem('full_sangam', pickNumber('full_sangam', '127-', '459'))).toBeNull();
  });

  it('lists the grid: 100 jodis, panas by kind and digit', () => {
    expect(ALL_JODIS).toHaveLength(100);
    expect(panasOf('single', null)).toHaveLength(120);
    expect(panasOf('double', null)).toHaveLength(90);
    expect(panasOf('triple', null)).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    expect(panasOf(null, '0')).toHaveLength(22);
    expect(panasOf('single', '0')).toContain('127');
    expect(panasOf('single', '0').every((pana) => panaDigit(pana) === '0')).toBe(true);
    expect(partFits({ part: 'pana', kind: null }, '190')).toBe(true);
  });
});
