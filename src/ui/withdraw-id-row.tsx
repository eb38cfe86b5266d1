import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorLogicFrom, InspectionEvent } from 'xstate';
import { messageId, type Message } from '../../machines/shared/message.ts';
import { withdrawIdMachine } from '../../machines/wallet/withdraw-id.machine.ts';
import { MessageText } from './message-text.tsx';
import './withdraw-id-row.css';

export type WithdrawIdActors = Parameters<typeof withdrawIdMachine.provide>[0]['actors'];

interface WithdrawIdRowProps {
  actors: WithdrawIdActors;
  copyText: (text: string) => Promise<void>;
  onSuccess: (message: Message) => void;
  onError: (message: Message) => void;
  /** The page's inspector and journal, when it records (docs/inspector.md). */
  inspect?: (inspectionEvent: InspectionEvent) => void;
}

/**
 * The user's withdraw ID with its copy button, as the copy-user-id modal and the withdraw screen
 * show it ('{field} Copied Successfully'); loads when it appears, with Try Again after a failure.
 */
export function WithdrawIdRow({ actors, copyText, onSuccess, onError, inspect }: WithdrawIdRowProps) {
  const intl = useIntl();
  const logic: ActorLogicFrom<typeof withdrawIdMachine> = useMemo(() => withdrawIdMachine.provide({ actors }), [actors]);
  const actor = useActorRef(logic, { inspect });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const { withdrawId, error } = useSelector(actor, (snapshot) => snapshot.context);
  const copy = async () => {
    if (!withdrawId) return;
    try {
      await copyText(withdrawId);
      onSuccess(messageId('account.copy.done', { field: intl.formatMessage({ id: 'account.withdrawId' }) }));
    } catch {
      onError(messageId('error.somethingWentWrong'));
    }
  };
  return (
    <div className="withdraw-id" aria-busy={state === 'loading'}>
      <div className="withdraw-id__text">
        <span className="withdraw-id__label">
          <FormattedMessage id="account.withdrawId" />
        </span>
        <span className="withdraw-id__value" data-testid="withdraw-id">
          {state === 'shown' && withdrawId}
          {state === 'loading' && <FormattedMessage id="account.withdrawId.loading" />}
          {state === 'failed' && error && <MessageText message={error} />}
        </span>
      </div>
      {state === 'failed' ? (
        <button type="button" className="button button--small button--outline" onClick={() => actor.send({ type: 'withdrawId.retry' })}>
          <FormattedMessage id="account.withdrawId.retry" />
        </button>
      ) : (
        <button type="button" className="button button--small button--outline" disabled={state !== 'shown'} onClick={() => void copy()}>
          <FormattedMessage id="account.withdrawId.copy" />
        </button>
      )}
    </div>
  );
}
