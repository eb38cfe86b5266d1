// The odds socket message (api-spec/socket-events.yaml, docs/decisions/036): room odds:<event_id>,
// event `odds`, { event_id, seq, snapshot, sent_at, markets, score? }. seq grows per event for as long
// as the server runs; the feed and the operator's market changes both publish through here.
import type { Server as SocketServer } from 'socket.io';
import { roomName } from '../realtime.ts';
import type { MarketView, Score } from './catalogue.ts';

export const ODDS_CHANNEL = 'odds';

export type MarketUpdate = Pick<MarketView, 'market_id' | 'status' | 'bet_delay' | 'runners'>;

export interface OddsMessage {
  event_id: string;
  seq: number;
  snapshot: boolean;
  sent_at: string;
  markets: MarketUpdate[];
  score?: Score;
}

const sequences = new WeakMap<SocketServer, Map<string, number>>();

function nextSeq(io: SocketServer, eventId: string): number {
  let perEvent = sequences.get(io);
  if (!perEvent) {
    perEvent = new Map();
    sequences.set(io, perEvent);
  }
  const seq = (perEvent.get(eventId) ?? 0) + 1;
  perEvent.set(eventId, seq);
  return seq;
}

export function toMarketUpdate(market: MarketView | MarketUpdate): MarketUpdate {
  return { market_id: market.market_id, status: market.status, bet_delay: market.bet_delay, runners: market.runners };
}

/** Sends one odds message to the event's room; returns it (tests read it). */
export function publishOdds(
  io: SocketServer,
  eventId: string,
  markets: readonly (MarketView | MarketUpdate)[],
  options: { snapshot?: boolean; score?: Score; now?: Date } = {},
): OddsMessage {
  const message: OddsMessage = {
    event_id: eventId,
    seq: nextSeq(io, eventId),
    snapshot: options.snapshot ?? false,
    sent_at: (options.now ?? new Date()).toISOString(),
    markets: markets.map(toMarketUpdate),
    ...(options.score && { score: options.score }),
  };
  io.to(roomName(ODDS_CHANNEL, eventId)).emit(ODDS_CHANNEL, message);
  return message;
}
