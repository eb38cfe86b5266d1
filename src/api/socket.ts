// A thin wrapper over socket.io-client for the realtime link of spec §7: websocket transport only,
// `subscribe`/`leave` emits, typed and checked server events, connection status callbacks.
// Remembering subscriptions and re-sending them on reconnect is the realtime machine's job.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { z } from 'zod';

export const REALTIME_CHANNELS = ['depositRequest', 'logout', 'banned'] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

// A logout or ban must take effect whatever its payload looks like, so those never fail to parse.
const reasonPayload = z.looseObject({ reason: z.string().optional() }).catch({});

const serverEventSchemas = {
  DepositRequest: z.looseObject({
    /** 'myId' for the user's own transaction. */
    type: z.string().catch(''),
    /** 1: show 'New Notification...'. */
    notify_type: z.number().catch(0),
    transaction_id: z.union([z.string(), z.number()]).transform(String).optional(),
    status: z.string().optional(),
    amount: z.number().optional(),
    message: z.string().optional(),
  }),
  logout: reasonPayload,
  banned: reasonPayload,
};
type ServerEventSchemas = typeof serverEventSchemas;
export type RealtimeEventName = keyof ServerEventSchemas;
export type RealtimeEvents = { [Name in RealtimeEventName]: z.output<ServerEventSchemas[Name]> };
export type DepositRequestEvent = RealtimeEvents['DepositRequest'];

export interface RealtimeOptions {
  /** The socket's origin; undefined or '' means the page's own origin. */
  url?: string;
  token: string;
  onConnect?: () => void;
  onDisconnect?: (reason: string) => void;
  /** After a lost link came back: the moment to re-send remembered subscriptions. */
  onReconnect?: (attempt: number) => void;
}

export interface RealtimeConnection {
  subscribe(channel: RealtimeChannel, key: string): void;
  leave(channel: RealtimeChannel, key: string): void;
  /** Listens to a server event; returns the function that stops listening. */
  on<Name extends RealtimeEventName>(event: Name, handler: (payload: RealtimeEvents[Name]) => void): () => void;
  close(): void;
}

export type CreateSocket = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export function connectRealtime(
  { url, token, onConnect, onDisconnect, onReconnect }: RealtimeOptions,
  createSocket: CreateSocket = io,
): RealtimeConnection {
  const socket = createSocket(url || undefined, { transports: ['websocket'], auth: { token } });
  if (onConnect) socket.on('connect', onConnect);
  if (onDisconnect) socket.on('disconnect', onDisconnect);
  // Reconnection is the manager's business in socket.io v4, so its event is on `socket.io`.
  if (onReconnect) socket.io.on('reconnect', onReconnect);

  return {
    subscribe: (channel, key) => void socket.emit('subscribe', { channel, key }),
    leave: (channel, key) => void socket.emit('leave', { channel, key }),
    on(event, handler) {
      const listener = (payload: unknown) => {
        const parsed = serverEventSchemas[event].safeParse(payload);
        if (parsed.success) handler(parsed.data as RealtimeEvents[typeof event]);
        else console.error(`[realtime] ignored a ${event} event that does not match its schema`, parsed.error.issues);
      };
      // Widened to string: socket.io's listener typing cannot be resolved for a generic event name.
      const eventName: string = event;
      socket.on(eventName, listener);
      return () => void socket.off(eventName, listener);
    },
    close: () => void socket.disconnect(),
  };
}
