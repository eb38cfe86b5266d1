// The help panel answers "what is lay bet" from the rules, in the reader's language, and
// never names the site by its address ("localhost").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { SUPPORT_PAGE_PATH } from './support-page.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const page = async (query: string) => (await server.app.inject({ url: `${SUPPORT_PAGE_PATH}?domain=localhost&${query}` })).body;
const visibleText = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<input[^>]*>/g, '').replace(/<[^>]+>/g, ' ');

describe('the support page', () => {
  it('answers a question from the rules, the best answer first and open', async () => {
    const html = await page('q=what%20is%20lay%20bet');
    expect(html).toMatch(/<details open><summary>Back and lay bets<\/summary>/);
    expect(html).not.toContain('No answer matches');
  });

  it('lists the common questions and every rule before a search', async () => {
    const html = await page('');
    expect(html).toContain('When is fancy settled');
    expect(html).toContain('Matka games and rates');
    expect(html).toContain('How do I deposit?');
  });

  it('speaks Hindi with lang=hi, and keeps it in its forms', async () => {
    const html = await page('lang=hi&q=' + encodeURIComponent('बेट डिले'));
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<details open><summary>इन-प्ले बेट डिले</summary>');
    expect(html).toContain('<input type="hidden" name="lang" value="hi">');
  });

  it('never shows the site by its address', async () => {
    for (const query of ['', 'q=deposit', 'lang=hi']) {
      const text = visibleText(await page(query));
      expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
      expect(text).toContain('Khiladi Exchange');
    }
  });
});
