// POST /dev/realtime/restart — drops the underlying connection of every open socket, as a server
// restart or a network cut would, without ending the sockets themselves: each client's socket.io
// manager reconnects by itself and the client re-sends its subscriptions (the back-online banner
// shows). For tests and people checking that recovery. Registered only in development mode
// (docs/decisions/002), like GET /dev/otp.
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';

export const REALTIME_RESTART_PATH = '/dev/realtime/restart';

export function registerDevRealtimeRoute(app: FastifyInstance, io: SocketServer): void {
  app.post(REALTIME_RESTART_PATH, async () => {
    const sockets = [...io.sockets.sockets.values()];
    // Closing the engine.io connection (not `socket.disconnect()`) is a transport loss, which the
    // client treats as "try again"; a server-side disconnect would tell it never to reconnect.
    for (const socket of sockets) socket.conn.close();
    return { status: 200, success: true, data: { closed: sockets.length } };
  });
}
