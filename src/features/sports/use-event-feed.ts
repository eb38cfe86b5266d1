import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { eventFeedMachine } from '../../../machines/sports/event-feed.machine.ts';
import { selectSignedIn } from '../../../machines/session/session-selectors.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { useNoticeRelay } from '../../runtime/use-notice-relay.ts';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

const chipsOf = (chips: unknown): number[] => (Array.isArray(chips) ? chips.filter((chip): chip is number => typeof chip === 'number') : []);

/** An event's feed actor for a screen (multi-market and sports book), kept in step with the session. */
export function useEventFeed(logic: typeof eventFeedMachine, eventId: string) {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  const chips = useSelector(system.session, (snapshot) => snapshot.context.chips);
  // One-click betting's stake, null when off (docs/decisions/186).
  const oneClickStake = useSelector(system.session, (snapshot) => snapshot.context.oneClickStake);
  const feed = useInspectedActorRef(logic, { input: { eventId, signedIn, chips: chipsOf(chips), oneClickStake } });
  useNoticeRelay(feed);
  useEffect(() => {
    feed.send({ type: 'session.changed', signedIn, chips: chipsOf(chips), oneClickStake });
  }, [feed, signedIn, chips, oneClickStake]);
  return feed;
}
