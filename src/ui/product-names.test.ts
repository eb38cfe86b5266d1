import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/screens.en.json';
import hi from '../i18n/screens.hi.json';
import { marketNameIn, productNameIn, runnerNameIn } from './product-names.ts';

const english = createIntl({ locale: 'en', messages: en });
const hindi = createIntl({ locale: 'hi', messages: { ...en, ...hi } });

describe("the product's own market and runner names", () => {
  it('are in Hindi on the Hindi site, and unchanged in English', () => {
    expect(marketNameIn(hindi, 'match_odds', 'Match Odds')).toBe('मैच ऑड्स');
    expect(marketNameIn(hindi, 'bookmaker', 'Bookmaker')).toBe('बुकमेकर');
    expect(marketNameIn(hindi, 'tied_match', 'Tied Match')).toBe('टाई मैच');
    expect(marketNameIn(hindi, 'fancy', '6 over runs IND')).toBe('IND 6 ओवर रन');
    expect(marketNameIn(hindi, 'fancy', 'Fall of 3rd wicket AUS')).toBe('AUS का तीसरा विकेट');
    expect(marketNameIn(hindi, 'fancy', 'Fall of 1st wicket AUS')).toBe('AUS का पहला विकेट');
    expect(marketNameIn(hindi, 'fancy', 'Fall of 7th wicket AUS')).toBe('AUS का 7वाँ विकेट');
    expect(marketNameIn(hindi, 'match_odds', 'Win')).toBe('जीत');
    expect(runnerNameIn(hindi, 'Yes')).toBe('हाँ');
    expect(runnerNameIn(hindi, 'No')).toBe('नहीं');
    expect(marketNameIn(english, 'match_odds', 'Match Odds')).toBe('Match Odds');
    expect(marketNameIn(english, 'fancy', '20 over runs Mumbai Indians')).toBe('20 over runs Mumbai Indians');
    expect(marketNameIn(english, 'fancy', 'Fall of 1st wicket IND')).toBe('Fall of 1st wicket IND');
    expect(marketNameIn(english, 'fancy', 'Fall of 2nd wicket IND')).toBe('Fall of 2nd wicket IND');
  });

  it("leave a name an operator typed as they wrote it, and teams' names as they are", () => {
    expect(marketNameIn(hindi, 'match_odds', 'Winner (incl. super over)')).toBe('Winner (incl. super over)');
    expect(marketNameIn(hindi, 'fancy', 'Virat Kohli runs')).toBe('Virat Kohli runs');
    expect(runnerNameIn(hindi, 'India')).toBe('India');
  });

  it('are in Hindi where the kind is not at hand: the slip, the open bets, My Markets, the pins (decision 225)', () => {
    expect(productNameIn(hindi, 'Match Odds')).toBe('मैच ऑड्स');
    expect(productNameIn(hindi, 'Bookmaker')).toBe('बुकमेकर');
    expect(productNameIn(hindi, 'The Draw')).toBe('ड्रॉ');
    expect(productNameIn(hindi, 'Yes')).toBe('हाँ');
    expect(productNameIn(hindi, '10 over runs India')).toBe('India 10 ओवर रन');
    expect(productNameIn(hindi, 'Fall of 2nd wicket India')).toBe('India का दूसरा विकेट');
    expect(productNameIn(hindi, 'India')).toBe('India');
    expect(productNameIn(hindi, 'Winner (incl. super over)')).toBe('Winner (incl. super over)');
    expect(productNameIn(english, 'Fall of 2nd wicket India')).toBe('Fall of 2nd wicket India');
    expect(productNameIn(english, 'Win')).toBe('Win');
  });
});
