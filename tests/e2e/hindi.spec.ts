/**
 * Hindi all through (decisions 127 and 225): on the Hindi site no product string renders in English.
 * Every English message of the catalogues that has a Hindi text of its own is looked for in the page's
 * text, on the screens a bettor opens first, as are the names the product itself gives: markets,
 * runners, the seeded competitions and the match engine's score words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';

const I18N = join(import.meta.dirname, '../../src/i18n');
const catalogue = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(I18N)
      .filter((file) => file === `${language}.json` || file.endsWith(`.${language}.json`))
      .map((file) => JSON.parse(readFileSync(join(I18N, file), 'utf8')) as Record<string, string>),
  );

/**
 * The English the product writes that is no catalogue message: the engine's market, runner and fancy
 * names, the reference server's competitions, the engine's score words (server/sports/engine/match.ts).
 * Whole words, case as written; teams' and games' names are content and are not here.
 */
const PRODUCT_ENGLISH = [
  'Match Odds',
  'Bookmaker',
  'Tied Match',
  'The Draw',
  'Yes',
  'No',
  'Win',
  'over runs',
  'Fall of',
  'International Twenty20',
  'Indian Premier League',
  'English Premier League',
  'Indian Super League',
  'ATP Finals',
  'Pro Kabaddi League',
  'Wicket!',
  'FOUR',
  'SIX',
  'Innings break',
  'Match tied',
  'won by',
  'batting',
  'need',
  'from',
  'Half time',
  'Full time',
  'GOAL!',
  'Break point',
  'Tie-break',
  'to serve',
  'won',
  'All out!',
  'Super raid!',
  'Tackle!',
  'Leader:',
  'Won by',
  'to go',
  "under starter's orders",
];

/** English texts a page could show verbatim: whole messages without placeholders, of two words or more, that Hindi writes differently. */
function englishPhrases(): string[] {
  const english = catalogue('en');
  const hindi = catalogue('hi');
  const phrases = Object.entries(english)
    // A game's name is the provider's brand (the lobby shows it as the provider writes it).
    .filter(([id]) => !/^rules\.casino\.\w+\.title$/.test(id))
    .filter(([id, text]) => !text.includes('{') && text.trim().includes(' ') && hindi[id] !== undefined && hindi[id] !== text)
    .map(([, text]) => text.trim());
  return [...new Set([...phrases, ...PRODUCT_ENGLISH])];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase found as whole words (not "No" in "Novak", nor "Win" in "Winner"). */
const wholeWords = (phrase: string) => new RegExp(`(?<![A-Za-z])${escape(phrase)}(?![A-Za-z])`);

test('no product string renders in English on the Hindi site', async ({ page, request }) => {
  test.setTimeout(180_000);
  await logInWithoutNotifications(page, await signUpFreshUser(request));
  // In the header on a desktop; in the menu on a phone, whose header has no room for it.
  const language = page.getByRole('combobox', { name: 'Language' }).filter({ visible: true });
  if ((await language.count()) === 0) await page.getByRole('button', { name: 'Open menu' }).click();
  await language.first().selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const phrases = englishPhrases().map((phrase) => ({ phrase, pattern: wholeWords(phrase) }));
  const found: string[] = [];
  const screens = {
    home: '/',
    event: '/sports-event-detail/ck-1001',
    football: '/sports-event-detail/fb-2001',
    tennis: '/sports-event-detail/tn-3001',
    casino: '/games',
    matka: '/matka',
    fantasy: '/cricket-fight',
    wallet: '/wallet-deposit',
    statements: '/statements',
    profile: '/profile/DETAILS',
  };
  for (const [screen, path] of Object.entries(screens)) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    if (screen === 'home') await expect(page.locator('.event-row__score').first()).toBeVisible({ timeout: 20_000 });
    if (screen === 'event') await expect(page.getByTestId('scoreboard')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: `.tmp/hindi/${screen}-${test.info().project.name}.png`, fullPage: true });
    const text = await page.locator('body').innerText();
    for (const { phrase, pattern } of phrases) if (pattern.test(text)) found.push(`${path}: ${phrase}`);
  }
  // A casino game's bar names its balance as the header does (decision 221): बैलेंस.
  await page.goto('/games/crash');
  await page.locator('.casino-tile').filter({ hasText: 'Aviator' }).first().click();
  const bar = page.getByRole('dialog', { name: 'Aviator' }).locator('.game-frame__bar');
  await expect(bar.locator('.game-frame__funds')).toContainText('बैलेंस');
  await expect(bar.getByTestId('game-frame-balance')).toHaveText(/^₹[\d,.]+$/);
  await page.screenshot({ path: `.tmp/hindi/casino-game-${test.info().project.name}.png` });
  const barText = await bar.innerText();
  for (const { phrase, pattern } of phrases) if (pattern.test(barText)) found.push(`casino game bar: ${phrase}`);
  expect(found).toEqual([]);
});
test("the operator's banner and ticker are shown in the site's language (decision 222)", async ({ page, request }) => {
  await logInWithoutNotifications(page, await signUpFreshUser(request));
  const ticker = page.locator('.ticker');
  const banner = page.locator('.hero__slide img').first();
  await expect(ticker).toContainText('Welcome to Khiladi Exchange!');
  await expect(banner).toHaveAttribute('src', /\/banner\.svg$/);
  const language = page.getByRole('combobox', { name: 'Language' }).filter({ visible: true });
  if ((await language.count()) === 0) await page.getByRole('button', { name: 'Open menu' }).click();
  await language.first().selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto('/');
  await expect(ticker).toContainText('खिलाड़ी एक्सचेंज में आपका स्वागत है!');
  await expect(ticker).not.toContainText('Welcome');
  await expect(ticker).not.toContainText('bonus on every');
  await expect(banner).toHaveAttribute('src', /\/banner\.hi\.svg$/);
  await expect(banner).toHaveAttribute('alt', 'क्रिकेट, फ़ुटबॉल और टेनिस एक्सचेंज, कैसीनो और मटका।');
  await page.screenshot({ path: `.tmp/b34/home-hi-${test.info().project.name}.png` });
});
