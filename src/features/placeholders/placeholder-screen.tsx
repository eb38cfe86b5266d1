import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import placeholderEn from '../../i18n/placeholder.en.json';
import placeholderHi from '../../i18n/placeholder.hi.json';
import { AreaMessages, type AreaCatalogues } from '../../ui/area-messages.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';

/** The placeholders' own messages load with them, not with Home (docs/decisions/110). */
const PLACEHOLDER_MESSAGES: AreaCatalogues = { en: placeholderEn, hi: placeholderHi };

/**
 * Areas whose screens are built by later tasks. Until then each route shows a named, styled page
 * with a way home, never a blank page.
 */
const PLACEHOLDER_AREAS = {
  fantasy: { icon: 'trophy', titleId: 'placeholder.fantasy.title', textId: 'placeholder.fantasy.text' },
  reports: { icon: 'chart', titleId: 'placeholder.reports.title', textId: 'placeholder.reports.text' },
  games: { icon: 'casino', titleId: 'placeholder.games.title', textId: 'placeholder.games.text' },
  matka: { icon: 'matka', titleId: 'placeholder.matka.title', textId: 'placeholder.matka.text' },
  profile: { icon: 'user', titleId: 'placeholder.profile.title', textId: 'placeholder.profile.text' },
  referEarn: { icon: 'gift', titleId: 'placeholder.referEarn.title', textId: 'placeholder.referEarn.text' },
  sports: { icon: 'cricket', titleId: 'placeholder.sports.title', textId: 'placeholder.sports.text' },
  multiMarket: { icon: 'grid', titleId: 'placeholder.multiMarket.title', textId: 'placeholder.multiMarket.text' },
  notifications: { icon: 'bell', titleId: 'placeholder.notifications.title', textId: 'placeholder.notifications.text' },
  wallet: { icon: 'wallet', titleId: 'placeholder.wallet.title', textId: 'placeholder.wallet.text' },
  login: { icon: 'user', titleId: 'placeholder.login.title', textId: 'placeholder.login.text' },
  signUp: { icon: 'user', titleId: 'placeholder.signUp.title', textId: 'placeholder.signUp.text' },
  forgotPassword: { icon: 'user', titleId: 'placeholder.forgotPassword.title', textId: 'placeholder.forgotPassword.text' },
} as const satisfies Record<string, { icon: IconName; titleId: string; textId: string }>;

export type PlaceholderArea = keyof typeof PLACEHOLDER_AREAS;

export function PlaceholderScreen({ area }: { area: PlaceholderArea }) {
  const { icon, titleId, textId } = PLACEHOLDER_AREAS[area];
  return (
    <AreaMessages catalogues={PLACEHOLDER_MESSAGES}>
      <section className="card status-page" aria-labelledby="placeholder-title">
        <Icon name={icon} className="status-page__art" />
        <h1 className="status-page__title" id="placeholder-title">
          <FormattedMessage id={titleId} />
        </h1>
        <p className="status-page__text">
          <FormattedMessage id={textId} />
        </p>
        <Link href="/" className="button button--primary">
          <FormattedMessage id="common.backHome" />
        </Link>
      </section>
    </AreaMessages>
  );
}
