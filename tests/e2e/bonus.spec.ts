/**
 * Bonuses, refer and earn and operator notifications through the real UI: a friend signs
 * up with the user's refer code and deposits, which earns the user a refer bonus (locked); switching
 * to the welcome-bonus wallet shows the bar; a settled bet plays the turnover, and Claim moves the
 * bonus into the main wallet. Then the operator's notification arrives live in the bell and opens.
 *
 * Each project bets on its own event's match odds (no other spec settles them).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bearer, dataOf } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { operatorCli } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { devOtp, freshMobile, sendOtp, signUpFreshUser, TEST_PASSWORD } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

// Match odds no other spec bets on or settles (kb-4001 is the cash-out spec's; ck-1005's other markets
// are markets-nav's).
const EVENT_OF_PROJECT: Record<string, string> = { phone: 'ck-1005', desktop: 'tn-3002' };
const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');

test('a refer bonus earned, the welcome-bonus wallet, a claim; an operator notification live', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const event = EVENT_OF_PROJECT[project] ?? EVENT_OF_PROJECT.phone!;
  const user = await signUpFreshUser(request);
  const { refer_code: referCode } = await dataOf<{ refer_code: string }>(request.get('/api/user/refer-code', { headers: bearer(user.token) }));

  // A friend signs up with the code and deposits: the user earns the refer bonus.
  const mobile = freshMobile();
  await dataOf(sendOtp(request, mobile, 'register'));
  const otp = await devOtp(request, mobile, 'register');
  const friend = await dataOf<{ token: string }>(
    request.post('/api/user/registration', { data: { mobile, otp, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, domain: 'localhost', referCode } }),
  );
  await addMoneyThroughGateway(request, { ...user, token: friend.token, mobile }, 1000);
  await addMoneyThroughGateway(request, user, 1000);

  await logInWithoutNotifications(page, user);
  await page.goto('/refer-earn');
  await expect(page.getByTestId('refer-code')).toHaveText(referCode);
  await expect(page.getByTestId('refer-count')).toHaveText('1');
  await page.screenshot({ path: testInfo.outputPath(`refer-${project}.png`), fullPage: true });
  await expectNoAxeViolations(page);

  await page.goto('/bonus');
  const bonus = page.getByTestId('bonus');
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText('Locked');
  await page.getByRole('radio', { name: 'Welcome bonus' }).click();
  await expect(page.getByText('Playing with Welcome Bonus')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Welcome bonus' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: testInfo.outputPath(`bonus-welcome-${project}.png`), fullPage: true });
  await page.getByRole('radio', { name: 'Main wallet' }).click();
  await expect(page.getByText('Playing with Welcome Bonus')).toBeHidden();

  // A settled ₹100 bet at qualifying odds (≥ 1.50, decision 133) plays the bonus's turnover (₹100 at
  // 1×): it can be claimed, once. The runner backed is the one the market prices higher.
  type DetailsRunner = { selection_id: string; back: { price: number }[] };
  const details = await dataOf<{ markets: { market_id: string; runners: DetailsRunner[] }[] }>(request.get(`/api/sports/match-details/${event}?domain=localhost`));
  const runners = details.markets.find((market) => market.market_id === `${event}.mo`)!.runners;
  const outsider = runners.reduce((best, runner) => ((runner.back[0]?.price ?? 0) > (best.back[0]?.price ?? 0) ? runner : best));
  expect(outsider.back[0]!.price).toBeGreaterThanOrEqual(1.5);
  const placed = await request.post('/api/user/save-bet', {
    headers: { ...bearer(user.token), 'Idempotency-Key': randomUUID() },
    data: { event_id: event, market_id: `${event}.mo`, selection_id: outsider.selection_id, type: 'back', odds: 1.5, stake: 100, accept_any_odds: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  expect(await operatorCli('declare-winner', `${event}.mo`, '--winner', outsider.selection_id)).toContain('Settled 1 bets');
  await page.reload();
  await expect(bonus).toContainText('Ready to claim');
  await bonus.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('₹100.00 moved into your main wallet.')).toBeVisible();
  await expect(bonus).toContainText('Claimed');
  await expectNoAxeViolations(page);

  // The operator writes to this user: the bell adds 1 live, and the notification opens where it points.
  const before = Number((await bell(page).getByTestId('notification-count').textContent()) ?? '0');
  expect(await operatorCli('notify', user.userId, '--domain', 'localhost', '--title', 'Bonus tips', '--body', 'Claim bonuses on the Bonus page.', '--link', '/refer-earn')).toContain('Sent');
  await expect(bell(page).getByTestId('notification-count')).toHaveText(String(before + 1));
  await bell(page).click();
  await page.getByTestId('notification').filter({ hasText: 'Bonus tips' }).click();
  await expect(page).toHaveURL(/\/refer-earn$/);

  // The support chatbot: the menu's Help frames the support page (on a phone the menu is a drawer).
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Help' }).click();
  const frame = page.frameLocator('iframe[title="Help and support"]');
  await expect(frame.getByRole('heading', { name: 'Help and support' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`chatbot-${project}.png`) });
});
