import { useIntl } from 'react-intl';
import { messageId } from '../../../../machines/shared/message.ts';
import { walletMessage } from '../../../../machines/wallet/message-ids.ts';
import { useAppSystem } from '../../../runtime/app-system-context.tsx';

/**
 * Copies one account detail: '{field} Copied Successfully' (spec §8), or 'No Data Available To
 * Copy.' when there is nothing to copy.
 */
export function CopyButton({ value, fieldLabel }: { value: string | null | undefined; fieldLabel: string }) {
  const intl = useIntl();
  const { system } = useAppSystem();
  const copy = async () => {
    const text = value?.trim();
    if (!text) {
      system.notices.send({ type: 'notice.error', message: walletMessage('wallet.copy.noData') });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      system.notices.send({ type: 'notice.success', message: walletMessage('wallet.copy.field', { field: fieldLabel }) });
    } catch {
      system.notices.send({ type: 'notice.error', message: messageId('error.somethingWentWrong') });
    }
  };
  return (
    <button
      type="button"
      className="button button--small copy-button"
      onClick={() => void copy()}
      aria-label={intl.formatMessage({ id: 'wallet.copy.label' }, { field: fieldLabel })}
    >
      {intl.formatMessage({ id: 'wallet.copy.button' })}
    </button>
  );
}
