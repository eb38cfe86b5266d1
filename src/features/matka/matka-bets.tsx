import { FormattedMessage } from 'react-intl';
import type { MatkaBetView } from '../../../machines/matka/matka-bet.machine.ts';
import type { MatkaBetType } from '../../../machines/matka/matka-rules.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { formatAmount } from '../../ui/format.ts';

/** A draw's day 'YYYY-MM-DD' as the product writes dates, DD/MM/YYYY (spec §9). */
const drawDay = (day: string): string => day.split('-').reverse().join('/');

/** The user's bets on the market (matkaSingleBets), newest first, with their status and result. */
export function MatkaBets({ bets, typeName }: { bets: MatkaBetView[]; typeName: (type: MatkaBetType) => string }) {
  return (
    <section className="card matka-bets" aria-labelledby="matka-bets-title">
      <h2 className="matka-section-title" id="matka-bets-title">
        <FormattedMessage id="matka.bets.title" />
      </h2>
      {bets.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="matka-bets__list">
          {bets.map((bet) => (
            <li key={bet.betId} className={`matka-bet matka-bet--${bet.status}`}>
              <span className="matka-bet__what">
                {typeName(bet.type)} · <FormattedMessage id={`matka.session.${bet.session}`} />
              </span>
              <span className="matka-bet__number">{bet.number}</span>
              <span className="matka-bet__amount">₹{formatAmount(bet.amount)}</span>
              <span className="matka-bet__status">
                <FormattedMessage id={`matka.bet.${bet.status}`} />
                {bet.status === 'won' && bet.winAmount !== null && <> +₹{formatAmount(bet.winAmount)}</>}
              </span>
              <span className="matka-bet__date">{drawDay(bet.drawDate)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
