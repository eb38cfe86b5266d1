// The typed registry of operation handlers. An area module exports `Handlers` keyed by the
// contract's operationId (e.g. server/areas/site.ts); server/areas/all-handlers.ts merges them.
// A handler returns the 200 reply body, or throws HttpError to answer in the error shape.
// Types come from api-spec/schema.gen.ts (regenerate with `npm run gen:api`).
import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { GuessLimits } from '../auth/guess-limits.ts';
import type { AuthenticatedUser, Authenticator } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { PaymentGateway } from '../gateway/payment-provider.ts';
import type { OtpOutbox } from '../otp/dev-outbox.ts';
import type { Site } from '../sites.ts';
import type { AppMode } from '../app-mode.ts';
import type { operations } from '../../api-spec/schema.gen.ts';

export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];
type ContentOf<Part> = Part extends { content: infer Content } ? Content[keyof Content] : undefined;
type ParametersIn<Id extends OperationId, Where extends string> =
  Operation<Id>['parameters'] extends { [In in Where]: infer Values } ? Values : Record<string, never>;

export type PathParams<Id extends OperationId> = ParametersIn<Id, 'path'>;
export type QueryParams<Id extends OperationId> = ParametersIn<Id, 'query'>;
export type RequestBody<Id extends OperationId> =
  Operation<Id> extends { requestBody: infer Body }
    ? ContentOf<Body>
    : Operation<Id> extends { requestBody?: infer Body }
      ? ContentOf<NonNullable<Body>> | undefined
      : undefined;
export type SuccessReply<Id extends OperationId> =
  Operation<Id>['responses'] extends { 200: infer Response } ? ContentOf<Response> : never;

export interface HandlerRequest<Id extends OperationId> {
  /** Validated against the contract; query and path values are already coerced to their types. */
  params: PathParams<Id>;
  query: QueryParams<Id>;
  /** JSON body, or for multipart the fields with files as Buffers. */
  body: RequestBody<Id>;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** Present when a valid bearer token came; always present on operations with `security`. */
  user?: AuthenticatedUser;
  site: Site;
  /** The client's address (Fastify's request.ip), for per-address limits. */
  clientAddress: string;
}

export interface HandlerContext {
  db: Database;
  io: SocketServer;
  mode: AppMode;
  log: FastifyBaseLogger;
  authenticate: Authenticator;
  otpOutbox: OtpOutbox;
  /** Throttling of guesses and costly anonymous calls (server/auth/guess-limits.ts). */
  guesses: GuessLimits;
  /** The payment gateway, or undefined: the payment_gateway method is not offered (server/gateway/payment-provider.ts). */
  paymentGateway?: PaymentGateway;
  /** Pushes each user's wallet figures to their own sockets (server/sports/balance-notice.ts, decision 072). */
  announceBalances: (userIds: readonly number[]) => Promise<void>;
}

export type Handler<Id extends OperationId> = (
  request: HandlerRequest<Id>,
  ctx: HandlerContext,
) => Promise<SuccessReply<Id>> | SuccessReply<Id>;

export type Handlers = { [Id in OperationId]?: Handler<Id> };

export const UNAUTHENTICATED = 'Unauthenticated';

/** The signed-in user, for handlers of operations that need one. */
export function requireUser(request: { user?: AuthenticatedUser }): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
  return request.user;
}
