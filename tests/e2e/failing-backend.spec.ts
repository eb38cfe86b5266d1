/**
 * With the backend failing (every reply a 500, or no reply at all), every screen still says what
 * happened and offers what helps; none goes blank or shows a program's error (decision 125).
 * Signed out: a failed balance poll logs a signed-in user out (spec §4), so a failing backend is
 * always met signed out in the end; the screens that need a user then offer the login.
 */
import { expect, test, type Page } from '@playwright/test';

const SCREENS = [
  '/',
  '/inplay',
  '/sports-event-detail/ck-1001',
  '/sports/cricket/4',
  '/games/casino',
  '/matka',
  '/cricket-fight',
  '/wallet-deposit',
  '/wallet-withdraw',
  '/statements',
  '/profit-loss',
  '/bets/open',
  '/bonus',
  '/profile/DETAILS',
  '/notifications',
];

/**
 * Words a person would not write (a program's error leaking onto the screen), and an empty state
 * where the truth is that nothing could be loaded.
 */
const PROGRAM_WORDS = /Cannot read propert|undefined|is not a function|TypeError|getSnapshot|must match pattern|No data found/;

/** Each screen opened by a link inside the running page, or loaded afresh while the backend fails. */
async function screensNotExplaining(page: Page, open: 'navigate' | 'load'): Promise<string[]> {
  const unexplained: string[] = [];
  for (const path of SCREENS) {
    if (open === 'load') await page.goto(path);
    else {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    const main = page.getByRole('main');
    // Loading settles into something that says what happened: an error, an empty state, or content.
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 25_000 });
    await expect.poll(async () => (await main.innerText()).trim().length, { message: `${path} is blank`, timeout: 15_000 }).toBeGreaterThan(0);
    const text = await main.innerText();
    if (PROGRAM_WORDS.test(text)) unexplained.push(`${path} (${open}): ${PROGRAM_WORDS.exec(text)?.[0]}`);
    await expect(page.getByRole('banner')).toBeVisible();
  }
  return unexplained;
}

for (const [failure, answer] of [
  ['every reply is a 500', 'fulfil'],
  ['the server does not answer', 'abort'],
] as const) {
  test(`every screen explains itself when ${failure}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await page.route(/\/api\//, (route) =>
      answer === 'fulfil'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Internal error' }) })
        : route.abort('connectionrefused'),
    );
    expect([...(await screensNotExplaining(page, 'navigate')), ...(await screensNotExplaining(page, 'load'))]).toEqual([]);
  });
}

test('an event that does not exist says so and offers a way back, not a Try again that cannot help', async ({ page }) => {
  await page.goto('/sports-event-detail/no-such-event');
  await expect(page.getByRole('heading', { name: 'This event is not available' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See events in play' }).click();
  await expect(page).toHaveURL(/\/inplay$/);
});
