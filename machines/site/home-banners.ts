/**
 * Home's banners from a site's posters, and the operator addresses they use: one rule for the
 * device (src/app/site-view-of.ts) and the server, which writes the first banner into the page's
 * HTML (server/home-shell.ts, docs/decisions/233). Pure: imports nothing.
 */

/** The size banners are drawn for (the seeded ones are 1200×400): the strip keeps this 3:1 box. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** The offer pop-up's poster type: every other poster is a Home banner. */
export const OFFER_POSTER_TYPE = 12;

/** A site poster as the settings reply's schema reads it (src/api/replies/start.ts). */
export interface Poster {
  id: string;
  poster_type: number;
  image: string;
  url: string | null;
  title: string;
  lang?: string | undefined;
}

/** Where the site's bare image names live (aws_url + storage_path.domain_image). */
export interface SiteStorage {
  aws_url: string;
  storage_path: { domain_image: string };
}

export interface HomeBanner {
  id: number;
  imageUrl: string;
  title: string;
  /** Where the banner leads; absent when the poster has no link. */
  href?: string;
}

/**
 * What an operator gave for the site's language (docs/decisions/222): the items given for it, or,
 * when there are none, the items given for every language (no `lang`).
 */
export function forLanguage<Item extends { lang?: string | undefined }>(items: readonly Item[], language: string): Item[] {
  const own = items.filter((item) => item.lang === language);
  return own.length > 0 ? own : items.filter((item) => item.lang === undefined);
}

/** The banners of the site's language, in the operator's order; a poster without a usable image is none. */
export function homeBanners(settings: SiteStorage & { poster: readonly Poster[] }, language: string): HomeBanner[] {
  return forLanguage(
    settings.poster.filter((poster) => poster.poster_type !== OFFER_POSTER_TYPE),
    language,
  ).flatMap((poster) => {
    const imageUrl = assetUrl(settings, poster.image);
    if (!imageUrl) return [];
    const href = safeUrl(poster.url ?? '');
    return [{ id: Number(poster.id), imageUrl, title: poster.title, ...(href ? { href } : {}) }];
  });
}

/**
 * An image of the operator: a full http(s) address or a root-relative path is used as it is; a
 * bare file name is looked up under the site's storage (aws_url + storage_path.domain_image).
 */
export function assetUrl(settings: SiteStorage, path: string): string | undefined {
  if (!path) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return safeUrl(path);
  const base = [settings.aws_url, settings.storage_path.domain_image]
    .filter(Boolean)
    .map((part) => part.replace(/\/+$/, ''))
    .join('/');
  return safeUrl(base ? `${base}/${path.replace(/^\/+/, '')}` : `/${path}`);
}

/** The address when it is http(s) or a same-site path; undefined for anything else. */
export function safeUrl(address: string): string | undefined {
  const trimmed = address.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
