/**
 * Hands the odds messages the realtime socket receives (room odds:<event_id>) to the screens that
 * listen for that event. The realtime actor owns the link and the remembered subscriptions (a
 * reconnect joins the rooms again); the messages themselves, 1-3 a second per event, go straight to
 * the event screen's actor as `odds.received`, without passing through the realtime actor.
 */
export type OddsListener = (payload: unknown) => void;

export interface OddsHub {
  publish(eventId: string, payload: unknown): void;
  /** Listens to one event's messages; returns the function that stops listening. */
  listen(eventId: string, listener: OddsListener): () => void;
}

export function createOddsHub(): OddsHub {
  const listeners = new Map<string, Set<OddsListener>>();
  return {
    publish(eventId, payload) {
      listeners.get(eventId)?.forEach((listener) => listener(payload));
    },
    listen(eventId, listener) {
      const forEvent = listeners.get(eventId) ?? new Set<OddsListener>();
      listeners.set(eventId, forEvent);
      forEvent.add(listener);
      return () => {
        forEvent.delete(listener);
        if (forEvent.size === 0) listeners.delete(eventId);
      };
    },
  };
}
