import { describe, expect, it } from 'vitest';
import type { SessionContext } from './session.machine.ts';
import {
  availableToWithdraw,
  selectAccountBarMessage,
  selectIsDemo,
  selectNeedsPasswordChange,
} from './session-selectors.ts';
import type { SessionUser } from './session-user.ts';

const snapshotOf = (user: SessionUser | null) => ({
  context: {
    token: user ? 't' : null,
    exp: null,
    user,
    chips: null,
    oneClickStake: null,
    eventManage: null,
    funds: { balance: 0, exposure: 0, betsCount: 0, earnBonus: 0 },
    favourites: [],
  } satisfies SessionContext,
  matches: (state: 'signedIn') => state === 'signedIn' && user !== null,
});

describe('session selectors', () => {
  it('the bar names demo users first, then the welcome-bonus wallet', () => {
    expect(selectAccountBarMessage(snapshotOf({ userid: 'd', isDemo: true, actw: 'WB' }))).toEqual({ id: 'session.bar.demo' });
    expect(selectAccountBarMessage(snapshotOf({ userid: 'w', actw: 'WB' }))).toEqual({ id: 'session.bar.welcomeBonus' });
    expect(selectAccountBarMessage(snapshotOf({ userid: 'p', actw: 'MW' }))).toBeUndefined();
    expect(selectIsDemo(snapshotOf(null))).toBe(false);
  });

  it('a signed-in user without a last login needs a password change', () => {
    expect(selectNeedsPasswordChange(snapshotOf({ userid: 'p', last_login_at: null }))).toBe(true);
    expect(selectNeedsPasswordChange(snapshotOf({ userid: 'p', last_login_at: '2025-01-01T00:00:00Z' }))).toBe(false);
    expect(selectNeedsPasswordChange(snapshotOf(null))).toBe(false);
  });

  it('available to withdraw is balance + exposure − earned bonus', () => {
    expect(availableToWithdraw({ balance: 1000, exposure: -200, earnBonus: 150 })).toBe(650);
  });
});
