/**
 * The bonus screen (docs/decisions/088-089): earned, locked and released totals, the
 * active wallet (main or welcome bonus) with its switch, and each bonus with its turnover and, once
 * released, a Claim button; under a locked bonus, what counts towards its turnover (decision 171).
 * One actor (machines/bonus/bonus.machine.ts) does the work.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ActiveWallet, bonusMachine, BonusItem, BonusEmitted } from '../../../machines/bonus/bonus.machine.ts';
import { formatAmount, formatHistoryDate } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import './bonus.css';
import { TurnoverRules } from './turnover-rules.tsx';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

const rupees = (amount: number) => `₹${formatAmount(amount)}`;

export function BonusScreen({
  logic,
  actw,
  onWalletChanged,
}: {
  logic: typeof bonusMachine;
  actw: ActiveWallet;
  onWalletChanged: (change: BonusEmitted) => void;
}) {
  const actor = useInspectedActorRef(logic, { input: { actw } });
  const snapshot = useSelector(actor, (state) => state);
  useEffect(() => actor.on('wallet.changed', onWalletChanged).unsubscribe, [actor, onWalletChanged]);
  const intl = useIntl();
  const { summary, error, done, claiming } = snapshot.context;
  const busy = !snapshot.matches('ready');
  const walletName = (wallet: ActiveWallet) => intl.formatMessage({ id: wallet === 'WB' ? 'bonus.wallet.bonus' : 'bonus.wallet.main' });

  return (
    <div className="page bonus">
      <h1 className="bonus__title">
        <FormattedMessage id="bonus.title" />
      </h1>
      {error && (
        <p className="bonus__notice bonus__notice--error" role="alert">
          <MessageText message={error} />
        </p>
      )}
      {done && (
        <p className="bonus__notice" role="status">
          {done.kind === 'claimed' ? (
            <FormattedMessage id="bonus.claimed" values={{ amount: rupees(done.amount) }} />
          ) : (
            <FormattedMessage id="bonus.wallet.switched" values={{ wallet: walletName(done.actw) }} />
          )}
        </p>
      )}
      {snapshot.matches('failed') ? (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'bonus.reload' })}>
          <FormattedMessage id="bonus.retry" />
        </button>
      ) : (
        <>
          <dl className="bonus__totals card" aria-busy={summary === null}>
            {(['earned', 'locked', 'released'] as const).map((key) => (
              <div key={key}>
                <dt>
                  <FormattedMessage id={`bonus.${key}`} />
                </dt>
                <dd>{summary ? rupees(summary[key]) : '—'}</dd>
              </div>
            ))}
          </dl>

          <section className="bonus__wallet card" aria-labelledby="bonus-wallet-title">
            <h2 id="bonus-wallet-title">
              <FormattedMessage id="bonus.wallet.title" />
            </h2>
            <div className="bonus__switch" role="radiogroup" aria-labelledby="bonus-wallet-title">
              {(['MW', 'WB'] as const).map((wallet) => (
                <button
                  key={wallet}
                  type="button"
                  role="radio"
                  aria-checked={snapshot.context.actw === wallet}
                  className={snapshot.context.actw === wallet ? 'bonus__option bonus__option--on' : 'bonus__option'}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'wallet.switch', actw: wallet })}
                >
                  {walletName(wallet)}
                </button>
              ))}
            </div>
            <p className="bonus__hint">
              <FormattedMessage id="bonus.wallet.hint" />
            </p>
          </section>

          <section aria-labelledby="bonus-list-title">
            <h2 id="bonus-list-title" className="bonus__subtitle">
              <FormattedMessage id="bonus.list.title" />
            </h2>
            {summary && summary.bonuses.length === 0 ? (
              <p className="bonus__empty">
                <FormattedMessage id="bonus.empty" />{' '}
                <Link href="/refer-earn">
                  <FormattedMessage id="bonus.referLink" />
                </Link>
              </p>
            ) : (
              <ul className="bonus__list">
                {summary?.bonuses.map((bonus) => (
                  <BonusCard key={bonus.id} bonus={bonus} busy={busy} claiming={claiming === bonus.id} onClaim={() => actor.send({ type: 'bonus.claim', id: bonus.id })} />
                ))}
              </ul>
            )}
          </section>
          <TurnoverRules rules={summary?.bonuses.find((bonus) => (bonus.turnover?.rules?.length ?? 0) > 0)?.turnover?.rules ?? []} />
        </>
      )}
    </div>
  );
}

function BonusCard({ bonus, busy, claiming, onClaim }: { bonus: BonusItem; busy: boolean; claiming: boolean; onClaim: () => void }) {
  const progress = bonus.turnover && bonus.turnover.required > 0 ? Math.min(100, (bonus.turnover.done / bonus.turnover.required) * 100) : null;
  return (
    <li className="card bonus__item" data-testid="bonus">
      <div className="bonus__row">
        <strong className="bonus__type">{bonus.type}</strong>
        <strong>{rupees(bonus.amount)}</strong>
      </div>
      <div className="bonus__row bonus__muted">
        <span>{formatHistoryDate(bonus.createdAt)}</span>
        <span className={`bonus__status bonus__status--${bonus.status}`}>
          <FormattedMessage id={`bonus.status.${bonus.status}`} />
        </span>
      </div>
      {bonus.turnover && progress !== null && (
        <div className="bonus__turnover">
          <progress max={100} value={progress} aria-label={`${Math.round(progress)}%`} />
          <span className="bonus__muted">
            <FormattedMessage id="bonus.turnover" values={{ done: rupees(bonus.turnover.done), required: rupees(bonus.turnover.required) }} />
          </span>
        </div>
      )}
      {bonus.status === 'released' && (
        <button type="button" className="button button--primary bonus__claim" disabled={busy} onClick={onClaim}>
          <FormattedMessage id={claiming ? 'bonus.claiming' : 'bonus.claim'} />
        </button>
      )}
    </li>
  );
}
