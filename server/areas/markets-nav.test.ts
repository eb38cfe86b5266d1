// Search events and My Markets on the real server, with the abuse a public search box and
// a per-user list invite (other users, odd and huge keys, LIKE wildcards, SQL in the key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createTestMarket } from '../testing/sports.ts';
import { SEARCH_RESULTS_MAX } from '../sports/search.ts';
import { UNKNOWN_SPORT } from '../sports/my-markets.ts';

let server: BuiltServer;
let keys = 0;

beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const call = (operationId: string, options: Parameters<typeof callOperation>[2] = {}) => callOperation(server.app, operationId, options);
const search = async (searchKey: string) => {
  const reply = await call('searchEvents', { params: { searchKey } });
  expect(reply.statusCode).toBe(200);
  return (reply.body.data as { event_name: string; competition_name: string; in_play: boolean }[]).map((event) => event.event_name);
};

async function bettor() {
  const user = await createTestUser(server.db, { balancePaise: 1_000_000 });
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind) VALUES ($1, $2, 'opening_balance')", [user.id, 1_000_000]);
  return { ...user, token: (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token };
}

const back = (token: string, market: { eventId: string; marketId: string; selectionIds: string[] }, stake: number) =>
  call('saveBet', {
    token,
    headers: { 'idempotency-key': `nav-key-${process.pid}-${(keys += 1)}` },
    body: { event_id: market.eventId, market_id: market.marketId, selection_id: market.selectionIds[0], type: 'back', odds: 2, stake },
  });

describe('search events', () => {
  it('finds an event by a team, case-insensitively, without signing in', async () => {
    expect(await search('australia')).toContain('India v Australia');
    expect(await search('ARSENAL')).toContain('Arsenal v Chelsea');
  });

  it('finds events by competition and by sport', async () => {
    const ipl = await call('searchEvents', { params: { searchKey: 'premier league' } });
    const competitions = new Set(ipl.body.data.map((event: { competition_name: string }) => event.competition_name));
    expect(competitions).toEqual(new Set(['Indian Premier League', 'English Premier League']));
    const football = await call('searchEvents', { params: { searchKey: 'football' } });
    expect(football.body.data.length).toBeGreaterThan(0);
    expect(football.body.data.every((event: { sport_slug: string }) => event.sport_slug === 'football')).toBe(true);
  });

  it('needs every word, lists events in play first and at most SEARCH_RESULTS_MAX', async () => {
    expect(await search('  india   australia ')).toEqual(['India v Australia']);
    expect(await search('india chelsea')).toEqual([]);
    const all = (await call('searchEvents', { params: { searchKey: 'v' } })).body.data as { in_play: boolean }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(SEARCH_RESULTS_MAX);
    const firstUpcoming = all.findIndex((event) => !event.in_play);
    expect(firstUpcoming === -1 || all.slice(firstUpcoming).every((event) => !event.in_play)).toBe(true);
  });

  it.each([
    ['a percent sign (LIKE wildcard)', '%'],
    ['an underscore (LIKE wildcard)', '_'],
    ['wildcards around a team', '%ndi_'],
    ['a backslash', '\\'],
    ['a quote and SQL', "x' OR '1'='1"],
    ['a SQL comment', 'india --'],
    ['white space only', '   '],
    ['unicode', 'क्रिकेट 🏏'],
    ['the longest key allowed', 'a'.repeat(100)],
    ['the longest key allowed in Devanagari', 'क'.repeat(100)],
  ])('matches %s literally, finding nothing', async (_name, key) => {
    expect(await search(key)).toEqual([]);
  });

  it('refuses a key longer than 100 characters with 422', async () => {
    expect((await call('searchEvents', { params: { searchKey: 'a'.repeat(101) } })).statusCode).toBe(422);
    // Far past any key the contract allows, the router refuses the address itself.
    const huge = await server.app.inject({ url: `/api/user/search-events/${encodeURIComponent('🏏'.repeat(2_000))}` });
    expect(huge.statusCode).toBe(414);
  });

  it('does not list a closed event', async () => {
    await server.db.query("INSERT INTO events (id, sport_id, competition_id, name, open_date, status) VALUES ('nav-closed', 4, 'ck-ipl', 'Zanzibar v Quokkas', now(), 'closed') ON CONFLICT DO NOTHING");
    expect(await search('zanzibar')).toEqual([]);
  });
});

