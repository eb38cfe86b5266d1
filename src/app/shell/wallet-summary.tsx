/**
 * The signed-in header's amounts: balance and exposure as the user chose (spec §3: both by default).
 * In the first load, unlike the account menu beside them, so that the header has its width from the
 * first paint (the amounts arriving with a later chunk moved the header's actions).
 * A new balance re-renders its own amount only (design §7).
 */
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BalanceDisplay } from '../../../machines/ui/ui.machine.ts';
import { formatAmount } from '../../ui/format.ts';
import { useRenderCount } from '../../ui/render-count.ts';

interface WalletSummaryProps {
  balance: number;
  exposure: number;
  display: BalanceDisplay;
  /** Opens My Markets, the markets that make up the exposure. */
  onExposureOpen: () => void;
}

export function WalletSummary({ balance, exposure, display, onExposureOpen }: WalletSummaryProps) {
  if (!display.balance && !display.exposure) return null;
  return (
    <dl className="wallet-summary">
      {display.balance && <Amount labelId="shell.balance" amount={balance} />}
      {display.exposure && <Amount labelId="shell.exposure" amount={exposure} onOpen={onExposureOpen} />}
    </dl>
  );
}

const Amount = memo(function Amount({ labelId, amount, onOpen }: { labelId: string; amount: number; onOpen?: () => void }) {
  const intl = useIntl();
  useRenderCount('headerAmount', labelId);
  return (
    <div className="wallet-summary__item">
      <dt className="wallet-summary__label">
        <FormattedMessage id={labelId} />
      </dt>
      <dd className="wallet-summary__value">
        {onOpen ? (
          <button
            type="button"
            className="wallet-summary__open"
            aria-haspopup="dialog"
            aria-label={intl.formatMessage({ id: 'sports.myMarkets.open' }, { amount: formatAmount(amount) })}
            onClick={onOpen}
          >
            {formatAmount(amount)}
          </button>
        ) : (
          formatAmount(amount)
        )}
      </dd>
    </div>
  );
});
