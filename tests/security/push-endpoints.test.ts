// "No server-side request to private addresses": a push subscription's endpoint is
// accepted only as https on a public host (every resolved address public), when the browser
// subscribes and again when the server notifies. Before the fix the server opened a TLS connection
// to https://127.0.0.1:8104/… when it notified.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { PUSH_ENDPOINT_REFUSED } from '../../server/areas/account.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { assertPublicPushEndpoint, isPublicAddress } from '../../server/push/endpoint-guard.ts';
import { pushToUser } from '../../server/push/push-sender.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

const KEYS = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' };

const REFUSED_ENDPOINTS = [
  'http://fcm.googleapis.com/fcm/send/abc',
  'https://127.0.0.1:8104/push/abc',
  'https://127.0.0.1/push',
  'https://127.1/push',
  'https://2130706433/push',
  'https://0x7f000001/push',
  'https://0.0.0.0/push',
  'https://[::1]/push',
  'https://[::]/push',
  'https://[::ffff:127.0.0.1]/push',
  'https://[::ffff:7f00:1]/push',
  'https://[::ffff:10.0.0.1]/push',
  'https://[64:ff9b::a9fe:a9fe]/push',
  'https://10.1.2.3/push',
  'https://172.16.0.1/push',
  'https://192.168.1.1/push',
  'https://100.64.0.1/push',
  'https://169.254.169.254/latest/meta-data',
  'https://[fe80::1]/push',
  'https://[fd00::1]/push',
  'https://[fc00::1]/push',
  'https://[ff02::1]/push',
  'https://localhost/push',
  'https://push.localhost/push',
  'https://runsc/push',
  'https://metadata.google.internal/computeMetadata',
  'https://user:secret@fcm.googleapis.com/fcm/send/abc',
  'https://8.8.8.8:8443/push',
  'file:///etc/passwd',
  'not a url',
];

let server: BuiltServer;
let user: TestUser;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ mode: 'development' });
  user = await createTestUser(server.db);
  token = (await createSession(server.db, user.id, 3600)).token;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server?.close());

const endpointsStored = async () =>
  (await server.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [user.id])).map((row) => row.endpoint);

describe('push endpoints at subscribe time', () => {
  it.each(REFUSED_ENDPOINTS)('refuses %s and stores nothing', async (endpoint) => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/user/subscribe-notification',
      headers: { authorization: `Bearer ${token}` },
      payload: { deviceData: { endpoint, expirationTime: null, keys: KEYS }, domainName: 'localhost' },
    });
    expect([400, 422]).toContain(reply.statusCode);
    if (reply.statusCode === 400) expect(reply.json()).toMatchObject({ success: false, message: PUSH_ENDPOINT_REFUSED });
    expect(await endpointsStored()).toEqual([]);
  });

  it('refuses a name when any of its addresses is private (all are resolved)', async () => {
    const resolving = (addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    await expect(assertPublicPushEndpoint('https://push.attacker.net/x', resolving(['142.250.80.10', '127.0.0.1']))).rejects.toThrow();
    await expect(assertPublicPushEndpoint('https://push.attacker.net/x', resolving(['::ffff:169.254.169.254']))).rejects.toThrow();
    await expect(assertPublicPushEndpoint('https://push.attacker.net/x', resolving([]))).rejects.toThrow();
    await expect(assertPublicPushEndpoint('https://fcm.googleapis.com/fcm/send/x', resolving(['142.250.80.10', '2607:f8b0:4004:c1b::5f']))).resolves.toBeUndefined();
  });

  it('tells public addresses from the rest', () => {
    for (const address of ['142.250.80.10', '2607:f8b0:4004:c1b::5f', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', 'fd12::1', 'fe80::1%eth0', '10.0.0.1', '192.168.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('push endpoints at send time', () => {
  let listener: Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('never connects to a loopback endpoint stored before the check existed, and deletes it', async () => {
    const endpoint = `https://127.0.0.1:${port}/push/abc`;
    await server.db.query(
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, domain_name) VALUES ($1, $2, $3, $4, NULL, 'localhost')`,
      [endpoint, user.id, KEYS.p256dh, KEYS.auth],
    );
    const outcome = await pushToUser(server.db, user.id, { body: 'Your deposit was approved', url: '/wallet-deposit' });
    expect(outcome).toEqual({ delivered: 0, removed: 1, failed: 0 });
    expect(connections).toBe(0);
    expect(await endpointsStored()).toEqual([]);
  });
});
