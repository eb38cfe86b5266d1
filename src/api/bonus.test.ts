// bonusLogDetails' turnover rules (decision 171): coded rules with their figures, a malformed one left
// out, and a server that sends only the words shown as written.
import { describe, expect, it } from 'vitest';
import { parseTurnover } from './bonus.ts';

describe('parseTurnover', () => {
  it('reads the coded rules and leaves out a malformed one', () => {
    const reply = {
      data: {
        turnover_required: 500,
        turnover_done: 120,
        turnover_rules: ['Only settled bets count.', 'Odds of 1.50 or more.'],
        turnover_rule_items: [
          { code: 'settled_only', text: 'Only settled bets count.' },
          { code: 'min_odds', text: 'Odds of 1.50 or more.', min_odds: 1.5, min_rate: 50 },
          { text: 'malformed: no code' },
        ],
      },
    };
    expect(parseTurnover(reply)).toEqual({
      required: 500,
      done: 120,
      rules: [
        { code: 'settled_only', text: 'Only settled bets count.' },
        { code: 'min_odds', text: 'Odds of 1.50 or more.', minOdds: 1.5, minRate: 50 },
      ],
    });
  });

  it('shows the words as written when the reply has no coded rules, and none when it has neither', () => {
    expect(parseTurnover({ data: { turnover_required: 1, turnover_done: 0, turnover_rules: ['Rule one.', 3] } }).rules).toEqual([{ code: '', text: 'Rule one.' }]);
    expect(parseTurnover({ data: { turnover_required: 1, turnover_done: 0 } }).rules).toEqual([]);
  });
});
