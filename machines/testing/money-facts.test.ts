import { describe, expect, it } from 'vitest';
import type { SlipSelection } from '../sports/slip-rules.ts';
import { assertAmounts, betSlipAmounts, crashAmounts, matkaSlipAmounts, moneyFact, withdrawAmounts, type ShownAmount } from './money-facts.ts';

const selection = (side: 'back' | 'lay', form: SlipSelection['form'], price: number, rate: number | null = null): SlipSelection => ({
  eventId: 'ck-1001',
  marketId: 'm1',
  marketName: 'Match Odds',
  selectionId: 's1',
  runnerName: 'India',
  side,
  form,
  price,
  rate,
});
const slip = (side: 'back' | 'lay', form: SlipSelection['form'], priceText: string, stakeText: string, rate: number | null = null) => ({
  selection: selection(side, form, Number(priceText), rate),
  priceText,
  stakeText,
  rate,
});
const valueOf = (amounts: ShownAmount[], what: string) => amounts.find((amount) => amount.what === what)?.shown;
/** The same figures with one shown amount computed by a broken formula. */
const broken = (amounts: ShownAmount[], what: string, shown: number) => amounts.map((amount) => (amount.what === what ? { ...amount, shown } : amount));

describe('money invariants (decision 204)', () => {
  it('passes the bet slip figures the maths shows, for back, lay, bookmaker rates and fancy lines', () => {
    const back = betSlipAmounts(slip('back', 'decimal', '2.5', '100'));
    expect(() => assertAmounts(back)).not.toThrow();
    expect(valueOf(back, 'the profit')).toBe(150);
    expect(valueOf(back, 'the liability')).toBe(100);
    const lay = betSlipAmounts(slip('lay', 'decimal', '3.45', '333'));
    expect(() => assertAmounts(lay)).not.toThrow();
    expect(valueOf(lay, 'the liability')).toBe(815.85);
    expect(() => assertAmounts(betSlipAmounts(slip('back', 'rate', '24', '1000')))).not.toThrow();
    expect(() => assertAmounts(betSlipAmounts(slip('lay', 'line', '45', '500', 90)))).not.toThrow();
    expect(() => assertAmounts(betSlipAmounts(slip('back', 'decimal', '1.01', '')))).not.toThrow();
  });

  it('fails a bet slip whose profit or liability comes from a broken formula', () => {
    const back = betSlipAmounts(slip('back', 'decimal', '2.5', '100'));
    // Profit as stake × odds (the returns, not the profit).
    expect(() => assertAmounts(broken(back, 'the profit', 250))).toThrow('the profit shows 250, its inputs make 150');
    // A lay's liability as the stake (a back's).
    const lay = betSlipAmounts(slip('lay', 'decimal', '3.45', '333'));
    expect(() => assertAmounts(broken(lay, 'the liability', 333))).toThrow('the liability shows 333');
    // Off by a paisa.
    expect(() => assertAmounts(broken(lay, 'the liability', 815.84))).toThrow();
  });

  it('fails a crash bet whose win is not its stake × its cash-out multiplier, or a win without a cash-out', () => {
    const bet = { stake: 100, autoCashOut: null, cashedOutAt: 1.5, win: 150, error: null };
    const idle = { stake: 0, autoCashOut: null, cashedOutAt: null, win: null, error: null };
    expect(() => assertAmounts(crashAmounts({ bets: { a: bet, b: idle } }))).not.toThrow();
    expect(() => assertAmounts(crashAmounts({ bets: { a: { ...bet, win: 151 }, b: idle } }))).toThrow("bet a's win shows 151, its inputs make 150");
    expect(() => assertAmounts(crashAmounts({ bets: { a: bet, b: { ...idle, win: 200 } } }))).toThrow("bet b's win (not cashed out)");
  });

  it('fails a matka slip whose total is not the sum of its lines, or a line without a stake', () => {
    const entries = [
      { key: 1, type: 'single_digit' as const, number: '7', stake: 10.1 },
      { key: 2, type: 'jodi' as const, number: '42', stake: 20.2 },
    ];
    const amounts = matkaSlipAmounts({ entries });
    expect(() => assertAmounts(amounts)).not.toThrow();
    expect(valueOf(amounts, 'the slip total')).toBe(30.3);
    expect(() => assertAmounts(broken(amounts, 'the slip total', 30.299999))).not.toThrow();
    expect(() => assertAmounts(broken(amounts, 'the slip total', 20.2))).toThrow('the slip total shows 20.2, its inputs make 30.3');
    expect(() => assertAmounts(matkaSlipAmounts({ entries: [{ ...entries[0]!, stake: 0 }] }))).toThrow("line 1's stake");
  });

  it('fails a withdraw form that shows more available than balance − exposure − bonus, or sends more than it', () => {
    const funds = { balance: 1000, exposure: -250.5, earnBonus: 100 };
    const typed = { funds, amountText: '500', submission: null };
    expect(() => assertAmounts(withdrawAmounts(typed))).not.toThrow();
    expect(valueOf(withdrawAmounts(typed), 'the amount available to withdraw')).toBe(649.5);
    // Exposure added instead of subtracted.
    expect(() => assertAmounts(withdrawAmounts(typed, undefined, 1000 + 250.5 - 100))).toThrow('the amount available to withdraw shows 1150.5, its inputs make 649.5');
    const request = { amount: 500, client_account_index: 1, type: 'client_withdrawal' as const };
    expect(() => assertAmounts(withdrawAmounts({ ...typed, submission: { idempotencyKey: 'k', request } }, typed))).not.toThrow();
    // Typing after the request went does not change what was sent.
    const sent = { ...typed, submission: { idempotencyKey: 'k', request } };
    expect(() => assertAmounts(withdrawAmounts({ ...sent, amountText: '50' }, sent))).not.toThrow();
    expect(() => assertAmounts(withdrawAmounts({ ...typed, amountText: '700', submission: { idempotencyKey: 'k', request: { ...request, amount: 700 } } }, typed))).toThrow(
      'the amount sent shows 700',
    );
    expect(() => assertAmounts(withdrawAmounts({ ...typed, submission: { idempotencyKey: 'k', request: { ...request, amount: 450 } } }, typed))).toThrow('the amount sent shows 450');
  });

  it('as a path fact, checks the snapshot of every step', () => {
    const fact = moneyFact('the crash win', crashAmounts);
    const bets = { a: { stake: 100, autoCashOut: 2, cashedOutAt: 2, win: 210, error: null }, b: { stake: 0, autoCashOut: null, cashedOutAt: null, win: null, error: null } };
    expect(() => fact.check({ snapshot: { context: { bets } }, event: { type: 'bet.cashedOut' } })).toThrow("bet a's win shows 210, its inputs make 200");
  });
});
