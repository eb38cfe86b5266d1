import { FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { formatHistoryDate } from '../../ui/format.ts';
import { useSiteView } from '../../ui/site-view.tsx';

/**
 * Shown for every route while the site is inside its maintenance window (spec §2, §4). The site
 * actor leaves maintenance by itself at the window's end and the route guard then sends the user
 * Home, so this page needs no refresh button.
 */
export function MaintenanceScreen() {
  const { maintenanceEndsAt } = useSiteView();
  return (
    <section className="card status-page" aria-labelledby="maintenance-title">
      <Icon name="clock" className="status-page__art" />
      <h1 className="status-page__title" id="maintenance-title">
        <FormattedMessage id="maintenance.title" />
      </h1>
      <p className="status-page__text">
        <FormattedMessage id="maintenance.text" />
      </p>
      {maintenanceEndsAt && (
        <p className="status-page__text">
          <FormattedMessage
            id="maintenance.backAt"
            values={{ time: <span className="status-page__time">{formatHistoryDate(maintenanceEndsAt)}</span> }}
          />
        </p>
      )}
      <p className="status-page__text">
        <FormattedMessage id="maintenance.thanks" />
      </p>
    </section>
  );
}
