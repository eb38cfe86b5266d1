import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { MAX_FAVOURITES, NOTIFICATIONS_DECLINED, NOTIFICATIONS_SUBSCRIBED, STAKES_SAVED, TOO_MANY_FAVOURITES, UNKNOWN_EVENT } from './account.ts';

// A first PGlite start (no snapshot yet) takes many seconds on a busy machine.
const DATABASE_START_TIMEOUT = 60_000;

let server: BuiltServer;
let user: TestUser;
let token: string;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  user = await createTestUser(server.db, { balancePaise: 123_456 });
  await server.db.query('UPDATE wallets SET exposure_paise = -20000, bonus_paise = 5000, bets_count = 3 WHERE user_id = $1', [user.id]);
  token = (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token;
}, DATABASE_START_TIMEOUT);
afterAll(() => server.close());

const call = (operationId: string, body?: unknown, withToken = token) => callOperation(server.app, operationId, { body, token: withToken });

const PUSH_SUBSCRIPTION = {
  // A public address: the server refuses endpoints on private or unresolvable hosts.
  endpoint: 'https://142.250.80.10/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
};

describe('account operations', () => {
  it('answer 401 without a token', async () => {
    const anonymous = await Promise.all([
      callOperation(server.app, 'userInfo'),
      callOperation(server.app, 'walletBalance'),
      callOperation(server.app, 'favouriteList', { body: { game_type: 1 } }),
    ]);
    expect(anonymous.map((reply) => reply.statusCode)).toEqual([401, 401, 401]);
  });
});

describe('user info', () => {
  it('answers the profile, demo flag, stake buttons and event rules', async () => {
    const { statusCode, body } = await call('userInfo');
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({
      user: {
        userid: user.userid,
        balance: 1234.56,
        exposure: -200,
        bets_count: 3,
        earnBonus: 50,
        isDemo: false,
        isStaff: false,
        phone: expect.stringMatching(/^\d{10}$/),
        last_login_at: expect.any(String),
        actw: 'MW',
        notificationSubscribed: false,
        notificationUnsubscribed: false,
      },
      demo: false,
      // None saved: the site's stake buttons (the seeded localhost site's), as the profile shows them.
      chips: [500, 1000, 2000, 5000],
      one_click_stake: null,
      event_manage: [],
    });
  });
});

describe('one-click betting (decision 186)', () => {
  it('is off by default, turned on with a stake and off again, shown in user info', async () => {
    const bettor = await createTestUser(server.db, { balancePaise: 0 });
    const bettorToken = (await createSession(server.db, bettor.id, SESSION_LIFETIME_SECONDS)).token;
    const oneClick = async () => (await call('userInfo', undefined, bettorToken)).body.data.one_click_stake;
    expect(await oneClick()).toBeNull();
    const on = await call('setOneClick', { stake: 500 }, bettorToken);
    expect([on.statusCode, on.body.data]).toEqual([200, { one_click_stake: 500 }]);
    expect(await oneClick()).toBe(500);
    expect((await call('setOneClick', { stake: null }, bettorToken)).body.data).toEqual({ one_click_stake: null });
    expect(await oneClick()).toBeNull();
  });

  it('refuses stakes outside a stake button range, other shapes, another user id, and a visitor', async () => {
    const bettor = await createTestUser(server.db, { balancePaise: 0 });
    const bettorToken = (await createSession(server.db, bettor.id, SESSION_LIFETIME_SECONDS)).token;
    const refused = await Promise.all(
      [{ stake: 99 }, { stake: 10_000_001 }, { stake: 1e300 }, { stake: -500 }, { stake: 150.5 }, { stake: '500' }, {}, { stake: 500, user_id: user.id }].map(
        (body) => call('setOneClick', body, bettorToken),
      ),
    );
    expect(refused.map((reply) => reply.statusCode)).toEqual([422, 422, 422, 422, 422, 422, 422, 422]);
    expect((await callOperation(server.app, 'setOneClick', { body: { stake: 500 } })).statusCode).toBe(401);
    // Nothing was stored, for the bettor nor for the other user named in the body.
    expect((await call('userInfo', undefined, bettorToken)).body.data.one_click_stake).toBeNull();
    expect((await call('userInfo')).body.data.one_click_stake).toBeNull();
  });

  it('concurrent duplicates and replays leave one value', async () => {
    const bettor = await createTestUser(server.db, { balancePaise: 0 });
    const bettorToken = (await createSession(server.db, bettor.id, SESSION_LIFETIME_SECONDS)).token;
    const replies = await Promise.all(Array.from({ length: 10 }, () => call('setOneClick', { stake: 2000 }, bettorToken)));
    expect(replies.every((reply) => reply.statusCode === 200 && reply.body.data.one_click_stake === 2000)).toBe(true);
    expect((await call('userInfo', undefined, bettorToken)).body.data.one_click_stake).toBe(2000);
  });
});

describe('wallet balance', () => {
  it('answers bl, ex, bc, eb in rupees from the wallet', async () => {
    const { statusCode, body } = await call('walletBalance');
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ bl: 1234.56, ex: -200, bc: 3, eb: 50 });
  });
});

