/**
 * The balance poll re-renders only what changed (design §7), counted in the page
 * (src/ui/render-count.ts): a signed-in user on Home sits through several 2 s polls whose replies
 * are unchanged (the header's amounts, the account menu, the header and Home do not render again);
 * then money arrives server-side and only the balance renders again, showing the new amount.
 */
import { expect, test, type Page } from '@playwright/test';
import { countRenders, renderCountsOf, rendersOf, type RenderCounts } from './support/render-counts.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const BALANCE_POLL = '**/api/user/wallet-balance';

/**
 * Waits until `count` more polls have been answered and handled: the session asks again only 2 s
 * after it took the previous reply in, so each next request proves the reply before it was handled.
 */
async function pollsHandled(page: Page, count: number): Promise<void> {
  for (let poll = 0; poll < count; poll += 1) await page.waitForRequest(BALANCE_POLL);
}

/** What the test watches: each amount of the header and the shell around it. */
const watched = (counts: RenderCounts) => ({
  balance: counts.headerAmount?.['shell.balance'] ?? 0,
  exposure: counts.headerAmount?.['shell.exposure'] ?? 0,
  accountMenu: rendersOf(counts, 'accountMenu'),
  shell: rendersOf(counts, 'shell'),
  header: rendersOf(counts, 'header'),
  home: rendersOf(counts, 'home'),
});

test('an unchanged balance poll re-renders nothing; a changed balance re-renders only the balance', async ({ page, request }) => {
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 500);
  await countRenders(page);
  const declined = page.waitForResponse('**/api/notification/subscribe');
  await logInWithoutNotifications(page, user);
  await declined;
  const balance = page.getByRole('banner').locator('.wallet-summary__item', { hasText: 'Balance' }).locator('dd');
  await expect(balance).toHaveText('500.00');
  await expect(page.getByRole('region', { name: 'In-Play' }).first()).toBeVisible();

  await pollsHandled(page, 1);
  const settled = watched(await renderCountsOf(page));
  expect(settled.balance).toBeGreaterThan(0);
  expect(settled.header).toBeGreaterThan(0);
  expect(settled.home).toBeGreaterThan(0);
  await pollsHandled(page, 3);
  expect(watched(await renderCountsOf(page)), 'renders after three unchanged polls').toEqual(settled);

  await addMoneyThroughGateway(request, user, 250);
  await expect(balance).toHaveText('750.00');
  await pollsHandled(page, 2);
  expect(watched(await renderCountsOf(page)), 'renders after the balance changed').toEqual({ ...settled, balance: settled.balance + 1 });
});
