/**
 * Turns the site actor's snapshot into the `SiteView` screens read (src/ui/site-view.tsx), and
 * operator-given addresses into safe ones: only http(s) and same-site addresses are used, so a
 * poster link can never be `javascript:` and images load from the operator's storage.
 */
import { assetUrl, forLanguage, homeBanners, safeUrl } from '../../machines/site/home-banners.ts';
import type { SiteSnapshot } from '../../machines/site/site.machine.ts';
import { EMPTY_SITE_VIEW, type SiteView } from '../ui/site-view.tsx';
import { loadedSettingsOf } from '../runtime/system.ts';

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
    // The operator's banners and ticker in the site's language (docs/decisions/222); the server
    // writes the first banner into the page's HTML by the same rule (docs/decisions/233).
    banners: homeBanners(settings, language),
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

// The operator-address rules are shared with the server (machines/site/home-banners.ts).
export { assetUrl, safeUrl };
