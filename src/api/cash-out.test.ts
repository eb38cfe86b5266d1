import { describe, expect, it } from 'vitest';
import { cashedOutOf, cashOutRefusalOf, openBetsOf, replacedBetOf } from './cash-out.ts';
import { toApiError } from './errors.ts';

const bet = {
  bet_id: 7,
  market_id: 'ck-1.mo',
  market_name: 'Match Odds',
  selection_name: 'India',
  type: 'lay',
  odds: 2.02,
  runs: null,
  stake: 148.51,
  liability: 151.48,
  potential_profit: 148.51,
  placed_at: '2026-11-24T10:00:00.000Z',
  cash_out: true,
};

describe('open bets and cash-out replies', () => {
  it('reads the open bets, dropping a row that does not match', () => {
    expect(openBetsOf({ data: [bet, { bet_id: 'x' }] })).toEqual([
      {
        betId: 7,
        marketId: 'ck-1.mo',
        marketName: 'Match Odds',
        selectionName: 'India',
        side: 'lay',
        odds: 2.02,
        runs: null,
        stake: 148.51,
        liability: 151.48,
        profit: 148.51,
        placedAt: '2026-11-24T10:00:00.000Z',
        cashOut: true,
        sizeMatched: 148.51,
        sizeRemaining: 0,
        priceRequested: 2.02,
        averagePriceMatched: 2.02,
      },
    ]);
    expect(() => openBetsOf('nonsense')).toThrow();
  });

  it('reads a partly matched bet of the order book (decision 180)', () => {
    const [partly] = openBetsOf({ data: [{ ...bet, stake: 500, odds: 2, size_matched: 300, size_remaining: 200, price_requested: 2, average_price_matched: 2 }] });
    expect(partly).toMatchObject({ stake: 500, sizeMatched: 300, sizeRemaining: 200, priceRequested: 2, averagePriceMatched: 2 });
    const [waiting] = openBetsOf({ data: [{ ...bet, size_matched: 0, size_remaining: 148.51, average_price_matched: null }] });
    expect(waiting).toMatchObject({ sizeMatched: 0, averagePriceMatched: null });
  });

  it('reads a cash-out and its refusals: the new offer when the price moved, none otherwise', () => {
    expect(cashedOutOf({ data: { amount: 48.51, share: 100, balance: {} } })).toEqual({ amount: 48.51, share: 100, requestedShare: 100, requestedAmount: 48.51 });
    // The book filled 37% of the whole (decision 183): the screen says "Cashed out ₹11.68 of ₹31.57".
    expect(cashedOutOf({ data: { amount: 11.68, share: 37, requested_share: 100, requested_amount: 31.57 } })).toEqual({ amount: 11.68, share: 37, requestedShare: 100, requestedAmount: 31.57 });
    const moved = toApiError({
      service: 'user',
      status: 409,
      body: { status: 409, success: false, message: 'The cash-out offer changed. Accept the new offer to cash out.', error: 'offer_changed', data: { offer: { share: 50, amount: 18.2 } } },
    });
    expect(cashOutRefusalOf(moved)).toEqual({ refused: true, message: { text: 'The cash-out offer changed. Accept the new offer to cash out.' }, offer: { share: 50, amount: 18.2 } });
    const closed = toApiError({ service: 'user', status: 400, body: { status: 400, success: false, message: 'Market is closed.', error: 'market_closed', data: { offer: null } } });
    expect(cashOutRefusalOf(closed)).toMatchObject({ offer: null, message: { text: 'Market is closed.' } });
    expect(cashOutRefusalOf(toApiError({ service: 'user', status: 503 }))).toBeUndefined();
    expect(cashOutRefusalOf(new Error('offline'))).toBeUndefined();
  });

  it('reads the new bet of an edit price (decision 182), and refuses a reply without it', () => {
    expect(replacedBetOf({ data: { bet: { price_requested: 2.2, size_matched: 150, size_remaining: 50 }, cancelled_bet: {} } })).toEqual({ price: 2.2, sizeMatched: 150, sizeRemaining: 50 });
    expect(() => replacedBetOf({ data: {} })).toThrow();
  });
});
