// The reference provider's games (docs/decisions/057): small real card games, played with a
// cryptographic random draw on the server. Pure rules: a draw is given a `random(n)` (0 ≤ r < n).
export type ReferenceGameId = 'lucky-7' | 'dragon-tiger';

export interface Card {
  /** 1 (ace) to 13 (king). */
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}

export interface Pick {
  id: string;
  label: string;
  /** What a winning stake returns, stake included (2 = even money). */
  returns: number;
}

export interface ReferenceGame {
  id: ReferenceGameId;
  name: string;
  rules: string;
  picks: readonly Pick[];
  /** Cards drawn per round, in order (Lucky 7: one; Dragon Tiger: dragon then tiger). */
  cards: number;
  /** The pick ids that win with these cards, and those returned at half (Dragon Tiger on a tie). */
  settle(cards: readonly Card[]): { winners: string[]; halfBack: string[] };
}

const SUITS = ['S', 'H', 'D', 'C'] as const;
export const DECK_SIZE = 52;
const RANKS_PER_SUIT = 13;
const LUCKY_RANK = 7;

export const cardOf = (index: number): Card => ({ rank: (index % RANKS_PER_SUIT) + 1, suit: SUITS[Math.floor(index / RANKS_PER_SUIT)]! });

/** `count` different cards of one shuffled deck. */
export function drawCards(count: number, random: (n: number) => number): Card[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, index) => index);
  const drawn: Card[] = [];
  for (let index = 0; index < count; index += 1) {
    const [card] = deck.splice(random(deck.length), 1);
    drawn.push(cardOf(card!));
  }
  return drawn;
}

export const REFERENCE_GAMES: Record<ReferenceGameId, ReferenceGame> = {
  'lucky-7': {
    id: 'lucky-7',
    name: 'Lucky 7',
    rules: 'One card is drawn. Low (A-6) and High (8-K) pay 1 to 1; Seven pays 11 to 1.',
    picks: [
      { id: 'low', label: 'Low (A-6)', returns: 2 },
      { id: 'seven', label: 'Seven', returns: 12 },
      { id: 'high', label: 'High (8-K)', returns: 2 },
    ],
    cards: 1,
    settle: ([card]) => ({
      winners: [card!.rank < LUCKY_RANK ? 'low' : card!.rank > LUCKY_RANK ? 'high' : 'seven'],
      halfBack: [],
    }),
  },
  'dragon-tiger': {
    id: 'dragon-tiger',
    name: 'Dragon Tiger',
    rules: 'One card to Dragon, one to Tiger; the higher wins (ace low). Dragon and Tiger pay 1 to 1, Tie pays 10 to 1; on a tie Dragon and Tiger get half back.',
    picks: [
      { id: 'dragon', label: 'Dragon', returns: 2 },
      { id: 'tie', label: 'Tie', returns: 11 },
      { id: 'tiger', label: 'Tiger', returns: 2 },
    ],
    cards: 2,
    settle: ([dragon, tiger]) =>
      dragon!.rank === tiger!.rank
        ? { winners: ['tie'], halfBack: ['dragon', 'tiger'] }
        : { winners: [dragon!.rank > tiger!.rank ? 'dragon' : 'tiger'], halfBack: [] },
  },
};

export const isReferenceGame = (id: string): id is ReferenceGameId => Object.hasOwn(REFERENCE_GAMES, id);

/** What a stake on `pick` returns with these cards, in paise (0: lost). */
export function returnOf(game: ReferenceGame, pick: string, stakePaise: number, cards: readonly Card[]): number {
  const { winners, halfBack } = game.settle(cards);
  const chosen = game.picks.find((candidate) => candidate.id === pick);
  if (!chosen) throw new RangeError(`${pick} is not a pick of ${game.name}`);
  if (winners.includes(pick)) return stakePaise * chosen.returns;
  return halfBack.includes(pick) ? Math.floor(stakePaise / 2) : 0;
}
