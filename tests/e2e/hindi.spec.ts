/**
 * Hindi all through (decision 127): on the Hindi site no product string renders in English. Every
 * English message of the catalogues that has a Hindi text of its own is looked for in the page's
 * text, on the screens a bettor opens first, as are the product's market and runner names.
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

/** English texts a page could show verbatim: whole messages without placeholders, of two words or more, that Hindi writes differently. */
function englishPhrases(): string[] {
  const english = catalogue('en');
  const hindi = catalogue('hi');
  const phrases = Object.entries(english)
    // A game's name is the provider's brand (the lobby shows it as the provider writes it).
    .filter(([id]) => !/^rules\.casino\.\w+\.title$/.test(id))
    .filter(([id, text]) => !text.includes('{') && text.trim().includes(' ') && hindi[id] !== undefined && hindi[id] !== text)
    .map(([, text]) => text.trim());
  return [...new Set([...phrases, 'Match Odds', 'Tied Match'])];
}

test('no product string renders in English on the Hindi site', async ({ page, request }) => {
  test.setTimeout(120_000);
  await logInWithoutNotifications(page, await signUpFreshUser(request));
  // In the header on a desktop; in the menu on a phone, whose header has no room for it.
  const language = page.getByRole('combobox', { name: 'Language' }).filter({ visible: true });
  if ((await language.count()) === 0) await page.getByRole('button', { name: 'Open menu' }).click();
  await language.first().selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const phrases = englishPhrases();
  const found: string[] = [];
  for (const path of ['/', '/sports-event-detail/ck-1001', '/statements', '/wallet-deposit', '/profile/DETAILS']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await page.waitForTimeout(500);
    const text = await page.locator('body').innerText();
    for (const phrase of phrases) if (text.includes(phrase)) found.push(`${path}: ${phrase}`);
  }
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
