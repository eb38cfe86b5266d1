import { FormattedMessage } from 'react-intl';
import type { MatkaMarketView } from '../../../machines/matka/matka-bet.machine.ts';
import { formatIndiaTime } from '../../ui/format.ts';
import { formatTimeLeft, useNow } from '../../ui/time-left.ts';

/** Result times are shown in India's time (spec §9: matka dates are shifted +5:30). */
const matkaTime = (value: string): string => formatIndiaTime(value, 'hh:mm A');

/** The market's phase as a badge. */
export function MatkaPhaseBadge({ status }: { status: MatkaMarketView['status'] }) {
  return (
    <span className={`matka-badge matka-badge--${status}`}>
      <FormattedMessage id={`matka.phase.${status}`} />
    </span>
  );
}

/** Time left to the next cut-off (which side's, by the phase), or that betting is closed. */
export function MatkaCountdown({ market }: { market: MatkaMarketView }) {
  const now = useNow();
  if (!market.nextCutoffAt) {
    return (
      <p className="matka-countdown">
        <FormattedMessage id="matka.countdown.closed" />
      </p>
    );
  }
  return (
    <p className="matka-countdown">
      <FormattedMessage
        id={market.status === 'open' ? 'matka.countdown.open' : 'matka.countdown.close'}
        values={{ time: <strong className="matka-countdown__time">{formatTimeLeft(market.nextCutoffAt, now)}</strong> }}
      />
    </p>
  );
}

/** The result as `OOO-OC-CCC`, stars until declared. */
export function MatkaResult({ result }: { result: string | null }) {
  return <span className="matka-result">{result ?? '***-**-***'}</span>;
}

/** The market's open and close result times. */
export function MatkaTimes({ market }: { market: Pick<MatkaMarketView, 'openTime' | 'closeTime'> }) {
  return (
    <dl className="matka-times">
      <div>
        <dt>
          <FormattedMessage id="matka.openTime" />
        </dt>
        <dd>{matkaTime(market.openTime)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="matka.closeTime" />
        </dt>
        <dd>{matkaTime(market.closeTime)}</dd>
      </div>
    </dl>
  );
}
