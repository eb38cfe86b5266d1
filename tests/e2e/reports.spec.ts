/**
 * The account reports and notifications through the real UI: after a deposit, a bet the
 * operator settles and the notifications they made, the user walks the statement → profit and loss
 * → the market's bets; then a deposit approved while the page is open adds 1 to the bell live, and
 * opening the notification marks it and goes where it points. Phone and desktop screenshots.
 *
 * Each project bets on its own upcoming cricket event's bookmaker market (no other spec settles it).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bearer } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { operatorCli } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const EVENT_OF_PROJECT: Record<string, { id: string; home: string }> = {
  phone: { id: 'ck-1003', home: 'Royal Challengers Bengaluru' },
  desktop: { id: 'ck-1004', home: 'England' },
};

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');

test('statement → profit and loss → the bet; a live notification opened from the bell', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const event = EVENT_OF_PROJECT[project] ?? EVENT_OF_PROJECT.phone!;
  const market = `${event.id}.bm`;
  const home = `${event.id}.h.bm`;
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 1000);
  const placed = await request.post('/api/user/save-bet', {
    headers: { ...bearer(user.token), 'Idempotency-Key': randomUUID() },
    data: { event_id: event.id, market_id: market, selection_id: home, type: 'back', odds: 1, stake: 100, accept_any_odds: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  expect(await operatorCli('declare-winner', market, '--winner', home)).toContain('Settled 1 bets');

  await logInWithoutNotifications(page, user);
  await expect(bell(page).getByTestId('notification-count')).toHaveText('2');

  // The statement: the deposit and the settlement, newest first, with the running balance.
  await page.goto('/statements');
  await expect(page.getByRole('heading', { name: 'Account Statement' })).toBeVisible();
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await page.screenshot({ path: testInfo.outputPath(`statement-${project}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  // Only casino lines: none.
  await page.getByLabel('Type').selectOption('casino');
  await expect(page.getByTestId('report-empty')).toHaveText('No Record found');
  await page.getByLabel('Type').selectOption('sports');
  await expect(rows).toHaveCount(1);

  // Down to the bet: the settlement line → profit and loss → the market → its bet.
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Profit & Loss' })).toBeVisible();
  await expect(page.getByTestId('pl-sport')).toContainText('Cricket');
  await page.screenshot({ path: testInfo.outputPath(`profit-loss-${project}.png`), fullPage: true });
  await page.getByTestId('pl-market').filter({ hasText: 'Bookmaker' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Profit & Loss Detail' })).toBeVisible();
  const bet = page.getByTestId('report-bet');
  await expect(bet).toHaveCount(1);
  await expect(bet).toContainText(event.home);
  await expect(bet).toContainText('Won');
  await page.screenshot({ path: testInfo.outputPath(`profit-loss-detail-${project}.png`), fullPage: true });
  await expectNoAxeViolations(page);

  // Live: a deposit approved now adds 1 to the bell without a reload.
  await addMoneyThroughGateway(request, user, 500);
  await expect(bell(page).getByTestId('notification-count')).toHaveText('3');
  await bell(page).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const notes = page.getByTestId('notification');
  await expect(notes).toHaveCount(3);
  await expect(notes.first()).toContainText('Deposit approved');
  await page.screenshot({ path: testInfo.outputPath(`notifications-${project}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  await notes.first().click();
  await expect(page).toHaveURL(/\/wallet-deposit$/);
  await expect(bell(page).getByTestId('notification-count')).toHaveText('2');
});
