/**
 * A bettor's first minutes (decision 124): nothing on the page sits over a control they need.
 * The push prompt comes 3 s after signing in as a bar in the page, not over the slip; Help is in
 * the menu, not a floating button over the prices, the slip or a form's action bar.
 */
import { expect, test } from '@playwright/test';
import { coveredControls } from './support/covered.ts';
import { cricketMidInnings } from './support/cricket.ts';
import { operatorCli } from './support/operator.ts';
import { logIn } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';

test('nothing covers a control on Home, on an event with the slip open, or when the push prompt comes', async ({ page, request }) => {
  const user = await signUpFreshUser(request);
  await logIn(page, user);
  expect(await coveredControls(page)).toEqual([]);

  await page.goto('/sports-event-detail/ck-1001');
  const firstBack = page.locator('[data-price-cell$="/back/0"]').first();
  await firstBack.click();
  const slip = page.getByRole('region', { name: 'Bet slip' }).last();
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeVisible();
  // The prompt's 3 s have passed: it is a bar above the page, and the slip stays usable.
  const prompt = page.getByRole('region', { name: 'Turn on notifications?' });
  await expect(prompt).toBeVisible();
  await slip.getByRole('button', { name: 'Place bet' }).scrollIntoViewIfNeeded();
  expect(await coveredControls(page)).toEqual([]);
  for (const bottom of [0, 10_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), bottom);
    expect(await coveredControls(page)).toEqual([]);
  }
  // The slip's market goes ball running (the engine does so for each delivery on bookmaker lines;
  // the operator's refusal means the engine holds it already): the overlay covers the prices, not the slip.
  const marketId = (await firstBack.getAttribute('data-price-cell'))!.split('/')[0]!;
  await operatorCli('ball-running', marketId).catch(() => '');
  await expect(page.locator(`[aria-labelledby="market-${marketId}"] .market__overlay`)).toBeVisible();
  await slip.getByRole('button', { name: 'Place bet' }).scrollIntoViewIfNeeded();
  expect(await coveredControls(page)).toEqual([]);
  await operatorCli('ball-stop', marketId).catch(() => '');
});

test("a fancy line that is not open covers its prices only: its Book and pin stay usable", async ({ page, request }, testInfo) => {
  const user = await signUpFreshUser(request);
  await logIn(page, user);
  test.setTimeout(300_000);
  await page.goto(`/sports-event-detail/${(await cricketMidInnings(request)).id}`);
  // Each project its own line: the two share the server, and one's Ball stop must not uncover the other's.
  const line = page.locator('.fancy-line').nth(testInfo.project.name === 'desktop' ? 1 : 0);
  await expect(line).toBeVisible({ timeout: 30_000 });
  const marketId = (await line.getAttribute('aria-labelledby'))!.replace(/^market-/, '');
  // The operator's Ball running (refused when the engine has already paused the line: it is covered then too).
  await operatorCli('ball-running', marketId).catch(() => '');
  await expect(line.locator('.market__overlay')).toBeVisible();
  await line.scrollIntoViewIfNeeded();
  expect(await coveredControls(page)).toEqual([]);
  await operatorCli('ball-stop', marketId).catch(() => '');
});

test("date fields read and write the site's DD/MM/YYYY, not the browser's order", async ({ page, request }) => {
  await logIn(page, await signUpFreshUser(request));
  await page.goto('/statements');
  const from = page.getByRole('textbox', { name: 'From' });
  await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const [day, month, year] = (await from.inputValue()).split('/').map(Number);
  // The day before, typed day first: applied as that day.
  const dayBefore = new Date(Date.UTC(year!, month! - 1, day! - 1));
  const typed = `${String(dayBefore.getUTCDate()).padStart(2, '0')}/${String(dayBefore.getUTCMonth() + 1).padStart(2, '0')}/${dayBefore.getUTCFullYear()}`;
  await from.fill(typed);
  await from.blur();
  await expect(from).toHaveValue(typed);
});
