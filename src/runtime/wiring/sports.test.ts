import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { betRefusalOf } from './sports.ts';

const refusal = (status: number, error: string, data: Record<string, unknown>) =>
  new ApiError({ kind: 'http', status, service: 'user', message: 'x', body: { status, success: false, message: error === 'odds_changed' ? 'Odds changed' : 'Insufficient Balance', error, data } });

describe('betRefusalOf', () => {
  const base = { market_status: 'open', min_stake: 100, max_stake: 1000 };

  it('offers the current odds of a moved price; for fancy the line and the rate', () => {
    expect(betRefusalOf(refusal(409, 'odds_changed', { ...base, current_odds: 2.3, current_runs: null }), 'decimal')).toEqual({
      refused: true,
      reason: { text: 'Odds changed' },
      currentPrice: 2.3,
      currentRate: null,
    });
    expect(betRefusalOf(refusal(409, 'odds_changed', { ...base, current_odds: 90, current_runs: 53 }), 'line')).toMatchObject({ currentPrice: 53, currentRate: 90 });
  });

  it('gives other refusals their reason only', () => {
    expect(betRefusalOf(refusal(400, 'insufficient_balance', { ...base, current_odds: 2, current_runs: null }), 'decimal')).toEqual({
      refused: true,
      reason: { text: 'Insufficient Balance' },
      currentPrice: null,
      currentRate: null,
    });
  });

  it('leaves an unknown outcome (no answer, 5xx) to be retried', () => {
    expect(betRefusalOf(new ApiError({ kind: 'network', service: 'user', message: 'Network Error' }), 'decimal')).toBeUndefined();
    expect(betRefusalOf(new ApiError({ kind: 'http', status: 500, service: 'user', message: 'x', body: {} }), 'decimal')).toBeUndefined();
    expect(betRefusalOf(new Error('x'), 'decimal')).toBeUndefined();
  });
});
