import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { matkaListMachine } from '../../../machines/matka/matka-list.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { MatkaCountdown, MatkaPhaseBadge, MatkaResult, MatkaTimes } from './matka-status.tsx';
import './matka.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

/** The matka markets: phase, countdown to the next cut-off, times, today's and the last results. */
export function MatkaListScreen({ logic }: { logic: typeof matkaListMachine }) {
  const list = useInspectedActorRef(logic);
  const markets = useSelector(list, (snapshot) => snapshot.context.markets);
  const loading = useSelector(list, (snapshot) => snapshot.matches('loading'));
  const error = useSelector(list, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null));

  return (
    <div className="matka-page">
      <h1 className="matka-page__title">
        <FormattedMessage id="matka.title" />
      </h1>
      {loading && <div className="card matka-loading" aria-busy="true" />}
      {error && (
        <section className="card matka-failed" role="alert">
          <p>
            <MessageText message={error} />
          </p>
          <button type="button" className="button button--primary" onClick={() => list.send({ type: 'markets.retry' })}>
            <FormattedMessage id="matka.retry" />
          </button>
        </section>
      )}
      {!loading && !error && markets.length === 0 && <EmptyState />}
      <ul className="matka-markets">
        {markets.map((market) => (
          <li key={market.id} className="card matka-market">
            <div className="matka-market__head">
              <h2 className="matka-market__name">{market.name}</h2>
              <MatkaPhaseBadge status={market.status} />
            </div>
            <MatkaResult result={market.result} />
            <MatkaTimes market={market} />
            <MatkaCountdown market={market} />
            {market.lastResults.length > 0 && (
              <p className="matka-last">
                <FormattedMessage id="matka.lastResults" />{' '}
                {market.lastResults.slice(0, 3).map((row) => (
                  <span key={row.drawDate} className="matka-last__result" title={row.drawDate}>
                    {row.result}
                  </span>
                ))}
              </p>
            )}
            <Link href={`/matka-details/${market.id}`} className={`button ${market.status === 'closed' ? '' : 'button--primary'} matka-market__play`}>
              <FormattedMessage id={market.status === 'closed' ? 'matka.viewMarket' : 'matka.play'} values={{ name: market.name }} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
