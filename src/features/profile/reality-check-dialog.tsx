/**
 * The reality check's reminder (docs/decisions/095): the time played this session and the betting
 * result since it began, with the way to carry on, to the profit and loss, or to take a break.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from '../../../machines/profile/reality-check.machine.ts';
import { formatAmount } from '../../ui/format.ts';

export function RealityCheckDialog({ actor }: { actor: ActorRefFrom<typeof realityCheckMachine> }) {
  const shown = useSelector(actor, (snapshot) => snapshot.matches('shown'));
  const { playedMs, result } = useSelector(actor, (snapshot) => snapshot.context);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (shown && element && !element.open) element.showModal();
  }, [shown]);
  if (!shown) return null;
  const keepPlaying = () => actor.send({ type: 'check.continue' });
  const minutes = Math.round(playedMs / 60_000);
  const amount = `${result < 0 ? '-' : ''}₹${formatAmount(Math.abs(result))}`;
  return (
    <dialog
      ref={dialog}
      className="modal profile__dialog"
      aria-labelledby="reality-check-title"
      data-testid="reality-check"
      onCancel={(event) => {
        event.preventDefault();
        keepPlaying();
      }}
    >
      <div className="modal__body">
        <h2 id="reality-check-title">
          <FormattedMessage id="reality.title" />
        </h2>
        <p>
          <FormattedMessage id="reality.played" values={{ hours: Math.floor(minutes / 60), minutes: minutes % 60 }} />
        </p>
        <p>
          <FormattedMessage id="reality.result" values={{ amount }} />
        </p>
        <div className="profile__dialog-actions">
          <Link href="/profit-loss" className="button profile__secondary" onClick={keepPlaying}>
            <FormattedMessage id="reality.profitLoss" />
          </Link>
          <Link href="/profile/RESPONSIBLE_GAMBLING" className="button profile__secondary" onClick={keepPlaying}>
            <FormattedMessage id="reality.break" />
          </Link>
          <button type="button" className="button button--primary" onClick={keepPlaying}>
            <FormattedMessage id="reality.continue" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
