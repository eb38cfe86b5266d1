/**
 * The two demo sites the run's one server answers for (server/db/seeds): `localhost` signs in by
 * mobile, `127.0.0.1` by user ID and shows the offer pop-up (business type 2).
 */
import type { TestInfo } from '@playwright/test';

/** The port of this run's server; playwright.config.ts serves on it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);

export type SiteDomain = 'localhost' | '127.0.0.1';
export const BY_MOBILE_SITE: SiteDomain = 'localhost';
export const BY_USER_ID_SITE: SiteDomain = '127.0.0.1';

/** The full address of a path on a site (a page's relative goto always lands on `localhost`). */
export const siteUrl = (domain: SiteDomain, path: string): string => `http://${domain}:${E2E_PORT}${path}`;

/**
 * The site a test that changes site-wide or seed state uses in this project: the phone and desktop
 * projects share one database, so each keeps to its own site and they never meet.
 */
export const siteOfProject = (testInfo: TestInfo): SiteDomain => (testInfo.project.name === 'desktop' ? BY_USER_ID_SITE : BY_MOBILE_SITE);
