import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { HttpError } from '../http-error.ts';
import { runCli } from '../testing/operator-cli.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { DEFAULT_OPERATOR_PASSWORD } from './operator-auth.ts';
import { DEFAULT_MAINTENANCE_MINUTES, MAINTENANCE_PROBLEMS, requestedMaintenanceWindow, TICKER_PROBLEMS, tickerWith } from './sites-section.ts';

// In this helper's assigned range (8280-8289).
const PORT = 8280;
const SERVER = `http://127.0.0.1:${PORT}`;
const NOW = new Date('2030-01-01T10:00:00Z');
const MINUTE = 60_000;

describe('the requested maintenance window', () => {
  const after = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

  it('starts now for the default minutes when nothing is given', () => {
    expect(requestedMaintenanceWindow({}, NOW)).toEqual({ from: NOW, to: after(DEFAULT_MAINTENANCE_MINUTES) });
  });

  it('starts after a delay and lasts the given minutes', () => {
    expect(requestedMaintenanceWindow({ delay: '5', minutes: '0.5' }, NOW)).toEqual({ from: after(5), to: after(5.5) });
  });

  it('takes ISO from and to', () => {
    const window = { from: '2030-01-01T11:00:00Z', to: '2030-01-01T12:30:00+01:00' };
    expect(requestedMaintenanceWindow(window, NOW)).toEqual({ from: after(60), to: after(90) });
  });

  it.each([
    [{ from: '2030-01-01T11:00:00Z', delay: '1' }, MAINTENANCE_PROBLEMS.startTwice],
    [{ to: '2030-01-01T11:00:00Z', minutes: '1' }, MAINTENANCE_PROBLEMS.endTwice],
    [{ from: '2030-01-01' }, MAINTENANCE_PROBLEMS.notADate('from')],
    [{ to: 'soon' }, MAINTENANCE_PROBLEMS.notADate('to')],
    [{ delay: '-5' }, MAINTENANCE_PROBLEMS.notMinutes('delay')],
    [{ minutes: '0' }, MAINTENANCE_PROBLEMS.endsBeforeStart],
    [{ from: '2030-01-01T09:00:00Z', to: '2030-01-01T09:30:00Z' }, MAINTENANCE_PROBLEMS.alreadyOver],
  ])('refuses %o', (values, problem) => {
    expect(() => requestedMaintenanceWindow(values, NOW)).toThrow(new HttpError(400, problem));
  });
});

describe('the ticker per language (decision 222)', () => {
  const current = JSON.stringify([{ text: 'Welcome' }, { text: 'स्वागत', lang: 'hi' }]);
  const read = (json: string) => JSON.parse(json) as { text: string; lang?: string }[];

  it("replaces one language's texts and keeps the others", () => {
    expect(read(tickerWith(current, ['en', 'hi'], 'hi', 'पहला | दूसरा'))).toEqual([
      { text: 'Welcome' },
      { text: 'पहला', lang: 'hi' },
      { text: 'दूसरा', lang: 'hi' },
    ]);
    expect(read(tickerWith(current, ['en', 'hi'], '', 'IPL is live\nBonus'))).toEqual([
      { text: 'स्वागत', lang: 'hi' },
      { text: 'IPL is live' },
      { text: 'Bonus' },
    ]);
    expect(read(tickerWith(current, ['en', 'hi'], 'hi', ''))).toEqual([{ text: 'Welcome' }]);
    // Markup is kept as text: the site renders it as text (design §8).
    expect(read(tickerWith('not json', ['en'], '', '<script>x</script>'))).toEqual([{ text: '<script>x</script>' }]);
  });

  it('refuses a language the site does not have, too many texts and a huge one', () => {
    expect(() => tickerWith(current, ['en', 'hi'], 'fr', 'Bonjour')).toThrow(new HttpError(400, TICKER_PROBLEMS.unknownLanguage('fr', ['en', 'hi'])));
    expect(() => tickerWith(current, ['en', 'hi'], 'hi', Array.from({ length: 11 }, (_, n) => `t${n}`).join('|'))).toThrow(
      new HttpError(400, TICKER_PROBLEMS.tooMany),
    );
    expect(() => tickerWith(current, ['en', 'hi'], 'hi', 'x'.repeat(301))).toThrow(new HttpError(400, TICKER_PROBLEMS.tooLong));
  });
});

