import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CASINO_SECRET, casinoSecretFromEnvironment } from './casino-settings.ts';
import { fairOutcome, fairRandom, sha256Hex } from './provider-assets/fair.js';
import {
  andarBaharWinner,
  cardOf,
  compareTeenPatti,
  dealRound,
  drawCards,
  PAIR_PLUS_PROBABILITY,
  REFERENCE_GAMES,
  returnFrom,
  returnOf,
  rouletteNumbersOf,
  ROULETTE_SPLITS,
  teenPattiHand,
  type Card,
  type Random,
  type ReferenceGame,
} from './reference-games.ts';

const card = (rank: number, suit: Card['suit'] = 'S'): Card => ({ rank, suit });
/** 'AS KH 10D': rank then suit. */
const hand = (text: string): Card[] =>
  text.split(' ').map((token) => {
    const rank = { A: 1, J: 11, Q: 12, K: 13 }[token.slice(0, -1)] ?? Number(token.slice(0, -1));
    return card(rank, token.at(-1) as Card['suit']);
  });
const cards = (...dealt: Card[]) => ({ cards: dealt });

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
    expect(returnOf(game, pick, 100, cards(card(rank)))).toBe(returned);
  });
});

describe('Dragon Tiger', () => {
  const game = REFERENCE_GAMES['dragon-tiger'];
  it('pays the higher card even money, a tie 10 to 1 and half back to Dragon and Tiger on a tie', () => {
    expect(returnOf(game, 'dragon', 100, cards(card(12), card(3)))).toBe(200);
    expect(returnOf(game, 'tiger', 100, cards(card(12), card(3)))).toBe(0);
    expect(returnOf(game, 'tie', 100, cards(card(5), card(5, 'H')))).toBe(1100);
    expect(returnOf(game, 'dragon', 101, cards(card(5), card(5, 'H')))).toBe(50);
  });
  it('refuses a pick it does not have, and an outcome of another kind', () => {
    expect(() => returnOf(game, 'seven', 100, cards(card(1), card(2)))).toThrow(RangeError);
    expect(() => returnOf(game, 'dragon', 100, { number: 7 })).toThrow(RangeError);
  });
});

