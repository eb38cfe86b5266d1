/**
 * The profile's details tab: who the user is, the header's balance/exposure choice (spec §3, default
 * both), the language, and where the passwords are changed.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatIndiaTime } from '../../ui/format.ts';

export interface BalanceDisplayChoice {
  balance: boolean;
  exposure: boolean;
}

export interface DetailsProps {
  userId: string;
  phone: string | null;
  lastLoginAt: string | null | undefined;
  display: BalanceDisplayChoice;
  onDisplayChange: (display: BalanceDisplayChoice) => void;
  /** The language choice, as the header shows it (none when the site has one language). */
  language: ReactNode;
}

export function DetailsScreen({ userId, phone, lastLoginAt, display, onDisplayChange, language }: DetailsProps) {
  return (
    <div className="profile__sections">
      <section className="card profile__card" aria-labelledby="profile-details">
        <h2 id="profile-details">
          <FormattedMessage id="profile.details.title" />
        </h2>
        <dl className="profile__facts">
          <dt>
            <FormattedMessage id="profile.details.userId" />
          </dt>
          <dd data-testid="profile-user-id">{userId}</dd>
          <dt>
            <FormattedMessage id="profile.details.phone" />
          </dt>
          <dd>{phone ?? '-'}</dd>
          <dt>
            <FormattedMessage id="profile.details.lastLogin" />
          </dt>
          <dd>{lastLoginAt ? formatIndiaTime(lastLoginAt, 'DD/MM/YYYY HH:mm:ss') : '-'}</dd>
        </dl>
      </section>
      <section className="card profile__card" aria-labelledby="profile-preferences">
        <h2 id="profile-preferences">
          <FormattedMessage id="profile.preferences.title" />
        </h2>
        <fieldset className="profile__choices">
          <legend>
            <FormattedMessage id="profile.preferences.header" />
          </legend>
          <label>
            <input type="checkbox" checked={display.balance} onChange={(event) => onDisplayChange({ ...display, balance: event.target.checked })} />
            <FormattedMessage id="profile.preferences.balance" />
          </label>
          <label>
            <input type="checkbox" checked={display.exposure} onChange={(event) => onDisplayChange({ ...display, exposure: event.target.checked })} />
            <FormattedMessage id="profile.preferences.exposure" />
          </label>
        </fieldset>
        {language}
      </section>
      <section className="card profile__card" aria-labelledby="profile-security">
        <h2 id="profile-security">
          <FormattedMessage id="profile.security.title" />
        </h2>
        <ul className="profile__links">
          <li>
            <Link href="/profile/CHANGE_PASSWORD">
              <FormattedMessage id="profile.security.password" />
            </Link>
          </li>
          <li>
            <Link href="/wallet-withdraw">
              <FormattedMessage id="profile.security.withdrawPassword" />
            </Link>
          </li>
          <li>
            <Link href="/profile/RESPONSIBLE_GAMBLING">
              <FormattedMessage id="profile.security.gambling" />
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
