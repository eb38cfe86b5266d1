/** The success and error banners (toasts) a page shows for 2 s. */
import type { Locator, Page } from '@playwright/test';

/** A success or error banner with this text. */
export const notice = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

/** Clicks and sees the banner that brings; it lasts 2 s, so it is watched for from before the click. */
export async function clickAndSeeNotice(page: Page, target: Locator, text: string | RegExp, how: 'click' | 'dblclick' = 'click'): Promise<void> {
  const shown = notice(page, text).waitFor();
  await (how === 'click' ? target.click() : target.dblclick());
  await shown;
}
