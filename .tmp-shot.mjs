import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto('http://localhost:8212/operator/users');
  await page.screenshot({ path: `/tmp/authsrv/login-${name}.png` });
  await page.fill('#password', 'operator');
  await page.click('button[type=submit]');
  await page.click('button[aria-label="Ban vikram04"]');
  await page.screenshot({ path: `/tmp/authsrv/users-${name}.png`, fullPage: true });
  await page.click('button[aria-label="Unban vikram04"]');
  await page.close();
}
await browser.close();
