import type { IconName } from '../../ui/icons.tsx';

/**
 * The sports offered as tabs on Home until the sports area brings the site's own sports list.
 * The selected tab lives in the address (`?sport=football`), so it survives a reload and the back
 * button, and the view keeps no state of its own.
 */
export const HOME_SPORT_TABS = [
  { slug: 'cricket', labelId: 'home.sport.cricket', icon: 'cricket' },
  { slug: 'football', labelId: 'home.sport.football', icon: 'football' },
  { slug: 'tennis', labelId: 'home.sport.tennis', icon: 'tennis' },
  { slug: 'horse-racing', labelId: 'home.sport.horseRacing', icon: 'horse' },
  { slug: 'kabaddi', labelId: 'home.sport.kabaddi', icon: 'kabaddi' },
] as const satisfies readonly { slug: string; labelId: string; icon: IconName }[];

export type HomeSportSlug = (typeof HOME_SPORT_TABS)[number]['slug'];

export const SPORT_QUERY_KEY = 'sport';

export function selectedSportOf(search: string): HomeSportSlug {
  const requested = new URLSearchParams(search).get(SPORT_QUERY_KEY);
  return HOME_SPORT_TABS.find((tab) => tab.slug === requested)?.slug ?? HOME_SPORT_TABS[0].slug;
}
