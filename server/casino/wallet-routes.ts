// The seamless wallet's HTTP face (api-spec/casino-provider.yaml): POST /casino-wallet/v1/<action>
// with a signed JSON body. The body is read as text, so the signature is checked over the exact
// bytes that came; only then is it parsed and handed to server/casino/seamless-wallet.ts.
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { announceBalances } from '../sports/balance-notice.ts';
import type { Database } from '../db/database.ts';
import { checkSignature, PROVIDER_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.ts';
import { walletBalance, WalletError, walletTransaction, type TransactionRequest } from './seamless-wallet.ts';

export const WALLET_PATH_PREFIX = '/casino-wallet/v1/';
const ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
/** A wallet call is a few short fields; anything bigger is not one. */
const MAX_BODY_BYTES = 4096;

export interface SeamlessWalletOptions {
  db: Database;
  /** The shared secret of each provider, by its id (the X-Provider header). */
  secrets: ReadonlyMap<string, string>;
  now?: () => number;
  /** The player's sockets get the new balance after every accepted debit, credit and rollback. */
  io?: SocketServer;
}

export async function registerSeamlessWalletRoutes(app: FastifyInstance, options: SeamlessWalletOptions): Promise<void> {
  const now = options.now ?? Date.now;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, text, done) => done(null, text));
    for (const action of ACTIONS) {
      scope.post(`${WALLET_PATH_PREFIX}${action}`, async (request, reply) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const raw = typeof request.body === 'string' ? request.body : '';
        const provider = header(PROVIDER_HEADER) ?? '';
        const secret = options.secrets.get(provider);
        const problem = secret
          ? checkSignature(secret, { signature: header(SIGNATURE_HEADER), timestamp: header(TIMESTAMP_HEADER) }, raw, now())
          : 'missing';
        try {
          if (problem) throw new WalletError('INVALID_SIGNATURE', `The request is not signed by a known provider (${problem})`);
          let body: unknown;
          try {
            body = JSON.parse(raw);
          } catch {
            throw new WalletError('INVALID_REQUEST', 'The body is not JSON');
          }
          if (typeof body !== 'object' || body === null) throw new WalletError('INVALID_REQUEST', 'The body is not an object');
          return action === 'balance'
            ? await walletBalance(options.db, provider, body as { token: string })
            : await walletTransaction(options.db, provider, action, body as TransactionRequest, (userId) =>
                announceBalances(options.db, options.io, [userId]),
              );
        } catch (error) {
          if (error instanceof WalletError) return reply.code(error.status).send(error.toReply());
          throw error;
        }
      });
    }
  });
}
