/**
 * Design §8: logout and forced logout clear every stored trace of the user. Everything the page
 * can store (IndexedDB, localStorage, sessionStorage, cookies) is read back after a logout and
 * searched for the user's ID, mobile number and token.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn, logOut } from './support/session.ts';
import { signUpFreshUser } from './support/users.ts';

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

test('a logout leaves no stored trace of the user', async ({ page, request }) => {
  // A user ID not made of the mobile, so each is searched for on its own.
  const user = await signUpFreshUser(request);
  await logIn(page, user);
  await page.goto('/wallet-deposit');
  await page.getByLabel('Amount').fill('500');

  await expect.poll(() => everythingStored(page)).toContain(user.userId);
  const token = /"token":"([^"]+)"/.exec(await everythingStored(page))?.[1];
  expect(token).toBeTruthy();

  await logOut(page);

  const stored = await everythingStored(page);
  expect(stored).not.toContain(user.userId);
  expect(stored).not.toContain(user.mobile);
  expect(stored).not.toContain(token!);
});
