// Serves every operation of the contract: one Fastify route per operation, requests validated
// against the spec (422), `security` enforced (401), then the handler registered under its
// operationId runs, or the route answers 501 "Not implemented: <operationId>".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import { isAddressedToSite, resolveSite } from '../sites.ts';
import { createContractAjv } from './contract-ajv.ts';
import { movesMoney, type Contract, type ContractOperation } from './contract.ts';
import { UNAUTHENTICATED, type HandlerContext, type HandlerRequest, type Handlers, type OperationId } from './handlers.ts';
import { compileRequestValidator, type ValidatorAjvs } from './request-validator.ts';

// The router holds operations read at run time, so it calls handlers through this loose shape.
type AnyHandler = (request: HandlerRequest<OperationId>, ctx: HandlerContext) => unknown;

export const CONTRACT_BREACH_MESSAGE = 'Error 422';

/** `/api/sports/match-details/{event_id}` → `/api/sports/match-details/:event_id`. */
export function toFastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

export function unimplementedOperations(contract: Contract, handlers: Handlers): string[] {
  return contract.operations.map((operation) => operation.operationId).filter((id) => !(id in handlers));
}

export function registerOperations(app: FastifyInstance, contract: Contract, handlers: Handlers, ctx: HandlerContext): void {
  const ajvs: ValidatorAjvs = {
    coercing: createContractAjv(contract.document, { coerceTypes: true }),
    strict: createContractAjv(contract.document, { coerceTypes: false }),
  };
  for (const operation of contract.operations) {
    const validate = compileRequestValidator(operation, ajvs);
    const handler = (handlers as Record<string, AnyHandler | undefined>)[operation.operationId];
    const announcesBalance = movesMoney(operation);
    app.route({
      method: operation.method.toUpperCase() as Uppercase<ContractOperation['method']>,
      url: toFastifyPath(operation.path),
      handler: async (request) => {
        const presented = await ctx.authenticate(request);
        if (operation.requiresAuth && !presented) throw new HttpError(401, UNAUTHENTICATED);

        // Copies: Ajv coerces in place, and the handler gets the coerced values.
        const parts = {
          params: { ...(request.params as Record<string, unknown>) },
          query: { ...(request.query as Record<string, unknown>) },
          headers: { ...request.headers } as Record<string, string | undefined>,
          body: request.body,
        };
        const problems = validate({ ...parts, contentType: request.headers['content-type'] });
        if (problems.length > 0) throw new HttpError(422, CONTRACT_BREACH_MESSAGE, { detail: problems });

        if (!handler) throw new HttpError(501, `Not implemented: ${operation.operationId}`);
        // A token is bound to its site: a request that names another site's domain does not carry it
        // (the Host is checked with the token, server/auth/sessions.ts). After the contract check, so
        // the domain is one the database can look up.
        const domainClue = parts.query.domain ?? domainInBody(parts.body);
        const user =
          presented && (typeof domainClue !== 'string' || (await isAddressedToSite(ctx.db, presented.siteId, { domain: domainClue })))
            ? presented
            : undefined;
        if (operation.requiresAuth && !user) throw new HttpError(401, UNAUTHENTICATED);
        const site = await resolveSite(ctx.db, {
          domain: domainClue,
          userSiteId: user?.siteId,
          host: request.headers.host,
        });
        let body: unknown;
        try {
          body = await handler({ ...parts, user, site, clientAddress: request.ip } as HandlerRequest<OperationId>, ctx);
        } catch (error) {
          refuseBadValues(error);
        }
        // Fastify would leave a request hanging on an async handler that resolves to nothing.
        if (body === undefined) throw new Error(`${operation.operationId} handler gave no reply`);
        // After any call that moved the user's money, every screen of theirs (this one's header too)
        // shows the new balance and exposure at once, not at the next 2 s poll (decision 126).
        if (announcesBalance && user) await ctx.announceBalances([user.id]);
        return body;
      },
    });
  }
}

/**
 * A value the contract lets through but the database cannot hold (an id past its column's range,
 * text it cannot store: PostgreSQL's class 22 "data exception") is the request's fault: 422, never
 * a 500.
 */
function refuseBadValues(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('22')) {
    throw new HttpError(422, CONTRACT_BREACH_MESSAGE, { detail: [{ msg: 'A value in this form is too large or holds characters that cannot be saved.', loc: ['body'] }] });
  }
  throw error;
}

function domainInBody(body: FastifyRequest['body']): unknown {
  return typeof body === 'object' && body !== null ? (body as { domain?: unknown }).domain : undefined;
}
