/**
 * Money invariants of the money machines, checked by the path harness after every step of every
 * path (decision 204): the amounts a machine shows (stake, profit, liability, win, slip total,
 * amount available) agree with its inputs. Each check recomputes the amount on its own,
 * in whole paise, from the inputs the machine holds, and compares it with what the machine's own
 * selectors show; so a broken formula in a machine or its maths fails the walk at the step it shows.
 */
import type { AnyEventObject } from 'xstate';
import { availableToWithdraw, type WalletFunds } from '../shared/funds.ts';
import { pendingBetOf, type BetSlipContext } from '../sports/bet-slip.machine.ts';
import { slipLiabilityOf, slipProfitOf } from '../sports/slip-rules.ts';
import { slipTotal, type MatkaBetContext } from '../matka/matka-bet.machine.ts';
import type { CrashContext } from '../casino/crash.machine.ts';
import { amountOf, type WithdrawContext } from '../wallet/withdraw.machine.ts';

/** One amount a machine shows, and what its inputs make it. */
export interface ShownAmount {
  what: string;
  shown: number;
  expected: number;
}

const paise = (rupees: number): number => Math.round(rupees * 100);

/** Throws, naming every amount that is not what its inputs make it (to the paisa) or is not a number. */
export function assertAmounts(amounts: readonly ShownAmount[]): void {
  const wrong = amounts.filter(({ shown, expected }) => !Number.isFinite(shown) || paise(shown) !== paise(expected));
  if (wrong.length > 0) throw new Error(wrong.map(({ what, shown, expected }) => `${what} shows ${shown}, its inputs make ${expected}`).join('; '));
}

/**
 * The bet slip: the stake typed, and the profit and liability previewed for it. Back wins
 * stake × (odds − 1) and risks the stake; lay the other way round; a bookmaker rate r is odds
 * 1 + r/100; a fancy (line) bet wins or risks stake × rate/100 on the side that is not the stake's.
 */
export function betSlipAmounts(context: Pick<BetSlipContext, 'selection' | 'priceText' | 'stakeText' | 'rate'>): ShownAmount[] {
  const bet = pendingBetOf(context);
  const stake = paise(context.stakeText === '' ? 0 : Number(context.stakeText));
  const price = Number(context.priceText) || context.selection.price;
  const { side, form } = context.selection;
  const multiplier = form === 'line' ? (context.rate ?? 100) / 100 : form === 'rate' ? price / 100 : price - 1;
  const other = Math.round(stake * multiplier) / 100;
  const profit = side === 'back' ? other : stake / 100;
  const liability = side === 'back' ? stake / 100 : other;
  return [
    { what: 'the stake', shown: bet.bet.stake, expected: stake / 100 },
    { what: 'the profit', shown: slipProfitOf(bet), expected: profit },
    { what: 'the liability', shown: slipLiabilityOf(bet), expected: liability },
  ];
}

/** The matka slip: its total is the sum of its lines' stakes; each line is a stake of whole paise above 0. */
export function matkaSlipAmounts(context: Pick<MatkaBetContext, 'entries'>): ShownAmount[] {
  return [
    { what: 'the slip total', shown: slipTotal(context), expected: context.entries.reduce((sum, entry) => sum + paise(entry.stake), 0) / 100 },
    ...context.entries.map((entry) => ({ what: `line ${entry.key}'s stake`, shown: entry.stake, expected: entry.stake > 0 ? paise(entry.stake) / 100 : Number.NaN })),
  ];
}

/** The crash game: a cashed-out bet wins its stake × the multiplier it was taken at; a bet not cashed out shows no win. */
export function crashAmounts(context: Pick<CrashContext, 'bets'>): ShownAmount[] {
  return Object.entries(context.bets).flatMap(([slot, bet]) =>
    bet.cashedOutAt === null
      ? bet.win === null || bet.win === 0
        ? []
        : [{ what: `bet ${slot}'s win (not cashed out)`, shown: bet.win, expected: 0 }]
      : [{ what: `bet ${slot}'s win`, shown: bet.win ?? Number.NaN, expected: Math.round(paise(bet.stake) * bet.cashedOutAt) / 100 }],
  );
}

type WithdrawAmountsContext = Pick<WithdrawContext, 'funds' | 'amountText' | 'submission'>;

/**
 * The withdraw form: available = balance − |exposure| − bonus, never below 0 (spec §5); a request,
 * on the step it is made, asks the amount typed and no more than is available.
 */
export function withdrawAmounts(context: WithdrawAmountsContext, previous?: WithdrawAmountsContext, shownAvailable = availableToWithdraw(context.funds)): ShownAmount[] {
  const { balance, exposure, earnBonus }: WalletFunds = context.funds;
  const available = Math.max(0, paise(balance) - Math.abs(paise(exposure)) - paise(earnBonus));
  const amounts: ShownAmount[] = [{ what: 'the amount available to withdraw', shown: shownAvailable, expected: available / 100 }];
  const asked = context.submission?.request.amount;
  if (asked !== undefined && context.submission !== previous?.submission) {
    amounts.push({ what: 'the amount sent', shown: asked, expected: paise(asked) <= available ? (amountOf(context) ?? Number.NaN) : Number.NaN });
  }
  return amounts;
}

/** A path fact from an amounts function: checked on every step's snapshot (with the one before it). */
export const moneyFact = <TContext>(rule: string, amounts: (context: TContext, previous?: TContext) => ShownAmount[]) => ({
  rule,
  check: ({ snapshot, previous }: { snapshot: { context: TContext }; previous?: { context: TContext }; event: AnyEventObject }) =>
    assertAmounts(amounts(snapshot.context, previous?.context)),
});
