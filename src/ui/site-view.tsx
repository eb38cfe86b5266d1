import { createContext, useContext } from 'react';

/** A home banner, built from a site poster (poster_type 12, the offer pop-up, is not a banner). */
export interface Banner {
  id: number;
  imageUrl: string;
  title: string;
  /** Where the banner leads; absent when the poster has no link. */
  href?: string;
}

export interface LanguageOption {
  code: string;
  name: string;
}

/**
 * What screens show of the site, derived by src/app from the site actor's snapshot. Screens read it
 * with `useSiteView()` and never look at the actor's context shape themselves.
 */
export interface SiteView {
  siteTitle: string;
  logoUrl?: string;
  banners: readonly Banner[];
  /** Announcement texts, shown as text only. */
  announcements: readonly string[];
  languages: readonly LanguageOption[];
  language: string;
  /** End of the maintenance window (ISO 8601), when one is known. */
  maintenanceEndsAt?: string;
  /**
   * The settings are still on their way: what they bring (banners, announcements) is not known
   * yet, so screens hold its room with placeholders of the same size, and nothing below moves
   * when it arrives (CLS, docs/decisions/020).
   */
  settingsPending: boolean;
}

export const EMPTY_SITE_VIEW: SiteView = {
  siteTitle: '',
  banners: [],
  announcements: [],
  languages: [],
  language: 'en',
  settingsPending: false,
};

export const SiteViewContext = createContext<SiteView>(EMPTY_SITE_VIEW);

export function useSiteView(): SiteView {
  return useContext(SiteViewContext);
}
