/** The shell a visitor sees: header, footer, the pages without a sign-in, and where the routes lead. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { BY_MOBILE_SITE, BY_USER_ID_SITE, siteUrl } from './support/sites.ts';

/** Home's first banner as the app draws it, and as the server writes it into the page's shell (docs/decisions/233). */
const APP_BANNER = '#root > .shell:not([aria-hidden]) .home > section.hero > .hero__slide img';
const SHELL_BANNER = '#root > .shell[aria-hidden="true"] .home > section.hero > .hero__slide > img';

test('home shows the site with its header, announcement and footer', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Khiladi/i);
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test("signed-out Home's first banner comes in the server's HTML, where the app draws it", async ({ browser, page }, testInfo) => {
  // The page as it is before its script runs: with JavaScript off, only the server's HTML is drawn.
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, hasTouch, deviceScaleFactor });
  try {
    // Each site is told apart by the domain the page is asked from, and has its own banner.
    for (const domain of [BY_MOBILE_SITE, BY_USER_ID_SITE]) {
      const image = `/brand/${domain}/banner.svg`;
      const htmlOnly = await withoutScript.newPage();
      await htmlOnly.goto(siteUrl(domain, '/'));
      const shellBanner = htmlOnly.locator(SHELL_BANNER);
      await expect(shellBanner).toHaveAttribute('src', image);
      await expect(shellBanner).toHaveAttribute('fetchpriority', 'high');
      await expect(shellBanner).toHaveAttribute('alt', /\S/);
      await expect.poll(() => shellBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shellBox = await shellBanner.boundingBox();
      await htmlOnly.close();
      // The app draws the same image in the same place and size: nothing moves, no larger paint.
      await page.goto(siteUrl(domain, '/'));
      const appBanner = page.locator(APP_BANNER).first();
      await expect(appBanner).toHaveAttribute('src', image);
      await expect(page.locator('.event-row__link').first()).toBeVisible({ timeout: 15_000 });
      const appBox = await appBanner.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(appBox?.[side], `${domain} ${side}`).toBeCloseTo(shellBox?.[side] ?? NaN, 0);
    }
    // Only `/` comes with a banner; the other screens keep the plain shell.
    const inPlay = await withoutScript.newPage();
    await inPlay.goto(siteUrl(BY_MOBILE_SITE, '/inplay'));
    await expect(inPlay.locator('#root > .shell .header')).toHaveCount(1);
    await expect(inPlay.locator('#root .hero')).toHaveCount(0);
  } finally {
    await withoutScript.close();
  }
});

test("nothing on Home's first screen moves when its settings and in-play lists arrive late, and its largest paint is the server's banner", async ({ page }, testInfo) => {
  // The settings answer late: until then Home shows the banner of the page's HTML (docs/decisions/233).
  await page.route('**/api/user/site-settings*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  // The in-play list answers a second late: its row count is unknown until then (docs/decisions/241).
  await page.route('**/api/sports/in-play-matches*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.event-row__link').first()).toBeVisible();
  await expect(page.locator(APP_BANNER).first()).toHaveAttribute('src', '/brand/localhost/banner.svg');
  const { shifted, paints, largestFromShell } = await page.evaluate(() => {
    // Every entry since the page opened (buffered).
    const entriesOf = <Entry extends PerformanceEntry>(type: string) =>
      new Promise<Entry[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries() as Entry[])).observe({ type, buffered: true });
        setTimeout(() => resolve([]), 1_000);
      });
    return Promise.all([
      entriesOf<PerformanceEntry & { value: number; hadRecentInput: boolean }>('layout-shift'),
      entriesOf<PerformanceEntry & { url: string; element: Element | null }>('largest-contentful-paint'),
    ]).then(([shifts, largest]) => ({
      // Shifts not caused by input.
      shifted: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
      paints: largest.map((paint) => new URL(paint.url || '/', location.href).pathname),
      // The shell's nodes are gone once the app has drawn: a candidate of theirs has no element now.
      largestFromShell: largest.at(-1)?.element?.isConnected !== true,
    }));
  });
  expect(shifted).toBeLessThan(0.01);
  // The app's banner, drawn again when the script ran and again when the settings came, is never a
  // new, larger candidate than the shell's.
  const banner = '/brand/localhost/banner.svg';
  expect(paints.filter((url) => url === banner).length).toBeLessThanOrEqual(1);
  // On the phone (what Lighthouse measures) the shell's banner is the largest paint. On desktop the
  // seeded 1.8 kB SVG drawn 984×328 is under Chrome's 0.05 bits per pixel: no candidate at all.
  if (testInfo.project.name === 'phone') {
    expect(paints.at(-1)).toBe(banner);
    expect(largestFromShell).toBe(true);
  }
});

test('inplay is home opened on the in-play lists (no banners above them), with the footer', async ({ page }) => {
  await page.goto('/inplay');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'In-Play' }).first()).toBeVisible();
  await expect(page.locator('.hero')).toHaveCount(0);
  // Each list row's prices have their column heads: 1 and 2 (X for a draw).
  await expect(page.locator('.event-row__head').first()).toHaveText('1');
});

test('faq answers questions and has no footer', async ({ page }, testInfo) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('faq.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('an unknown route shows the 404 screen with a way home', async ({ page }, testInfo) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('not-found.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go To Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('maintenance when the site is not under maintenance goes home', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/$/);
});

test('an area opens its own screen, named by its heading', async ({ page }) => {
  await page.goto('/matka');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/matka/i);
  await expectNoAxeViolations(page);
});

test('a signed-in area asks a visitor to log in first', async ({ page }) => {
  await page.goto('/refer-earn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
});
