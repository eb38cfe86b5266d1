/**
 * The match engine settles by itself (docs/decisions/152, 157): a bettor on the phone backs every
 * runner of the next horse race (one of them must win) before it starts, the engine runs the race
 * at the demo's pace (a race every 3 min 20 s at speed 6, about 15 s long), and the winning bet is
 * paid and every exposure released on the bettor's screen, with no operator action and no reload.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataOf } from './support/api.ts';
import { notice } from './support/notices.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const headerAmount = (page: Page, label: 'Balance' | 'Exposure'): Locator =>
  page.getByRole('banner').locator('.wallet-summary__item', { hasText: label }).locator('dd');
const amount = async (page: Page, label: 'Balance' | 'Exposure') => Number((await headerAmount(page, label).textContent())?.replace(/[,\s]/g, '').replace('−', '-'));

interface ListedEvent {
  event_id: string;
  event_name: string;
  open_date: string;
}

test('a bettor backs every runner of an upcoming race and is paid when the engine ends it, no operator action', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'One race is enough: the phone project plays it.');
  test.setTimeout(840_000);
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 2000);
  await logInWithoutNotifications(page, user);

  // The next race that starts at least 40 s from now (time to place the bets before the off).
  const races = await dataOf<ListedEvent[]>(request.get('/api/sports/matches/7'));
  const race = races
    .filter((event) => event.event_id.startsWith('hr-') && new Date(event.open_date).getTime() > Date.now() + 40_000)
    .sort((a, b) => a.open_date.localeCompare(b.open_date))[0];
  expect(race, 'an upcoming race').toBeDefined();
  const market = `${race!.event_id}.mo`;

  await page.goto(`/sports-event-detail/${race!.event_id}`);
  await expect(page.getByRole('heading', { name: race!.event_name })).toBeVisible();
  const backs = page.locator(`[data-price-cell^="${market}/"][data-price-cell$="/back/0"]`);
  await expect(backs.first()).toBeVisible();
  const runners = await backs.count();
  expect(runners).toBeGreaterThanOrEqual(6);

  // ₹100 on every runner: exactly one wins.
  for (let index = 0; index < runners; index += 1) {
    await backs.nth(index).click();
    const form = page.getByRole('region', { name: 'Bet slip' }).last();
    await form.getByLabel('Stake', { exact: true }).fill('100');
    // A Win price is a limit order in the book (decision 180): matched in full, or in part with the rest
    // waiting (lapsed when the race is settled).
    const placed = notice(page, /^(Bet placed|Matched ₹|Unmatched: )/).waitFor({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Place bet' }).click();
    await placed;
  }
  // The market's exposure is its worst case: the shortest-priced runner winning (its profit less the other stakes).
  await expect.poll(() => amount(page, 'Exposure'), { timeout: 10_000 }).toBeLessThan(0);
  expect(await amount(page, 'Exposure')).toBeGreaterThan(-100 * runners);
  await page.screenshot({ path: testInfo.outputPath('race-backed-phone.png'), fullPage: false });

  // The engine starts the race at its time, runs it and settles the Win market by itself: the winner
  // returns its stake and more, the others' stakes are lost, and nothing is left exposed.
  await expect.poll(() => amount(page, 'Exposure'), { timeout: 720_000, intervals: [2_000] }).toBe(0);
  const balance = await amount(page, 'Balance');
  expect(balance).toBeGreaterThan(2000 - 100 * runners + 100);
  expect(balance).toBeLessThan(2000 + 100 * 1000);
  await page.screenshot({ path: testInfo.outputPath('race-paid-phone.png'), fullPage: false });
});
