// The bettor's own unmatched bets on a runner's row (docs/decisions/189), in English and Hindi, from a
// real open bets actor: only that runner's waiting parts, none once matched in full.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { openBetsMachine, type OpenBet } from '../../../machines/sports/open-bets.machine.ts';
import screensEn from '../../i18n/screens.en.json';
import screensHi from '../../i18n/screens.hi.json';
import type { FeedRef } from './price-cell.tsx';
import { RunnerUnmatched, shareOpenBets, unmatchedKeyOf } from './runner-unmatched.tsx';

const bet = (over: Partial<OpenBet>): OpenBet => ({
  betId: 1,
  marketId: 'm1',
  marketName: 'Match Odds',
  selectionId: 's1',
  selectionName: 'India',
  side: 'lay',
  odds: 2.1,
  runs: null,
  stake: 500,
  liability: 550,
  profit: 500,
  placedAt: '2026-11-28T10:00:00Z',
  cashOut: false,
  sizeMatched: 300,
  sizeRemaining: 200,
  priceRequested: 2.1,
  averagePriceMatched: 2.1,
  ...over,
});

const bets = [
  bet({}),
  bet({ betId: 2, sizeRemaining: 0, sizeMatched: 500 }),
  bet({ betId: 3, selectionId: 's2', sizeRemaining: 100 }),
  bet({ betId: 4, marketId: 'm2', sizeRemaining: 100 }),
  bet({ betId: 5, sizeMatched: 0, sizeRemaining: 1500, priceRequested: 1.98 }),
];

async function sharedList(list: OpenBet[]) {
  const actor = createActor(openBetsMachine.provide({ actors: { loadOpenBets: fromPromise(async () => list) } }), { input: { eventId: 'e1' } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
  const feed = {} as FeedRef;
  shareOpenBets(feed, actor);
  return feed;
}

const render = (feed: FeedRef, selectionId: string, locale: 'en' | 'hi' = 'en') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === 'en' ? screensEn : { ...screensEn, ...screensHi }}>
      <RunnerUnmatched feed={feed} marketId="m1" selectionId={selectionId} />
    </IntlProvider>,
  ).replace(/<[^>]+>/g, '|');

describe('RunnerUnmatched', () => {
  it("selects only the runner's own waiting parts", () => {
    expect(unmatchedKeyOf(bets, 'm1', 's1')).toBe('200@2.1|1500@1.98');
    expect(unmatchedKeyOf(bets, 'm1', 's2')).toBe('100@2.1');
    expect(unmatchedKeyOf(bets, 'm1', 's3')).toBe('');
  });

  it('shows each waiting part under the runner, in English and Hindi; nothing for a runner without one or before the list is there', async () => {
    const feed = await sharedList(bets);
    expect(render(feed, 's1')).toBe('|Unmatched ₹200.00 at 2.10||Unmatched ₹1,500.00 at 1.98|');
    expect(render(feed, 's1', 'hi')).toBe('|₹200.00 2.10 पर अनमैच्ड||₹1,500.00 1.98 पर अनमैच्ड|');
    expect(render(feed, 's3')).toBe('');
    expect(render({} as FeedRef, 's1')).toBe('');
  });
});
