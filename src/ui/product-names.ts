/**
 * The names the product itself gives markets and runners, in the site's language (decision 127):
 * the standard markets, the fancy lines the reference server's engine writes (`6 over runs IND`,
 * `Fall of 3rd wicket IND`) and the Yes/No/Draw runners. A name is translated only when it is exactly
 * the product's English: a name an operator typed is their content and is shown as they wrote it.
 */
import type { IntlShape } from 'react-intl';
import type { MarketKind } from '../../machines/sports/market.ts';

const STANDARD_MARKETS: Readonly<Record<string, string>> = {
  'Match Odds': 'sports.name.matchOdds',
  Bookmaker: 'sports.name.bookmaker',
  'Tied Match': 'sports.name.tiedMatch',
  // A race's one market (the reference engine's, decision 225).
  Win: 'sports.name.win',
};

const RUNNERS: Readonly<Record<string, string>> = {
  Yes: 'sports.name.yes',
  No: 'sports.name.no',
  'The Draw': 'sports.name.draw',
};

const OVER_RUNS = /^(\d+) over runs (.+)$/;
const FALL_OF_WICKET = /^Fall of (\d+)(?:st|nd|rd|th) wicket (.+)$/;

type Intl = Pick<IntlShape, 'formatMessage'>;

export function marketNameIn(intl: Intl, kind: MarketKind, name: string): string {
  if (kind === 'fancy') {
    const overs = OVER_RUNS.exec(name);
    if (overs) return intl.formatMessage({ id: 'sports.name.overRuns' }, { overs: Number(overs[1]), team: overs[2] });
    const wicket = FALL_OF_WICKET.exec(name);
    if (wicket) return intl.formatMessage({ id: 'sports.name.fallOfWicket' }, { wicket: Number(wicket[1]), team: wicket[2] });
    return name;
  }
  const id = STANDARD_MARKETS[name];
  return id ? intl.formatMessage({ id }) : name;
}

export function runnerNameIn(intl: Intl, name: string): string {
  const id = RUNNERS[name];
  return id ? intl.formatMessage({ id }) : name;
}

/**
 * A market's or a runner's name where its kind is not at hand (the slip, the open bets, My Markets,
 * the pins, the book; decision 225): the product's names as above, anything else as written.
 */
export function productNameIn(intl: Intl, name: string): string {
  if (RUNNERS[name]) return runnerNameIn(intl, name);
  if (STANDARD_MARKETS[name]) return marketNameIn(intl, 'other', name);
  return marketNameIn(intl, 'fancy', name);
}
