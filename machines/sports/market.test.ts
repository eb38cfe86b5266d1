import { describe, expect, it } from 'vitest';
import { isBettable, levelOf, marketsById, mergeOdds, priceFormOf, type Market, type OddsUpdate } from './market.ts';

const matchOdds: Market = {
  marketId: 'm1',
  name: 'Match Odds',
  kind: 'match_odds',
  status: 'open',
  betDelayMs: 5000,
  minStake: 100,
  maxStake: 50000,
  runners: [
    { selectionId: 'a', name: 'India', status: 'open', back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 50 }] },
    { selectionId: 'b', name: 'Australia', status: 'open', back: [{ price: 1.9, size: 80 }], lay: [{ price: 1.92, size: 40 }] },
  ],
};
const fancy: Market = { ...matchOdds, marketId: 'm2', name: '6 Over Runs', kind: 'fancy', runners: [] };

const update = (changes: Partial<OddsUpdate['markets'][number]> = {}): OddsUpdate => ({
  eventId: 'e1',
  seq: 1,
  markets: [
    {
      marketId: 'm1',
      status: 'open',
      runners: matchOdds.runners.map(({ selectionId, back, lay }) => ({ selectionId, back, lay })),
      ...changes,
    },
  ],
});

describe('mergeOdds', () => {
  const markets = marketsById([matchOdds, fancy]);

  it('keeps the very same snapshot when nothing changed', () => {
    expect(mergeOdds(markets, update())).toBe(markets);
    expect(mergeOdds(markets, { eventId: 'e1', seq: 2, markets: [{ marketId: 'unknown', status: 'open', runners: [] }] })).toBe(markets);
  });

  it('replaces only what changed: other runners, sides and markets keep their identity', () => {
    const next = mergeOdds(
      markets,
      update({
        runners: [
          { selectionId: 'a', back: [{ price: 2.02, size: 100 }], lay: [{ price: 2.02, size: 50 }] },
          { selectionId: 'b', back: [{ price: 1.9, size: 80 }], lay: [{ price: 1.92, size: 40 }] },
        ],
      }),
    );
    expect(next).not.toBe(markets);
    expect(next.m2).toBe(markets.m2);
    expect(next.m1?.runners[1]).toBe(markets.m1?.runners[1]);
    expect(next.m1?.runners[0]?.lay).toBe(markets.m1?.runners[0]?.lay);
    expect(next.m1?.runners[0]?.back).toEqual([{ price: 2.02, size: 100 }]);
  });

  it("takes the runner's traded amount and the market's total matched; the ladders keep their identity, so no price cell re-renders (decision 180)", () => {
    const traded = update({
      totalMatched: 1500,
      runners: matchOdds.runners.map(({ selectionId, back, lay }) => ({ selectionId, back: [...back], lay: [...lay], traded: selectionId === 'a' ? 1200 : 300 })),
    });
    const next = mergeOdds(markets, traded);
    expect(next.m1?.totalMatched).toBe(1500);
    expect(next.m1?.runners.map((runner) => runner.traded)).toEqual([1200, 300]);
    expect(next.m1?.runners[0]?.back).toBe(markets.m1?.runners[0]?.back);
    expect(next.m1?.runners[0]?.lay).toBe(markets.m1?.runners[0]?.lay);
    // The same figures again change nothing.
    expect(mergeOdds(next, { ...traded, seq: 2 })).toBe(next);
    // A tick without the figures keeps the last ones.
    expect(mergeOdds(next, update()).m1?.totalMatched).toBe(1500);
  });

  it('takes the market and runner status (suspended, ball running)', () => {
    const next = mergeOdds(markets, update({ status: 'ball_running' }));
    expect(next.m1?.status).toBe('ball_running');
    expect(next.m1?.runners).toBe(markets.m1?.runners);
    expect(isBettable(next.m1!)).toBe(false);
    const suspendedRunner = mergeOdds(markets, update({ runners: [{ selectionId: 'a', status: 'suspended', back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 50 }] }] }));
    expect(isBettable(suspendedRunner.m1!, suspendedRunner.m1!.runners[0])).toBe(false);
    expect(isBettable(suspendedRunner.m1!, suspendedRunner.m1!.runners[1])).toBe(true);
  });
});

describe('market helpers', () => {
  it('knows how each kind quotes', () => {
    expect(priceFormOf('match_odds')).toBe('decimal');
    expect(priceFormOf('tied_match')).toBe('decimal');
    expect(priceFormOf('bookmaker')).toBe('rate');
    expect(priceFormOf('fancy')).toBe('line');
  });

  it('reads a ladder level', () => {
    expect(levelOf(matchOdds.runners[0], 'back', 0)).toEqual({ price: 2, size: 100 });
    expect(levelOf(matchOdds.runners[0], 'back', 2)).toBeUndefined();
    expect(levelOf(undefined, 'lay', 0)).toBeUndefined();
  });
});
