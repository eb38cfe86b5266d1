import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from './app.ts';
import type { AuthenticatedUser, Authenticator } from './auth/sessions.ts';
import { createRealtimeServer, emitToUser, type SubscriptionAck } from './realtime.ts';
import { REALTIME_RESTART_PATH, registerDevRealtimeRoute } from './realtime-dev.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from './testing/fixtures.ts';

const ALICE: AuthenticatedUser = { id: 7, siteId: 1, userid: 'alice01', isDemo: false };
const authenticate: Authenticator = async ({ headers }) => (headers.authorization === 'Bearer alice-token' ? ALICE : undefined);

let httpServer: HttpServer;
let io: SocketServer;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  httpServer = createServer();
  io = createRealtimeServer(httpServer, authenticate);
  app = Fastify();
  registerDevRealtimeRoute(app, io);
  // Port 0: the OS picks a free port, so parallel test runs never collide.
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await io.close();
});

const nextEvent = (client: ClientSocket, event: string) => new Promise<unknown>((resolve) => client.once(event, resolve));

describe('POST /dev/realtime/restart', () => {
  it('drops every connection; clients reconnect by themselves and a re-sent subscription delivers again', async () => {
    // A fast retry: the default backoff would only slow the test down.
    const client = connect(url, { transports: ['websocket'], auth: { token: 'alice-token' }, reconnectionDelay: 10, reconnectionDelayMax: 10 });
    await nextEvent(client, 'connect');
    const reasons: string[] = [];
    client.on('disconnect', (reason) => reasons.push(reason));

    const reconnected = nextEvent(client, 'connect');
    const reply = await app.inject({ method: 'POST', url: REALTIME_RESTART_PATH });
    expect(reply.json()).toEqual({ status: 200, success: true, data: { closed: 1 } });
    await reconnected;
    // A transport loss, not a server disconnect: the only kind the client retries by itself.
    expect(reasons).toEqual(['transport close']);

    // Rooms die with the old connection; the client's re-sent subscription is what restores them.
    const ack = (await client.emitWithAck('subscribe', { channel: 'depositRequest', key: ALICE.userid })) as SubscriptionAck;
    expect(ack).toEqual({ ok: true });
    const delivered = nextEvent(client, 'DepositRequest');
    emitToUser(io, 'depositRequest', ALICE.id, 'DepositRequest', { type: 'myId', notify_type: 1 });
    expect(await delivered).toEqual({ type: 'myId', notify_type: 1 });
    client.disconnect();
    await vi.waitFor(() => expect(io.sockets.sockets.size).toBe(0));
  });

  it('answers with nothing closed when no socket is open', async () => {
    const reply = await app.inject({ method: 'POST', url: REALTIME_RESTART_PATH });
    expect(reply.json()).toMatchObject({ data: { closed: 0 } });
  });
});

it(
  'does not exist in production mode',
  async () => {
    const server = await buildServer({ mode: 'production', database: await openTestDatabase() });
    try {
      const reply = await server.app.inject({ method: 'POST', url: REALTIME_RESTART_PATH });
      expect(reply.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  },
  DATABASE_STARTUP_TIMEOUT_MS,
);
