// The odds socket message (api-spec/socket-events.yaml, docs/decisions/036): room odds:<event_id>,
// event `odds`, { event_id, seq, snapshot, sent_at, markets, score? }. seq comes from one counter of
// the database (decision 121), so it grows across restarts and across server processes; the feed and
// the operator's market changes both publish through here.
import type { Server as SocketServer } from 'socket.io';
import type { Queryable } from '../db/database.ts';
import { roomName } from '../realtime.ts';
import type { MarketView, Score } from './catalogue.ts';

export const ODDS_CHANNEL = 'odds';

export type MarketUpdate = Pick<MarketView, 'market_id' | 'status' | 'bet_delay' | 'runners' | 'total_matched'>;

export interface OddsMessage {
  event_id: string;
  seq: number;
  snapshot: boolean;
  sent_at: string;
  markets: MarketUpdate[];
  score?: Score;
}

/**
 * The seq of the next odds message. Take it before reading the state the message carries, and after
 * committing the change it announces: then of two messages about one market, the higher seq never
 * carries the older state, whichever process sent it, and a client that keeps the highest is right.
 */
export async function takeOddsSeq(db: Queryable): Promise<number> {
  const [row] = await db.query<{ seq: string }>("SELECT nextval('odds_seq')::text AS seq");
  return Number(row!.seq);
}

export function toMarketUpdate(market: MarketView | MarketUpdate): MarketUpdate {
  return {
    market_id: market.market_id,
    status: market.status,
    bet_delay: market.bet_delay,
    ...(market.total_matched !== undefined && { total_matched: market.total_matched }),
    runners: market.runners,
  };
}

/** Sends one odds message, numbered `seq` (takeOddsSeq), to the event's room; returns it (tests read it). */
export function publishOdds(
  io: SocketServer,
  eventId: string,
  markets: readonly (MarketView | MarketUpdate)[],
  options: { seq: number; snapshot?: boolean; score?: Score; now?: Date },
): OddsMessage {
  const message: OddsMessage = {
    event_id: eventId,
    seq: options.seq,
    snapshot: options.snapshot ?? false,
    sent_at: (options.now ?? new Date()).toISOString(),
    markets: markets.map(toMarketUpdate),
    ...(options.score && { score: options.score }),
  };
  io.to(roomName(ODDS_CHANNEL, eventId)).emit(ODDS_CHANNEL, message);
  return message;
}