describe('Teen Patti hands', () => {
  it.each([
    ['QS QH QD', 'trail', [12]],
    ['AS AH AD', 'trail', [14]],
    ['QH KH AH', 'pure sequence', [15]],
    ['AD 2D 3D', 'pure sequence', [14.5]],
    ['2C 3C 4C', 'pure sequence', [4]],
    ['QH KS AH', 'sequence', [15]],
    ['AD 2S 3D', 'sequence', [14.5]],
    ['9C 10D JS', 'sequence', [11]],
    ['2H 7H KH', 'colour', [13, 7, 2]],
    ['AC 5C 9C', 'colour', [14, 9, 5]],
    ['8S 8H 3D', 'pair', [8, 3]],
    ['3S 8H 3D', 'pair', [3, 8]],
    ['AS AH KD', 'pair', [14, 13]],
    ['2S 7H KD', 'high card', [13, 7, 2]],
    ['AS 2H 4D', 'high card', [14, 4, 2]],
    ['KS AH 2D', 'high card', [14, 13, 2]],
  ] as const)('%s is a %s', (text, rank, values) => {
    expect(teenPattiHand(hand(text))).toEqual({ rank, values });
  });

  it('ranks trail > pure sequence > sequence > colour > pair > high card, whatever the cards', () => {
    const ordered = ['2S 2H 2D', 'AS KS QS', '2C 3D 4H', '2H 4H 6H', 'AS AH KD', 'AS KH JD'].map((text) => teenPattiHand(hand(text)));
    // The weakest trail beats the best pure sequence, and so on down.
    for (let better = 0; better < ordered.length; better += 1) {
      for (let worse = better + 1; worse < ordered.length; worse += 1) {
        expect(compareTeenPatti(ordered[better]!, ordered[worse]!), `${better} vs ${worse}`).toBeGreaterThan(0);
        expect(compareTeenPatti(ordered[worse]!, ordered[better]!)).toBeLessThan(0);
      }
    }
  });

  it('orders sequences A-K-Q, A-2-3, K-Q-J … 4-3-2; within a rank by the cards; equal hands tie whatever the suits', () => {
    const compare = (a: string, b: string) => Math.sign(compareTeenPatti(teenPattiHand(hand(a)), teenPattiHand(hand(b))));
    expect(compare('AS KH QD', 'AS 2H 3D')).toBe(1);
    expect(compare('AS 2H 3D', 'KS QH JD')).toBe(1);
    expect(compare('4S 3H 2D', '5S 4H 3D')).toBe(-1);
    expect(compare('AS AH AD', 'KS KH KD')).toBe(1);
    expect(compare('9S 9H 2D', '9C 9D AD')).toBe(-1);
    expect(compare('10S 10H AD', '9C 9D AD')).toBe(1);
    expect(compare('AH 9H 2H', 'KC QC JC')).toBe(-1);
    expect(compare('AH 9H 3H', 'AC 9C 2C')).toBe(1);
    expect(compare('KS 10H 4D', 'KC 10D 3H')).toBe(1);
    expect(compare('KS 10H 4D', 'KC 10D 4H')).toBe(0);
    expect(compare('AH 9H 3H', 'AC 9C 3C')).toBe(0);
    expect(compare('5S 6H 7D', '5C 6D 7H')).toBe(0);
  });

  it('pays the better hand 0.98 to 1 and returns both bets on a tie; A gets the 1st, 3rd and 5th card', () => {
    const game = REFERENCE_GAMES['teen-patti-20-20'];
    // A: K♠ K♥ 2♦ (pair) — B: A♣ 9♦ 4♥ (high card).
    const aWins = cards(...hand('KS AC KH 9D 2D 4H'));
    expect(returnOf(game, 'player-a', 10_000, aWins)).toBe(19_800);
    expect(returnOf(game, 'player-b', 10_000, aWins)).toBe(0);
    const tie = cards(...hand('KS KC 10H 10D 4D 4H'));
    expect(returnOf(game, 'player-a', 10_000, tie)).toBe(10_000);
    expect(returnOf(game, 'player-b', 10_000, tie)).toBe(10_000);
    expect(returnOf(game, 'player-b', 101, cards(...hand('2S AC 3H AD 5D 4H')))).toBe(199);
  });
});

describe('Andar Bahar', () => {
  const game = REFERENCE_GAMES['andar-bahar'];
  it('deals Andar first: the match on the 1st, 3rd … card is Andar, 0.9 to 1; on the 2nd, 4th … Bahar, 1 to 1', () => {
    const andar = cards(...hand('7S 7H'));
    expect(andarBaharWinner(andar.cards)).toBe('andar');
    expect(returnOf(game, 'andar', 10_000, andar)).toBe(19_000);
    expect(returnOf(game, 'bahar', 10_000, andar)).toBe(0);
    const bahar = cards(...hand('7S 2H 7D'));
    expect(returnOf(game, 'bahar', 10_000, bahar)).toBe(20_000);
    expect(returnOf(game, 'andar', 10_000, bahar)).toBe(0);
    expect(returnOf(game, 'andar', 1_001, cards(...hand('QS 2H 3D QC')))).toBe(1_901);
  });

  it('deals until the first card of the joker’s rank, never past it', () => {
    let state = 0;
    const random: Random = (n) => (state++ * 7) % n;
    const outcome = dealRound(game, random);
    if (!('cards' in outcome)) throw new Error('cards expected');
    const [joker, ...dealt] = outcome.cards;
    expect(dealt.at(-1)!.rank).toBe(joker!.rank);
    expect(dealt.slice(0, -1).every((dealtCard) => dealtCard.rank !== joker!.rank)).toBe(true);
  });
});

