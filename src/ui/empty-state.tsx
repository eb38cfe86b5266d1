import { FormattedMessage } from 'react-intl';
import type { Message } from '../../machines/shared/message.ts';
import { Icon } from './icons.tsx';
import { MessageText } from './message-text.tsx';

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

/**
 * A list that could not be loaded: what went wrong and a way to try again, never 'No data found!'
 * (that would say there is nothing, when the truth is that we do not know).
 */
export function LoadFailedState({ message, onRetry }: { message: Message | null; onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <p className="empty-state__text">{message ? <MessageText message={message} /> : <FormattedMessage id="error.somethingWentWrong" />}</p>
      <button type="button" className="button button--small button--primary" onClick={onRetry}>
        <FormattedMessage id="error.screen.retry" />
      </button>
    </div>
  );
}
