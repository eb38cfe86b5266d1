/**
 * The realtime actor's socket (machines/realtime/realtime.machine.ts): socket.io on the websocket
 * transport only (src/api/socket.ts), authenticated with the session's token. It turns the
 * actor's `socket.subscribe` / `socket.leave` into emits, and the link's life and the server's
 * events into `socket.*` events for the actor. The user's balance pushes (docs/decisions/072) go
 * straight to the session actor, which shows them in the header.
 */
import { fromCallback } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/app.machine.ts';
import type { RealtimeEvent, SocketCommand, SocketInput } from '../../../machines/realtime/realtime.machine.ts';
import type { SessionEvent } from '../../../machines/session/session.machine.ts';
import { connectRealtime, type RealtimeChannel } from '../../api/socket.ts';
import type { OddsHub } from './odds-hub.ts';

export interface RealtimeWiring {
  /** The socket's origin; undefined means the page's own. */
  socketUrl?: string;
  /** Where odds messages go (the event screens listen there). */
  oddsHub?: OddsHub;
}

export function realtimeActors({ socketUrl, oddsHub }: RealtimeWiring = {}) {
  return {
    socket: fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive, system }) => {
      const report = (event: RealtimeEvent) => sendBack(event);
      const connection = connectRealtime({
        url: socketUrl,
        token: input.token,
        onConnect: () => report({ type: 'socket.connected' }),
        onDisconnect: () => report({ type: 'socket.disconnected' }),
      });
      const stopListening = [
        connection.on('DepositRequest', (payload) => report({ type: 'socket.depositRequest', payload })),
        connection.on('logout', () => report({ type: 'socket.logout' })),
        connection.on('banned', () => report({ type: 'socket.banned' })),
        connection.on('betMatched', (payload) => report({ type: 'socket.betMatched', match: { marketId: payload.market_id, betIds: payload.bet_ids } })),
        connection.on('balance', (funds) => system.get(SYSTEM_IDS.session)?.send({ type: 'socket.balance', funds } satisfies SessionEvent)),
        connection.on('odds', (payload) => oddsHub?.publish(payload.event_id, payload)),
      ];
      receive((command) => {
        // The channel names are the server's; the actor remembers whatever it was asked to join.
        const channel = command.subscription.channel as RealtimeChannel;
        if (command.type === 'socket.subscribe') connection.subscribe(channel, command.subscription.key);
        else connection.leave(channel, command.subscription.key);
      });
      return () => {
        stopListening.forEach((stop) => stop());
        connection.close();
      };
    }),
  };
}
