import { FormattedMessage } from 'react-intl';
import type { WalletFunds } from '../../../../machines/shared/funds.ts';
import { formatAmount } from '../../../ui/format.ts';

/**
 * Where Available comes from (docs/decisions/221): the header's Balance and Exposure under the
 * header's names and figures, the Bonus that cannot leave, and Available = Balance + Exposure − Bonus,
 * so the amount a bettor may withdraw reconciles with the header at a glance.
 */
export function FundsFigures({ funds, available }: { funds: WalletFunds; available: number }) {
  return (
    <div className="funds-figures">
      <dl className="funds-figures__list" data-testid="funds-figures">
        <div>
          <dt>
            <FormattedMessage id="shell.balance" />
          </dt>
          <dd>₹{formatAmount(funds.balance)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="shell.exposure" />
          </dt>
          <dd>₹{formatAmount(funds.exposure)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="wallet.funds.bonus" />
          </dt>
          <dd>₹{formatAmount(funds.earnBonus)}</dd>
        </div>
        <div className="funds-figures__available">
          <dt>
            <FormattedMessage id="wallet.funds.available" />
          </dt>
          <dd>₹{formatAmount(available)}</dd>
        </div>
      </dl>
      <p className="funds-figures__rule">
        <FormattedMessage id="wallet.funds.rule" />
      </p>
    </div>
  );
}
