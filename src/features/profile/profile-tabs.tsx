/** The profile's tabs, one route each (spec §2 `profile/{type}`). */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

export const PROFILE_TABS = ['DETAILS', 'CHANGE_PASSWORD', 'STAKES', 'RESPONSIBLE_GAMBLING'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const isProfileTab = (type: string): type is ProfileTab => (PROFILE_TABS as readonly string[]).includes(type);

export function ProfileTabs({ current, children }: { current: ProfileTab; children: ReactNode }) {
  return (
    <div className="page profile">
      <nav className="profile__tabs" aria-labelledby="profile-title">
        <h1 id="profile-title" className="profile__title">
          <FormattedMessage id="profile.title" />
        </h1>
        <ul>
          {PROFILE_TABS.map((tab) => (
            <li key={tab}>
              <Link href={`/profile/${tab}`} className={tab === current ? 'chip chip--active' : 'chip'} aria-current={tab === current ? 'page' : undefined}>
                <FormattedMessage id={`profile.tab.${tab}`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
