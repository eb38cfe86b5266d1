import { FormattedMessage } from 'react-intl';
import { Icon } from './icons.tsx';

/** The spec's 'No data found!' state (spec §2, §8), for any list that came back empty. */
export function EmptyState() {
  return (
    <div className="empty-state" role="status">
      <Icon name="search" className="empty-state__icon" />
      <p className="empty-state__text">
        <FormattedMessage id="common.noDataFound" />
      </p>
    </div>
  );
}
