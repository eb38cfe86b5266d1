// Signed-out Home's first banner in the page's HTML (docs/decisions/233): the server knows the site
// by the Host, so the page's largest paint is asked for with the HTML, not after the entry script
// and the site settings. The banner is the one the device shows first (machines/site/home-banners.ts,
// the rule src/app/site-view-of.ts uses), drawn in the boxes the app draws around it.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { BANNER_HEIGHT, BANNER_WIDTH, homeBanners, type Poster } from '../machines/site/home-banners.ts';
import type { Site } from './site.ts';

export interface ShellBanner {
  imageUrl: string;
  title: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** index.html's shell ends its bar with the ticker; Home's boxes follow it (decision 020's shell). */
const SHELL_ANCHOR = '<div class="ticker"></div>';

/** The Site objects are the hot cache's (server/cache/hot-cache.ts): a changed site is a new object. */
const bannerOfSettings = new WeakMap<object, ShellBanner | null>();

/**
 * The first banner the device would show on Home in the site's default language; undefined when the
 * site has none, or when it is under maintenance now (the device then shows the maintenance screen).
 */
export function firstBannerOf(site: Site, now = Date.now()): ShellBanner | undefined {
  if (site.maintenance && site.maintenance.from.getTime() <= now && now < site.maintenance.to.getTime()) return undefined;
  let banner = bannerOfSettings.get(site.settings);
  if (banner === undefined) {
    const settings = readBannerSettings(site.settings);
    const [first] = homeBanners(settings, settings.language_code);
    banner = first ? { imageUrl: first.imageUrl, title: first.title } : null;
    bannerOfSettings.set(site.settings, banner);
  }
  return banner ?? undefined;
}

/**
 * index.html with the banner in Home's boxes after the shell's bar, or undefined when the page has
 * no such shell. The boxes are the app's (`.shell__body > .side-menu + .shell__main >
 * .shell__content > .home > .hero > .hero__slide`, src/app/shell.tsx), with its CSS: the image has
 * the place and size it has once the app has drawn Home. The shell stays aria-hidden.
 */
export function homeShellHtml(indexHtml: string, banner: ShellBanner): string | undefined {
  const at = indexHtml.indexOf(SHELL_ANCHOR);
  if (at < 0) return undefined;
  const image =
    `<img src="${escapeHtml(banner.imageUrl)}" alt="${escapeHtml(banner.title)}" ` +
    `width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fetchpriority="high" />`;
  const home =
    '<div class="shell__body"><div class="side-menu"></div><div class="shell__main"><div class="shell__content">' +
    `<div class="home"><section class="hero"><div class="hero__slide">${image}</div></section></div>` +
    '</div></div></div>';
  const end = at + SHELL_ANCHOR.length;
  return indexHtml.slice(0, end) + home + indexHtml.slice(end);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute's value as HTML: it can never close the attribute or open a tag. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * What the banners need of the stored settings, read as the device's settings schema reads them
 * (src/api/replies/start.ts, siteSettingSchema): an unreadable poster is dropped, a missing text is
 * '', an unreadable storage path is empty, a missing default language is 'en'.
 */
export function readBannerSettings(settings: Record<string, unknown>) {
  const storage = isRecord(settings.storage_path) ? settings.storage_path : {};
  return {
    poster: Array.isArray(settings.poster) ? settings.poster.flatMap(readPoster) : [],
    aws_url: textOf(settings.aws_url),
    storage_path: { domain_image: textOf(storage.domain_image) },
    language_code: typeof settings.language_code === 'string' && settings.language_code !== '' ? settings.language_code : 'en',
  };
}

function readPoster(entry: unknown): Poster[] {
  if (!isRecord(entry)) return [];
  const { id, poster_type: posterType, image, url, title, lang } = entry;
  const type = numericOf(posterType);
  if ((typeof id !== 'string' && typeof id !== 'number') || type === undefined || typeof image !== 'string') return [];
  const language = typeof lang === 'string' ? lang.trim() : '';
  return [
    {
      id: String(id),
      poster_type: type,
      image,
      url: typeof url === 'string' ? url : null,
      title: textOf(title),
      ...(language ? { lang: language } : {}),
    },
  ];
}

/** A number, or a string of one (`numeric` of src/api/replies/parts.ts). */
function numericOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface FilledPage {
  /** Tells one filled page from another (the ETag's start). */
  hash: string;
  bodies: Record<Encoding, Buffer>;
}

/**
 * `/` with its site's banner, filled and compressed once per site, banner and build: a request
 * costs the site's look-up (the hot cache's), a stat of index.html and a comparison. A site whose
 * settings change gets a new page on its next request (the hot cache's object is new).
 */
export function homePage(indexPath: string) {
  let index: { stamp: string; html: string } | undefined;
  const pages = new Map<string, { key: string; page: FilledPage | undefined }>();

  async function indexHtml(): Promise<{ stamp: string; html: string }> {
    const stats = await stat(indexPath);
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (index?.stamp !== stamp) index = { stamp, html: await readFile(indexPath, 'utf8') };
    return index;
  }

  return {
    /** The filled page for the site the Host names; undefined: send the plain index.html. */
    async forSite(host: string, siteOfHost: (host: string) => Promise<Site | undefined>, log: FastifyBaseLogger): Promise<FilledPage | undefined> {
      try {
        const site = host ? await siteOfHost(host) : undefined;
        const banner = site && firstBannerOf(site);
        if (!site || !banner) return undefined;
        const { stamp, html } = await indexHtml();
        const key = `${stamp}\n${banner.imageUrl}\n${banner.title}`;
        const cached = pages.get(site.domain);
        if (cached?.key === key) return cached.page;
        const filled = homeShellHtml(html, banner);
        const page = filled === undefined ? undefined : await compressed(filled);
        pages.set(site.domain, { key, page });
        return page;
      } catch (error) {
        // The plain page still works: the app draws the banner once the settings arrive.
        log.warn({ err: error }, 'home page sent without its banner');
        return undefined;
      }
    },
  };
}

async function compressed(html: string): Promise<FilledPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([brotli(identity), gzipped(identity)]);
  return { hash: createHash('sha256').update(identity).digest('base64url').slice(0, 22), bodies: { br, gzip, identity } };
}
