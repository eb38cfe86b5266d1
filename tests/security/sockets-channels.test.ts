// "Sockets bounded": channel keys are validated (format and length), a socket joins a
// limited number of rooms, and an anonymous socket reaches only the public channels. Against the
// real server on a port.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { INVALID_KEY, INVALID_SUBSCRIPTION, MAX_ROOMS_PER_SOCKET, TOO_MANY_SUBSCRIPTIONS } from '../../server/realtime.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS } from './throttle-support.ts';
import { socketClients, startListeningServer, subscribe, type ListeningServer } from './sockets-support.ts';

let listening: ListeningServer;
let clients: ReturnType<typeof socketClients>;
let user: TestUser;
let token: string;
beforeAll(async () => {
  listening = await startListeningServer();
  clients = socketClients(listening.url);
  user = await createTestUser(listening.server.db);
  token = (await createSession(listening.server.db, user.id, 3600)).token;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterEach(() => clients.closeAll());
afterAll(() => listening?.server.close());

describe('socket channel keys', () => {
  it.each([
    ['a 65-character key', { channel: 'odds', key: 'e'.repeat(65) }, INVALID_KEY],
    ['a 100 KB key', { channel: 'odds', key: 'e'.repeat(100_000) }, INVALID_KEY],
    ['an empty key', { channel: 'odds', key: '' }, INVALID_KEY],
    ['a key with NUL', { channel: 'odds', key: 'ev\u0000nt' }, INVALID_KEY],
    ['a key with a space and a slash', { channel: 'odds', key: 'a b/c' }, INVALID_KEY],
    ['a room-name trick', { channel: 'odds', key: 'x:logout:1' }, undefined],
    ['an object key', { channel: 'odds', key: { $gt: '' } }, INVALID_SUBSCRIPTION],
    ['an array key', { channel: 'odds', key: ['a'] }, INVALID_SUBSCRIPTION],
    ['no key', { channel: 'odds' }, INVALID_SUBSCRIPTION],
    ['an array subscription', ['odds', 'e1'], INVALID_SUBSCRIPTION],
    ['a string subscription', 'odds:e1', INVALID_SUBSCRIPTION],
    ['null', null, INVALID_SUBSCRIPTION],
  ])('refuses %s', async (_name, subscription, message) => {
    const socket = await clients.connect(token);
    const ack = await subscribe(socket, subscription);
    if (message === undefined) {
      // Colons are allowed in ids; the room stays inside the odds channel ('odds:x:logout:1').
      expect(ack).toEqual({ ok: true });
      return;
    }
    expect(ack).toEqual({ ok: false, message });
  });

  it('refuses an unknown channel, without echoing a long name back', async () => {
    const socket = await clients.connect(token);
    const ack = await subscribe(socket, { channel: 'x'.repeat(10_000), key: 'e1' });
    expect(ack.ok).toBe(false);
    expect(JSON.stringify(ack).length).toBeLessThan(100);
  });

  it(`lets a socket join at most ${MAX_ROOMS_PER_SOCKET} rooms, and join one again after leaving one`, async () => {
    const socket = await clients.connect(token);
    expect(await subscribe(socket, { channel: 'logout', key: user.userid })).toEqual({ ok: true });
    for (let index = 1; index < MAX_ROOMS_PER_SOCKET; index += 1) {
      expect(await subscribe(socket, { channel: 'odds', key: `event-${index}` })).toEqual({ ok: true });
    }
    expect(await subscribe(socket, { channel: 'odds', key: 'one-too-many' })).toEqual({ ok: false, message: TOO_MANY_SUBSCRIPTIONS });
    // Joining a room it is already in is no new room.
    expect(await subscribe(socket, { channel: 'odds', key: 'event-1' })).toEqual({ ok: true });
    expect(await socket.emitWithAck('leave', { channel: 'odds', key: 'event-1' })).toEqual({ ok: true });
    expect(await subscribe(socket, { channel: 'odds', key: 'one-too-many' })).toEqual({ ok: true });
  });

  it('keeps an anonymous socket to the public channels, with the same room limit', async () => {
    const anonymous = await clients.connect();
    for (const channel of ['depositRequest', 'logout', 'banned', 'balance']) {
      expect(await subscribe(anonymous, { channel, key: user.userid })).toEqual({ ok: false, message: 'Unauthenticated' });
    }
    for (let index = 0; index < MAX_ROOMS_PER_SOCKET; index += 1) {
      expect(await subscribe(anonymous, { channel: 'odds', key: `event-${index}` })).toEqual({ ok: true });
    }
    expect(await subscribe(anonymous, { channel: 'odds', key: 'one-too-many' })).toEqual({ ok: false, message: TOO_MANY_SUBSCRIPTIONS });
  });

  it("refuses another user's key", async () => {
    const socket = await clients.connect(token);
    expect(await subscribe(socket, { channel: 'depositRequest', key: 'someone-else' })).toEqual({ ok: false, message: 'Unauthenticated' });
  });
});
