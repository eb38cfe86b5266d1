import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGE_IDS } from '../auth/message-ids.ts';
import { SHARED_AUTH_MESSAGE_IDS, WALLET_MESSAGE_IDS, walletMessage } from './message-ids.ts';

// The texts of these ids, the spec's word for word, are checked in src/i18n/catalogue.test.ts.
describe('wallet message ids', () => {
  it('lists each id once, all in the wallet namespace', () => {
    expect(new Set(WALLET_MESSAGE_IDS).size).toBe(WALLET_MESSAGE_IDS.length);
    for (const id of WALLET_MESSAGE_IDS) expect(id).toMatch(/^wallet\./);
  });

  it("uses ids shared with the auth forms, which the auth forms' list holds", () => {
    for (const id of SHARED_AUTH_MESSAGE_IDS) expect(AUTH_MESSAGE_IDS, id).toContain(id);
  });

  it('builds messages with and without values', () => {
    expect(walletMessage('wallet.stake.saved')).toEqual({ id: 'wallet.stake.saved' });
    expect(walletMessage('wallet.withdraw.amount.min', { min: 100 })).toEqual({
      id: 'wallet.withdraw.amount.min',
      values: { min: 100 },
    });
  });
});
