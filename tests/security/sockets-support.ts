// A real server listening on a free port for the socket attacks
// (tests/security/sockets-*.test.ts), and socket.io clients that connect to it.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { BuiltServer } from '../../server/app.ts';
import type { SubscriptionAck } from '../../server/realtime.ts';
import { startTestServer } from './throttle-support.ts';

export interface ListeningServer {
  server: BuiltServer;
  url: string;
}

export async function startListeningServer(): Promise<ListeningServer> {
  const server = await startTestServer({ mode: 'development' });
  // Port 0: the system picks a free one; 127.0.0.1 only.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, url: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` };
}

export function socketClients(url: string) {
  const clients: ClientSocket[] = [];
  return {
    /** `host`: the site the socket is sent to (a token is bound to its site); the test users' is localhost. */
    async connect(token?: string, host = 'localhost'): Promise<ClientSocket> {
      const client = connect(url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, extraHeaders: { host } });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      return client;
    },
    closeAll() {
      for (const client of clients.splice(0)) client.disconnect();
    },
  };
}

export const subscribe = (client: ClientSocket, subscription: unknown) =>
  client.timeout(5_000).emitWithAck('subscribe', subscription) as Promise<SubscriptionAck>;

/** Resolves with the disconnect reason; 'io server disconnect' is the server closing it. */
export const disconnection = (client: ClientSocket) =>
  new Promise<string>((resolve) => client.once('disconnect', (reason) => resolve(reason)));
