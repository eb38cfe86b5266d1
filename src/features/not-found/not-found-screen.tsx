import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../../ui/icons.tsx';

/** Any address no route matches (spec §2): '404', 'Not Found', 'Go To Homepage'. */
export function NotFoundScreen() {
  return (
    <section className="card status-page" aria-labelledby="not-found-title">
      <Icon name="compass" className="status-page__art" />
      <p className="status-page__code">
        <FormattedMessage id="notFound.code" />
      </p>
      <h1 className="status-page__title" id="not-found-title">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className="status-page__text">
        <FormattedMessage id="notFound.text" />
      </p>
      <Link href="/" className="button button--primary">
        <FormattedMessage id="notFound.goHome" />
      </Link>
    </section>
  );
}
