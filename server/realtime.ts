// Realtime channels over socket.io, on the same HTTP server as the API (spec §7 Realtime).
//
// Connect: path `/socket.io`, transport `websocket` only, `auth: { token }` with the bearer token
// (omit it for public channels only; a token that is not valid refuses the connection with
// connect_error "Unauthenticated").
//
// Client → server (an optional ack callback gets `{ ok: true }` or `{ ok: false, message }`):
//   'subscribe' { channel, key }  joins the channel's room
//   'leave'     { channel, key }  leaves it
// User channels (depositRequest, logout, banned) are keyed by the user ID the client knows
// (`userid`, spec §7), and a socket may join only its own user's key. The room itself is named by
// the internal users.id, because a userid is unique only within one site: a key never reaches
// another site's user. Public channels (odds) take any key.
//
// Server → client: emitToUser(io, 'depositRequest', userId, 'DepositRequest', payload),
// emitToUser(io, 'logout', userId, 'logout', {}), emitToUser(io, 'banned', userId, 'banned', {}),
// emitToUser(io, 'balance', userId, 'balance', { bl, ex, bc, eb }) (server/sports/balance-notice.ts).
//
// Bounds (docs/decisions/033): a key is 1-64 characters of letters, digits and `_ . : -`;
// a socket joins at most MAX_ROOMS_PER_SOCKET rooms; an anonymous socket only public channels. A
// banned user's sockets, and the sockets of a session that ended (logout, password change), are
// disconnected by the server at once (disconnectUserSockets, disconnectSessionSockets).
import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer, type Socket } from 'socket.io';
import type { AuthenticatedUser, Authenticator } from './auth/sessions.ts';

/** A channel key: the spec's Subscription.key (1-64 characters), of characters ids are made of. */
export const CHANNEL_KEY = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Rooms one socket may be in: its user channels plus the odds of many events at once. */
export const MAX_ROOMS_PER_SOCKET = 50;
export const INVALID_SUBSCRIPTION = 'channel and key are required';
export const INVALID_KEY = 'Invalid key';
export const TOO_MANY_SUBSCRIPTIONS = 'Too many subscriptions';

export const USER_CHANNELS = ['depositRequest', 'logout', 'banned', 'notification', 'balance'] as const;
export const PUBLIC_CHANNELS = ['odds'] as const;
export type RealtimeChannel = (typeof USER_CHANNELS)[number] | (typeof PUBLIC_CHANNELS)[number];

export type SubscriptionAck = { ok: true } | { ok: false; message: string };
type AckCallback = (ack: SubscriptionAck) => void;

interface SocketData {
  user?: AuthenticatedUser;
  /** The bearer token the socket connected with: the session it belongs to. */
  token?: string;
}

/** Every socket of a signed-in user is in this room, so the server can find them all. */
const userRoom = (userId: number | string) => `user:${userId}`;

export function roomName(channel: string, key: string | number): string {
  return `${channel}:${key}`;
}

export function createRealtimeServer(httpServer: HttpServer, authenticate: Authenticator): SocketServer {
  const io = new SocketServer(httpServer, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (token === undefined || token === null || token === '') return next();
    const user = typeof token === 'string' ? await authenticate({ headers: { authorization: `Bearer ${token}`, host: socket.handshake.headers.host } }) : undefined;
    if (!user) return next(new Error('Unauthenticated'));
    (socket.data as SocketData).user = user;
    (socket.data as SocketData).token = token as string;
    next();
  });
  io.on('connection', (socket) => {
    const user = (socket.data as SocketData).user;
    if (user) void socket.join(userRoom(user.id));
    socket.on('subscribe', (subscription: unknown, ack?: AckCallback) => {
      answer(ack, joinOrLeave(socket, subscription, 'join'));
    });
    socket.on('leave', (subscription: unknown, ack?: AckCallback) => {
      answer(ack, joinOrLeave(socket, subscription, 'leave'));
    });
  });
  return io;
}

export function emitToUser(
  io: SocketServer,
  channel: (typeof USER_CHANNELS)[number],
  userId: number | string,
  event: string,
  payload: unknown,
): void {
  io.to(roomName(channel, userId)).emit(event, payload);
}

/**
 * Disconnects every socket of a user (a ban), or every one but those of the session `exceptToken`
 * (the other devices, after a password change). Wallet notices and odds stop at once; the client
 * is not invited to reconnect.
 */
export async function disconnectUserSockets(io: SocketServer, userId: number, exceptToken?: string): Promise<void> {
  for (const socket of await io.in(userRoom(userId)).fetchSockets()) {
    if (exceptToken === undefined || (socket.data as SocketData).token !== exceptToken) socket.disconnect(true);
  }
}

/** Disconnects the sockets that connected with this session's token (its logout). */
export async function disconnectSessionSockets(io: SocketServer, userId: number, token: string): Promise<void> {
  for (const socket of await io.in(userRoom(userId)).fetchSockets()) {
    if ((socket.data as SocketData).token === token) socket.disconnect(true);
  }
}

function joinOrLeave(socket: Socket, subscription: unknown, action: 'join' | 'leave'): SubscriptionAck {
  const isObject = typeof subscription === 'object' && subscription !== null && !Array.isArray(subscription);
  const { channel, key } = (isObject ? subscription : {}) as { channel?: unknown; key?: unknown };
  if (typeof channel !== 'string' || (typeof key !== 'string' && typeof key !== 'number')) {
    return { ok: false, message: INVALID_SUBSCRIPTION };
  }
  if (!CHANNEL_KEY.test(String(key))) return { ok: false, message: INVALID_KEY };
  const isUserChannel = (USER_CHANNELS as readonly string[]).includes(channel);
  if (!isUserChannel && !(PUBLIC_CHANNELS as readonly string[]).includes(channel)) {
    return { ok: false, message: `Unknown channel: ${channel.slice(0, 32)}` };
  }
  const user = (socket.data as SocketData).user;
  if (isUserChannel && (!user || user.userid.toLowerCase() !== String(key).toLowerCase())) {
    return { ok: false, message: 'Unauthenticated' };
  }
  const room = roomName(channel, isUserChannel && user ? user.id : key);
  if (action === 'leave') {
    void socket.leave(room);
    return { ok: true };
  }
  // socket.rooms holds the socket's own id (and its user room): only channel rooms count.
  const channelRooms = [...socket.rooms].filter((joined) => joined !== socket.id && !joined.startsWith('user:'));
  if (!socket.rooms.has(room) && channelRooms.length >= MAX_ROOMS_PER_SOCKET) return { ok: false, message: TOO_MANY_SUBSCRIPTIONS };
  void socket.join(room);
  return { ok: true };
}

function answer(ack: AckCallback | undefined, result: SubscriptionAck): void {
  if (typeof ack === 'function') ack(result);
}
