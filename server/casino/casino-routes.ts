// Everything casino the server serves outside the contract's operations: the seamless wallet
// (operator side) and the reference provider (the provider side, its game pages and API). The
// provider reaches the wallet over HTTP through Fastify's in-process inject, so the calls are signed
// and checked exactly as an outside provider's would be, whatever port the server listens on.
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Database } from '../db/database.ts';
import { registerReferenceProvider, REFERENCE_PROVIDER_ID } from './reference-provider.ts';
import { registerSeamlessWalletRoutes } from './wallet-routes.ts';

export interface CasinoOptions {
  db: Database;
  secret: string;
  /** The header's balance follows each round at once (the player's balance channel). */
  io?: SocketServer;
}

export async function registerCasino(app: FastifyInstance, { db, secret, io }: CasinoOptions): Promise<void> {
  await registerSeamlessWalletRoutes(app, { db, secrets: new Map([[REFERENCE_PROVIDER_ID, secret]]), io });
  await registerReferenceProvider(app, {
    db,
    secret,
    io,
    transport: async (url, headers, payload) => {
      const response = await app.inject({ method: 'POST', url, headers, payload });
      return { status: response.statusCode, body: response.json() as unknown };
    },
  });
}
