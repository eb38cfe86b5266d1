// Hostile calls for an operation of the contract: plausible values everywhere but one
// place (a path or query parameter, a body property, the whole body), which gets a hostile value.
// Used by the no-5xx fuzz (tests/security/fuzz-contract.test.ts) and the people's-words check
// (tests/contract/people-words.test.ts).
import type { OpenAPI3 } from 'openapi-typescript';
import { loadContract, type ContractOperation } from '../../server/contract/contract.ts';

const contract = loadContract();

export const LONG = 'a'.repeat(100_000);

/** Text values for path and query parameters. */
const HOSTILE_TEXT = [
  '100000000000000000000',
  '-100000000000000000000',
  '9223372036854775808',
  '2147483648',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  'x\u0000y',
  '\u0000',
  '',
  'true',
  '[]',
  '{}',
  '%00',
];
/** JSON values for body properties and whole bodies. */
const HOSTILE_JSON: unknown[] = [
  1e20,
  -1e20,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -1,
  0,
  1.5,
  -0.0001,
  1e308,
  'NaN',
  'Infinity',
  '100000000000000000000',
  'x\u0000y',
  LONG,
  '',
  null,
  true,
  [],
  {},
  [LONG],
  { a: 'x\u0000' },
];

export interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/** The parts of a JSON schema this test reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  oneOf?: unknown[];
  anyOf?: unknown[];
  allOf?: unknown[];
  properties?: Record<string, unknown>;
  items?: unknown;
  minItems?: number;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
}

export function resolveSchema(schema: unknown): Schema {
  let current = schema as Schema;
  for (let depth = 0; current?.$ref && depth < 10; depth += 1) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], contract.document as OpenAPI3) as Schema;
  }
  return current ?? {};
}

const PATTERN_SAMPLES = ['9876543210', '412345678901', '123456', '123', 'SBIN0001234', 'abc', 'abc123', '2024-01-15', 'localhost', 'en', 'Aa@12345'];

/** A plausible value for a schema, so that one hostile value at a time reaches past validation. */
export function sample(schemaOrRef: unknown, depth = 0): unknown {
  const schema = resolveSchema(schemaOrRef);
  if (depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return sample(variants[0], depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, sample(property, depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, typeof schema.minimum === 'number' ? schema.minimum : 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2024-01-15';
      if (schema.format === 'uri') return 'https://example.com/x';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        return PATTERN_SAMPLES.find((candidate) => pattern.test(candidate)) ?? 'x';
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

export function jsonBodySchema(operation: ContractOperation): unknown {
  return (operation.requestBody?.content['application/json'] as { schema?: unknown } | undefined)?.schema;
}

export function urlOf(operation: ContractOperation, params: Record<string, string>, query: Record<string, string>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? '1'));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Every hostile call for an operation: one place (a parameter, a body property, the body) at a time. */
export function hostileCalls(operation: ContractOperation): Call[] {
  const method = operation.method.toUpperCase();
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const params = Object.fromEntries(inPath.map((parameter) => [parameter.name, String(sample(parameter.schema))]));
  const query = Object.fromEntries(inQuery.map((parameter) => [parameter.name, String(sample(parameter.schema))]));
  const bodySchema = jsonBodySchema(operation);
  const body = bodySchema === undefined ? undefined : sample(bodySchema);
  const calls: Call[] = [];
  for (const parameter of inPath) {
    for (const value of HOSTILE_TEXT) calls.push({ method, url: urlOf(operation, { ...params, [parameter.name]: value }, query), body });
    calls.push({ method, url: urlOf(operation, { ...params, [parameter.name]: LONG.slice(0, 2000) }, query), body });
  }
  for (const parameter of inQuery) {
    for (const value of [...HOSTILE_TEXT, LONG]) {
      calls.push({ method, url: urlOf(operation, params, { ...query, [parameter.name]: value }), body });
    }
  }
  if (bodySchema !== undefined) {
    const url = urlOf(operation, params, query);
    for (const value of HOSTILE_JSON) calls.push({ method, url, body: value === null ? 'null' : value });
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      for (const name of Object.keys(body)) {
        for (const value of HOSTILE_JSON) calls.push({ method, url, body: { ...body, [name]: value } });
      }
      calls.push({ method, url, body: { ...body, unexpected: LONG } });
    }
  } else if (method !== 'GET' && method !== 'DELETE') {
    calls.push({ method, url: urlOf(operation, params, query), body: { unexpected: 'x\u0000' } });
  }
  return calls;
}
