import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CASINO_SECRET, casinoSecretFromEnvironment } from './casino-settings.ts';
import { cardOf, drawCards, REFERENCE_GAMES, returnOf } from './reference-games.ts';

const card = (rank: number) => cardOf(rank - 1);

describe('Lucky 7', () => {
  const game = REFERENCE_GAMES['lucky-7'];
  it.each([
    [1, 'low', 200],
    [6, 'low', 200],
    [7, 'low', 0],
    [7, 'seven', 1200],
    [8, 'high', 200],
    [13, 'seven', 0],
  ])('rank %i with %s returns %i paise of a 100 stake', (rank, pick, returned) => {
    expect(returnOf(game, pick, 100, [card(rank)])).toBe(returned);
  });
});

describe('Dragon Tiger', () => {
  const game = REFERENCE_GAMES['dragon-tiger'];
  it('pays the higher card even money, a tie 10 to 1 and half back to Dragon and Tiger on a tie', () => {
    expect(returnOf(game, 'dragon', 100, [card(12), card(3)])).toBe(200);
    expect(returnOf(game, 'tiger', 100, [card(12), card(3)])).toBe(0);
    expect(returnOf(game, 'tie', 100, [card(5), cardOf(5 - 1 + 13)])).toBe(1100);
    expect(returnOf(game, 'dragon', 101, [card(5), cardOf(5 - 1 + 13)])).toBe(50);
  });
  it('refuses a pick it does not have', () => {
    expect(() => returnOf(game, 'seven', 100, [card(1), card(2)])).toThrow(RangeError);
  });
});

describe('drawCards', () => {
  it('draws different cards of one deck', () => {
    const cards = drawCards(52, () => 0);
    expect(new Set(cards.map((drawn) => `${drawn.rank}${drawn.suit}`)).size).toBe(52);
  });
});

describe('CASINO_PROVIDER_SECRET', () => {
  it('has a development default, which production refuses, as it does a short secret', () => {
    expect(casinoSecretFromEnvironment({}, 'development')).toBe(DEVELOPMENT_CASINO_SECRET);
    expect(casinoSecretFromEnvironment({}, 'production')).toBeUndefined();
    expect(casinoSecretFromEnvironment({ CASINO_PROVIDER_SECRET: DEVELOPMENT_CASINO_SECRET }, 'production')).toHaveProperty('problem');
    expect(casinoSecretFromEnvironment({ CASINO_PROVIDER_SECRET: 'short' }, 'production')).toHaveProperty('problem');
    const own = 'x'.repeat(40);
    expect(casinoSecretFromEnvironment({ CASINO_PROVIDER_SECRET: own }, 'production')).toBe(own);
  });
});