describe('my markets', () => {
  it('lists each market with exposure, the same figures as allMarketExposures, by sport', async () => {
    const user = await bettor();
    expect((await call('myMarkets', { token: user.token, params: { sport_type: 'all' } })).body.data).toEqual([]);
    const cricket = await createTestMarket(server.db, { eventId: 'ck-1001' });
    const football = await createTestMarket(server.db, { eventId: 'fb-2001' });
    expect((await back(user.token, cricket, 100)).statusCode).toBe(200);
    expect((await back(user.token, football, 250)).statusCode).toBe(200);

    const all = (await call('myMarkets', { token: user.token, params: { sport_type: 'all' } })).body.data;
    const exposures = (await call('allMarketExposures', { token: user.token })).body.data;
    expect(all.map((row: { market_id: string; exposure: number }) => [row.market_id, row.exposure]).sort()).toEqual(
      exposures.map((row: { market_id: string; exposure: number }) => [row.market_id, row.exposure]).sort(),
    );
    expect(all.find((row: { market_id: string }) => row.market_id === football.marketId)).toMatchObject({
      event_id: 'fb-2001',
      sport_slug: 'football',
      exposure: -250,
      in_play: expect.any(Boolean),
    });
    const balance = (await call('walletBalance', { token: user.token })).body.data;
    expect(all.reduce((sum: number, row: { exposure: number }) => sum + row.exposure, 0)).toBe(balance.ex);

    const onlyCricket = (await call('myMarkets', { token: user.token, params: { sport_type: 'cricket' } })).body.data;
    expect(onlyCricket.map((row: { market_id: string }) => row.market_id)).toEqual([cricket.marketId]);
    expect((await call('myMarkets', { token: user.token, params: { sport_type: 'tennis' } })).body.data).toEqual([]);
  });

  it('drops a market once it closes', async () => {
    const user = await bettor();
    const market = await createTestMarket(server.db, { eventId: 'ck-1001' });
    await back(user.token, market, 100);
    await server.db.query("UPDATE markets SET status = 'closed' WHERE id = $1", [market.marketId]);
    expect((await call('myMarkets', { token: user.token, params: { sport_type: 'all' } })).body.data).toEqual([]);
  });

  it('never shows another user’s markets', async () => {
    const alice = await bettor();
    const mallory = await bettor();
    await back(alice.token, await createTestMarket(server.db), 100);
    expect((await call('myMarkets', { token: mallory.token, params: { sport_type: 'all' } })).body.data).toEqual([]);
  });

  it('needs a signed-in user, a known sport and a slug-shaped sport type', async () => {
    const user = await bettor();
    expect((await call('myMarkets', { params: { sport_type: 'all' } })).statusCode).toBe(401);
    const unknown = await call('myMarkets', { token: user.token, params: { sport_type: 'curling' } });
    expect([unknown.statusCode, unknown.body.message]).toEqual([400, UNKNOWN_SPORT]);
    for (const sport_type of ["x'--", '%', 'a'.repeat(33), 'CRICKET']) {
      expect((await call('myMarkets', { token: user.token, params: { sport_type } })).statusCode).toBe(422);
    }
  });
});

describe('favourites', () => {
  it('are the user’s own: another user’s star is not in my list, and unstarring removes it', async () => {
    const alice = await bettor();
    const mallory = await bettor();
    await call('makeEventFavourite', { token: alice.token, body: { event_id: 'ck-1001', favourite: true } });
    await call('makeEventFavourite', { token: alice.token, body: { event_id: 'ck-1001', favourite: true } });
    const list = async (token: string) => (await call('favouriteList', { token, body: { game_type: 1 } })).body.data.events.map((event: { event_id: string }) => event.event_id);
    expect(await list(alice.token)).toEqual(['ck-1001']);
    expect(await list(mallory.token)).toEqual([]);
    await call('makeEventFavourite', { token: mallory.token, body: { event_id: 'ck-1001', favourite: false } });
    expect(await list(alice.token)).toEqual(['ck-1001']);
    await call('makeEventFavourite', { token: alice.token, body: { event_id: 'ck-1001', favourite: false } });
    expect(await list(alice.token)).toEqual([]);
  });
});
