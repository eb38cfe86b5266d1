// Web Push over loopback: a local HTTPS server on 127.0.0.1 plays the push service, and this test
// plays the browser (its own P-256 key and auth secret), decrypting what arrives (RFC 8291) and
// checking the VAPID signature (RFC 8292) independently of the web-push library.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { DEFAULT_VAPID_SUBJECT, PUSH_TTL_SECONDS, pushToUser, pushTransactionNotice } from './push-sender.ts';
import { vapidKeys } from './vapid-keys.ts';

// In this helper's assigned range (8280-8289).
const PUSH_SERVICE_PORT = 8282;
const PUSH_SERVICE = `https://127.0.0.1:${PUSH_SERVICE_PORT}`;
/**
 * This test's push service is on loopback, which the real endpoint check refuses
 * (tests/security/push-endpoints.test.ts): here only that one service is let through.
 */
const localPushService = async (endpoint: string) => {
  if (!endpoint.startsWith(`${PUSH_SERVICE}/`)) throw new Error(`not the local push service: ${endpoint}`);
};
/** What the local push service answers per path (an endpoint is `<path>/<user id>`). */
const ANSWERS: Record<string, number> = { '/push/ok': 201, '/push/gone': 410, '/push/broken': 500 };

interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: its key pair and auth secret. */
interface Browser {
  keys: ECDH;
  authSecret: Buffer;
}

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

function newBrowser(): Browser {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return { keys, authSecret: randomBytes(16) };
}

/** RFC 8291 decryption of a one-record aes128gcm body, as a browser does it. */
function decryptPush(body: Buffer, { keys, authSecret }: Browser): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.getPublicKey(), senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', keys.computeSecret(senderPublicKey), authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/** The claims of a VAPID `Authorization: vapid t=<jwt>, k=<key>` header, once its ES256 signature checks out. */
function verifiedVapidClaims(authorization: string, publicKey: string): Record<string, unknown> {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
  expect(key).toBe(publicKey);
  const [header, claims, signature] = token!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: base64Url(point.subarray(1, 33)), y: base64Url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

let server: BuiltServer;
let pushService: Server;
let trustingAgent: Agent;
let certificateDir: string;
const received: ReceivedPush[] = [];

beforeAll(async () => {
  certificateDir = mkdtempSync(join(tmpdir(), 'push-service-'));
  const [keyFile, certFile] = [join(certificateDir, 'key.pem'), join(certificateDir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  const cert = readFileSync(certFile);
  trustingAgent = new Agent({ ca: cert });
  pushService = createServer({ key: readFileSync(keyFile), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('/').slice(0, 3).join('/');
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(ANSWERS[path] ?? 404).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(PUSH_SERVICE_PORT, '127.0.0.1', resolve));
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  trustingAgent.destroy();
  rmSync(certificateDir, { recursive: true, force: true });
  await server.close();
});

async function subscribe(user: TestUser, path: string, browser: Browser, expiration: Date | null = null): Promise<void> {
  await server.db.query(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, domain_name)
     VALUES ($1, $2, $3, $4, $5, 'localhost')`,
    [`${PUSH_SERVICE}${path}/${user.id}`, user.id, base64Url(browser.keys.getPublicKey()), base64Url(browser.authSecret), expiration],
  );
}

const endpointsOf = async (user: TestUser) =>
  (await server.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY endpoint', [user.id])).map(
    (row) => row.endpoint.slice(PUSH_SERVICE.length, row.endpoint.lastIndexOf('/')),
  );

describe('the VAPID public key', () => {
  it('is made once, stored, and handed to signed-in users only', async () => {
    const user = await createTestUser(server.db);
    const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
    const first = await callOperation(server.app, 'notificationPublicKey', { token });
    const second = await callOperation(server.app, 'notificationPublicKey', { token });
    expect(first.statusCode).toBe(200);
    expect(first.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.body.data.publicKey).toBe(first.body.data.publicKey);
    expect((await vapidKeys(server.db)).publicKey).toBe(first.body.data.publicKey);
    expect((await callOperation(server.app, 'notificationPublicKey')).statusCode).toBe(401);
  });
});

describe('sending a push', () => {
  it('delivers an encrypted, VAPID-signed push; deletes gone and expired subscriptions; keeps a failing one', async () => {
    const user = await createTestUser(server.db);
    const browser = newBrowser();
    await subscribe(user, '/push/ok', browser);
    await subscribe(user, '/push/gone', newBrowser());
    await subscribe(user, '/push/broken', newBrowser());
    await subscribe(user, '/push/expired', newBrowser(), new Date(Date.now() - 1000));
    received.length = 0;

    const message = { title: 'Royal Bet', body: 'Your deposit of ₹500.00 is Approved.', url: '/wallet-deposit' };
    const outcome = await pushToUser(server.db, user.id, message, { agent: trustingAgent, checkEndpoint: localPushService });

    expect(outcome).toEqual({ delivered: 1, removed: 2, failed: 1 });
    expect(received.map((push) => push.path).sort()).toEqual(['/push/broken', '/push/gone', '/push/ok']);
    const delivered = received.find((push) => push.path === '/push/ok')!;
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(JSON.parse(decryptPush(delivered.body, browser))).toEqual(message);
    const claims = verifiedVapidClaims(String(delivered.headers.authorization), (await vapidKeys(server.db)).publicKey);
    expect(claims).toMatchObject({ aud: PUSH_SERVICE, sub: DEFAULT_VAPID_SUBJECT });
    expect(await endpointsOf(user)).toEqual(['/push/broken', '/push/ok']);
  });

  it('tells the user about an operator\'s change of their request, opening the matching wallet screen', async () => {
    const user = await createTestUser(server.db);
    const browser = newBrowser();
    await subscribe(user, '/push/ok', browser);
    received.length = 0;
    const row = { id: 7, user_id: user.id, type: 'client_withdrawal', amount_paise: 50_000, status: 'approve_completed' } as const;
    expect(await pushTransactionNotice(server.db, row, { agent: trustingAgent, checkEndpoint: localPushService })).toEqual({
      delivered: 1,
      removed: 0,
      failed: 0,
    });
    expect(JSON.parse(decryptPush(received[0]!.body, browser))).toEqual({
      body: 'Your withdrawal of ₹500.00 is Approved.',
      url: '/wallet-withdraw',
    });
  });

  it('sends nothing, and fails nothing, for a user without subscriptions or when the database fails', async () => {
    const user = await createTestUser(server.db);
    expect(await pushToUser(server.db, user.id, { body: 'x', url: '/' })).toEqual({ delivered: 0, removed: 0, failed: 0 });
    const broken = { query: () => Promise.reject(new Error('database down')) } as unknown as typeof server.db;
    expect(await pushToUser(broken, user.id, { body: 'x', url: '/' })).toEqual({ delivered: 0, removed: 0, failed: 1 });
  });
});
