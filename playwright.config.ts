import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './tests/e2e/support/sites.ts';

// Every run starts from a fresh database, so tests never depend on what an earlier run left.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI's two cores a browser test can lose a race to load; one retry, and a flaky test is reported as such.
  retries: process.env.CI ? 1 : 0,
  // Journeys of 40-50 s with both projects' browsers on two cores run past a minute on a slower machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${E2E_PORT}/api/user/site-version?domain=localhost`,
    reuseExistingServer: false,
    // Starting on a fresh database (migrations, seeds) took 50 s on 2 heavily loaded cores.
    timeout: 180_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      APP_MODE: 'development',
      // Every test signs up its own users from 127.0.0.1: past the real per-address limits
      // (tests/security checks those). Development only: production refuses the setting.
      THROTTLE_FACTOR: '50',
      // The match engine at half its demo pace: the seeded in-play matches the journeys bet on stay in
      // play for the whole run (at the default 6 they end about 30 minutes in), and a race still runs
      // every 400 s for the journey that waits for one.
      MATCH_SPEED: '3',
      // The front-end to serve, e.g. a build made for this run; the server's own default is dist/.
      ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
