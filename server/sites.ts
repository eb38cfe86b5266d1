// A site is one operator domain (spec §1): its look, languages and rules. Requests name their site
// by `domain` (docs/decisions/001), by the signed-in user, or by the Host they were sent to.
import { hotCacheOf } from './cache/hot-cache.ts';
import type { Queryable } from './db/database.ts';
import { HttpError } from './http-error.ts';
import type { MaintenanceWindow, Site } from './site.ts';

export type { MaintenanceWindow, Site };

interface SiteRow {
  id: number;
  domain: string;
  business_type: 1 | 2;
  settings: Record<string, unknown>;
  casino_url: string;
  bonus_data: unknown[];
  version: string;
  debug: boolean;
  maintenance_from: Date | null;
  maintenance_to: Date | null;
}

export const SITE_NOT_FOUND = 'Site not found';

export async function findSiteByDomain(db: Queryable, domain: string): Promise<Site | undefined> {
  return cachedSite(db, `domain:${domain.toLowerCase()}`, 'SELECT * FROM sites WHERE domain = $1', domain.toLowerCase());
}

export async function findSiteById(db: Queryable, id: number): Promise<Site | undefined> {
  return cachedSite(db, `id:${id}`, 'SELECT * FROM sites WHERE id = $1', id);
}

/** Every request names a site: read from the hot cache when there is one (docs/decisions/102). */
async function cachedSite(db: Queryable, cacheKey: string, sql: string, value: unknown): Promise<Site | undefined> {
  const load = async () => {
    const [row] = await db.query<SiteRow>(sql, [value]);
    return row && toSite(row);
  };
  const cache = hotCacheOf(db);
  return cache ? cache.site(cacheKey, load) : load();
}

export interface SiteClues {
  /** `domain` from the query or body, when the operation carries one. */
  domain?: unknown;
  /** The signed-in user's site. */
  userSiteId?: number;
  /** The Host header, e.g. `localhost:8080`. */
  host?: string;
}

/** The named domain wins, then the signed-in user's site, then the Host; none known → 404. */
export async function resolveSite(db: Queryable, clues: SiteClues): Promise<Site> {
  let site: Site | undefined;
  if (typeof clues.domain === 'string') site = await findSiteByDomain(db, clues.domain);
  else if (clues.userSiteId !== undefined) site = await findSiteById(db, clues.userSiteId);
  else if (clues.host) site = await findSiteByDomain(db, hostname(clues.host));
  if (!site) throw new HttpError(404, SITE_NOT_FOUND);
  return site;
}

/** The site a request is addressed to: its named domain, else its Host; undefined when neither names a site. */
export async function addressedSite(db: Queryable, clues: { domain?: unknown; host?: unknown }): Promise<Site | undefined> {
  if (typeof clues.domain === 'string') return findSiteByDomain(db, clues.domain);
  if (typeof clues.host === 'string' && clues.host !== '') return findSiteByDomain(db, hostname(clues.host));
  return undefined;
}

/**
 * A session is bound to the site that issued it, its user's: a request addressed to
 * another site does not carry it. A request that names no known site cannot contradict it.
 */
export async function isAddressedToSite(db: Queryable, siteId: number, clues: { domain?: unknown; host?: unknown }): Promise<boolean> {
  const site = await addressedSite(db, clues);
  return site === undefined || site.id === siteId;
}

function hostname(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? host;
}

function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    domain: row.domain,
    businessType: row.business_type,
    settings: row.settings,
    casinoUrl: row.casino_url,
    bonusData: row.bonus_data,
    version: row.version,
    debug: row.debug,
    maintenance:
      row.maintenance_from && row.maintenance_to ? { from: row.maintenance_from, to: row.maintenance_to } : null,
  };
}
