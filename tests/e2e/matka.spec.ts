/**
 * Matka through the real UI against the reference server: slips of every game type on
 * an open market (open and close sessions), the operator declaring the open then the close result (CLI and
 * console API), the winnings credited exactly and shown live; a slip the server refuses after the
 * cut-off, with its message. Each test adds its own market through the operator console (the phone
 * and desktop projects share one database and would otherwise declare each other's results).
 */
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, dataOf } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { operatorAction, operatorCli, type OperatorTarget } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser, type TestUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const SCREENS_DIR = '.tmp/matka-screens';

/** A market of this test's own, its open result 2 h away and its close result 4 h away. */
async function addMarket(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const name = `Test ${randomBytes(3).toString('hex')}`;
  const target = { id: name, 'open-in': '120', 'close-in': '240' };
  const reply = await operatorAction(request, 'add-market', target as OperatorTarget);
  expect(reply.ok()).toBe(true);
  const { message } = (await reply.json()) as { message: string };
  return { id: /Market (\d+)/.exec(message)![1]!, name };
}

async function balanceOf(request: APIRequestContext, user: TestUser): Promise<number> {
  return (await dataOf<{ bl: number }>(request.post('/api/user/wallet-balance', { headers: bearer(user.token) }))).bl;
}

async function addLine(page: Page, game: string, number: string, stake: string): Promise<void> {
  await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: new RegExp(`^${game} ×`) }).click();
  const slip = page.locator('.matka-entry');
  await slip.locator('input').first().fill(number);
  await page.getByLabel('Stake (₹)').fill(stake);
  await page.getByRole('button', { name: 'Add to slip' }).click();
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test('every game type on an open market; the operator declares both results; winnings credited live and exactly', async ({ page, request }) => {
  // Every game type's slip, two declarations and the checks: 45 s on a quiet machine, past two minutes
  // when both projects' browsers load the two cores.
  test.setTimeout(240_000);
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 2_000);
  const market = await addMarket(request);
  await logInWithoutNotifications(page, user);

  await page.goto('/matka');
  await expect(page.getByRole('heading', { name: 'Matka', exact: true })).toBeVisible();
  const card = page.locator('.matka-market').filter({ has: page.getByRole('heading', { name: market.name }) });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText(/Open betting ends in/)).toBeVisible();
  await expect(page.locator('.matka-market').filter({ hasText: 'Rajdhani Night' })).toContainText('127-08-459');
  await screenshot(page, 'list');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: `Play ${market.name}` }).click();
  await expect(page.getByRole('heading', { name: market.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // An invalid pana never reaches the slip.
  await addLine(page, 'Single Pana', '721', '10');
  await expect(page.locator('.matka-slip').getByRole('alert')).toHaveText("Write the pana's digits in order, 0 last (e.g. 127, 190, 550).");

  await addLine(page, 'Single Digit', '0', '100');
  await addLine(page, 'Single Digit', '5', '100');
  await addLine(page, 'Jodi', '08', '50');
  await addLine(page, 'Single Pana', '127', '10');
  await addLine(page, 'Double Pana', '550', '10');
  await addLine(page, 'Triple Pana', '000', '10');
  await addLine(page, 'Half Sangam A', '127-8', '10');
  await addLine(page, 'Half Sangam B', '0-459', '10');
  await addLine(page, 'Full Sangam', '127-459', '10');
  await expect(page.getByText('9 bets · Total ₹310.00')).toBeVisible();
  await screenshot(page, 'slip');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed successfully.' })).toBeVisible();
  const myBets = page.locator('.matka-bets');
  await expect(myBets.locator('.matka-bet')).toHaveCount(9);
  // A close-session slip: choosing the session starts a new slip.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await addLine(page, 'Single Digit', '8', '100');
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(myBets.locator('.matka-bet')).toHaveCount(10);
  await expect(page.getByRole('banner')).toContainText('1,590.00');
  expect(await balanceOf(request, user)).toBe(1_590);

  // The open result by the CLI, the close result by the console's API.
  expect(await operatorCli('declare-open', market.id, '--pana', '127')).toContain('127-0*-***');
  // Single digit 0 wins 100 × 9.5 and pana 127 wins 10 × 150: the balance rises live.
  await expect(page.getByRole('banner')).toContainText('4,040.00');
  await expect(myBets.locator('.matka-bet--lost')).toHaveCount(3);
  await expect(page.locator('.matka-details__head .matka-result')).toHaveText('127-0*-***');
  await expect(page.getByText('Close only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toBeDisabled();

  const close = await operatorAction(request, 'declare-close', { id: market.id, pana: '459' } as OperatorTarget);
  expect(close.ok()).toBe(true);
  // Jodi 08 wins 50 × 95, both half sangams 10 × 1500, full sangam 10 × 10000, close digit 8 100 × 9.5.
  await expect(page.getByRole('banner')).toContainText('1,39,740.00');
  expect(await balanceOf(request, user)).toBe(139_740);
  await expect(page.locator('.matka-details__head .matka-result')).toHaveText('127-08-459');
  await expect(myBets.locator('.matka-bet--won')).toHaveCount(7);
  await expect(myBets.locator('.matka-bet--lost')).toHaveCount(3);
  await expect(page.getByText('Betting is closed on this market. Results are shown above.')).toBeVisible();
  await screenshot(page, 'settled');

  // Declared once: a second declaration is refused and pays nothing.
  expect((await operatorAction(request, 'declare-close', { id: market.id, pana: '460' } as OperatorTarget)).status()).toBe(400);
  expect(await balanceOf(request, user)).toBe(139_740);
});

test('a slip placed after the cut-off is refused by the server with a clear message', async ({ page, request }) => {
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 1_000);
  const market = await addMarket(request);
  // The page's timers stand still, so it still shows the open session when the open side closes.
  await page.clock.install();
  await logInWithoutNotifications(page, user);
  await page.goto(`/matka-details/${market.id}`);
  await expect(page.getByRole('heading', { name: market.name })).toBeVisible();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await addLine(page, 'Single Digit', '3', '100');
  await expect(page.getByText('1 bet · Total ₹100.00')).toBeVisible();

  // The open side's result is out: its betting is over, whatever the page still shows.
  expect((await operatorAction(request, 'declare-open', { id: market.id, pana: '380' } as OperatorTarget)).ok()).toBe(true);
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.locator('.matka-slip').getByRole('alert')).toHaveText(
    // Spec §8: a 400 shows as 'Error 400:' and the server's message.
    `Error 400: Betting on the open session of ${market.name} has closed. Only close-session games are open.`,
  );
  expect(await balanceOf(request, user)).toBe(1_000);
  await screenshot(page, 'refused');

  // The next refresh shows the close side only, and a close-session bet goes through.
  await page.clock.runFor(5_000);
  await expect(page.getByText('Close only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Game' }).getByRole('button', { name: /^Jodi/ })).toHaveCount(0);
  await addLine(page, 'Single Digit', '3', '100');
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed successfully.' })).toBeVisible();
  expect(await balanceOf(request, user)).toBe(900);
});

