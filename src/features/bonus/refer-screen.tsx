/**
 * Refer and earn (spec §2 refer-earn; docs/decisions/090): the user's refer code and link
 * with copy and share (the share sheet where the browser has one), the friends who signed up with it
 * and the reward earned. One actor (machines/bonus/refer.machine.ts) does the work.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { referMachine } from '../../../machines/bonus/refer.machine.ts';
import { formatAmount } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import './bonus.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

export function ReferScreen({ logic }: { logic: typeof referMachine }) {
  const actor = useInspectedActorRef(logic);
  const snapshot = useSelector(actor, (state) => state);
  const { summary, error, done } = snapshot.context;
  const busy = !snapshot.matches({ ready: 'idle' });
  return (
    <div className="page bonus refer">
      <h1 className="bonus__title">
        <FormattedMessage id="refer.title" />
      </h1>
      <p className="bonus__hint">
        <FormattedMessage id="refer.intro" />
      </p>
      {error && (
        <p className="bonus__notice bonus__notice--error" role="alert">
          <MessageText message={error} />
        </p>
      )}
      {done && (
        <p className="bonus__notice" role="status">
          <FormattedMessage id={done === 'shared' ? 'refer.shared' : `refer.copied.${done}`} />
        </p>
      )}
      {snapshot.matches('failed') ? (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'refer.reload' })}>
          <FormattedMessage id="bonus.retry" />
        </button>
      ) : (
        <>
          <section className="card" aria-labelledby="refer-code-title" aria-busy={summary === null}>
            <h2 id="refer-code-title">
              <FormattedMessage id="refer.code" />
            </h2>
            <div className="refer__code">
              <span className="refer__value" data-testid="refer-code">
                {summary?.code ?? '—'}
              </span>
            </div>
            <h2>
              <FormattedMessage id="refer.link" />
            </h2>
            <p className="refer__link">{summary?.link ?? '—'}</p>
            <div className="refer__actions">
              <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: 'refer.share' })}>
                <FormattedMessage id="refer.share" />
              </button>
              <button type="button" className="button button--outline" disabled={busy} onClick={() => actor.send({ type: 'refer.copy', what: 'code' })}>
                <FormattedMessage id="refer.copyCode" />
              </button>
              <button type="button" className="button button--outline" disabled={busy} onClick={() => actor.send({ type: 'refer.copy', what: 'link' })}>
                <FormattedMessage id="refer.copyLink" />
              </button>
            </div>
          </section>
          <dl className="bonus__totals card">
            <div>
              <dt>
                <FormattedMessage id="refer.referred" />
              </dt>
              <dd data-testid="refer-count">{summary ? summary.referredUsers : '—'}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="refer.earned" />
              </dt>
              <dd>{summary ? `₹${formatAmount(summary.earned)}` : '—'}</dd>
            </div>
          </dl>
          <Link href="/bonus">
            <FormattedMessage id="refer.bonusLink" />
          </Link>
        </>
      )}
    </div>
  );
}