describe('European roulette', () => {
  const game = REFERENCE_GAMES['european-roulette'];
  const spin = (number: number) => ({ number });
  it.each([
    ['straight-17', 17, 3_600],
    ['straight-0', 0, 3_600],
    ['straight-17', 18, 0],
    ['split-17_20', 20, 1_800],
    ['split-0_2', 0, 1_800],
    ['split-17_20', 18, 0],
    ['dozen-1', 12, 300],
    ['dozen-2', 13, 300],
    ['dozen-3', 36, 300],
    ['dozen-1', 0, 0],
    ['column-1', 34, 300],
    ['column-2', 35, 300],
    ['column-3', 3, 300],
    ['column-3', 0, 0],
    ['red', 32, 200],
    ['red', 2, 0],
    ['black', 2, 200],
    ['black', 0, 0],
    ['odd', 35, 200],
    ['even', 36, 200],
    ['even', 0, 0],
    ['odd', 0, 0],
  ])('%s on %i returns %i paise of 100', (pick, number, returned) => {
    expect(returnOf(game, pick, 100, spin(number))).toBe(returned);
  });

  it('has 18 red and 18 black numbers, 60 splits of numbers beside each other, 12 numbers a dozen and a column', () => {
    expect(rouletteNumbersOf('red')).toHaveLength(18);
    expect(rouletteNumbersOf('black')).toEqual(Array.from({ length: 36 }, (_, index) => index + 1).filter((number) => !rouletteNumbersOf('red').includes(number)));
    expect(ROULETTE_SPLITS).toHaveLength(60);
    for (const [a, b] of ROULETTE_SPLITS) expect(b - a === 1 || b - a === 3 || a === 0, `${a}/${b}`).toBe(true);
    expect(ROULETTE_SPLITS.some(([a, b]) => a === 3 && b === 4)).toBe(false);
    for (const pick of ['dozen-1', 'dozen-2', 'dozen-3', 'column-1', 'column-2', 'column-3']) expect(rouletteNumbersOf(pick)).toHaveLength(12);
    expect(() => returnOf(game, 'split-1_5', 100, spin(1))).toThrow(RangeError);
  });
});

describe('provably fair draws (fair.js, run in the browser too)', () => {
  const seed = 'a'.repeat(64);
  it('hashes the seed with SHA-256 and draws from HMAC-SHA256(seed, "<round id>:<block>")', async () => {
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    const word = createHmac('sha256', seed).update('round-1:0').digest().readUInt32BE(0);
    const random = await fairRandom(seed, 'round-1');
    expect(random(37)).toBe(word % 37);
  });

  it('gives the same outcome for the same seed and round id, another for another round', async () => {
    const first = await fairOutcome('teen-patti-20-20', seed, 'round-1');
    expect(await fairOutcome('teen-patti-20-20', seed, 'round-1')).toEqual(first);
    expect(await fairOutcome('teen-patti-20-20', seed, 'round-2')).not.toEqual(first);
    const dealt = await fairOutcome('andar-bahar', seed, 'round-3');
    expect('cards' in dealt && new Set(dealt.cards.map((each) => `${each.rank}${each.suit}`)).size).toBe('cards' in dealt && dealt.cards.length);
  });
});

/** A small fast seeded generator (mulberry32) for the simulations: not for real rounds. */
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The measured return of each pick over `rounds` rounds: the sum of returns over the sum of stakes. */
function measure(game: ReferenceGame, picks: readonly string[], rounds: number, seed: number): Record<string, number> {
  const random = seeded(seed);
  const returned = Object.fromEntries(picks.map((pick) => [pick, 0]));
  const STAKE = 10_000;
  for (let round = 0; round < rounds; round += 1) {
    const settlement = game.settle(dealRound(game, random));
    for (const pick of picks) returned[pick]! += returnFrom(game, pick, STAKE, settlement);
  }
  return Object.fromEntries(picks.map((pick) => [pick, returned[pick]! / (rounds * STAKE)]));
}

