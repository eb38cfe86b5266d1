// Checks a reply body against the contract's response schema for (operationId, status), with
// Ajv in JSON Schema 2020-12 mode. Every server test runs its replies through it (call-operation.ts).
// A status the operation does not list falls back to `default`, then, for errors, to the
// contract's ErrorReply: the router's 404/501 replies are documented once, in docs/decisions/001.
import type { ValidateFunction } from 'ajv';
import type { ResponseObject } from 'openapi-typescript';
import { anchoredSchema, createContractAjv } from '../../server/contract/contract-ajv.ts';
import { loadContract } from '../../server/contract/contract.ts';

const contract = loadContract();
const ajv = createContractAjv(contract.document, { coerceTypes: false });
const compiled = new Map<string, ValidateFunction>();
const JSON_MEDIA_TYPE = 'application/json';

export function expectReplyMatchesSpec(operationId: string, statusCode: number, body: unknown): void {
  const validate = replyValidator(operationId, statusCode);
  if (validate(body)) return;
  const problems = validate.errors!.map((error) => `  ${error.instancePath || '/'} ${error.message}`).join('\n');
  throw new Error(
    `${operationId} ${statusCode} reply does not match the contract:\n${problems}\nreply: ${JSON.stringify(body)}`,
  );
}

function replyValidator(operationId: string, statusCode: number): ValidateFunction {
  const cacheKey = `${operationId} ${statusCode}`;
  let validate = compiled.get(cacheKey);
  if (!validate) {
    validate = ajv.compile(anchoredSchema(responseSchema(operationId, statusCode)) as object);
    compiled.set(cacheKey, validate);
  }
  return validate;
}

function responseSchema(operationId: string, statusCode: number): unknown {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not an operation of the contract`);
  const { responses } = operation;
  const response: ResponseObject | undefined =
    responses[String(statusCode)] ?? responses[`${String(statusCode)[0]}XX`] ?? responses.default;
  if (!response) {
    if (statusCode >= 400 && contract.document.components?.schemas?.ErrorReply) {
      return { $ref: '#/components/schemas/ErrorReply' };
    }
    throw new Error(`${operationId} has no ${statusCode} reply in the contract`);
  }
  const schema = response.content?.[JSON_MEDIA_TYPE]?.schema;
  // A reply without content (e.g. 204) must have no body.
  return schema ?? { type: 'null' };
}
