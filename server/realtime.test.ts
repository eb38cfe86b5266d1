import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { Server as SocketServer } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedUser, Authenticator } from './auth/sessions.ts';
import { createRealtimeServer, emitToUser, type SubscriptionAck } from './realtime.ts';

const ALICE: AuthenticatedUser = { id: 7, siteId: 1, userid: 'alice01', isDemo: false };
const authenticate: Authenticator = async ({ headers }) => (headers.authorization === 'Bearer alice-token' ? ALICE : undefined);

let httpServer: HttpServer;
let io: SocketServer;
let url: string;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  httpServer = createServer();
  io = createRealtimeServer(httpServer, authenticate);
  // Port 0: the OS picks a free port, so parallel test runs never collide.
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => io.close());

async function connectAs(token?: string): Promise<ClientSocket> {
  const client = connect(url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {}, reconnection: false });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return client;
}

const send = (client: ClientSocket, event: 'subscribe' | 'leave', channel: string, key: string | number) =>
  client.emitWithAck(event, { channel, key }) as Promise<SubscriptionAck>;

describe('realtime channels', () => {
  it("keys a user's channels by the user ID the client knows, whatever its case", async () => {
    const alice = await connectAs('alice-token');
    expect(await send(alice, 'subscribe', 'logout', ALICE.userid.toUpperCase())).toEqual({ ok: true });
    const received = new Promise((resolve) => alice.once('logout', resolve));
    emitToUser(io, 'logout', ALICE.id, 'logout', { reason: 'elsewhere' });
    expect(await received).toEqual({ reason: 'elsewhere' });
  });

  it("lets a user subscribe to their own channel and delivers what the server emits there", async () => {
    const alice = await connectAs('alice-token');
    expect(await send(alice, 'subscribe', 'depositRequest', ALICE.userid)).toEqual({ ok: true });
    const received = new Promise((resolve) => alice.once('DepositRequest', resolve));
    emitToUser(io, 'depositRequest', ALICE.id, 'DepositRequest', { type: 'myId', notify_type: 1 });
    expect(await received).toEqual({ type: 'myId', notify_type: 1 });
  });

  it("refuses another user's key, and user channels to an anonymous socket", async () => {
    const alice = await connectAs('alice-token');
    expect(await send(alice, 'subscribe', 'logout', 'bob')).toEqual({ ok: false, message: 'Unauthenticated' });
    const anonymous = await connectAs();
    expect(await send(anonymous, 'subscribe', 'banned', ALICE.userid)).toEqual({ ok: false, message: 'Unauthenticated' });
    expect(await send(anonymous, 'subscribe', 'odds', 'event-1')).toEqual({ ok: true });
  });

  it('refuses unknown channels and a connection with a bad token', async () => {
    const alice = await connectAs('alice-token');
    expect(await send(alice, 'subscribe', 'everything', '1')).toEqual({ ok: false, message: 'Unknown channel: everything' });
    await expect(connectAs('stolen-token')).rejects.toThrow('Unauthenticated');
  });

  it('stops delivering after leave', async () => {
    const alice = await connectAs('alice-token');
    await send(alice, 'subscribe', 'banned', ALICE.userid);
    expect(await send(alice, 'leave', 'banned', ALICE.userid)).toEqual({ ok: true });
    let delivered = false;
    alice.on('banned', () => (delivered = true));
    emitToUser(io, 'banned', ALICE.id, 'banned', {});
    // A round trip after the emit: had the event been delivered, it would have arrived first.
    await send(alice, 'subscribe', 'odds', 'ping');
    expect(delivered).toBe(false);
  });
});
