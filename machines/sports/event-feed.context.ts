// The event feed's types and the slip's input for a tapped price (event-feed.machine.ts is the machine).
import type { Message } from '../shared/message.ts';
import type { Positions } from './bet-maths.ts';
import type { BetSlipInput, Submission } from './bet-slip.machine.ts';
import { isBettable, levelOf, priceFormOf, type Market, type MarketsById, type OddsUpdate, type SportsEventInfo } from './market.ts';

/** The user's standing on one market (server: eventExposures). */
export interface MarketPosition {
  /** The worst outcome, 0 or negative. */
  exposure: number;
  /** What the user wins or loses if each runner wins (empty for fancy: see the book). */
  positions: Positions;
  /** What earlier cash-outs locked in on this market (already inside the positions; docs/decisions/076). */
  cashedOut?: number;
}

/** A fancy market's book: the user's result per runs value; the last row is "that many or more". */
export interface FancyBookLine {
  run: number;
  position: number;
}

export interface EventFeedInput {
  eventId: string;
  signedIn: boolean;
  chips: readonly number[];
  /** One-click betting's stake; null or absent when off (docs/decisions/186-one-click-betting.md). */
  oneClickStake?: number | null;
}

/** A one-click bet under way: the tapped cell (for its countdown), the end of the in-play delay, the request. */
export interface OneClickBet {
  /** `${marketId}/${selectionId}/${side}/${level}`, as the price cell's key. */
  cell: string;
  expiresAt: number | null;
  submission: Submission;
}

export interface SlipTarget {
  marketId: string;
  selectionId: string;
  side: 'back' | 'lay';
}

export interface EventFeedContext {
  eventId: string;
  signedIn: boolean;
  stakes: number[];
  oneClickStake: number | null;
  oneClick: OneClickBet | null;
  acceptAnyOdds: boolean;
  event: SportsEventInfo | null;
  markets: MarketsById;
  /** Market ids in display order. */
  marketOrder: string[];
  /** The last odds message applied (-1: none yet). */
  seq: number;
  positions: Record<string, MarketPosition>;
  /** What the open slip is on. */
  slipTarget: SlipTarget | null;
  slipInput: BetSlipInput | null;
  bookMarketId: string | null;
  book: FancyBookLine[];
  error: Message | null;
  /** A visitor tapped a price: the screen offers to log in. */
  loginAsked: boolean;
}

export type FeedCommand = { type: 'feed.resubscribe' };

/** What the odds feed is started with: the event, and the markets it showed then (a match notice on one reads the positions again, docs/decisions/189). */
export interface FeedInput {
  eventId: string;
  marketIds?: readonly string[];
}

export type EventFeedEvent =
  | { type: 'odds.received'; update: OddsUpdate }
  | { type: 'event.retry' }
  | { type: 'price.selected'; target: SlipTarget; level?: number }
  | { type: 'slip.close' }
  | { type: 'acceptAnyOdds.changed'; accept: boolean }
  | { type: 'positions.refresh' }
  | { type: 'fancyBook.open'; marketId: string }
  | { type: 'fancyBook.close' }
  | { type: 'session.changed'; signedIn: boolean; chips: readonly number[]; oneClickStake?: number | null };

export type EventFeedEmitted = { type: 'notice.error'; message: Message } | { type: 'notice.success'; message: Message };

export const marketOf = (context: EventFeedContext, marketId: string): Market | undefined => context.markets[marketId];

/** The slip's input for a tapped price, when that price can be bet on now. */
export function slipInputOf(context: EventFeedContext, target: SlipTarget, level = 0): BetSlipInput | null {
  const market = marketOf(context, target.marketId);
  const runner = market?.runners.find((candidate) => candidate.selectionId === target.selectionId);
  const quote = levelOf(runner, target.side, level);
  if (!market || !runner || !quote || quote.price <= 0 || !isBettable(market, runner)) return null;
  const form = priceFormOf(market.kind);
  return {
    selection: {
      eventId: context.eventId,
      marketId: market.marketId,
      marketName: market.name,
      selectionId: runner.selectionId,
      runnerName: runner.name,
      side: target.side,
      form,
      price: quote.price,
      rate: form === 'line' ? quote.size : null,
    },
    minStake: market.minStake,
    maxStake: market.maxStake,
    betDelayMs: context.event?.inPlay ? market.betDelayMs : 0,
    chips: context.stakes,
    acceptAnyOdds: context.acceptAnyOdds,
  };
}

/**
 * The one-click bet a tap places, when one-click betting is on and the price is an exchange price
 * (decimal odds); bookmaker and fancy prices open the slip as before (docs/decisions/186).
 */
export function oneClickBetOf(context: EventFeedContext, target: SlipTarget, level = 0, idempotencyKey = ''): OneClickBet | null {
  if (context.oneClickStake === null || !context.signedIn) return null;
  const input = slipInputOf(context, target, level);
  if (!input || input.selection.form !== 'decimal') return null;
  return {
    cell: `${target.marketId}/${target.selectionId}/${target.side}/${level}`,
    expiresAt: input.betDelayMs > 0 ? Date.now() + input.betDelayMs : null,
    submission: {
      idempotencyKey,
      request: {
        eventId: input.selection.eventId,
        marketId: input.selection.marketId,
        selectionId: input.selection.selectionId,
        side: input.selection.side,
        form: 'decimal',
        price: input.selection.price,
        rate: null,
        stake: context.oneClickStake,
        acceptAnyOdds: false,
      },
    },
  };
}
