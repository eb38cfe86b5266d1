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
// emitToUser(io, 'logout', userId, 'logout', {}), emitToUser(io, 'banned', userId, 'banned', {}).
import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer, type Socket } from 'socket.io';
import type { AuthenticatedUser, Authenticator } from './auth/sessions.ts';

export const USER_CHANNELS = ['depositRequest', 'logout', 'banned'] as const;
export const PUBLIC_CHANNELS = ['odds'] as const;
export type RealtimeChannel = (typeof USER_CHANNELS)[number] | (typeof PUBLIC_CHANNELS)[number];

export type SubscriptionAck = { ok: true } | { ok: false; message: string };
type AckCallback = (ack: SubscriptionAck) => void;

interface SocketData {
  user?: AuthenticatedUser;
}

export function roomName(channel: string, key: string | number): string {
  return `${channel}:${key}`;
}

export function createRealtimeServer(httpServer: HttpServer, authenticate: Authenticator): SocketServer {
  const io = new SocketServer(httpServer, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (token === undefined || token === null || token === '') return next();
    const user = typeof token === 'string' ? await authenticate({ headers: { authorization: `Bearer ${token}` } }) : undefined;
    if (!user) return next(new Error('Unauthenticated'));
    (socket.data as SocketData).user = user;
    next();
  });
  io.on('connection', (socket) => {
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

function joinOrLeave(socket: Socket, subscription: unknown, action: 'join' | 'leave'): SubscriptionAck {
  const { channel, key } = (subscription ?? {}) as { channel?: unknown; key?: unknown };
  if (typeof channel !== 'string' || (typeof key !== 'string' && typeof key !== 'number')) {
    return { ok: false, message: 'channel and key are required' };
  }
  const isUserChannel = (USER_CHANNELS as readonly string[]).includes(channel);
  if (!isUserChannel && !(PUBLIC_CHANNELS as readonly string[]).includes(channel)) {
    return { ok: false, message: `Unknown channel: ${channel}` };
  }
  const user = (socket.data as SocketData).user;
  if (isUserChannel && (!user || user.userid.toLowerCase() !== String(key).toLowerCase())) {
    return { ok: false, message: 'Unauthenticated' };
  }
  const room = roomName(channel, isUserChannel && user ? user.id : key);
  if (action === 'join') void socket.join(room);
  else void socket.leave(room);
  return { ok: true };
}

function answer(ack: AckCallback | undefined, result: SubscriptionAck): void {
  if (typeof ack === 'function') ack(result);
}