describe('stake buttons', () => {
  it('are one source: user info chips equal the wallet config stake_button, before and after saving (decision 188)', async () => {
    const other = await createTestUser(server.db, { balancePaise: 0 });
    const otherToken = (await createSession(server.db, other.id, SESSION_LIFETIME_SECONDS)).token;
    const both = async () => {
      const [info, config] = await Promise.all([call('userInfo', undefined, otherToken), call('walletConfig', undefined, otherToken)]);
      return [info.body.data.chips, config.body.data.stake_button];
    };
    expect(await both()).toEqual([[500, 1000, 2000, 5000], [500, 1000, 2000, 5000]]);
    await call('changeStakeValues', { stakes: [150, 250, 350, 450] }, otherToken);
    expect(await both()).toEqual([[150, 250, 350, 450], [150, 250, 350, 450]]);
    // Another user's saved stakes are never this user's.
    expect((await call('userInfo')).body.data.chips).not.toEqual([150, 250, 350, 450]);
  });

  it('saves four stake values and shows them in user info', async () => {
    const { statusCode, body } = await call('changeStakeValues', { stakes: [100, 500, 2500, 10_000_000] });
    expect([statusCode, body.message, body.data.chips]).toEqual([200, STAKES_SAVED, [100, 500, 2500, 10_000_000]]);
    expect((await call('userInfo')).body.data.chips).toEqual([100, 500, 2500, 10_000_000]);
  });

  it('refuses values out of 100..1 crore and lists that are not four long (422)', async () => {
    const replies = await Promise.all([
      call('changeStakeValues', { stakes: [99, 200, 300, 400] }),
      call('changeStakeValues', { stakes: [100, 200, 300, 10_000_001] }),
      call('changeStakeValues', { stakes: [100, 200, 300] }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([422, 422, 422]);
  });
});

describe('favourites', () => {
  it('adds and removes an event favourite', async () => {
    const added = await call('makeEventFavourite', { event_id: 'ck-1001', favourite: true });
    expect(added.body.data).toEqual({ event_id: 'ck-1001', favourite: true });
    await call('makeEventFavourite', { event_id: 'ck-1001', favourite: true });
    const stored = () => server.db.query('SELECT event_id FROM favourites WHERE user_id = $1', [user.id]);
    expect(await stored()).toEqual([{ event_id: 'ck-1001' }]);

    const removed = await call('makeEventFavourite', { event_id: 'ck-1001', favourite: false });
    expect(removed.body.data.favourite).toBe(false);
    expect(await stored()).toEqual([]);
  });

  it('stars only an event that exists, and at most MAX_FAVOURITES of them', async () => {
    const unknown = await call('makeEventFavourite', { event_id: '32.1234567', favourite: true });
    expect([unknown.statusCode, unknown.body.message]).toEqual([400, UNKNOWN_EVENT]);

    const { rows } = { rows: Array.from({ length: MAX_FAVOURITES }, (_, index) => `filler-${index}`) };
    await server.db.query('INSERT INTO favourites (user_id, event_id) SELECT $1, unnest($2::text[])', [user.id, rows]);
    const over = await call('makeEventFavourite', { event_id: 'ck-1001', favourite: true });
    expect([over.statusCode, over.body.message]).toEqual([400, TOO_MANY_FAVOURITES]);
    await server.db.query('DELETE FROM favourites WHERE user_id = $1', [user.id]);
  });

  it('lists favourite events (none while the server has no sports events)', async () => {
    const { statusCode, body } = await call('favouriteList', { game_type: 1 });
    expect([statusCode, body.data]).toEqual([200, { events: [] }]);
  });
});

describe('notifications', () => {
  const flags = async () => (await call('userInfo')).body.data.user as { notificationSubscribed: boolean; notificationUnsubscribed: boolean };

  it('records a declined prompt', async () => {
    const { body } = await call('notificationSubscribe', { subscribed: false });
    expect(body.message).toBe(NOTIFICATIONS_DECLINED);
    expect(await flags()).toMatchObject({ notificationSubscribed: false, notificationUnsubscribed: true });
  });

  it('stores the push subscription, once per endpoint, and sets the subscribed flag', async () => {
    const subscribe = () => call('subscribeNotification', { deviceData: PUSH_SUBSCRIPTION, domainName: 'localhost' });
    expect((await subscribe()).body.message).toBe(NOTIFICATIONS_SUBSCRIBED);
    await subscribe();
    const rows = await server.db.query('SELECT user_id, p256dh, auth, domain_name FROM push_subscriptions WHERE endpoint = $1', [
      PUSH_SUBSCRIPTION.endpoint,
    ]);
    expect(rows).toEqual([{ user_id: user.id, p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret', domain_name: 'localhost' }]);
    expect(await flags()).toMatchObject({ notificationSubscribed: true, notificationUnsubscribed: false });
  });

  it('refuses a subscription that is not a PushSubscription (422)', async () => {
    const { statusCode } = await call('subscribeNotification', { deviceData: { endpoint: 'x' }, domainName: 'localhost' });
    expect(statusCode).toBe(422);
  });
});
