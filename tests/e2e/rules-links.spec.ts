/**
 * Rules linked from what they explain (decision 223): a market's head and the fancy card link to
 * their rules on the FAQ page, which opens the linked rule; a matka market links its rates.
 */
import { expect, test, type Page } from '@playwright/test';
import { cricketMidInnings } from './support/cricket.ts';

async function expectRuleOpen(page: Page, anchor: string, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/faq#rules-${anchor}$`));
  const rule = page.locator(`details#rules-${anchor}`);
  await expect(rule).toHaveAttribute('open', '');
  await expect(rule.locator('summary')).toContainText(title);
  await expect(rule).toBeInViewport();
}

test('a market, the fancy card and a matka market link to their rules, opened on the FAQ page', async ({ page, request }) => {
  test.setTimeout(300_000);
  // An upcoming match's Match Odds (the exchange journeys settle the in-play ones' as they run).
  await page.goto('/sports-event-detail/ck-1003');
  await page.getByRole('link', { name: 'Match Odds rules' }).click();
  await expectRuleOpen(page, 'exchange-match-odds', 'Match odds and tied match');

  // Fancy lines run in an innings: an in-play match's, not in its innings break.
  await page.goto(`/sports-event-detail/${(await cricketMidInnings(request)).id}`);
  await page.getByRole('link', { name: 'Fancy rules' }).click();
  await expectRuleOpen(page, 'fancy-how', 'Fancy (session) bets');

  await page.goto('/matka');
  await page.locator('.matka-market').first().getByRole('link', { name: /^Play / }).click();
  await page.getByRole('link', { name: 'Matka rates and rules' }).click();
  await expectRuleOpen(page, 'matka-rates', 'Matka games and rates');
});
