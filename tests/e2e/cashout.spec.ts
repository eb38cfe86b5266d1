/**
 * Cash-out through the real UI (docs/decisions/076-077): two bets on an upcoming event (its
 * prices stand still, so every figure is known), both listed in the open bets, half the position cashed
 * out, then the rest; the header's exposure is the sum of the two amounts to the paisa, and when the
 * operator settles the market the balance moves by exactly the winner's position.
 *
 * Each project uses its own upcoming event, not settled or bet on by any other spec.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { operatorCli } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const EVENT_OF_PROJECT: Record<string, string> = { phone: 'fb-2004', desktop: 'kb-4001' };

const headerAmount = (page: Page, label: 'Balance' | 'Exposure'): Locator =>
  page.getByRole('banner').locator('.wallet-summary__item', { hasText: label }).locator('dd');
const rupees = (text: string | null): number => Number((text ?? '').replace(/[₹,\s]/g, '').replace('−', '-'));
const paise = (value: number): number => Math.round(value * 100);

/** A runner's current position in paise (none shown: 0), not the slip's projection. */
async function positionOf(runner: Locator): Promise<number> {
  const shown = runner.locator('.position:not(.position--projected)');
  return (await shown.count()) === 0 ? 0 : paise(rupees(await shown.first().textContent()));
}

test('two bets in the open bets, half cashed out then the rest, figures to the paisa', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const eventId = EVENT_OF_PROJECT[testInfo.project.name] ?? EVENT_OF_PROJECT.phone!;
  const market = `${eventId}.mo`;
  const home = `${eventId}.h`;
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 1000);
  await logInWithoutNotifications(page, user);
  await expect(headerAmount(page, 'Balance')).toHaveText('1,000.00');
  await page.goto(`/sports-event-detail/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Match Odds' })).toBeVisible();

  // Two back bets on the home side, each in the open bets as soon as it is placed.
  const openBets = page.getByRole('region', { name: /Open bets/ });
  for (const [count, stake] of [[1, '100'], [2, '200']] as const) {
    await page.locator(`[data-price-cell="${market}/${home}/back/0"]`).click();
    const slip = page.getByRole('region', { name: 'Bet slip' }).last();
    await slip.getByLabel('Stake', { exact: true }).fill(stake);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(openBets.getByRole('heading', { name: `Open bets (${count})` })).toBeVisible({ timeout: 15_000 });
  }
  await expect(openBets.getByRole('listitem')).toHaveCount(2);
  await expect(openBets.getByText(/Stake ₹100\.00/)).toBeVisible();
  await expect(openBets.getByText(/Stake ₹200\.00/)).toBeVisible();
  await expect(page.locator(`.market .cash-out-shortcut`).first()).toBeVisible();

  // Half the position.
  await openBets.getByRole('button', { name: '50%', exact: true }).click();
  await expect(openBets.getByRole('button', { name: '50%', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: testInfo.outputPath(`cash-out-offer-${testInfo.project.name}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  // Crossing the desktop breakpoint and back (a rotated tablet) keeps the open bets and the chosen share.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width >= 1024 ? 800 : 1100, height: viewport.height });
  await expect(openBets.getByRole('button', { name: '50%', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize(viewport);
  await expect(openBets.getByRole('button', { name: '50%', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await openBets.getByRole('button', { name: /^Cash out 50%: / }).click();
  const firstDone = openBets.getByRole('status').filter({ hasText: /^Cashed out: / });
  await expect(firstDone).toBeVisible({ timeout: 15_000 });
  const first = rupees((await firstDone.textContent())!.replace('Cashed out:', '').replace('locked in', ''));
  // The hedges are bets too (one per runner hedged: two on a three-way market), labelled Cash-out.
  await expect(openBets.getByText('Cash-out', { exact: true }).first()).toBeVisible();
  const afterHalf = await openBets.getByText('Cash-out', { exact: true }).count();
  await expect(openBets.getByRole('heading', { name: `Open bets (${2 + afterHalf})` })).toBeVisible();

  // The rest (the share goes back to 100% after a cash-out).
  const rest = openBets.getByRole('button', { name: /^Cash out [−₹]/ });
  await expect(rest).toBeVisible({ timeout: 10_000 });
  await rest.click();
  const secondDone = openBets.getByRole('status').filter({ hasText: /^Cashed out: / });
  await expect(secondDone).toBeVisible({ timeout: 15_000 });
  const second = rupees((await secondDone.textContent())!.replace('Cashed out:', '').replace('locked in', ''));
  await page.screenshot({ path: testInfo.outputPath(`cash-out-done-${testInfo.project.name}.png`), fullPage: true });
  await expect.poll(() => openBets.getByText('Cash-out', { exact: true }).count()).toBeGreaterThan(afterHalf);
  // Flat now: no offer is left.
  await expect(openBets.getByRole('button', { name: /^Cash out/ })).toHaveCount(0, { timeout: 10_000 });

  // The position is the two amounts together on the lowest runner (the others a few paise over), the
  // header's exposure exactly their sum when that is a loss, and the balance untouched until settled.
  const locked = paise(first) + paise(second);
  const runnerPositions: number[] = [];
  for (const runner of await page.locator('.market--match_odds [data-runner]').all()) runnerPositions.push(await positionOf(runner));
  expect(Math.min(...runnerPositions)).toBe(locked);
  // Each matched part of a hedge is rounded to the paisa, and the order book may match a hedge over
  // two ladder levels (decision 180): a runner ends at most two paise per hedge above the lowest.
  const hedges = await openBets.getByText('Cash-out', { exact: true }).count();
  expect(Math.max(...runnerPositions) - locked).toBeLessThanOrEqual(2 * hedges);
  await expect(headerAmount(page, 'Exposure')).toHaveText(locked < 0 ? (locked / 100).toFixed(2) : '0.00');
  await expect(headerAmount(page, 'Balance')).toHaveText('1,000.00');

  // The operator settles: the home side wins; the balance moves by exactly its position.
  const homePosition = await positionOf(page.locator(`.market--match_odds [data-runner="${home}"]`));
  expect(await operatorCli('declare-winner', market, '--winner', home)).toContain('Settled');
  const expected = ((100_000 + homePosition) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(headerAmount(page, 'Balance')).toHaveText(expected, { timeout: 10_000 });
  await expect(headerAmount(page, 'Exposure')).toHaveText('0.00');
  await expect(openBets).toHaveCount(0, { timeout: 10_000 });
});
