import { memo, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { InspectionEvent } from 'xstate';
import { messageId, type Message } from '../../../machines/shared/message.ts';
import type { BalanceDisplay } from '../../../machines/ui/ui.machine.ts';
import { Icon } from '../../ui/icons.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { useRenderCount } from '../../ui/render-count.ts';
import { WithdrawIdRow, type WithdrawIdActors } from '../../ui/withdraw-id-row.tsx';
import './account.css';

/**
 * The signed-in header's account menu: user ID with copy, display choice, change password, logout.
 * Memoised: a new balance does not render it again (design §7). The amounts beside it are
 * src/app/shell/wallet-summary.tsx, in the first load so that the header keeps its width.
 */
export interface AccountMenuProps {
  userId: string;
  display: BalanceDisplay;
  onDisplayChange: (display: BalanceDisplay) => void;
  onLogout: () => void;
  onSuccess: (message: Message) => void;
  onError: (message: Message) => void;
  /** Writes text to the clipboard (navigator.clipboard in the browser). */
  copyText: (text: string) => Promise<void>;
  /** Loads the withdraw ID the modal shows under the user ID; absent for demo users (no wallet). */
  withdrawIdActors?: WithdrawIdActors;
  /** The page's inspector and journal, for the withdraw ID's actor (docs/inspector.md). */
  inspect?: (inspectionEvent: InspectionEvent) => void;
}

export const AccountMenu = memo(function AccountMenu(props: AccountMenuProps) {
  const intl = useIntl();
  useRenderCount('accountMenu');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [copying, setCopying] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    window.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      window.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const toggleShown = (amount: keyof BalanceDisplay) =>
    props.onDisplayChange({ ...props.display, [amount]: !props.display[amount] });

  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="icon-button account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'account.menu.open' })}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="user" />
      </button>
      {open && (
        <div id={menuId} className="account-menu__panel">
          <p className="account-menu__user">
            <span className="account-menu__label">
              <FormattedMessage id="account.userId" />
            </span>
            <strong className="account-menu__id">{props.userId}</strong>
            <button type="button" className="button button--small button--outline" onClick={() => setCopying(true)}>
              <FormattedMessage id="account.copy.open" />
            </button>
          </p>
          <fieldset className="account-menu__display">
            <legend>
              <FormattedMessage id="account.display.title" />
            </legend>
            <label>
              <input type="checkbox" checked={props.display.balance} onChange={() => toggleShown('balance')} />{' '}
              <FormattedMessage id="shell.balance" />
            </label>
            <label>
              <input type="checkbox" checked={props.display.exposure} onChange={() => toggleShown('exposure')} />{' '}
              <FormattedMessage id="shell.exposure" />
            </label>
          </fieldset>
          <Link href="/profile/CHANGE_PASSWORD" className="account-menu__link" onClick={() => setOpen(false)}>
            <FormattedMessage id="menu.changePassword" />
          </Link>
          <button type="button" className="button button--primary button--block" onClick={props.onLogout}>
            <FormattedMessage id="account.logout" />
          </button>
        </div>
      )}
      {copying && <CopyUserIdModal {...props} onClose={() => setCopying(false)} />}
    </div>
  );
});

const USER_ID_FIELD_ID = 'account.userId';

/**
 * The copy-user-id modal (spec §1): '{field} Copied Successfully' or 'No Data Available To Copy.'.
 * Under the user ID, the withdraw ID the user quotes to support.
 */
function CopyUserIdModal({ userId, copyText, onSuccess, onError, onClose, withdrawIdActors, inspect }: AccountMenuProps & { onClose: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  const copy = async () => {
    if (!userId) {
      onError(messageId('account.copy.empty'));
      return;
    }
    try {
      await copyText(userId);
      onSuccess(messageId('account.copy.done', { field: intl.formatMessage({ id: USER_ID_FIELD_ID }) }));
      onClose();
    } catch {
      onError(messageId('error.somethingWentWrong'));
    }
  };
  return (
    <div className="modal-layer">
      <button type="button" className="modal-backdrop" tabIndex={-1} aria-label={intl.formatMessage({ id: 'auth.modal.close' })} onClick={onClose} />
      <div className="modal copy-modal" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <h2 id={headingId} className="copy-modal__title">
          <FormattedMessage id="account.copy.title" />
        </h2>
        <p className="copy-modal__value">{userId || <MessageText message={messageId('account.copy.empty')} />}</p>
        {withdrawIdActors && (
          <div className="copy-modal__withdraw-id">
            <WithdrawIdRow actors={withdrawIdActors} copyText={copyText} onSuccess={onSuccess} onError={onError} inspect={inspect} />
            <p className="copy-modal__hint">
              <FormattedMessage id="account.withdrawId.hint" />
            </p>
          </div>
        )}
        <div className="copy-modal__actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            <FormattedMessage id="account.cancel" />
          </button>
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            <FormattedMessage id="account.copy.submit" />
          </button>
        </div>
      </div>
    </div>
  );
}
