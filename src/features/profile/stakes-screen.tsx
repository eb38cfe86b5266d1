/** The profile's stake buttons (spec §5 "Edit Stake"): the four quick-add values and the Edit Stake modal. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function StakesScreen({ stakes, saved, onEdit, modal }: { stakes: readonly number[] | null; saved: boolean; onEdit: () => void; modal: ReactNode }) {
  return (
    <section className="card profile__card" aria-labelledby="profile-stakes">
      <h2 id="profile-stakes">
        <FormattedMessage id="profile.stakes.title" />
      </h2>
      <p className="profile__muted">
        <FormattedMessage id="profile.stakes.help" />
      </p>
      {saved && (
        <p className="profile__saved" role="status">
          <FormattedMessage id="wallet.stake.saved" />
        </p>
      )}
      <ul className="profile__stakes" data-testid="profile-stakes">
        {(stakes ?? []).map((stake, index) => (
          <li key={index} className="chip">
            ₹{stake.toLocaleString('en-IN')}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" disabled={stakes === null} onClick={onEdit}>
        <FormattedMessage id="wallet.deposit.stakes.edit" />
      </button>
      {modal}
    </section>
  );
}
