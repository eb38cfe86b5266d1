/**
 * The casino end to end (issue 14): the lobby with its categories (each its own address), search,
 * providers and favourites kept across a reload; a game launched through loadThirdPartyUrl into a
 * full-screen iframe of the reference provider; real rounds of Lucky 7 whose stakes and wins move
 * the balance through the seamless wallet; the balance in the game's bar following them; close;
 * a launch that fails; and the win/loss report adding up to the balance change.
 *
 * Each test signs up its own user and pays money in through the gateway (the phone and desktop
 * projects share one database).
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const STARTING_RUPEES = 1000;
const ROUNDS = 3;
const STAKE = 100;

const money = (rupees: number): string =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;
const rupeesOf = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));
const signedMoney = (rupees: number): string => (rupees < 0 ? `-${money(-rupees)}` : money(rupees));

const tile = (page: Page, name: string) => page.getByRole('button', { name: `Play ${name}` });

async function frameBalance(frame: FrameLocator): Promise<number> {
  const text = (await frame.locator('#balance').textContent()) ?? '';
  return rupeesOf(text);
}

test('lobby, launch, rounds of Lucky 7 and Dragon Tiger, close, and the win/loss report', async ({ page, request }, testInfo) => {
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, STARTING_RUPEES);
  await logInWithoutNotifications(page, user);

  // ── The lobby: categories with their own address, search, provider, favourites ──
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Casino', level: 1 })).toBeVisible();
  await expect(tile(page, 'Lucky 7')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '12 games' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(/\/games\/table$/);
  await expect(tile(page, 'Dragon Tiger')).toBeVisible();
  await expect(tile(page, 'Aviator')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
  await expect(tile(page, 'Dragon Tiger')).toBeVisible();
  await expect(tile(page, 'Lucky 7')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game');
  await expect(page.getByText('No games match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('Evolution');
  await expect(tile(page, 'Blackjack')).toBeVisible();
  await expect(tile(page, 'Lucky 7')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('');
  await page.getByRole('button', { name: 'Add Lucky 7 to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Lucky 7 from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/games/favourites');
  await page.reload();
  await expect(tile(page, 'Lucky 7')).toBeVisible();
  await expect(tile(page, 'Dragon Tiger')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Favourites' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('casino-lobby-favourites.png') });
  await page.goto('/games');
  await expect(tile(page, 'Lucky 7')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('casino-lobby.png') });

  // ── Launch Lucky 7 and play real rounds ──
  await tile(page, 'Lucky 7').click();
  const dialog = page.getByRole('dialog', { name: 'Lucky 7' });
  await expect(dialog).toBeVisible();
  const game = page.frameLocator('iframe[title="Lucky 7 game"]');
  await expect(game.locator('#balance')).toHaveText(money(STARTING_RUPEES));
  await expect(game.getByRole('button', { name: /^High/ })).toBeEnabled();
  await game.getByLabel('Stake').selectOption(String(STAKE));
  for (let round = 1; round <= ROUNDS; round++) {
    await game.getByRole('button', { name: /^High/ }).click();
    await expect(game.locator('#result')).toHaveText(/ — You (win|lose) ₹/);
    await expect(game.locator('#history li')).toHaveCount(round);
    await expect(game.getByRole('button', { name: /^High/ })).toBeEnabled();
  }
  const afterRounds = await frameBalance(game);
  const wins = afterRounds - (STARTING_RUPEES - ROUNDS * STAKE);
  expect(wins % (2 * STAKE)).toBe(0);
  // The bar's balance follows the rounds (the session's poll reads the ledger every 2 s).
  await expect(dialog.getByTestId('game-frame-balance')).toHaveText(money(afterRounds));
  await page.screenshot({ path: testInfo.outputPath('casino-game.png') });

  await dialog.getByRole('button', { name: 'Close game' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(new Intl.NumberFormat('en-IN').format(afterRounds));

  // ── One round of Dragon Tiger, the other reference game ──
  await tile(page, 'Dragon Tiger').click();
  const dragonTiger = page.getByRole('dialog', { name: 'Dragon Tiger' });
  const table = page.frameLocator('iframe[title="Dragon Tiger game"]');
  await expect(table.locator('#balance')).toHaveText(money(afterRounds));
  await expect(table.getByRole('button', { name: /^Dragon/ })).toBeEnabled();
  await table.getByLabel('Stake').selectOption(String(STAKE));
  await table.getByRole('button', { name: /^Dragon/ }).click();
  await expect(table.locator('#result')).toHaveText(/ vs .* — You (win|lose) ₹/);
  await expect(table.locator('.card--face')).toHaveCount(2);
  const afterDragonTiger = await frameBalance(table);
  await expect(dragonTiger.getByTestId('game-frame-balance')).toHaveText(money(afterDragonTiger));
  await dragonTiger.getByRole('button', { name: 'Close game' }).click();
  await expect(dragonTiger).toHaveCount(0);

  // ── A game no provider of this server has: the launch fails, with a way back ──
  await tile(page, 'Aviator').click();
  const failed = page.getByRole('dialog', { name: 'Aviator' });
  await expect(failed.getByRole('alert')).toContainText('This game is not available right now');
  await page.screenshot({ path: testInfo.outputPath('casino-launch-failed.png') });
  await failed.getByRole('button', { name: 'Back to games' }).click();
  await expect(failed).toHaveCount(0);

  // ── The win/loss report adds up ──
  await page.getByRole('link', { name: 'Win/loss report' }).click();
  await expect(page).toHaveURL(/\/casino-win-loss-details$/);
  const rows = page.getByTestId('win-loss-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Lucky 7' }).locator('td')).toHaveText([
    /\d/,
    'Lucky 7',
    String(ROUNDS),
    money(ROUNDS * STAKE),
    money(wins),
    signedMoney(wins - ROUNDS * STAKE),
  ]);
  await expect(rows.filter({ hasText: 'Dragon Tiger' })).toContainText(money(STAKE));
  // Every round is on the ledger: the report's net is the balance's change.
  const net = afterDragonTiger - STARTING_RUPEES;
  const allWins = net + (ROUNDS + 1) * STAKE;
  await expect(page.getByTestId('win-loss-total').locator('td')).toHaveText([
    String(ROUNDS + 1),
    money((ROUNDS + 1) * STAKE),
    money(allWins),
    signedMoney(net),
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('casino-win-loss.png') });
});
