// Issue 10 "No 5xx on bad input": every operation of the contract, called as a signed-in test user
// with hostile values (huge, negative, NaN/Infinity, NUL, 100 KB strings, wrong types) in its path,
// query and body, one place at a time beside otherwise plausible values, answers 4xx in the spec's
// error shape. 501 "Not implemented" is allowed (areas still being built); any other 5xx fails.
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadContract, type ContractOperation } from '../../server/contract/contract.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

const contract = loadContract();
const LONG = 'a'.repeat(100_000);

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

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/** The parts of a JSON schema this test reads. */
interface Schema {
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

function resolveSchema(schema: unknown): Schema {
  let current = schema as Schema;
  for (let depth = 0; current?.$ref && depth < 10; depth += 1) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], contract.document as OpenAPI3) as Schema;
  }
  return current ?? {};
}

const PATTERN_SAMPLES = ['9876543210', '412345678901', '123456', '123', 'SBIN0001234', 'abc', 'abc123', '2024-01-15', 'localhost', 'en', 'Aa@12345'];

/** A plausible value for a schema, so that one hostile value at a time reaches past validation. */
function sample(schemaOrRef: unknown, depth = 0): unknown {
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

function jsonBodySchema(operation: ContractOperation): unknown {
  return (operation.requestBody?.content['application/json'] as { schema?: unknown } | undefined)?.schema;
}

function urlOf(operation: ContractOperation, params: Record<string, string>, query: Record<string, string>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? '1'));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Every hostile call for an operation: one place (a parameter, a body property, the body) at a time. */
function hostileCalls(operation: ContractOperation): Call[] {
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

let server: BuiltServer;
let user: TestUser;
let token: string;
const newToken = async () => {
  token = (await createSession(server.db, user.id, 3600)).token;
};
beforeAll(async () => {
  server = await startTestServer({ mode: 'development' });
  user = await createTestUser(server.db, { balancePaise: 2_500_000 });
  await newToken();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server?.close());

async function send(call: Call) {
  const response = await server.app.inject({
    method: call.method as 'POST',
    url: call.url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'fuzz-key-1', 'content-type': 'application/json' },
    ...(call.body === undefined ? {} : { payload: typeof call.body === 'string' && call.body === 'null' ? 'null' : JSON.stringify(call.body) }),
  });
  return response;
}

/** 501 "Not implemented: <operationId>" is an area not built yet; anything else 5xx is a defect. */
function isDefect(statusCode: number, body: string): boolean {
  if (statusCode < 500) return false;
  return !(statusCode === 501 && body.includes('Not implemented'));
}

describe('no 5xx on hostile input', () => {
  it('answers the named attacks with 4xx in the spec error shape', async () => {
    const attacks: Call[] = [
      { method: 'DELETE', url: '/api/wallet/account/100000000000000000000' },
      { method: 'DELETE', url: '/api/wallet/account/3000000000' },
      { method: 'GET', url: '/api/wallet/payment-gateway?amount=500&master_account_id=Infinity' },
      { method: 'GET', url: '/api/wallet/payment-gateway?amount=500&master_account_id=3000000000' },
    ];
    for (const attack of attacks) {
      const path = attack.url.split('?')[0]!;
      const operation = contract.operations.find((candidate) => new RegExp(`^${candidate.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
      expect(operation, attack.url).toBeDefined();
      const response = await send(attack);
      expect(response.statusCode, `${attack.method} ${attack.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${attack.method} ${attack.url}: ${response.body}`).toBeLessThan(500);
      expect(response.json()).toMatchObject({ status: response.statusCode, success: false, message: expect.any(String) });
    }
  });

  it('fuzzes every operation of the contract without a 5xx', async () => {
    const defects: string[] = [];
    const statuses = new Map<number, number>();
    let calls = 0;
    for (const operation of contract.operations) {
      for (const call of hostileCalls(operation)) {
        calls += 1;
        let response = await send(call);
        // A call may end the session (logout, password change): the next ones get a new one.
        if (response.statusCode === 401 && operation.requiresAuth) {
          await newToken();
          response = await send(call);
        }
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (isDefect(response.statusCode, response.body)) {
          const shown = typeof call.body === 'string' ? call.body.slice(0, 60) : JSON.stringify(call.body)?.slice(0, 80);
          defects.push(`${operation.operationId} ${call.method} ${call.url.slice(0, 120)} body=${shown} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(contract.operations.length * 10);
    // The plausible values around each hostile one get some calls past validation into handlers.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(defects).toEqual([]);
  }, 60_000);
});
