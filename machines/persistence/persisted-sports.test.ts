import { describe, expect, it } from 'vitest';
import { initialPersistedState, PERSIST_VERSION, restorePersisted, toStoredValue } from './persisted-state.ts';

const pin = { eventId: 'ck-1001', marketId: 'ck-1001.mo', eventName: 'India v Australia', marketName: 'Match Odds' };

describe('persisted sports slice (pins and the chosen view)', () => {
  it('keeps pins and the view across a reload', () => {
    const state = { ...initialPersistedState, sports: { pinnedMarkets: [pin], view: 'sportsbook' as const } };
    expect(restorePersisted(JSON.stringify(toStoredValue(state)))?.sports).toEqual(state.sports);
  });

  it('reads a value stored before the slice existed as no pins and the exchange view', () => {
    const { sports: _added, ...before } = initialPersistedState;
    expect(restorePersisted({ version: PERSIST_VERSION, state: before })?.sports).toEqual({ pinnedMarkets: [], view: 'exchange' });
  });

  it('drops a stored value whose pins or view do not match', () => {
    for (const sports of [{ pinnedMarkets: [{ marketId: 5 }], view: 'exchange' }, { pinnedMarkets: [], view: 'ladder' }]) {
      expect(restorePersisted({ version: PERSIST_VERSION, state: { ...initialPersistedState, sports } })).toBeUndefined();
    }
  });
});
