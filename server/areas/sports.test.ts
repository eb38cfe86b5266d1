import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';

let server: BuiltServer;

beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const call = (operationId: string, call: Parameters<typeof callOperation>[2] = {}) => callOperation(server.app, operationId, call);

describe('sports lists', () => {
  it('lists the sports with Home tab slugs and counts', async () => {
    const { body } = await call('sportsList');
    expect(body.data.map((sport: { slug: string }) => sport.slug)).toEqual(['cricket', 'football', 'tennis', 'horse-racing', 'kabaddi']);
    const cricket = body.data[0];
    expect(cricket).toMatchObject({ sport_id: 4, name: 'Cricket' });
    expect(cricket.in_play_count).toBeGreaterThanOrEqual(2);
    expect(cricket.event_count).toBeGreaterThan(cricket.in_play_count);
  });

  it('has events in play and upcoming whenever the server starts', async () => {
    const inPlay = (await call('inPlayMatches')).body.data;
    const upcoming = (await call('upcomingSports')).body.data;
    expect(inPlay.length).toBeGreaterThanOrEqual(5);
    expect(inPlay.every((event: { in_play: boolean }) => event.in_play)).toBe(true);
    expect(new Set(inPlay.map((event: { sport_slug: string }) => event.sport_slug))).toEqual(new Set(['cricket', 'football', 'tennis']));
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.every((event: { in_play: boolean; open_date: string }) => !event.in_play && Date.parse(event.open_date) > Date.now())).toBe(true);
    const counts = (await call('inPlayCount')).body.data;
    expect(counts.find((row: { slug: string }) => row.slug === 'cricket').count).toBe(inPlay.filter((event: { sport_id: number }) => event.sport_id === 4).length);
  });

  it('gives list rows the match odds best prices, the market id and badges', async () => {
    const [event] = (await call('findByIds', { query: { ids: 'ck-1001' } })).body.data;
    expect(event).toMatchObject({ event_id: 'ck-1001', event_name: 'India v Australia', market_id: 'ck-1001.mo', market_status: 'open', has_bookmaker: true, has_fancy: true });
    expect(event.odds).toHaveLength(2);
    expect(event.odds[0].back).toBeLessThan(event.odds[0].lay);
    const football = (await call('findByIds', { query: { ids: 'fb-2001,nope,ck-1003' } })).body.data;
    expect(football.map((row: { event_id: string }) => row.event_id)).toEqual(['fb-2001', 'ck-1003']);
    expect(football[0].odds.map((runner: { runner_name: string }) => runner.runner_name)).toEqual(['Arsenal', 'Chelsea', 'The Draw']);
  });

  it('lists a sport, or one competition of it, in play first', async () => {
    const cricket = (await call('matches', { params: { sport_id: 4 } })).body.data;
    expect(cricket.every((event: { sport_id: number }) => event.sport_id === 4)).toBe(true);
    const firstUpcoming = cricket.findIndex((event: { in_play: boolean }) => !event.in_play);
    expect(cricket.slice(firstUpcoming).every((event: { in_play: boolean }) => !event.in_play)).toBe(true);
    const ipl = (await call('matches', { params: { sport_id: 4 }, query: { competition_id: 'ck-ipl' } })).body.data;
    expect(ipl.length).toBeGreaterThan(0);
    expect(ipl.every((event: { competition_id: string }) => event.competition_id === 'ck-ipl')).toBe(true);
  });

  it('details a cricket event: match odds, bookmaker, tied match and fancy with their statuses, and a score', async () => {
    const { body } = await call('matchDetails', { params: { event_id: 'ck-1001' } });
    const types = body.data.markets.map((market: { market_type: string }) => market.market_type);
    expect(types.slice(0, 3)).toEqual(['match_odds', 'bookmaker', 'tied_match']);
    expect(types.filter((type: string) => type === 'fancy').length).toBeGreaterThanOrEqual(4);
    const matchOdds = body.data.markets[0];
    expect(matchOdds).toMatchObject({ status: 'open', bet_delay: 5, min_stake: 100 });
    expect(matchOdds.runners[0].back).toHaveLength(3);
    expect(matchOdds.runners[0].lay).toHaveLength(3);
    const fancy = body.data.markets.find((market: { market_type: string }) => market.market_type === 'fancy');
    expect(fancy.bet_delay).toBe(0);
    expect(fancy.runners[0].back[0].price).toBe(fancy.runners[0].lay[0].price + 1);
    expect(body.data.score).toMatchObject({ summary: expect.any(String) });
  });

  it('answers an unknown event with 400', async () => {
    expect((await call('matchDetails', { params: { event_id: 'no-such-event' } })).statusCode).toBe(400);
  });
});

describe('favourites', () => {
  it('lists the favourite events the server knows', async () => {
    const user = await createTestUser(server.db);
    const token = (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token;
    for (const event_id of ['fb-2001', 'unknown.1', 'ck-1001']) {
      await call('makeEventFavourite', { token, body: { event_id, favourite: true } });
    }
    const { body } = await call('favouriteList', { token, body: { game_type: 1 } });
    expect(body.data.events.map((event: { event_id: string }) => event.event_id).sort()).toEqual(['ck-1001', 'fb-2001']);
  });
});
