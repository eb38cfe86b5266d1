/**
 * The event screen's side of a match notice (docs/decisions/189): another bettor matched some of the
 * user's waiting bets, the realtime actor emits `realtime.betMatched`, and a screen that shows the
 * market reads its positions again (the open bets list follows the positions). The market ids shown
 * are those the screen loaded and any an odds message brings later.
 */
import type { AnyActorRef } from 'xstate';
import type { BetMatch } from '../../../machines/realtime/realtime.machine.ts';

export interface MatchWatch {
  /** Markets an odds message listed: a market opened after the screen loaded is the screen's too. */
  saw(marketIds: readonly string[]): void;
  stop(): void;
}

/** Calls `refresh` for each match notice on one of the screen's markets; others are another screen's. */
export function watchMatchedBets(realtime: AnyActorRef | undefined, initialMarketIds: readonly string[], refresh: () => void): MatchWatch {
  const shown = new Set(initialMarketIds);
  const subscription = realtime?.on('realtime.betMatched', (event: { match: BetMatch }) => {
    if (shown.has(event.match.marketId)) refresh();
  });
  return {
    saw: (marketIds) => marketIds.forEach((marketId) => shown.add(marketId)),
    stop: () => subscription?.unsubscribe(),
  };
}