describe('the sites section', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await buildServer({ mode: 'development', database: await openTestDatabase() });
    await server.app.listen({ port: PORT, host: '127.0.0.1' });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const cli = (...args: string[]) => runCli(SERVER, args);

  const siteVersion = async (domain: string) =>
    (await callOperation(server.app, 'siteVersion', { query: { domain } })).body.data.maintenance;

  it('starts maintenance from the CLI with from and to: the site version carries the window', async () => {
    const from = new Date(Date.now() + 10 * MINUTE).toISOString();
    const to = new Date(Date.now() + 20 * MINUTE).toISOString();
    const { code, out } = await cli('start-maintenance', '127.0.0.1', '--from', from, '--to', to);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Maintenance of 127\.0\.0\.1 from \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d IST to .+ IST\.$/);
    expect(await siteVersion('127.0.0.1')).toEqual({ from_date: from, to_date: to });
    expect(await siteVersion('localhost')).toBeNull();
  });

  it('lists the sites with their windows and what can be done', async () => {
    const { out } = await cli('sites');
    expect(out[0]).toMatch(/^Site\s+Business type\s+Version\s+Maintenance from\s+Maintenance to\s+Status$/);
    expect(out.find((line) => line.startsWith('127.0.0.1'))).toMatch(/Maintenance ahead$/);
    expect(out.find((line) => line.startsWith('localhost'))).toMatch(/Open$/);
  });

  it('starts maintenance now by the JSON API and ends it', async () => {
    const api = (action: string, payload: object) =>
      server.app.inject({
        method: 'POST',
        url: `/operator/api/actions/${action}`,
        headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}` },
        payload,
      });
    const started = await api('start-maintenance', { id: 'localhost', minutes: '5' });
    expect(started.statusCode).toBe(200);
    const window = await siteVersion('localhost');
    expect(Date.parse(window.to_date) - Date.parse(window.from_date)).toBe(5 * MINUTE);
    expect((await api('end-maintenance', { id: 'localhost' })).json()).toEqual({ message: 'Maintenance of localhost ended.' });
    expect(await siteVersion('localhost')).toBeNull();
    expect((await api('end-maintenance', { id: 'localhost' })).json()).toEqual({ message: 'localhost has no maintenance window.' });
  });

  it('refuses a backwards window and an unknown site with their reasons', async () => {
    const backwards = await cli('start-maintenance', 'localhost', '--delay', '10', '--to', new Date().toISOString());
    expect([backwards.code, backwards.error]).toEqual([1, [MAINTENANCE_PROBLEMS.endsBeforeStart]]);
    const unknown = await cli('start-maintenance', 'nowhere.example');
    expect([unknown.code, unknown.error]).toEqual([1, ['No site nowhere.example']]);
  });

  it('offers the window fields on the page', async () => {
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/operator/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: DEFAULT_OPERATOR_PASSWORD }).toString(),
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const page = await server.app.inject({ url: '/operator/sites?domain=127.0.0.1', headers: { cookie } });
    expect(page.body).toContain('aria-label="Start maintenance 127.0.0.1"');
    expect(page.body).toContain('aria-label="End maintenance 127.0.0.1"');
    expect(page.body).toContain('name="minutes"');
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/operator/sites/start-maintenance',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ id: '127.0.0.1', delay: '', minutes: '15', csrf: /name="csrf" value="([^"]+)"/.exec(page.body)![1]! }).toString(),
    });
    expect(new URL(submitted.headers.location as string, 'http://x').searchParams.get('notice')).toMatch(/^Maintenance of 127\.0\.0\.1 from/);
    const window = await siteVersion('127.0.0.1');
    expect(Date.parse(window.to_date) - Date.parse(window.from_date)).toBe(15 * MINUTE);
  });

  it("sets the Hindi ticker from the CLI: the site settings carry it beside the other languages' (decision 222)", async () => {
    const { code, out } = await cli('set-ticker', 'localhost', '--lang', 'hi', '--texts', 'आज IPL लाइव है | नया बोनस');
    expect([code, out[0]]).toEqual([0, 'Ticker of localhost in hi: 2 texts.']);
    const { siteSetting } = (await callOperation(server.app, 'siteSettings', { query: { domain: 'localhost' } })).body.data;
    const ticker = JSON.parse(siteSetting.announcement) as { text: string; lang?: string }[];
    expect(ticker.filter((item) => item.lang === 'hi').map((item) => item.text)).toEqual(['आज IPL लाइव है', 'नया बोनस']);
    expect(ticker.filter((item) => item.lang === undefined)).toHaveLength(2);
    const refused = await cli('set-ticker', 'localhost', '--lang', 'xx', '--texts', 'a');
    expect(refused.code).toBe(1);
  });
});
