/**
 * The bettor's own unmatched bets on a runner's row of an exchange card ("Unmatched ₹200 at 2.10",
 * docs/decisions/189), from the open bets list the event screen already reads (cash-out-open-bets.tsx
 * shares its actor here, per event screen). Each row selects only its own runner's unmatched parts as a
 * string, so a price tick or another runner's bet re-renders nothing here.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { OpenBet, openBetsMachine } from '../../../machines/sports/open-bets.machine.ts';
import { formatAmount } from '../../ui/format.ts';
import type { FeedRef } from './price-cell.tsx';

type ListRef = ActorRefFrom<typeof openBetsMachine>;

interface Shared {
  list: ListRef | null;
  listeners: Set<() => void>;
}

/** One entry per event screen (its feed actor), gone with it. */
const shared = new WeakMap<FeedRef, Shared>();

function sharedOf(feed: FeedRef): Shared {
  let entry = shared.get(feed);
  if (!entry) {
    entry = { list: null, listeners: new Set() };
    shared.set(feed, entry);
  }
  return entry;
}

/** Shares a screen's open bets list with its runner rows; returns the function that stops sharing it. */
export function shareOpenBets(feed: FeedRef, list: ListRef): () => void {
  const entry = sharedOf(feed);
  entry.list = list;
  entry.listeners.forEach((listener) => listener());
  return () => {
    if (entry.list !== list) return;
    entry.list = null;
    entry.listeners.forEach((listener) => listener());
  };
}

/** The open bets list shares its actor with the screen's runner rows while it is mounted. */
export function useShareOpenBets(feed: FeedRef, list: ListRef): void {
  useEffect(() => shareOpenBets(feed, list), [feed, list]);
}

/** "remaining@price" of each unmatched part on the runner, oldest first: a string, so equal lists select equal. */
export function unmatchedKeyOf(bets: readonly OpenBet[], marketId: string, selectionId: string): string {
  return bets
    .filter((bet) => bet.marketId === marketId && bet.selectionId === selectionId && bet.sizeRemaining > 0)
    .map((bet) => `${bet.sizeRemaining}@${bet.priceRequested}`)
    .join('|');
}

export function RunnerUnmatched({ feed, marketId, selectionId }: { feed: FeedRef; marketId: string; selectionId: string }) {
  const entry = sharedOf(feed);
  const current = () => entry.list;
  const list = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    current,
    current,
  );
  return list ? <UnmatchedLines list={list} marketId={marketId} selectionId={selectionId} /> : null;
}

function UnmatchedLines({ list, marketId, selectionId }: { list: ListRef; marketId: string; selectionId: string }) {
  const key = useSelector(list, (snapshot) => unmatchedKeyOf(snapshot.context.bets, marketId, selectionId));
  if (key === '') return null;
  return (
    <>
      {key.split('|').map((part, index) => {
        const [remaining, price] = part.split('@');
        return (
          <span key={index} className="runner__unmatched" data-testid="runner-unmatched">
            <FormattedMessage id="sports.runner.unmatched" values={{ amount: formatAmount(Number(remaining)), price: Number(price).toFixed(2) }} />
          </span>
        );
      })}
    </>
  );
}
