/**
 * Turns the site actor's snapshot into the `SiteView` screens read (src/ui/site-view.tsx), and
 * operator-given addresses into safe ones: only http(s) and same-site addresses are used, so a
 * poster link can never be `javascript:` and images load from the operator's storage.
 */
import { forLanguage, OFFER_POSTER_TYPE } from '../api/replies/start.ts';
import type { SiteSnapshot } from '../../machines/site/site.machine.ts';
import { EMPTY_SITE_VIEW, type SiteView } from '../ui/site-view.tsx';
import { loadedSettingsOf, type LoadedSiteSettings } from '../runtime/system.ts';

export interface SiteHead {
  title: string;
  faviconUrl?: string;
  description?: string;
  frontCss: string;
}

export function siteViewOf(snapshot: SiteSnapshot): SiteView {
  const settings = loadedSettingsOf(snapshot.context.settings);
  const maintenanceEndsAt = snapshot.context.maintenance?.to_date;
  if (!settings) {
    return { ...EMPTY_SITE_VIEW, maintenanceEndsAt, settingsPending: !snapshot.matches({ running: { settings: 'failed' } }) };
  }
  const language = snapshot.context.selectedLanguage ?? settings.language_code;
  return {
    siteTitle: settings.site_title,
    logoUrl: assetUrl(settings, settings.logo || settings.app_logo),
    // The operator's banners and ticker in the site's language (docs/decisions/222).
    banners: forLanguage(
      settings.poster.filter((poster) => poster.poster_type !== OFFER_POSTER_TYPE),
      language,
    ).flatMap((poster) => {
      const imageUrl = assetUrl(settings, poster.image);
      if (!imageUrl) return [];
      const href = safeUrl(poster.url ?? '');
      return [{ id: Number(poster.id), imageUrl, title: poster.title, ...(href ? { href } : {}) }];
    }),
    announcements: forLanguage(settings.announcement, language).map((announcement) => announcement.text),
    languages: settings.languagesList,
    language,
    maintenanceEndsAt,
    settingsPending: false,
  };
}

export function siteHeadOf(snapshot: SiteSnapshot): SiteHead {
  const settings = loadedSettingsOf(snapshot.context.settings);
  if (!settings) return { title: '', frontCss: '' };
  return {
    title: settings.site_title,
    faviconUrl: assetUrl(settings, settings.fav_logo),
    // meta_tags is used as the page description text; it is never parsed as HTML.
    description: settings.meta_tags || undefined,
    frontCss: settings.front_css,
  };
}

/**
 * An image of the operator: a full http(s) address or a root-relative path is used as it is; a
 * bare file name is looked up under the site's storage (aws_url + storage_path.domain_image).
 */
export function assetUrl(settings: Pick<LoadedSiteSettings, 'aws_url' | 'storage_path'>, path: string): string | undefined {
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