test('numbers are picked on the tap grid, part by part for a sangam, and typing still works (decision 220)', async ({ page, request }) => {
  // About 50 taps and an accessibility scan: 16 s on a quiet machine, past a minute on two loaded cores.
  test.setTimeout(180_000);
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 1_000);
  const market = await addMarket(request);
  await logInWithoutNotifications(page, user);
  await page.goto(`/matka-details/${market.id}`);
  await expect(page.getByRole('heading', { name: market.name })).toBeVisible();
  const game = (name: string) => page.getByRole('group', { name: 'Game' }).getByRole('button', { name: new RegExp(`^${name} ×`) });
  const grid = (title: string) => page.getByRole('group', { name: title });
  const number = page.locator('.matka-entry input').first();

  // Single digit: ten taps away, the tapped one pressed and in the box.
  await expect(grid('Tap a digit').getByRole('button')).toHaveCount(10);
  await grid('Tap a digit').getByRole('button', { name: '5', exact: true }).click();
  await expect(number).toHaveValue('5');
  await expect(grid('Tap a digit').getByRole('button', { name: '5', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '100', exact: true }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();

  // Jodi: 100 cells.
  await game('Jodi').click();
  await expect(grid('Tap a jodi').getByRole('button')).toHaveCount(100);
  await grid('Tap a jodi').getByRole('button', { name: '08', exact: true }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();

  // Single pana by its digit: 127's digit is 0; only single panas of that digit are offered.
  await game('Single Pana').click();
  await page.getByRole('group', { name: 'Panas of digit' }).getByRole('button', { name: '0', exact: true }).click();
  const panas = grid('Tap a single pana').getByRole('button');
  await expect(panas.filter({ hasText: /^\d{3}$/ })).toHaveCount(12);
  await panas.filter({ hasText: /^127$/ }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();

  // Half sangam A: the open pana, then the close digit.
  await game('Half Sangam A').click();
  await page.getByRole('group', { name: 'Panas of digit' }).getByRole('button', { name: '0', exact: true }).click();
  await grid('Tap the open pana').getByRole('button', { name: '127', exact: true }).click();
  await expect(number).toHaveValue('127-');
  await grid('Tap the close digit').getByRole('button', { name: '8', exact: true }).click();
  await expect(number).toHaveValue('127-8');
  await page.getByRole('button', { name: 'Add to slip' }).click();

  // Typing still works beside the grid.
  await addLine(page, 'Double Pana', '550', '10');
  const lines = page.getByRole('list', { name: 'Bet slip' }).locator('.matka-line__number');
  await expect(lines).toHaveText(['5', '08', '127', '127-8', '550']);
  await expectNoAxeViolations(page);
  await screenshot(page, 'grid');
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed successfully.' })).toBeVisible();
  // The stake stays between lines: four at ₹100, the typed one at ₹10.
  expect(await balanceOf(request, user)).toBe(1_000 - 410);
});
