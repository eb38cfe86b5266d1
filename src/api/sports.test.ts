import { describe, expect, it } from 'vitest';
import { eventDetailsOf, oddsUpdateOf, parseSportsReply, positionsOf } from './sports.ts';
import { eventRowOf, parseEventList, parseInPlayCounts, rowOddsOf } from './sports-lists.ts';

const runner = (id: string, back: number, lay: number) => ({
  selection_id: id,
  runner_name: id.toUpperCase(),
  status: 'open',
  back: [{ price: back, size: 1200 }, { price: back - 0.02, size: 800 }, { price: back - 0.04, size: 300 }, { price: 1.5, size: 1 }],
  lay: [{ price: lay, size: 900 }],
});
const event = {
  event_id: 'ck-1',
  sport_id: 4,
  sport_name: 'Cricket',
  sport_slug: 'cricket',
  competition_id: 'c',
  competition_name: 'T20',
  event_name: 'India v Australia',
  open_date: '2026-11-24T09:00:00.000Z',
  in_play: true,
  market_id: 'ck-1.mo',
  market_status: 'open',
  has_bookmaker: true,
  has_fancy: false,
  odds: [{ selection_id: 'h', runner_name: 'India', status: 'open', back: 2, lay: 2.02 }],
};

describe('sports replies', () => {
  it('reads match details into markets in display order, delays in ms, at most 3 levels', () => {
    const reply = parseSportsReply('matchDetails', {
      status: 200,
      success: true,
      data: {
        event,
        score: { home: 'IND 142/3 (16.2)', away: '', summary: 'IND batting', updated_at: '2026-11-24T09:30:00Z' },
        markets: [
          { market_id: 'ck-1.bm', event_id: 'ck-1', market_name: 'Bookmaker', market_type: 'bookmaker', status: 'open', bet_delay: 0, min_stake: 100, max_stake: 200000, sort_order: 2, runners: [runner('h.bm', 70, 73)] },
          { market_id: 'ck-1.mo', event_id: 'ck-1', market_name: 'Match Odds', market_type: 'match_odds', status: 'ball_running', bet_delay: 5, min_stake: 100, max_stake: 500000, sort_order: 1, runners: [runner('h', 2, 2.02)] },
          { market_id: 'ck-1.x', event_id: 'ck-1', market_name: 'Old', market_type: 'match_odds', status: 'closed', bet_delay: 0, min_stake: 1, max_stake: 1, sort_order: 0, runners: [] },
        ],
      },
    });
    const details = eventDetailsOf(reply.data);
    expect(details.event).toMatchObject({ eventId: 'ck-1', inPlay: true, score: 'IND 142/3 (16.2) · IND batting' });
    expect(details.markets.map((market) => [market.marketId, market.kind, market.status, market.betDelayMs])).toEqual([
      ['ck-1.mo', 'match_odds', 'ball_running', 5000],
      ['ck-1.bm', 'bookmaker', 'open', 0],
    ]);
    expect(details.markets[0]?.runners[0]?.back).toHaveLength(3);
  });

  it("reads the book's traded amounts and total matched, from the details and the odds message (decision 180)", () => {
    const market = { market_id: 'ck-1.mo', event_id: 'ck-1', market_name: 'Match Odds', market_type: 'match_odds', status: 'open', bet_delay: 0, min_stake: 100, max_stake: 500000, sort_order: 1 };
    const update = oddsUpdateOf(
      parseSportsReply('odds', { event_id: 'ck-1', seq: 3, markets: [{ ...market, total_matched: 800, runners: [{ ...runner('h', 2, 2.02), traded: 500 }, runner('a', 1.9, 1.92)] }] }),
    );
    expect(update.markets[0]).toMatchObject({ totalMatched: 800, runners: [{ selectionId: 'h', traded: 500 }, { selectionId: 'a' }] });
    expect(update.markets[0]?.runners[1]).not.toHaveProperty('traded');
  });

  it('refuses a reply without the event as malformed', () => {
    expect(() => parseSportsReply('matchDetails', { data: { markets: [] } })).toThrow();
  });

  it('reads odds messages and exposures', () => {
    const update = oddsUpdateOf(
      parseSportsReply('odds', { event_id: 'ck-1', seq: 7, snapshot: false, sent_at: '', markets: [{ market_id: 'ck-1.mo', status: 'suspended', bet_delay: 5, runners: [runner('h', 2.1, 2.12)] }] }),
    );
    expect(update).toMatchObject({ eventId: 'ck-1', seq: 7, markets: [{ marketId: 'ck-1.mo', status: 'suspended', betDelayMs: 5000 }] });
    const positions = positionsOf(
      parseSportsReply('eventExposures', { data: [{ event_id: 'ck-1', market_id: 'ck-1.mo', exposure: -100, runners: [{ selection_id: 'h', position: 100 }, { selection_id: 'a', position: -100 }] }] }).data,
    );
    expect(positions).toEqual({ 'ck-1.mo': { exposure: -100, positions: { h: 100, a: -100 }, cashedOut: 0 } });
  });

  it('reads event lists, counts and the rows’ best prices', () => {
    const [row] = parseEventList({ data: [event, { broken: true }] }).map(eventRowOf);
    expect(row).toMatchObject({ eventId: 'ck-1', marketId: 'ck-1.mo', sportSlug: 'cricket', runners: [{ selectionId: 'h', back: 2, lay: 2.02 }] });
    expect(parseInPlayCounts({ data: [{ sport_id: 4, slug: 'cricket', count: 2 }] })).toEqual({ cricket: 2 });
    expect(rowOddsOf({ event_id: 'ck-1', seq: 1, markets: [{ market_id: 'ck-1.mo', status: 'open', bet_delay: 5, runners: [runner('h', 2.2, 2.24)] }] })).toEqual([
      { eventId: 'ck-1', marketId: 'ck-1.mo', status: 'open', runners: [{ selectionId: 'h', back: 2.2, lay: 2.24 }] },
    ]);
    expect(rowOddsOf('nonsense')).toEqual([]);
  });
});