// RTP: measured within ±1 percentage point of the documented figure (docs/decisions/142). The rounds
// are enough that a pick's spread is a third of that (straight-up roulette pays 35 to 1: 3 million spins).
describe.each([
  ['lucky-7', ['low', 'seven', 'high'], 1_000_000],
  ['dragon-tiger', ['dragon', 'tiger', 'tie'], 1_000_000],
  ['teen-patti-20-20', ['player-a', 'player-b', 'pair-plus-a', 'pair-plus-b'], 400_000],
  ['andar-bahar', ['andar', 'bahar'], 200_000],
  ['european-roulette', ['straight-17', 'straight-0', 'split-17_20', 'dozen-2', 'column-3', 'red', 'black', 'odd', 'even'], 3_000_000],
] as const)('the return to player of %s', (id, picks, rounds) => {
  it(`measured over ${rounds.toLocaleString('en')} rounds is the documented one, ±1%`, { timeout: 60_000 }, () => {
    const game = REFERENCE_GAMES[id];
    const measured = measure(game, picks, rounds, 33);
    for (const pick of picks) expect(Math.abs(measured[pick]! - game.rtp[pick]!), `${pick}: ${measured[pick]} vs ${game.rtp[pick]}`).toBeLessThan(0.01);
    console.info(id, Object.entries(measured).map(([pick, value]) => `${pick} ${(value * 100).toFixed(2)}% (documented ${(game.rtp[pick]! * 100).toFixed(2)}%)`).join(', '));
  });
});

describe('Teen Patti side bets (pair plus)', () => {
  const game = REFERENCE_GAMES['teen-patti-20-20'];
  const seats = (a: string, b: string) => {
    const [a1, a2, a3] = hand(a);
    const [b1, b2, b3] = hand(b);
    return cards(a1!, b1!, a2!, b2!, a3!, b3!);
  };
  it.each([
    ['AS AH 5D', 'KS QD 9C', ['player-a', 'pair-plus-a']],
    ['KS QD 9C', '2S 2H 2D', ['player-b', 'pair-plus-b']],
    ['2S 3S 5S', '4H 5D 6C', ['player-b', 'pair-plus-a', 'pair-plus-b']],
    ['KS QD 9C', 'KH QC 8D', ['player-a']],
  ])('A %s vs B %s: %o win', (a, b, winners) => {
    expect(game.settle(seats(a, b)).winners.sort()).toEqual([...winners].sort());
  });
  it('a tie returns the players\' bets and still settles the side bets', () => {
    const settlement = game.settle(seats('9S 9H 4D', '9D 9C 4S'));
    expect(settlement.pushes).toEqual(['player-a', 'player-b']);
    expect(settlement.winners.sort()).toEqual(['pair-plus-a', 'pair-plus-b']);
    expect(returnOf(game, 'pair-plus-a', 10_000, seats('9S 9H 4D', '9D 9C 4S'))).toBe(38_500);
    expect(returnOf(game, 'pair-plus-b', 10_000, seats('9S 9H 4D', 'KD QC 4S'))).toBe(0);
  });
  it('a pair or better is 5,660 of the 22,100 hands, so pair plus returns 98.60%', () => {
    expect(PAIR_PLUS_PROBABILITY).toBeCloseTo(5_660 / 22_100, 12);
    expect(game.rtp['pair-plus-a']).toBeCloseTo((5_660 / 22_100) * 3.85, 12);
  });
});

describe('drawCards', () => {
  it('draws different cards of one deck', () => {
    const drawn = drawCards(52, () => 0);
    expect(new Set(drawn.map((each) => `${each.rank}${each.suit}`)).size).toBe(52);
    expect(cardOf(51)).toEqual({ rank: 13, suit: 'C' });
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
