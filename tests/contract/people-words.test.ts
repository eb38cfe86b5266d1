// "People's words on every error": every operation of the contract, sent bad input (the
// no-5xx fuzz's hostile values one place at a time, each required field or parameter left out, an
// empty body, text that is not JSON, no sign-in), answers messages written for people. No reply's
// message, error, errors or detail msg carries a schema's or a validator's wording: a regular
// expression, "must match", "must have required property", "schema", a JSON type name, or a
// path like body/x or query.x (docs/decisions/160).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadContract, type ContractOperation } from '../../server/contract/contract.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, type TestUser } from '../../server/testing/fixtures.ts';
import { startTestServer } from '../security/throttle-support.ts';
import { hostileCalls, jsonBodySchema, resolveSchema, sample, urlOf, type Call } from './hostile-calls.ts';

const contract = loadContract();

/** Wording of a validator or a schema, which a person should never read. */
const VALIDATOR_WORDING: [string, RegExp][] = [
  ['pattern', /pattern/i],
  ['must match', /must match/i],
  ['must have required property', /must have required property/i],
  ['schema', /schema/i],
  ['a JSON Schema keyword', /\b(oneOf|anyOf|allOf|additionalProperties|additional properties|instancePath|minLength|maxLength|minItems|maxItems|multipleOf|exclusiveM\w+)\b/],
  ['a JSON type name', /\bmust (NOT )?be (string|integer|number|object|array|boolean|null|equal to)\b/i],
  ['a validator path', /\b(body|query|path|header|params|headers)([./][A-Za-z_][\w-]*|\s+(is|must|was|should)\b)/],
  ['a JSON pointer', /(^|\s)\/[a-z_]+\/[a-z_]/i],
  ['a regular expression', /\^\[|\]\{\d|\{\d+,\d*\}|\$\/?$|\\d|\[0-9\]|\[A-Z/],
  ['a format keyword', /must match format|format "/i],
  ['snake_case field name', /\b[a-z]+_[a-z_]+\b/],
];

/** Every text a reply shows a person: message, error, errors and each detail's msg. */
function textsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const reply = body as { message?: unknown; error?: unknown; errors?: unknown; detail?: unknown };
  // A refusal's `error` may be its code for the app (saveBet's 'market_closed', docs/decisions/036),
  // shown to nobody: the slip shows the message beside it.
  const code = typeof reply.error === 'string' && /^[a-z]+(_[a-z]+)+$/.test(reply.error);
  const texts: unknown[] = [reply.message, code ? undefined : reply.error];
  if (Array.isArray(reply.errors)) texts.push(...reply.errors);
  else texts.push(reply.errors);
  if (Array.isArray(reply.detail)) texts.push(...reply.detail.map((item) => (item as { msg?: unknown } | null)?.msg));
  return texts.filter((text): text is string => typeof text === 'string');
}

export function validatorWordingIn(text: string): string | undefined {
  return VALIDATOR_WORDING.find(([, pattern]) => pattern.test(text))?.[0];
}

/** Beyond the fuzz's hostile values: each required thing left out, an empty body, a body that is not JSON. */
function missingCalls(operation: ContractOperation): (Call & { raw?: string })[] {
  const method = operation.method.toUpperCase();
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const params = Object.fromEntries(inPath.map((parameter) => [parameter.name, String(sample(parameter.schema))]));
  const query = Object.fromEntries(inQuery.map((parameter) => [parameter.name, String(sample(parameter.schema))]));
  const calls: (Call & { raw?: string })[] = [];
  const bodySchema = jsonBodySchema(operation);
  const body = bodySchema === undefined ? undefined : sample(bodySchema);
  for (const parameter of inQuery.filter((candidate) => candidate.required)) {
    const { [parameter.name]: _left, ...rest } = query;
    calls.push({ method, url: urlOf(operation, params, rest), body });
  }
  const url = urlOf(operation, params, query);
  if (bodySchema !== undefined) {
    calls.push({ method, url, body: {} });
    calls.push({ method, url, raw: '{"not json' });
    const required = (resolveSchema(bodySchema) as { required?: string[] }).required ?? [];
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      for (const name of required) {
        const { [name]: _left, ...rest } = body as Record<string, unknown>;
        calls.push({ method, url, body: rest });
      }
    }
  }
  if (operation.requestBody?.content['multipart/form-data']) calls.push({ method, url, body: { image: 'not a file' } });
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

async function send(call: Call & { raw?: string }, signedIn = true) {
  const payload = call.raw ?? (call.body === undefined ? undefined : call.body === 'null' ? 'null' : JSON.stringify(call.body));
  return server.app.inject({
    method: call.method as 'POST',
    url: call.url,
    headers: {
      ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': 'words-key-1',
      'content-type': 'application/json',
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe("people's words on every error", () => {
  it('the wording check knows the validator when it sees it', () => {
    expect(validatorWordingIn('query.event_id must match pattern ^[A-Za-z0-9_.-]{1,64}$')).toBeDefined();
    expect(validatorWordingIn('body.mobile is required')).toBeDefined();
    expect(validatorWordingIn("must have required property 'otp'")).toBeDefined();
    expect(validatorWordingIn('/bets/0/amount must be number')).toBeDefined();
    expect(validatorWordingIn('header.idempotency-key was already used')).toBeDefined();
    expect(validatorWordingIn('Mobile Number Should Be Of 10 Digits.')).toBeUndefined();
    expect(validatorWordingIn('Event not found.')).toBeUndefined();
    expect(validatorWordingIn('Amount must be at least 100.')).toBeUndefined();
  });

  it("/profit-loss-detail's bad event answers a clear not-found message, as does an unknown event", async () => {
    const pnl = contract.operations.filter((operation) => operation.parameters.some((parameter) => parameter.name === 'event_id' && parameter.in === 'query'));
    expect(pnl.length).toBeGreaterThan(0);
    for (const operation of pnl) {
      const query = Object.fromEntries(
        operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, String(sample(parameter.schema))]),
      );
      const reply = await send({ method: operation.method.toUpperCase(), url: urlOf(operation, {}, { ...query, event_id: 'no such event!' }) });
      expect(reply.statusCode, operation.operationId).toBe(422);
      expect(reply.json().detail[0].msg, operation.operationId).toBe('Event not found.');
    }
    const unknown = await server.app.inject({ url: '/api/sports/match-details/no-such-event' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Event not found. It may have ended, or the link is wrong.']);
  });

  it('no reply to bad input on any operation carries validator wording', async () => {
    const offences = new Map<string, string>();
    const operationsRefused = new Set<string>();
    const operationsCalled = new Set<string>();
    let calls = 0;
    for (const operation of contract.operations) {
      const all = [...hostileCalls(operation), ...missingCalls(operation)];
      // An operation that takes nothing still gets a stray parameter.
      if (all.length === 0) all.push({ method: operation.method.toUpperCase(), url: urlOf(operation, {}, { unexpected: 'x\u0000' }) });
      for (const call of all) {
        calls += 1;
        operationsCalled.add(operation.operationId);
        let response = await send(call);
        if (response.statusCode === 401 && operation.requiresAuth) {
          await newToken();
          response = await send(call);
        }
        if (response.statusCode >= 400) operationsRefused.add(operation.operationId);
        for (const text of textsOf(safeJson(response.body))) {
          const wording = validatorWordingIn(text);
          if (wording && !offences.has(text)) offences.set(text, `${operation.operationId} (${wording}): ${text}`);
        }
      }
      // Signed out: the refusal is in words too.
      if (operation.requiresAuth) {
        const response = await send(all[0] ?? { method: operation.method.toUpperCase(), url: urlOf(operation, {}, {}) }, false);
        operationsCalled.add(operation.operationId);
        if (response.statusCode >= 400) operationsRefused.add(operation.operationId);
        for (const text of textsOf(safeJson(response.body))) {
          const wording = validatorWordingIn(text);
          if (wording) offences.set(text, `${operation.operationId} signed out (${wording}): ${text}`);
        }
      }
    }
    // Operations that take nothing and need no sign-in (the sports lists…) cannot be sent bad input.
    const takeInput = contract.operations.filter(
      (operation) => operation.requiresAuth || operation.parameters.length > 0 || operation.requestBody !== undefined,
    );
    console.info(
      `people's words: ${calls} bad calls over ${operationsCalled.size} operations; ${operationsRefused.size} of the ${takeInput.length} that take input or a sign-in refused some`,
    );
    expect(operationsCalled.size).toBe(contract.operations.length);
    expect(takeInput.filter((operation) => !operationsRefused.has(operation.operationId)).map((operation) => operation.operationId)).toEqual([]);
    expect([...offences.values()]).toEqual([]);
  }, 180_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
