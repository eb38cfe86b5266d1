// A thin wrapper over socket.io-client for the realtime link of spec §7: websocket transport only,
// `subscribe`/`leave` emits, typed and checked server events, connection status callbacks.
// Remembering subscriptions and re-sending them on reconnect is the realtime machine's job.
// socket.io-client (14 KB gzip) is loaded with import() when the first link opens, after the first
// paint (docs/decisions/020); until it is there, what the caller asks for waits in a queue.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { z } from 'zod/mini';

export const REALTIME_CHANNELS = ['depositRequest', 'logout', 'banned', 'odds', 'notification', 'balance'] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

// A logout or ban must take effect whatever its payload looks like, so those never fail to parse.
const reasonPayload = z.catch(z.looseObject({ reason: z.optional(z.string()) }), {});

// Each schema is built on its first event (`z.lazy`), not while Home's first script is evaluated.
const serverEventSchemas = {
  DepositRequest: z.lazy(() =>
    z.looseObject({
      /** 'myId' for the user's own transaction. */
      type: z.catch(z.string(), ''),
      /** 1: show 'New Notification...'. */
      notify_type: z.catch(z.number(), 0),
      transaction_id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
      status: z.optional(z.string()),
      amount: z.optional(z.number()),
      message: z.optional(z.string()),
    }),
  ),
  logout: reasonPayload,
  banned: reasonPayload,
  // Only what routes it; the sports screens check the whole message with their own schema
  // (src/api/sports.ts), which loads with their route.
  odds: z.lazy(() => z.looseObject({ event_id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), seq: z.number() })),
  // A new notification (docs/decisions/063): the bell only counts it; the list loads it from the server.
  notification: z.looseObject({ id: z.number() }),
  // The user's wallet figures after a bet or a settlement (docs/decisions/072): the walletBalance reply's data.
  balance: z.lazy(() => z.object({ bl: z.number(), ex: z.number(), bc: z.number(), eb: z.number() })),
  // Another bettor matched some of the user's waiting bets (docs/decisions/189), on the balance channel.
  betMatched: z.lazy(() => z.object({ market_id: z.string(), bet_ids: z.array(z.number()) })),
};
type ServerEventSchemas = typeof serverEventSchemas;
export type RealtimeEventName = keyof ServerEventSchemas;
export type RealtimeEvents = { [Name in RealtimeEventName]: z.output<ServerEventSchemas[Name]> };

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
  /** Settles once the socket exists, or could not be loaded (logged): until then calls wait. */
  ready: Promise<void>;
}

export type CreateSocket = (
  url: string | undefined,
  options: Partial<ManagerOptions & SocketOptions>,
) => Socket | Promise<Socket>;

const createSocketIo: CreateSocket = async (url, options) => (await import('socket.io-client')).io(url, options);

export function connectRealtime(
  { url, token, onConnect, onDisconnect, onReconnect }: RealtimeOptions,
  createSocket: CreateSocket = createSocketIo,
): RealtimeConnection {
  let socket: Socket | undefined;
  /** What was asked for before the socket existed, in order. */
  const waiting: Array<(socket: Socket) => void> = [];
  const withSocket = (act: (socket: Socket) => void) => (socket ? act(socket) : void waiting.push(act));

  const ready = (async () => {
    try {
      socket = await createSocket(url || undefined, { transports: ['websocket'], auth: { token } });
    } catch (error) {
      console.error('[realtime] the socket client could not be loaded', error);
      return;
    }
    if (onConnect) socket.on('connect', onConnect);
    if (onDisconnect) socket.on('disconnect', onDisconnect);
    // Reconnection is the manager's business in socket.io v4, so its event is on `socket.io`.
    if (onReconnect) socket.io.on('reconnect', onReconnect);
    for (const act of waiting.splice(0)) act(socket);
  })();

  return {
    ready,
    subscribe: (channel, key) => withSocket((ready) => void ready.emit('subscribe', { channel, key })),
    leave: (channel, key) => withSocket((ready) => void ready.emit('leave', { channel, key })),
    on(event, handler) {
      const listener = (payload: unknown) => {
        const parsed = serverEventSchemas[event].safeParse(payload);
        if (parsed.success) handler(parsed.data as RealtimeEvents[typeof event]);
        else console.error(`[realtime] ignored a ${event} event that does not match its schema`, parsed.error.issues);
      };
      // Widened to string: socket.io's listener typing cannot be resolved for a generic event name.
      const eventName: string = event;
      let listening = true;
      withSocket((ready) => {
        if (listening) ready.on(eventName, listener);
      });
      return () => {
        listening = false;
        socket?.off(eventName, listener);
      };
    },
    close: () => withSocket((ready) => void ready.disconnect()),
  };
}
