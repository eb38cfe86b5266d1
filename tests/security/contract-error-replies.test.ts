// The fuzzer saw 404, 413 and 429 replies that the contract did not declare. Every
// operation declares 404 (no such site, or not the caller's), every operation with a body 413 (too
// large), and every throttled one 429 with Retry-After; and the server's real replies are those.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { GUESS_RULES } from '../../server/auth/guess-limits.ts';
import { loadContract } from '../../server/contract/contract.ts';
import { APP_MODES, callFrom, DATABASE_STARTUP_TIMEOUT_MS, freshAddress, startTestServer } from './throttle-support.ts';

const contract = loadContract();
const declared = (operationId: string) => Object.keys(contract.operations.find((operation) => operation.operationId === operationId)!.responses);

describe('the contract', () => {
  it('declares 404 on every operation and 413 on every operation with a body', () => {
    for (const operation of contract.operations) {
      expect(Object.keys(operation.responses), operation.operationId).toContain('404');
      if (operation.requestBody) expect(Object.keys(operation.responses), operation.operationId).toContain('413');
    }
  });
});

describe.each(APP_MODES)('the replies of a %s server', (mode) => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startTestServer({ mode });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it('404 for a domain that is no site, declared', async () => {
    const reply = await callFrom(server.app, 'siteSettings', { from: freshAddress(), query: { domain: 'nowhere.example' } });
    expect(reply.statusCode).toBe(404);
    expect(declared('siteSettings')).toContain('404');
  });

  it('413 for a body over the limit, declared', async () => {
    const reply = await callFrom(server.app, 'login', {
      from: freshAddress(),
      body: { domain: 'localhost', mobile: '9876543210', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.body).toMatchObject({ success: false, status: 413 });
    expect(declared('login')).toContain('413');
  });

  it('429 with Retry-After when throttled, declared', async () => {
    const from = freshAddress();
    let reply = await callFrom(server.app, 'demoLogin', { from, body: { domain: 'localhost' } });
    for (let call = 0; call < GUESS_RULES.demoLoginPerAddress.max && reply.statusCode !== 429; call += 1) {
      reply = await callFrom(server.app, 'demoLogin', { from, body: { domain: 'localhost' } });
    }
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.retryAfter)).toBeGreaterThan(0);
    expect(declared('demoLogin')).toContain('429');
  });
});
