/**
 * Design §8: logout and forced logout clear every stored trace of the user. Everything the page
 * can store (IndexedDB, localStorage, sessionStorage, cookies) is read back after a logout and
 * searched for the user's ID, mobile number and token.
 */
import { expect, test, type Page } from '@playwright/test';

const RAHUL = { userId: 'rahul01', mobile: '9876543210', password: 'Khiladi@123' };

/** Every string the page has stored, as one text (binary values, e.g. OCR data, are skipped). */
async function everythingStored(page: Page): Promise<string> {
  const browserSide = await page.evaluate(async () => {
    const texts: string[] = [];
    const keep = (value: unknown) => {
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value) || value instanceof Blob) return;
      texts.push(typeof value === 'string' ? value : JSON.stringify(value));
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        values.forEach(keep);
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) keep(storage.getItem(storage.key(index)!));
    }
    return texts.join('\n');
  });
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  return [browserSide, ...cookies].join('\n');
}

test('a logout leaves no stored trace of the user', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(RAHUL.mobile);
  await page.getByLabel('Password', { exact: true }).fill(RAHUL.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Balance', { exact: true })).toBeVisible();
  await page.goto('/wallet-deposit');
  await page.getByLabel('Amount').fill('500');

  await expect.poll(() => everythingStored(page)).toContain(RAHUL.userId);
  const token = /"token":"([^"]+)"/.exec(await everythingStored(page))?.[1];
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  const stored = await everythingStored(page);
  expect(stored).not.toContain(RAHUL.userId);
  expect(stored).not.toContain(RAHUL.mobile);
  expect(stored).not.toContain(token!);
});
