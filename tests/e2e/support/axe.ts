import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe finds no accessibility violation on the page as it is now (design §6); each is listed by rule and element. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Screens load lazily: analyse the screen itself, not the shell before its heading arrives.
  await expect(page.locator('h1').first()).toBeAttached();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
