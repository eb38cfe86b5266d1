import { describe, expect, it } from 'vitest';
import {
  cleanBetStake,
  cleanPriceInput,
  nudgePrice,
  priceErrorOf,
  settlePriceText,
  slipBetOf,
  slipLiabilityOf,
  slipProfitOf,
  slipStakeButtons,
  stakeErrorOf,
  type SlipSelection,
} from './slip-rules.ts';

const selection: SlipSelection = {
  eventId: 'e1',
  marketId: 'm1',
  marketName: 'Match Odds',
  selectionId: 'r1',
  runnerName: 'India',
  side: 'back',
  form: 'decimal',
  price: 2.5,
  rate: null,
};

describe('slip fields', () => {
  it('cleans stakes and prices', () => {
    expect(cleanBetStake('1,000a')).toBe('1000');
    expect(cleanBetStake('123456789')).toBe('12345678');
    expect(cleanPriceInput('2.555')).toBe('2.55');
    expect(cleanPriceInput('a1.2.3')).toBe('1.23');
    expect(cleanPriceInput('12345')).toBe('1234');
  });

  it('checks the stake against the market limits', () => {
    const limits = { minStake: 100, maxStake: 50_000 };
    expect(stakeErrorOf('', limits)).toEqual({ id: 'sports.slip.stakeRequired' });
    expect(stakeErrorOf('99', limits)).toEqual({ id: 'sports.slip.stakeMin', values: { min: 100 } });
    expect(stakeErrorOf('50001', limits)).toEqual({ id: 'sports.slip.stakeMax', values: { max: 50_000 } });
    expect(stakeErrorOf('100', limits)).toBeUndefined();
    expect(stakeErrorOf('50000', limits)).toBeUndefined();
  });

  it('checks a typed decimal price against the ladder; fixed quotes are always fine', () => {
    expect(priceErrorOf('decimal', '2.01')).toEqual({ id: 'sports.slip.priceInvalid' });
    expect(priceErrorOf('decimal', '2.02')).toBeUndefined();
    expect(priceErrorOf('rate', '24')).toBeUndefined();
    expect(nudgePrice('2.5', 'up')).toBe('2.52');
    expect(nudgePrice('2.5', 'down')).toBe('2.48');
    expect(nudgePrice('', 'up')).toBe('1.01');
    expect(settlePriceText('decimal', '2.01')).toBe('2.02');
    expect(settlePriceText('rate', '24')).toBe('24');
  });

  it('shows the user chips, or the defaults', () => {
    expect(slipStakeButtons([500, 1000, 2000, 5000, 10000])).toEqual([500, 1000, 2000, 5000]);
    expect(slipStakeButtons([0, 0, 0, 0])).toEqual([100, 200, 500, 1000]);
    expect(slipStakeButtons(null)).toEqual([100, 200, 500, 1000]);
  });
});

describe('slip preview', () => {
  it('back: profit stake × (odds − 1), liability the stake', () => {
    const bet = slipBetOf(selection, '2.5', '200');
    expect(slipProfitOf(bet)).toBe(300);
    expect(slipLiabilityOf(bet)).toBe(200);
  });

  it('lay: profit the stake, liability stake × (odds − 1)', () => {
    const bet = slipBetOf({ ...selection, side: 'lay' }, '3', '200');
    expect(slipProfitOf(bet)).toBe(200);
    expect(slipLiabilityOf(bet)).toBe(400);
  });

  it('bookmaker rate 24: profit 0.24 per unit', () => {
    const bet = slipBetOf({ ...selection, form: 'rate', price: 24 }, '24', '1000');
    expect(bet).toEqual({ kind: 'runner', bet: { selectionId: 'r1', side: 'back', odds: 1.24, stake: 1000 } });
    expect(slipProfitOf(bet)).toBe(240);
  });

  it('fancy: Yes pays the rate, No risks it', () => {
    const yes = slipBetOf({ ...selection, form: 'line', price: 45, rate: 90 }, '45', '100');
    expect(slipProfitOf(yes)).toBe(90);
    expect(slipLiabilityOf(yes)).toBe(100);
    const no = slipBetOf({ ...selection, form: 'line', side: 'lay', price: 45, rate: 110 }, '45', '100');
    expect(slipProfitOf(no)).toBe(100);
    expect(slipLiabilityOf(no)).toBe(110);
  });
});
