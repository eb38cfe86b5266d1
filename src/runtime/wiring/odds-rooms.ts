/**
 * Joins events' odds rooms (socket room odds:<event_id>, docs/decisions/036) and hands their
 * messages to a listener. A signed-in user joins through the realtime actor (`realtime.subscribe`:
 * remembered, and joined again after every reconnect; `realtime.leave` on stop), whose socket puts
 * the messages on the odds hub. A visitor has no realtime link (it needs a token): a public socket
 * of its own is opened for the rooms (anyone may join them).
 */
import type { AnyActorRef } from 'xstate';
import { connectRealtime } from '../../api/socket.ts';
import type { OddsHub } from './odds-hub.ts';

export interface OddsRoomsWiring {
  system: { get(systemId: string): AnyActorRef | undefined };
  oddsHub: OddsHub;
  socketUrl?: string;
}

export interface OddsRooms {
  /** Leaves and joins again (a stale feed). */
  rejoin(): void;
  stop(): void;
}

const ODDS_CHANNEL = 'odds';

export const isSignedIn = (system: OddsRoomsWiring['system']): boolean =>
  (system.get('session')?.getSnapshot() as { matches?: (state: string) => boolean } | undefined)?.matches?.('signedIn') === true;

export function joinOddsRooms({ system, oddsHub, socketUrl }: OddsRoomsWiring, eventIds: readonly string[], listener: (payload: unknown) => void): OddsRooms {
  const stopListening = eventIds.map((eventId) => oddsHub.listen(eventId, listener));
  const realtime = system.get('realtime');
  if (realtime && isSignedIn(system)) {
    const subscriptions = eventIds.map((key) => ({ channel: ODDS_CHANNEL, key }));
    const join = () => subscriptions.forEach((subscription) => realtime.send({ type: 'realtime.subscribe', subscription }));
    const leave = () => subscriptions.forEach((subscription) => realtime.send({ type: 'realtime.leave', subscription }));
    join();
    return {
      rejoin: () => {
        leave();
        join();
      },
      stop: () => {
        stopListening.forEach((stop) => stop());
        leave();
      },
    };
  }
  if (eventIds.length === 0) return { rejoin: () => undefined, stop: () => undefined };
  const connection = connectRealtime({ url: socketUrl, token: '' });
  const stopPublic = connection.on('odds', (payload) => oddsHub.publish(payload.event_id, payload));
  const join = () => eventIds.forEach((eventId) => connection.subscribe(ODDS_CHANNEL, eventId));
  join();
  return {
    rejoin: () => {
      eventIds.forEach((eventId) => connection.leave(ODDS_CHANNEL, eventId));
      join();
    },
    stop: () => {
      stopListening.forEach((stop) => stop());
      stopPublic();
      connection.close();
    },
  };
}
