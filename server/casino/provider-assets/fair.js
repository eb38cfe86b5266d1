// Provably fair draws of the reference provider's games (docs/decisions/142). One file, run by the
// server to play a round and by the game page in the browser to verify it: the same code decides.
//
// Before a round the player is shown SHA-256(server seed) (hex of the seed's hex text). After it the
// seed is shown. The round's random numbers are HMAC-SHA256(key: the seed's hex text, message:
// "<round id>:<block>") for blocks 0, 1, 2 …, read as big-endian 32-bit words; a number below n is
// a word below the largest multiple of n under 2^32, modulo n (others are skipped, so every value is
// equally likely). The draw of each game from those numbers is `outcomeOf` below.
// Plain JavaScript (an ES module with fair.d.ts beside it): the browser loads it as it is.

const SUITS = ['S', 'H', 'D', 'C'];
export const DECK_SIZE = 52;
const RANKS_PER_SUIT = 13;
/** Words prepared per round: a full shuffle needs 51, skips are rarer than one in ten million. */
const WORDS = 128;
const WORDS_PER_BLOCK = 8;
const TWO_32 = 4294967296;
export const ROULETTE_POCKETS = 37;

/** Card `index` (0-51) of a new deck: ranks 1 (ace) to 13 (king) of spades, hearts, diamonds, clubs. */
export const cardOf = (index) => ({ rank: (index % RANKS_PER_SUIT) + 1, suit: SUITS[Math.floor(index / RANKS_PER_SUIT)] });

/** `count` different cards of one shuffled deck, drawn in order. */
export function drawCards(count, random) {
  const deck = Array.from({ length: DECK_SIZE }, (_, index) => index);
  const drawn = [];
  for (let index = 0; index < count; index += 1) {
    const [card] = deck.splice(random(deck.length), 1);
    drawn.push(cardOf(card));
  }
  return drawn;
}

/**
 * A round's outcome from its random numbers:
 * - lucky-7: one card; dragon-tiger: dragon's card then tiger's;
 * - teen-patti-20-20: six cards dealt A, B, A, B, A, B;
 * - andar-bahar: the joker, then cards dealt Andar first, then Bahar, alternately, until one has the
 *   joker's rank (the last card dealt);
 * - european-roulette: a pocket 0-36.
 */
export function outcomeOf(gameId, random) {
  switch (gameId) {
    case 'lucky-7':
      return { cards: drawCards(1, random) };
    case 'dragon-tiger':
      return { cards: drawCards(2, random) };
    case 'teen-patti-20-20':
      return { cards: drawCards(6, random) };
    case 'andar-bahar': {
      const deck = drawCards(DECK_SIZE, random);
      const joker = deck[0];
      const match = deck.findIndex((card, index) => index > 0 && card.rank === joker.rank);
      return { cards: deck.slice(0, match + 1) };
    }
    case 'european-roulette':
      return { number: random(ROULETTE_POCKETS) };
    default:
      throw new RangeError(`${gameId} is not a game of this provider`);
  }
}

const hex = (bytes) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
const utf8 = (text) => new TextEncoder().encode(text);

/** SHA-256 of a text, in hex (Web Crypto: the browser's and Node's). */
export async function sha256Hex(text) {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', utf8(text)));
}

/** The round's random numbers: `random(n)` gives 0 ≤ r < n, the same for the same seed and round id. */
export async function fairRandom(serverSeed, roundId) {
  const key = await globalThis.crypto.subtle.importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks = await Promise.all(
    Array.from({ length: WORDS / WORDS_PER_BLOCK }, (_, block) => globalThis.crypto.subtle.sign('HMAC', key, utf8(`${roundId}:${block}`))),
  );
  const words = blocks.flatMap((block) => {
    const view = new DataView(block);
    return Array.from({ length: WORDS_PER_BLOCK }, (_, index) => view.getUint32(index * 4));
  });
  let next = 0;
  return (n) => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('n must be a whole number from 1 to 2^32');
    const limit = TWO_32 - (TWO_32 % n);
    while (next < words.length) {
      const word = words[next];
      next += 1;
      if (word < limit) return word % n;
    }
    throw new RangeError('The round used more random numbers than were prepared');
  };
}

/** The outcome of a round from its revealed seed and its id: what the Verify panel recomputes. */
export async function fairOutcome(gameId, serverSeed, roundId) {
  return outcomeOf(gameId, await fairRandom(serverSeed, roundId));
}
