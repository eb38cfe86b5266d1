// Reads api-spec/openapi.yaml and lists its operations with every OpenAPI-level $ref (parameters,
// request bodies, responses) resolved. Schemas keep their $refs: Ajv follows them (contract-ajv.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type {
  OpenAPI3,
  OperationObject,
  ParameterObject,
  PathItemObject,
  RequestBodyObject,
  ResponseObject,
} from 'openapi-typescript';

export const contractFile = fileURLToPath(new URL('../../api-spec/openapi.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/api/sports/match-details/{event_id}`. */
  path: string;
  parameters: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  /** True when the operation (or the document's default) has a security requirement. */
  requiresAuth: boolean;
}

export interface Contract {
  document: OpenAPI3;
  operations: ContractOperation[];
}

export function loadContract(file: string = contractFile): Contract {
  return contractFromDocument(parse(readFileSync(file, 'utf8')) as OpenAPI3);
}

export function contractFromDocument(document: OpenAPI3): Contract {
  const operations: ContractOperation[] = [];
  for (const [path, pathItemOrRef] of Object.entries(document.paths ?? {})) {
    const pathItem = resolve<PathItemObject>(document, pathItemOrRef);
    for (const method of HTTP_METHODS) {
      const operationOrRef = pathItem[method];
      if (!operationOrRef) continue;
      const operation = resolve<OperationObject>(document, operationOrRef);
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        parameters: mergeParameters(document, pathItem.parameters, operation.parameters),
        requestBody: operation.requestBody && resolve<RequestBodyObject>(document, operation.requestBody),
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, response]) => [
            status,
            resolve<ResponseObject>(document, response),
          ]),
        ),
        requiresAuth: requiresAuth(operation.security ?? document.security),
      });
    }
  }
  return { document, operations };
}

/** An empty list, or a list containing `{}`, means anyone may call. */
function requiresAuth(security: OperationObject['security']): boolean {
  return !!security && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

/** Operation parameters override path-level ones with the same name and location. */
function mergeParameters(document: OpenAPI3, ...lists: (unknown[] | undefined)[]): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const list of lists) {
    for (const item of list ?? []) {
      const parameter = resolve<ParameterObject>(document, item);
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** Follows local `$ref`s (`#/components/…`) until a real object is reached. */
export function resolve<Target>(document: OpenAPI3, value: unknown): Target {
  let current = value;
  for (let hops = 0; isReference(current); hops += 1) {
    if (hops > 20) throw new Error(`Reference loop at ${current.$ref}`);
    current = followPointer(document, current.$ref);
  }
  return current as Target;
}

function isReference(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

function followPointer(document: OpenAPI3, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  return node;
}

/**
 * A call that moves money: it takes an Idempotency-Key (a bet, a cash-out, a matka slip, a fantasy
 * entry, a deposit or a withdrawal request, a bonus claim).
 */
export function movesMoney(operation: ContractOperation): boolean {
  return operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key');
}
