import type { Page } from '@playwright/test';
import { SEED_USERS } from '../server/db/seeds/users.ts';

/** A returning bettor: rahul01 signed in through the login page, the push prompt answered (it comes 3 s after a sign-in). */
export async function signInSeedUser(page: Page, origin: string): Promise<void> {
  const user = SEED_USERS.find((seed) => seed.userid === 'rahul01');
  if (!user) throw new Error('no seed user rahul01');
  await page.goto(`${origin}/login`);
  await page.getByLabel('Mobile Number').fill(user.mobile);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('banner').getByText('Balance', { exact: true }).waitFor();
  const prompt = page.getByRole('region', { name: 'Turn on notifications?' });
  if (await prompt.waitFor({ timeout: 8_000 }).then(() => true, () => false)) await prompt.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('about:blank');
}
