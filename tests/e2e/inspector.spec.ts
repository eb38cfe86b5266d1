/**
 * The inspector for product staff (docs/inspector.md): a staff user watches the deposit
 * actor move on its drawn statechart, exports the event journal, and replays it to the same state.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { operatorAction } from './support/operator.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser, TEST_PASSWORD } from './support/users.ts';

test.describe.configure({ timeout: 120_000 });

/** Moves within the app without a reload, as a link would: the page's journal goes on. */
const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const depositActor = (page: Page) => page.getByRole('button', { name: /^deposit\b/ });
const activeState = (page: Page, path: string) => page.locator(`[data-testid="statechart"] [data-state="${path}"][data-active]`);

test('a staff user watches a deposit move on its statechart, exports the journal and replays it to the same state', async ({ page, request }, testInfo) => {
  const user = await signUpFreshUser(request);
  // A bettor is shown no inspector.
  await page.goto('/inspector');
  await expect(page.getByRole('heading', { name: 'Inspector' })).toHaveCount(0);

  expect((await operatorAction(request, 'make-staff', { id: user.userId, domain: user.domain })).ok()).toBe(true);
  await logInWithoutNotifications(page, user);
  await page.goto('/wallet-deposit');
  await expect(page.getByText(/^Min ₹100\.00/)).toBeVisible();
  await page.getByLabel('Amount').fill('500');

  await openInApp(page, '/inspector');
  // The inspector's chunk (ELK and every machine) is large: on a loaded machine it takes its time.
  await expect(page.getByRole('heading', { name: 'Inspector' })).toBeVisible({ timeout: 30_000 });
  await depositActor(page).click();
  await expect(page.locator('[data-testid="statechart"]')).toHaveAttribute('data-machine', 'deposit');
  await expect(activeState(page, 'amount')).toBeVisible();
  await expect(page.locator('.inspector__context')).toContainText('"amountText": "500"');
  await page.screenshot({ path: testInfo.outputPath('inspector-amount.png') });
  await expectNoAxeViolations(page);

  // On to the payment methods; back in the inspector the chart has followed.
  await page.goBack();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/deposit-payment-method$/);
  await openInApp(page, '/inspector');
  await depositActor(page).click();
  await expect(activeState(page, 'paying')).toBeVisible();
  const liveState = await page.getByTestId('inspector-state').textContent();
  await page.screenshot({ path: testInfo.outputPath('inspector-paying.png') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export journal' }).click();
  const file = await (await download).path();
  const journalText = readFileSync(file, 'utf8');
  const journal = JSON.parse(journalText) as { entries: { event: { type: string; text?: string } }[] };
  expect(journal.entries).toContainEqual(expect.objectContaining({ event: { type: 'amount.changed', text: '500' } }));
  expect(journalText).not.toContain(TEST_PASSWORD);

  await page.getByLabel('Import and replay…').setInputFiles(file);
  await expect(page.getByRole('region', { name: 'Replay', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(page.getByTestId('replay-position')).toHaveText('1');
  await page.getByRole('button', { name: 'Run to the end' }).click();
  await expect(page.getByText(/Not replayed/)).toHaveCount(0);
  await depositActor(page).click();
  await expect(page.getByTestId('inspector-state')).toHaveText(liveState ?? '');
  await expect(activeState(page, 'paying')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inspector-replayed.png') });
});

test('the inspector in its own window follows the live page beside it: a bettor in development, the deposit typed there arrives live', async ({ page, context, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a window beside the page: desktop');
  // Not staff: the server runs in development (the e2e server's APP_MODE), which the inspector asks.
  const user = await signUpFreshUser(request);
  await logInWithoutNotifications(page, user);
  await page.goto('/wallet-deposit');
  await expect(page.getByText(/^Min ₹100\.00/)).toBeVisible();

  const inspector = await context.newPage();
  await inspector.goto('/inspector/window');
  await expect(inspector.getByRole('heading', { name: 'Inspector' })).toBeVisible();
  // Its own layout: none of the bettor's header or menu.
  await expect(inspector.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(inspector.getByLabel('Following')).toContainText('/wallet-deposit');

  // Typed in the page (which keeps running), seen in the window.
  await page.getByLabel('Amount').fill('5');
  await page.getByLabel('Amount').fill('700');
  await expect(depositActor(inspector)).toBeVisible();
  await depositActor(inspector).click();
  await expect(inspector.locator('[data-testid="statechart"]')).toHaveAttribute('data-machine', 'deposit');
  await expect(inspector.locator('.inspector__context')).toContainText('"amountText": "700"');
  await expect(inspector.getByLabel('Recent events, newest first')).toContainText('amount.changed');

  // Time travel: at the keystroke's event the context has it; one step back it has not.
  await inspector.getByLabel('Filter by event').selectOption('amount.changed');
  // The newest row: the page records from the window's hello, so '5' and then '700'.
  const typed = inspector.getByLabel('Recent events, newest first').locator('li').first();
  await typed.locator('summary').click();
  await typed.getByRole('button', { name: 'Show the page at this event' }).click();
  await expect(inspector.getByTestId('timeline-at')).toContainText(/^At event/);
  await expect(inspector.locator('.inspector__context')).toContainText('"amountText": "700"');
  await inspector.getByRole('button', { name: 'Back one event' }).click();
  await expect(inspector.locator('.inspector__context')).toContainText('"amountText": "5"');
  await inspector.getByRole('button', { name: 'Live' }).click();
  await expect(inspector.locator('.inspector__context')).toContainText('"amountText": "700"');

  await inspector.getByRole('button', { name: 'Sequence' }).click();
  await expect(inspector.getByTestId('sequence').locator('[data-lane="deposit"]')).toBeVisible();
  await inspector.screenshot({ path: testInfo.outputPath('inspector-window-sequence.png') });
  await expectNoAxeViolations(inspector);
});
