/**
 * An event's markets as the event screen keeps them (design §11 "Prices on screen never lag and
 * never flood"): the latest snapshot by market id, merged with each odds update so that every
 * runner or market whose values did not change keeps its identity. A view selecting one cell's
 * values then re-renders only when those values changed.
 */
import type { ScoreBoard, ScoreMoment } from './scoreboard.ts';
import type { PriceForm } from './slip-rules.ts';

export type MarketKind = 'match_odds' | 'bookmaker' | 'tied_match' | 'fancy' | 'other';
export type MarketStatus = 'open' | 'suspended' | 'ball_running' | 'closed';

export interface PriceLevel {
  price: number;
  size: number;
}

export interface Runner {
  selectionId: string;
  name: string;
  status: MarketStatus;
  /** Best first: back[0] is the highest back price (fancy: Yes line and rate). */
  back: PriceLevel[];
  /** Best first: lay[0] is the lowest lay price (fancy: No line and rate). */
  lay: PriceLevel[];
  /** Exchange markets: rupees matched on this runner so far (docs/decisions/180); absent elsewhere. */
  traded?: number;
}

export interface Market {
  marketId: string;
  name: string;
  kind: MarketKind;
  status: MarketStatus;
  /** The in-play bet delay; 0 for none. */
  betDelayMs: number;
  minStake: number;
  maxStake: number;
  runners: Runner[];
  /** Exchange markets: rupees matched on the market so far (docs/decisions/180); absent elsewhere. */
  totalMatched?: number;
}

export interface SportsEventInfo {
  eventId: string;
  name: string;
  sportId: number;
  sportName: string;
  competitionName: string;
  /** The competition's name per language (docs/decisions/225); the site's language's is shown, else competitionName. */
  competitionNames?: Readonly<Record<string, string>>;
  /** ISO 8601. */
  openDate: string;
  inPlay: boolean;
  /** A one-line live score, where the server gives one. */
  score: string | null;
  /** The structured scoreboard of an engine event (docs/decisions/156, 215); absent or null: show the line. */
  board?: ScoreBoard | null;
  /** What the score's summary says, as data (docs/decisions/225); absent or null: nothing to word. */
  moment?: ScoreMoment | null;
}

export interface EventDetails {
  event: SportsEventInfo;
  markets: Market[];
}

/** No odds update for this long: the feed is stale (a warning, and the room is joined again). Designed (042). */
export const ODDS_STALE_AFTER_MS = 5_000;

/** One update of the odds channel (socket room odds:<event_id>, docs/decisions/036). */
export interface OddsUpdate {
  eventId: string;
  /** Rises with every message (one counter for every server process); a lower one was overtaken, or the server's data started afresh. */
  seq: number;
  markets: {
    marketId: string;
    status: MarketStatus;
    betDelayMs?: number;
    totalMatched?: number;
    runners: { selectionId: string; status?: MarketStatus; back: PriceLevel[]; lay: PriceLevel[]; traded?: number }[];
  }[];
  score?: string | null;
  /** Sent with the score: the scoreboard, or null when the score has none (or it was malformed). */
  board?: ScoreBoard | null;
  /** Sent with the score: what its summary says (docs/decisions/225). */
  moment?: ScoreMoment | null;
}

export type MarketsById = Record<string, Market>;

export const marketsById = (markets: readonly Market[]): MarketsById =>
  Object.fromEntries(markets.map((market) => [market.marketId, market]));

/** How the market's prices are quoted (and so how a slip treats them). */
export const priceFormOf = (kind: MarketKind): PriceForm => (kind === 'bookmaker' ? 'rate' : kind === 'fancy' ? 'line' : 'decimal');

/** Betting is open on this runner of this market. */
export const isBettable = (market: Pick<Market, 'status'>, runner?: Pick<Runner, 'status'>): boolean =>
  market.status === 'open' && (runner === undefined || runner.status === 'open');

const sameLevels = (a: readonly PriceLevel[], b: readonly PriceLevel[]): boolean =>
  a.length === b.length && a.every((level, index) => level.price === b[index]?.price && level.size === b[index]?.size);

/** The snapshot with the update applied; unchanged markets and runners keep their identity. */
export function mergeOdds(markets: MarketsById, update: OddsUpdate): MarketsById {
  let changed = false;
  const next: MarketsById = { ...markets };
  for (const incoming of update.markets) {
    const market = markets[incoming.marketId];
    if (!market) continue;
    let runnersChanged = false;
    const runners = market.runners.map((runner) => {
      const fresh = incoming.runners.find((candidate) => candidate.selectionId === runner.selectionId);
      if (!fresh) return runner;
      const status = fresh.status ?? runner.status;
      const traded = fresh.traded ?? runner.traded;
      if (status === runner.status && traded === runner.traded && sameLevels(runner.back, fresh.back) && sameLevels(runner.lay, fresh.lay)) return runner;
      runnersChanged = true;
      // The ladders keep their identity when only the traded amount moved: no price cell re-renders (design §7).
      return {
        ...runner,
        status,
        ...(traded !== undefined && { traded }),
        back: sameLevels(runner.back, fresh.back) ? runner.back : fresh.back,
        lay: sameLevels(runner.lay, fresh.lay) ? runner.lay : fresh.lay,
      };
    });
    const betDelayMs = incoming.betDelayMs ?? market.betDelayMs;
    const totalMatched = incoming.totalMatched ?? market.totalMatched;
    if (!runnersChanged && incoming.status === market.status && betDelayMs === market.betDelayMs && totalMatched === market.totalMatched) continue;
    changed = true;
    next[market.marketId] = {
      ...market,
      status: incoming.status,
      betDelayMs,
      ...(totalMatched !== undefined && { totalMatched }),
      runners: runnersChanged ? runners : market.runners,
    };
  }
  return changed ? next : markets;
}

/** The level-th best price of a side, if there is one. */
export const levelOf = (runner: Runner | undefined, side: 'back' | 'lay', level: number): PriceLevel | undefined =>
  runner?.[side][level];
