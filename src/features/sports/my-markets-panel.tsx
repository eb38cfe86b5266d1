import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ALL_SPORTS, totalExposure, type myMarketsMachine } from '../../../machines/sports/my-markets.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { formatAmount } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import { productNameIn } from '../../ui/product-names.ts';
import { useCloseOnEscape } from './use-close-on-escape.ts';
import './markets-nav.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

/** Home's sport tabs (slugs of decision 036), with "all" first. */
const SPORT_TABS = [
  { slug: ALL_SPORTS, labelId: 'sports.myMarkets.all' },
  { slug: 'cricket', labelId: 'home.sport.cricket' },
  { slug: 'football', labelId: 'home.sport.football' },
  { slug: 'tennis', labelId: 'home.sport.tennis' },
  { slug: 'horse-racing', labelId: 'home.sport.horseRacing' },
  { slug: 'kabaddi', labelId: 'home.sport.kabaddi' },
] as const;

/** My Markets, opened from the header's exposure: each open market with the user's exposure on it. */
export function MyMarketsPanel({ logic, onClose }: { logic: typeof myMarketsMachine; onClose: () => void }) {
  const intl = useIntl();
  const actor = useInspectedActorRef(logic);
  const sport = useSelector(actor, (snapshot) => snapshot.context.sport);
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  useCloseOnEscape(onClose);
  return (
    <div className="modal-layer">
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
      <div className="modal my-markets" role="dialog" aria-modal="true" aria-labelledby="my-markets-title" tabIndex={-1} ref={dialog}>
        <div className="my-markets__head">
          <h2 id="my-markets-title" className="my-markets__title">
            <FormattedMessage id="sports.myMarkets.title" />
          </h2>
          <button type="button" className="button button--small button--outline" onClick={onClose}>
            <FormattedMessage id="sports.fancy.close" />
          </button>
        </div>
        <div className="my-markets__tabs" role="group" aria-label={intl.formatMessage({ id: 'sports.myMarkets.sport' })}>
          {SPORT_TABS.map((tab) => (
            <button key={tab.slug} type="button" className="my-markets__tab" aria-pressed={sport === tab.slug} onClick={() => actor.send({ type: 'sport.changed', sport: tab.slug })}>
              <FormattedMessage id={tab.labelId} />
            </button>
          ))}
        </div>
        {state === 'loading' && <div className="my-markets__loading" aria-busy="true" />}
        {state === 'empty' && <EmptyState />}
        {state === 'failed' && (
          <div className="my-markets__failed">
            {error && (
              <p role="alert">
                <MessageText message={error} />
              </p>
            )}
            <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'myMarkets.retry' })}>
              <FormattedMessage id="sports.event.retry" />
            </button>
          </div>
        )}
        {state === 'shown' && (
          <>
            <ul className="my-markets__list">
              {rows.map((row) => (
                <li key={row.marketId} className="my-markets__row">
                  <Link href={`/sports-event-detail/${row.eventId}`} className="my-markets__event" onClick={onClose}>
                    <span className="my-markets__event-name">{row.eventName}</span>
                    <span className="my-markets__market">
                      {productNameIn(intl, row.marketName)} · {row.sportName}
                      {row.inPlay && (
                        <>
                          {' · '}
                          <FormattedMessage id="sports.inPlay" />
                        </>
                      )}
                    </span>
                  </Link>
                  <span className={row.exposure < 0 ? 'my-markets__exposure position--loss' : 'my-markets__exposure'}>{formatAmount(row.exposure)}</span>
                </li>
              ))}
            </ul>
            <p className="my-markets__total">
              <FormattedMessage id="sports.myMarkets.total" values={{ amount: formatAmount(totalExposure(rows)) }} />
            </p>
          </>
        )}
      </div>
    </div>
  );
}
