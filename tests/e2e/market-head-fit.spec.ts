/**
 * The cash-out chip fits the market's head (decisions 124, 221): with a position on a market, its
 * head shows the name, Min/Max and the chip side by side or wrapped, each whole (the name on one
 * line, Min/Max not broken, nothing overlapping, nothing past the card's edge), on a phone too.
 * The event is upcoming (its prices stand still) and no other spec bets on it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { bearer } from './support/api.ts';
import { logInWithoutNotifications } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';
import { addMoneyThroughGateway } from './support/wallet.ts';

const EVENT = 'fb-2003';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
/** Lines a text takes: its height over its line height. */
const linesOf = (locator: Locator): Promise<number> =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));

test('the cash-out chip does not squeeze the market name or its Min/Max', async ({ page, request }, testInfo) => {
  const user = await signUpFreshUser(request);
  await addMoneyThroughGateway(request, user, 1000);
  const placed = await request.post('/api/user/save-bet', {
    headers: { ...bearer(user.token), 'Idempotency-Key': randomUUID() },
    data: { event_id: EVENT, market_id: `${EVENT}.mo`, selection_id: `${EVENT}.h`, type: 'back', odds: 1.01, stake: 100, accept_any_odds: true },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await logInWithoutNotifications(page, user);
  await page.goto(`/sports-event-detail/${EVENT}`);
  const head = page.locator('.market__head').filter({ has: page.locator('.cash-out-shortcut') });
  await expect(head).toHaveCount(1);
  const [card, name, limits, chip] = await Promise.all(
    [page.locator('.market').filter({ has: head }), head.locator('.market__name'), head.locator('.market__limits'), head.locator('.cash-out-shortcut')].map(boxOf),
  );
  await page.screenshot({ path: `.tmp/b34/market-head-${testInfo.project.name}.png` });
  expect(await linesOf(head.locator('.market__name'))).toBe(1);
  expect(await linesOf(head.locator('.market__limits'))).toBe(1);
  expect(overlap(name!, chip!) || overlap(limits!, chip!) || overlap(name!, limits!)).toBe(false);
  for (const box of [name!, limits!, chip!]) expect(box.x + box.width).toBeLessThanOrEqual(card!.x + card!.width + 0.5);
  // The chip keeps a finger's height.
  expect(chip!.height).toBeGreaterThanOrEqual(24);
});
