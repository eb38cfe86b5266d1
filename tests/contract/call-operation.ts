// Calls an operation by its operationId on a built server (Fastify inject, no network), the way a
// client would: path from the contract, params substituted, query encoded. The reply is checked
// against the contract before the test sees it.
import type { FastifyInstance } from 'fastify';
import { loadContract } from '../../server/contract/contract.ts';
import { expectReplyMatchesSpec } from './expect-reply-matches-spec.ts';

const contract = loadContract();

export interface OperationCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export interface OperationReply {
  statusCode: number;
  headers: Record<string, unknown>;
  // Tests read into replies freely; the contract check above already vouched for their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function callOperation(app: FastifyInstance, operationId: string, call: OperationCall = {}): Promise<OperationReply> {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not an operation of the contract`);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${operationId} needs path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([key, value]) => [key, String(value)]));
  const response = await app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: query.size > 0 ? `${path}?${query}` : path,
    headers: { ...call.headers, ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
  const body: unknown = response.body === '' ? null : response.json();
  expectReplyMatchesSpec(operationId, response.statusCode, body);
  return { statusCode: response.statusCode, headers: response.headers, body };
}
