// The bonus page's turnover rules (decision 171): each known rule in the page's language with the
// server's figures, an unknown one in the server's words.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { TurnoverRule } from '../../../machines/bonus/bonus.machine.ts';
import bonusEn from '../../i18n/bonus.en.json';
import bonusHi from '../../i18n/bonus.hi.json';
import { TurnoverRules } from './turnover-rules.tsx';

/** As src/api/bonus.ts parses the server's rules (server/bonus/bonuses.ts TURNOVER_RULE_ITEMS), with two the page cannot word. */
const RULES: TurnoverRule[] = [
  { code: 'settled_only', text: 'Only settled bets count: void, cancelled and cashed-out bets do not.' },
  { code: 'min_odds', text: 'Exchange bets count at odds of 1.50 or more (bookmaker and fancy rates of 50 or more).', minOdds: 1.5, minRate: 50 },
  { code: 'net_risk', text: 'A market counts what you could lose on it.' },
  { code: 'other_stakes', text: 'Matka, casino and fantasy stakes count, less any stake given back.' },
  { code: 'weekend_double', text: 'Weekend bets count twice.' },
  { code: 'min_odds', text: 'No figures.' },
];

const render = (locale: 'en' | 'hi', rules: TurnoverRule[]) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === 'en' ? bonusEn : { ...bonusEn, ...bonusHi }}>
      <TurnoverRules rules={rules} />
    </IntlProvider>,
  );
const items = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!.replaceAll('&#x27;', "'"));

describe('turnover rules on the bonus page', () => {
  const rules = RULES;

  it('says them in English with the server’s figures', () => {
    expect(render('en', rules)).toContain('What counts towards the turnover');
    expect(items(render('en', rules))).toEqual([
      bonusEn['bonus.turnoverRule.settled_only'],
      'Exchange bets count at odds of 1.50 or more (bookmaker and fancy rates of 50 or more).',
      bonusEn['bonus.turnoverRule.net_risk'],
      bonusEn['bonus.turnoverRule.other_stakes'],
      'Weekend bets count twice.',
      'No figures.',
    ]);
  });

  it('says them in Hindi; a rule the page does not know keeps the server’s words', () => {
    const html = render('hi', rules);
    expect(html).toContain('टर्नओवर में क्या गिना जाता है');
    const said = items(html);
    expect(said[0]).toBe(bonusHi['bonus.turnoverRule.settled_only']);
    expect(said[1]).toBe('एक्सचेंज के दांव 1.50 या उससे अधिक के भाव पर गिने जाते हैं (बुकमेकर और फैंसी में 50 या उससे अधिक के रेट पर)।');
    expect(said.slice(4)).toEqual(['Weekend bets count twice.', 'No figures.']);
  });

  it('shows nothing without rules', () => {
    expect(render('en', [])).toBe('');
  });
});
