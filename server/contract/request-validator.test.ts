import type { OpenAPI3 } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { createContractAjv } from './contract-ajv.ts';
import { contractFromDocument, type ContractOperation } from './contract.ts';
import { compileRequestValidator, type RequestParts } from './request-validator.ts';

// A small contract with the shapes the real one uses: refs, path/query/header parameters, bodies.
// Typed loosely: openapi-typescript's SchemaObject omits keywords such as pattern and minLength.
const document = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  paths: {
    '/api/things/{thing_id}': {
      post: {
        operationId: 'saveThing',
        parameters: [
          { name: 'thing_id', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'page', in: 'query', schema: { type: 'integer', default: 1 } },
          { $ref: '#/components/parameters/IdempotencyKey' },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
        responses: {},
      },
    },
    '/api/proofs': {
      post: {
        operationId: 'uploadProof',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } },
            },
          },
        },
        responses: {},
      },
    },
  },
  components: {
    parameters: {
      IdempotencyKey: { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 8 } },
    },
    schemas: {
      Mobile: { type: 'string', pattern: '^[0-9]{10}$' },
      Thing: {
        type: 'object',
        required: ['mobile', 'kind'],
        properties: { mobile: { $ref: '#/components/schemas/Mobile' }, kind: { enum: ['bank', 'upi'] } },
      },
    },
  },
} as unknown as OpenAPI3;

const contract = contractFromDocument(document);
const ajvs = {
  coercing: createContractAjv(document, { coerceTypes: true }),
  strict: createContractAjv(document, { coerceTypes: false }),
};
const operation = (id: string) => contract.operations.find((candidate) => candidate.operationId === id) as ContractOperation;
const validSave = (): RequestParts => ({
  params: { thing_id: '42' },
  query: {},
  headers: { 'idempotency-key': 'abcdefgh-1' },
  body: { mobile: '9876543210', kind: 'upi' },
  contentType: 'application/json',
});

describe('compileRequestValidator', () => {
  const validateSave = compileRequestValidator(operation('saveThing'), ajvs);

  it('accepts a request that keeps the contract, coercing path and query text and filling defaults', () => {
    const request = validSave();
    expect(validateSave(request)).toEqual([]);
    expect(request.params.thing_id).toBe(42);
    expect(request.query.page).toBe(1);
  });

  it("explains a pattern breach in the form's words (spec §5's message), with where it happened", () => {
    expect(validateSave({ ...validSave(), body: { mobile: '12345', kind: 'upi' } })).toEqual([
      { msg: 'Mobile Number Should Be Of 10 Digits.', loc: ['body', 'mobile'] },
    ]);
  });

  it('reports every problem in words: path type, missing header, missing field, a choice', () => {
    const request = { ...validSave(), params: { thing_id: 'x' }, headers: {}, body: { kind: 'cash' } };
    expect(validateSave(request)).toEqual([
      { msg: 'Thing id must be a whole number.', loc: ['path', 'thing_id'] },
      { msg: 'The app sent a request the server could not read. Refresh the page and try again.', loc: ['header', 'idempotency-key'] },
      { msg: 'Mobile number is required.', loc: ['body', 'mobile'] },
      { msg: 'Choose one of the offered options for type.', loc: ['body', 'kind'] },
    ]);
  });

  it('requires a required body', () => {
    expect(validateSave({ ...validSave(), body: undefined })).toEqual([
      { msg: 'The request was empty. Fill in the form and try again.', loc: ['body'] },
    ]);
  });

  it('checks that a multipart body has its required parts, and refuses JSON where only multipart is allowed', () => {
    const validateUpload = compileRequestValidator(operation('uploadProof'), ajvs);
    const multipart = { params: {}, query: {}, headers: {}, contentType: 'multipart/form-data; boundary=x' };
    expect(validateUpload({ ...multipart, body: { image: Buffer.from('png') } })).toEqual([]);
    expect(validateUpload({ ...multipart, body: {} })).toEqual([{ msg: 'Please upload image', loc: ['body', 'image'] }]);
    expect(validateUpload({ ...multipart, contentType: 'application/json', body: {} })[0]).toEqual({
      msg: 'The app sent a request the server could not read. Refresh the page and try again.',
      loc: ['body'],
    });
  });
});
