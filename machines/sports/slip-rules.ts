/**
 * The bet slip's rules (shared/reference/betting-products.md "bet slip"): what a selection is, the
 * stake and price fields, the min/max checks, and the bet the slip would place, for the preview of
 * profit, liability and each runner's projected position on every keystroke.
 */
import { cleanDigits } from '../shared/input-cleaning.ts';
import { STAKE_INPUT_MAX_LENGTH } from '../shared/constants.ts';
import { stakeButtonsOf } from '../shared/stake-buttons.ts';
import { messageId, type Message } from '../shared/message.ts';
import {
  fancyLiabilityOf,
  fancyProfitOf,
  liabilityOf,
  oddsFromRate,
  profitOf,
  type BetSide,
  type FancyBet,
  type RunnerBet,
} from './bet-maths.ts';
import { isValidPrice, nearestValidPrice, nextTick, previousTick } from './price-ladder.ts';

/**
 * How a market quotes its prices: `decimal` (match odds, tied match: the Betfair ladder), `rate`
 * (bookmaker: 24 means decimal 1.24, fixed by the operator), `line` (fancy: a runs line with a
 * rate per 100, fixed).
 */
export type PriceForm = 'decimal' | 'rate' | 'line';

/** The price a bettor tapped: which runner, which side, at what quote. */
export interface SlipSelection {
  eventId: string;
  marketId: string;
  marketName: string;
  selectionId: string;
  runnerName: string;
  side: BetSide;
  form: PriceForm;
  /** decimal: odds; rate: the bookmaker rate; line: the runs line. */
  price: number;
  /** line only: the rate per 100 (Yes pays it, No risks it). */
  rate: number | null;
}

/** The bet request the slip confirms (src/app turns it into the contract's saveBet body). */
export interface BetRequest {
  eventId: string;
  marketId: string;
  selectionId: string;
  side: BetSide;
  form: PriceForm;
  price: number;
  rate: number | null;
  stake: number;
  acceptAnyOdds: boolean;
}

/** Stake field: digits only, at most 8 (as the wallet's stake fields). */
export const cleanBetStake = (raw: string): string => cleanDigits(raw, STAKE_INPUT_MAX_LENGTH);

/** Price field: digits and one decimal point, at most 2 decimals. */
export const cleanPriceInput = (raw: string): string => {
  const [whole = '', ...rest] = raw.replace(/[^0-9.]/g, '').split('.');
  return rest.length === 0 ? whole.slice(0, 4) : `${whole.slice(0, 4)}.${rest.join('').slice(0, 2)}`;
};

export const parseStake = (text: string): number => (text === '' ? 0 : Number(text));

/** The slip's quick stakes: the bettor's saved stake buttons, the profile's (../shared/stake-buttons.ts). */
export const slipStakeButtons = (chips: readonly number[] | null | undefined): number[] => stakeButtonsOf(chips);

export interface StakeLimits {
  minStake: number;
  maxStake: number;
}

/** The first reason the stake cannot be placed, if any. */
export function stakeErrorOf(stakeText: string, limits: StakeLimits): Message | undefined {
  const stake = parseStake(stakeText);
  if (stake <= 0) return messageId('sports.slip.stakeRequired');
  if (stake < limits.minStake) return messageId('sports.slip.stakeMin', { min: limits.minStake });
  if (limits.maxStake > 0 && stake > limits.maxStake) return messageId('sports.slip.stakeMax', { max: limits.maxStake });
  return undefined;
}

/** The first reason the price cannot be asked for (only decimal prices are typed). */
export function priceErrorOf(form: PriceForm, priceText: string): Message | undefined {
  if (form !== 'decimal') return undefined;
  return isValidPrice(Number(priceText)) ? undefined : messageId('sports.slip.priceInvalid');
}

/** One tick up or down the ladder from what the field holds (decimal prices only). */
export const nudgePrice = (priceText: string, direction: 'up' | 'down'): string => {
  const price = Number(priceText);
  const from = Number.isFinite(price) && price > 0 ? price : 1;
  return String(direction === 'up' ? nextTick(from) : previousTick(from));
};

/** The typed price put on the ladder (on confirm), as text. */
export const settlePriceText = (form: PriceForm, priceText: string): string =>
  form === 'decimal' ? String(nearestValidPrice(Number(priceText))) : priceText;

/** The slip's bet for the money maths: a runner bet (decimal odds) or a fancy bet. */
export type SlipBet = { kind: 'runner'; bet: RunnerBet } | { kind: 'fancy'; bet: FancyBet };

export function slipBetOf(selection: SlipSelection, priceText: string, stakeText: string): SlipBet {
  const stake = parseStake(stakeText);
  const price = Number(priceText) || selection.price;
  if (selection.form === 'line') {
    return { kind: 'fancy', bet: { side: selection.side, line: price, rate: selection.rate ?? 100, stake } };
  }
  const odds = selection.form === 'rate' ? oddsFromRate(price) : price;
  return { kind: 'runner', bet: { selectionId: selection.selectionId, side: selection.side, odds, stake } };
}

/** What the slip's bet wins if it wins. */
export const slipProfitOf = (bet: SlipBet): number => (bet.kind === 'fancy' ? fancyProfitOf(bet.bet) : profitOf(bet.bet));

/** What the slip's bet can lose (its liability). */
export const slipLiabilityOf = (bet: SlipBet): number => (bet.kind === 'fancy' ? fancyLiabilityOf(bet.bet) : liabilityOf(bet.bet));
