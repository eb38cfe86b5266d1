import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { favouritesOf, myMarketsOf, searchResultsOf } from './markets-nav.ts';

const event = {
  event_id: 'ck-1001',
  sport_id: 4,
  sport_name: 'Cricket',
  sport_slug: 'cricket',
  competition_id: 'ck-t20i',
  competition_name: 'International Twenty20',
  event_name: 'India v Australia',
  open_date: '2026-11-24T09:00:00.000Z',
  in_play: true,
  market_id: 'ck-1001.mo',
  market_status: 'open',
  has_bookmaker: true,
  has_fancy: true,
  odds: [],
};
const summary = {
  eventId: 'ck-1001',
  name: 'India v Australia',
  competitionName: 'International Twenty20',
  sportSlug: 'cricket',
  inPlay: true,
  openDate: '2026-11-24T09:00:00.000Z',
};

describe('markets navigation replies', () => {
  it('reads search results and favourites as event summaries, skipping rows it cannot read', () => {
    expect(searchResultsOf({ data: [event, { event_id: null }] })).toEqual([summary]);
    expect(favouritesOf({ data: { events: [event] } })).toEqual([summary]);
  });

  it('reads My Markets rows with their exposure as a number', () => {
    const row = { event_id: 'ck-1001', event_name: 'India v Australia', market_id: 'ck-1001.mo', market_name: 'Match Odds', market_type: 'match_odds', exposure: '-100.5', runners: [], sport_id: 4, sport_slug: 'cricket', sport_name: 'Cricket', competition_name: 'T20', open_date: event.open_date, in_play: false };
    expect(myMarketsOf({ data: [row] })).toEqual([
      { eventId: 'ck-1001', eventName: 'India v Australia', marketId: 'ck-1001.mo', marketName: 'Match Odds', sportSlug: 'cricket', sportName: 'Cricket', inPlay: false, exposure: -100.5 },
    ]);
  });

  it('turns a reply of another shape into a clear error, never a crash', () => {
    for (const read of [() => searchResultsOf('nope'), () => favouritesOf({ data: [] }), () => myMarketsOf(null)]) {
      expect(read).toThrow(ApiError);
    }
  });
});
