/**
 * The crash game end to end (docs/decisions/190, 191, 194): two users, one on a phone and one on a
 * desktop (two browser contexts), open Aviator from the lobby and play the same round of the one
 * table: each places Bet A while the round takes bets and sees it placed; the phone cashes out by
 * hand while it flies (or loses if it crashes first), the desktop's bet rides to the crash; each
 * header moves by exactly that user's result; the revealed seed is verified in the browser; the
 * phone's win/loss report lists the round with its seed; the game's bar links its rules.
 * A reload in the middle of a round keeps the player's bet (docs/decisions/196): shown placed, cashed
 * out from the reloaded page (or lost if the round crashed first), the header moved by exactly that.
 */
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const STARTING_RUPEES = 1000;
const STAKE = 100;
/** A round is joined with at least this long left to bet: two pages place their bets in it. */
const SECONDS_TO_BET = 3;
/** Long enough for a flight to crash: 120 s is 1,340×, once in some 1,400 rounds. */
const FLIGHT_MS = 120_000;

const rupeesOf = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));
const bannerBalance = async (page: Page): Promise<number> =>
  rupeesOf((await page.getByRole('banner').locator('.wallet-summary__value').first().textContent()) ?? '');
const rupeesText = (rupees: number): string => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(rupees)}`;

/** Opens Aviator from the lobby; answers the game's view once the header shows the balance (the starting one unless told). */
async function openAviator(page: Page, balance = STARTING_RUPEES): Promise<{ dialog: Locator; game: Locator }> {
  await page.goto('/games/crash');
  await page.getByRole('button', { name: /^Play Aviator/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Aviator' });
  const game = dialog.getByTestId('crash-game');
  await expect(game).toBeVisible();
  await expect.poll(() => bannerBalance(page)).toBe(balance);
  return { dialog, game };
}

/** What a game shows of its round: taking bets with the seconds left and the seed's hash, or not. */
async function bettingOf(game: Locator): Promise<{ hash: string; seconds: number } | null> {
  const status = (await game.getByText(/Place your bets: take-off in \d+ s/).textContent({ timeout: 500 }).catch(() => null)) ?? '';
  const seconds = /take-off in (\d+) s/.exec(status);
  if (!seconds) return null;
  // A hash not read in time (a loaded machine) is no round yet: two empty hashes are not one round.
  const hash = (await game.getByTestId('crash-seed-hash').textContent({ timeout: 500 }).catch(() => null)) ?? '';
  return /^[0-9a-f]{64}$/.test(hash) ? { hash, seconds: Number(seconds[1]) } : null;
}

/**
 * The bet's result once it has one (cashed out or lost), recorded in the page from now on: it shows
 * only until the next round (a crash pauses 3 s), which a loaded machine's test steps may outlast.
 */
async function resultOf(bet: Locator): Promise<() => Promise<string>> {
  await bet.evaluate((panel) => {
    const record = () => {
      const state = panel.getAttribute('data-state');
      const status = panel.querySelector('[role="status"]')?.textContent ?? '';
      if ((state === 'cashedOut' || state === 'lost') && status && !panel.dataset.result) panel.dataset.result = status;
    };
    record();
    new MutationObserver(record).observe(panel, { attributes: true, childList: true, subtree: true, characterData: true });
  });
  return async () => {
    await expect(bet).toHaveAttribute('data-result', /./, { timeout: FLIGHT_MS });
    return (await bet.getAttribute('data-result')) ?? '';
  };
}

/** Waits until every game shows the same round taking bets with time to bet; answers its seed's hash. */
async function oneRoundTakingBets(games: Locator[], secondsToBet = SECONDS_TO_BET): Promise<string> {
  let hash = '';
  await expect
    .poll(
      async () => {
        const shown = await Promise.all(games.map(bettingOf));
        const first = shown[0];
        const together = first !== null && first !== undefined && shown.every((round) => round?.hash === first.hash && round.seconds >= secondsToBet);
        if (together) hash = first.hash;
        return together;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return hash;
}

test('two users in one crash round: both bets placed, one cashed out, each header moves by its result, verified, in the report', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The test plays the round with a phone and a desktop of its own; the desktop project would only play it again.
  test.skip(testInfo.project.name !== 'phone', 'The phone project plays the round with a desktop context beside it.');
  test.setTimeout(240_000);
  const [phoneUser, desktopUser] = await Promise.all([signUpFreshUser(request), signUpFreshUser(request)]);
  await addMoneyThroughGateway(request, phoneUser, STARTING_RUPEES);
  await addMoneyThroughGateway(request, desktopUser, STARTING_RUPEES);
  const desktopContext = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const desktop = await desktopContext.newPage();
    await Promise.all([logInWithoutNotifications(page, phoneUser), logInWithoutNotifications(desktop, desktopUser)]);
    const [onPhone, onDesktop] = await Promise.all([openAviator(page), openAviator(desktop)]);
    const { dialog, game } = onPhone;

    // The same round, taking bets, on both: each places Bet A in it and sees it placed.
    const seedHash = await oneRoundTakingBets([game, onDesktop.game]);
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    const betA = game.getByTestId('crash-bet-a');
    const desktopBetA = onDesktop.game.getByTestId('crash-bet-a');
    await Promise.all(
      [betA, desktopBetA].map(async (bet) => {
        await bet.getByLabel('Stake (₹)').fill(String(STAKE));
        await bet.getByRole('button', { name: 'Bet A' }).click();
      }),
    );
    await expect(betA).toHaveAttribute('data-state', 'placed');
    await expect(desktopBetA).toHaveAttribute('data-state', 'placed');
    // Each bet's result is recorded in its page from now: it shows only through the 3 s pause before
    // the next round, which this test's own steps may outlast on a loaded machine.
    const [phoneResult, desktopResult] = await Promise.all([resultOf(betA), resultOf(desktopBetA)]);
    await expect.poll(() => bannerBalance(page)).toBe(STARTING_RUPEES - STAKE);
    await expect.poll(() => bannerBalance(desktop)).toBe(STARTING_RUPEES - STAKE);
    await expect(onDesktop.game.getByTestId('crash-seed-hash')).toHaveText(seedHash);
    await page.screenshot({ path: testInfo.outputPath('crash-betting.png') });

    // It takes off: the phone cashes out by hand once the multiplier shows; the desktop's bet rides on.
    // (A round may crash at 1.00×, before the multiplier shows.)
    await expect(game.getByTestId('crash-multiplier').or(game.getByTestId('crash-point'))).toBeVisible({ timeout: 15_000 });
    // A short wait for the button: a crash in the meantime makes the bet lost.
    await betA.getByRole('button', { name: 'Cash out' }).click({ timeout: 1_000 }).catch(() => undefined);
    await page.screenshot({ path: testInfo.outputPath('crash-flying.png') });
    const result = await phoneResult();
    const win = /won/.test(result) ? rupeesOf(result.split('won')[1]!) : 0;
    const expected = STARTING_RUPEES - STAKE + win;
    await expect.poll(() => bannerBalance(page)).toBe(expected);
    await expect(dialog.getByTestId('game-frame-balance')).toHaveText(rupeesText(expected));

    // The crash reveals the seed on both, and the desktop's bet is lost; Verify recomputes the crash point here.
    expect(await desktopResult()).toBe(`Lost ₹${STAKE}.00`);
    await expect(game.getByTestId('crash-seed')).toBeVisible({ timeout: FLIGHT_MS });
    await expect.poll(() => bannerBalance(desktop)).toBe(STARTING_RUPEES - STAKE);
    await expect(onDesktop.dialog.getByTestId('game-frame-balance')).toHaveText(rupeesText(STARTING_RUPEES - STAKE));
    const seed = (await game.getByTestId('crash-seed').textContent()) ?? '';
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    await expect(onDesktop.game.getByTestId('crash-seed')).toHaveText(seed);
    await game.getByRole('button', { name: 'Verify' }).click();
    await expect(game.getByTestId('crash-verified')).toHaveText(/^Verified: the seed matches its hash and crashes at \d+\.\d\d×$/);
    await page.screenshot({ path: testInfo.outputPath('crash-crashed.png') });
    await desktop.screenshot({ path: testInfo.outputPath('crash-crashed-desktop.png') });
    await dialog.getByRole('button', { name: 'Close game' }).click();

    // The report lists the round: one round of Aviator, its stake, its win and its net.
    await page.goto('/casino-win-loss-details');
    const row = page.getByTestId('win-loss-row').filter({ hasText: 'Aviator' });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(2)).toHaveText('1');
    await expect(row.locator('td').nth(3)).toHaveText(/100\.00/);
    const net = win - STAKE;
    await expect(row.locator('td').nth(5)).toHaveText(new RegExp(`${Math.abs(net).toFixed(2).replace('.', '\\.')}$`));
    // …and the round one by one, with the hash shown before it and the seed that verified it.
    const round = page.getByTestId('win-loss-round').filter({ hasText: 'Aviator' });
    await expect(round).toHaveCount(1);
    await expect(round).toContainText(seedHash);
    await expect(round.getByTestId('win-loss-seed')).toHaveText(seed);
    await page.screenshot({ path: testInfo.outputPath('crash-report.png'), fullPage: true });

    // The game's bar links its rules (docs/decisions/195): the rules page opens at Aviator's, in view.
    await onDesktop.dialog.getByRole('link', { name: 'Aviator rules' }).click();
    await expect(desktop).toHaveURL(/\/faq#rules-casino-aviator$/);
    const rules = desktop.locator('#rules-casino-aviator');
    await expect(rules).toBeInViewport();
    await expect(rules).toContainText('Return to player 99%');
  } finally {
    await desktopContext.close();
  }
});

test('a reload in the middle of a round keeps the bet: shown placed, cashed out after the reload (or lost), the header moved by exactly that', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'One phone plays it; the table is the same for every project.');
  test.setTimeout(180_000);
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, STARTING_RUPEES);
  await logInWithoutNotifications(page, user);
  const { game } = await openAviator(page);
  // Bet early in the round, so that the page is back before it flies.
  const seedHash = await oneRoundTakingBets([game], 5);
  const betA = game.getByTestId('crash-bet-a');
  await betA.getByLabel('Stake (₹)').fill(String(STAKE));
  await betA.getByRole('button', { name: 'Bet A' }).click();
  await expect(betA).toHaveAttribute('data-state', 'placed');
  await expect.poll(() => bannerBalance(page)).toBe(STARTING_RUPEES - STAKE);

  // Reloaded in the same round, the game opened again: the bet is there, with its stake.
  await page.reload();
  const again = await openAviator(page, STARTING_RUPEES - STAKE);
  const reloadedBet = again.game.getByTestId('crash-bet-a');
  const reloadedResult = await resultOf(reloadedBet);
  await expect(again.game.getByTestId('crash-seed-hash')).toHaveText(seedHash);
  await expect(reloadedBet).toHaveAttribute('data-state', /^(placed|lost)$/);
  await expect(reloadedBet.getByLabel('Stake (₹)')).toHaveValue(String(STAKE));
  await page.screenshot({ path: testInfo.outputPath('crash-reloaded.png') });
  // It cashes out once it flies (a short wait: a crash meanwhile makes it lost).
  await expect(again.game.getByTestId('crash-multiplier').or(again.game.getByTestId('crash-point'))).toBeVisible({ timeout: 15_000 });
  await reloadedBet.getByRole('button', { name: 'Cash out' }).click({ timeout: 1_000 }).catch(() => undefined);
  const result = await reloadedResult();
  const win = /won/.test(result) ? rupeesOf(result.split('won')[1]!) : 0;
  if (win === 0) expect(result).toBe(`Lost ₹${STAKE}.00`);
  await expect.poll(() => bannerBalance(page)).toBe(STARTING_RUPEES - STAKE + win);
  await expect(again.dialog.getByTestId('game-frame-balance')).toHaveText(rupeesText(STARTING_RUPEES - STAKE + win));
  await page.screenshot({ path: testInfo.outputPath('crash-reloaded-result.png') });
  testInfo.annotations.push({ type: 'result', description: win > 0 ? `cashed out: won ₹${win}` : 'lost (crashed first)' });
});
