import { describe, expect, it } from 'vitest';
import {
  initialPersistedState,
  PERSIST_VERSION,
  resetPersisted,
  restorePersisted,
  toStoredValue,
  type PersistedState,
} from './persisted-state.ts';

const signedInState: PersistedState = {
  ...initialPersistedState,
  auth: {
    user: { userid: 'u1', balance: 10, last_login_at: '2030-01-01T09:00:00Z', extra: 'kept' },
    chips: [100, 200, 500, 1000],
    token: 'jwt',
    eventManage: { any: 'shape' },
    eventDetailHideSections: null,
  },
  common: { ...initialPersistedState.common, siteVersion: 'v7', selectedLanguage: 'hi', isOffer: true, searchText: 'ind' },
  wallet: { depositAmount: 500, walletHistory: [], withdrawOtpExpiresAt: 1_900_000_000_000 },
  fantasy: { team: [1, 2] },
};

describe('persisted state', () => {
  it('restores what it stored, as an object or as JSON text', () => {
    const stored = toStoredValue(signedInState);
    expect(stored.version).toBe(PERSIST_VERSION);
    expect(restorePersisted(stored)).toEqual(signedInState);
    expect(restorePersisted(JSON.stringify(stored))).toEqual(signedInState);
  });

  it.each([
    ['an older version', { version: PERSIST_VERSION - 1, state: signedInState }],
    ['no version', signedInState],
    ['a slice of the wrong shape', { version: PERSIST_VERSION, state: { ...signedInState, auth: { token: 5 } } }],
    ['broken JSON', '{"version": 1, "sta'],
    ['nothing', undefined],
    ['null', null],
    ['a number', 42],
  ])('drops %s without throwing', (_, raw) => {
    expect(restorePersisted(raw)).toBeUndefined();
  });

  it('reads a value stored before the withdraw-password OTP deadline was kept', () => {
    const { withdrawOtpExpiresAt: _added, ...walletBefore } = signedInState.wallet;
    const stored = { version: PERSIST_VERSION, state: { ...signedInState, wallet: walletBefore } };
    expect(restorePersisted(stored)?.wallet).toEqual({ ...walletBefore, withdrawOtpExpiresAt: null });
  });

  it('reset clears user, token, chips and site version, and nothing else', () => {
    const reset = resetPersisted(signedInState);
    expect(reset.auth).toEqual({ ...signedInState.auth, user: null, token: null, chips: [] });
    expect(reset.common).toEqual({ ...signedInState.common, siteVersion: null });
    expect({ ...reset, auth: signedInState.auth, common: signedInState.common }).toEqual(signedInState);
  });
});
