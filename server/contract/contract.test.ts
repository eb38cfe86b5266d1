import type { OpenAPI3 } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { contractFromDocument } from './contract.ts';
import { toFastifyPath } from './register-operations.ts';

const operationWith = (security?: OpenAPI3['security']) => ({ operationId: 'op', responses: {}, ...(security && { security }) });

describe('contractFromDocument', () => {
  const document: OpenAPI3 = {
    openapi: '3.1.0',
    info: { title: 'test', version: '1' },
    security: [{ bearer: [] }],
    paths: {
      '/a/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: { ...operationWith(), operationId: 'inherits' },
        post: { ...operationWith([]), operationId: 'public' },
        put: {
          ...operationWith([{}, { bearer: [] }]),
          operationId: 'optional',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        },
      },
    },
  };
  const byId = Object.fromEntries(contractFromDocument(document).operations.map((operation) => [operation.operationId, operation]));

  it('applies the document security unless the operation overrides it; `{}` makes a token optional', () => {
    expect(byId.inherits?.requiresAuth).toBe(true);
    expect(byId.public?.requiresAuth).toBe(false);
    expect(byId.optional?.requiresAuth).toBe(false);
  });

  it('merges path-level parameters, the operation winning on the same name', () => {
    expect(byId.inherits?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(byId.optional?.parameters[0]?.schema).toEqual({ type: 'integer' });
  });
});

describe('toFastifyPath', () => {
  it('turns {param} into :param', () => {
    expect(toFastifyPath('/api/wallet/cancel-request/{transactionId}')).toBe('/api/wallet/cancel-request/:transactionId');
    expect(toFastifyPath('/api/user/site-version')).toBe('/api/user/site-version');
  });
});
