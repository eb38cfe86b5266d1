// The reference provider's games (docs/decisions/057, 142): real card and wheel games whose rounds
// are drawn provably fairly (provider-assets/fair.js, shared with the game page's Verify panel).
// Pure rules: a game settles an outcome into the picks that win, get half back or get their stake
// back; `returnOf` turns that into paise.
import { cardOf, drawCards, outcomeOf, type Card, type Outcome, type Random } from './provider-assets/fair.js';

export { cardOf, drawCards, outcomeOf };
export type { Card, Outcome, Random };

export type ReferenceGameId = 'lucky-7' | 'dragon-tiger' | 'teen-patti-20-20' | 'andar-bahar' | 'european-roulette';

export interface Pick {
  id: string;
  label: string;
  /** What a winning stake returns, stake included (2 = even money; 1.9 = 0.9 to 1). */
  returns: number;
  /** The page's group of the pick (roulette: straight and split picks are chosen from a list). */
  group?: 'straight' | 'split';
}

export interface Settlement {
  winners: string[];
  /** Picks given half their stake back (Dragon Tiger's Dragon and Tiger on a tie). */
  halfBack: string[];
  /** Picks given their whole stake back (Teen Patti's players on a tie). */
  pushes: string[];
}

export interface ReferenceGame {
  id: ReferenceGameId;
  name: string;
  rules: string;
  picks: readonly Pick[];
  /** Card places on the table (0 for roulette, the joker and the two rows of Andar Bahar are built as dealt). */
  cards: number;
  settle(outcome: Outcome): Settlement;
  /** The outcome in words (the page's result line and the history). */
  describe(outcome: Outcome): string;
  /**
   * The documented return to player of each pick, as a fraction (docs/decisions/142), computed
   * exactly from the rules; the simulation test measures it over 100,000+ rounds.
   */
  rtp: Readonly<Record<string, number>>;
}

const LUCKY_RANK = 7;
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_SIGNS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const cardText = (card: Card): string => `${RANK_NAMES[card.rank - 1]}${SUIT_SIGNS[card.suit]}`;

const cardsOf = (outcome: Outcome): Card[] => {
  if (!('cards' in outcome)) throw new RangeError('This game is played with cards');
  return outcome.cards;
};
const numberOf = (outcome: Outcome): number => {
  if (!('number' in outcome)) throw new RangeError('This game is played on a wheel');
  return outcome.number;
};
const settled = (winners: string[], halfBack: string[] = [], pushes: string[] = []): Settlement => ({ winners, halfBack, pushes });

// ── Teen Patti ──────────────────────────────────────────────────────────────────────────────────

/** Teen Patti's hand ranks, best first. */
export const TEEN_PATTI_RANKS = ['trail', 'pure sequence', 'sequence', 'colour', 'pair', 'high card'] as const;
export type TeenPattiRank = (typeof TEEN_PATTI_RANKS)[number];

export interface TeenPattiHand {
  rank: TeenPattiRank;
  /** Compared in order after the rank, higher wins; equal everywhere is a tie (suits never count). */
  values: number[];
}

/** Ace is high (14) except in A-2-3. */
const highValue = (rank: number): number => (rank === 1 ? 14 : rank);

/**
 * A three-card hand's rank. Sequences: A-K-Q is the highest, then A-2-3, then K-Q-J down to 4-3-2
 * (the common Indian order); trail and pair compare their rank (aces high), then the odd card;
 * colour and high card compare the highest card, then the next, then the last.
 */
export function teenPattiHand(hand: readonly Card[]): TeenPattiHand {
  if (hand.length !== 3) throw new RangeError('A Teen Patti hand is three cards');
  const values = hand.map((card) => highValue(card.rank)).sort((a, b) => b - a);
  const [high, middle, low] = values as [number, number, number];
  const flush = hand.every((card) => card.suit === hand[0]!.suit);
  if (high === low) return { rank: 'trail', values: [high] };
  // A-2-3 sits between A-K-Q (15) and K-Q-J (13): 14.5 keeps it there.
  const sequence = high === middle + 1 && middle === low + 1 ? high + (high === 14 ? 1 : 0) : high === 14 && middle === 3 && low === 2 ? 14.5 : null;
  if (sequence !== null) return { rank: flush ? 'pure sequence' : 'sequence', values: [sequence] };
  if (flush) return { rank: 'colour', values };
  if (high === middle || middle === low) {
    const pair = middle;
    return { rank: 'pair', values: [pair, high === middle ? low : high] };
  }
  return { rank: 'high card', values };
}

/** > 0 when `a` beats `b`, < 0 when it loses, 0 for a tie. */
export function compareTeenPatti(a: TeenPattiHand, b: TeenPattiHand): number {
  const byRank = TEEN_PATTI_RANKS.indexOf(b.rank) - TEEN_PATTI_RANKS.indexOf(a.rank);
  if (byRank !== 0) return byRank;
  for (let index = 0; index < a.values.length; index += 1) {
    const difference = a.values[index]! - b.values[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Player A's and player B's cards: dealt A, B, A, B, A, B. */
export const teenPattiSeats = (cards: readonly Card[]): { a: Card[]; b: Card[] } => ({
  a: [cards[0]!, cards[2]!, cards[4]!],
  b: [cards[1]!, cards[3]!, cards[5]!],
});

// ── Andar Bahar ─────────────────────────────────────────────────────────────────────────────────

/** The side of the last card dealt (the match): after the joker, Andar gets the 1st, 3rd … card. */
export const andarBaharWinner = (cards: readonly Card[]): 'andar' | 'bahar' => (cards.length % 2 === 0 ? 'andar' : 'bahar');

// ── European roulette ───────────────────────────────────────────────────────────────────────────

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const ROULETTE_MAX = 36;
const COLUMNS = 3;
const DOZEN = 12;

/** Every split: two numbers beside each other on the layout (3 columns of 12 rows), and 0 with 1, 2 and 3. */
export const ROULETTE_SPLITS: readonly [number, number][] = [
  [0, 1],
  [0, 2],
  [0, 3],
  ...Array.from({ length: ROULETTE_MAX }, (_, index) => index + 1).flatMap((number) => {
    const beside: [number, number][] = [];
    if (number % COLUMNS !== 0) beside.push([number, number + 1]);
    if (number + COLUMNS <= ROULETTE_MAX) beside.push([number, number + COLUMNS]);
    return beside;
  }),
];

/** The pocket numbers a roulette pick wins on. */
export function rouletteNumbersOf(pick: string): number[] {
  const all = Array.from({ length: ROULETTE_MAX }, (_, index) => index + 1);
  const [kind, value] = pick.split('-', 2) as [string, string | undefined];
  switch (kind) {
    case 'straight':
      return [Number(value)];
    case 'split':
      return pick.slice('split-'.length).split('_').map(Number);
    case 'dozen':
      return all.filter((number) => Math.ceil(number / DOZEN) === Number(value));
    case 'column':
      return all.filter((number) => ((number - 1) % COLUMNS) + 1 === Number(value));
    case 'red':
      return all.filter((number) => RED_NUMBERS.has(number));
    case 'black':
      return all.filter((number) => !RED_NUMBERS.has(number));
    case 'odd':
      return all.filter((number) => number % 2 === 1);
    case 'even':
      return all.filter((number) => number % 2 === 0);
    default:
      throw new RangeError(`${pick} is not a roulette bet`);
  }
}

const ROULETTE_PICKS: Pick[] = [
  { id: 'red', label: 'Red', returns: 2 },
  { id: 'black', label: 'Black', returns: 2 },
  { id: 'odd', label: 'Odd', returns: 2 },
  { id: 'even', label: 'Even', returns: 2 },
  { id: 'dozen-1', label: '1st 12', returns: 3 },
  { id: 'dozen-2', label: '2nd 12', returns: 3 },
  { id: 'dozen-3', label: '3rd 12', returns: 3 },
  { id: 'column-1', label: 'Column 1', returns: 3 },
  { id: 'column-2', label: 'Column 2', returns: 3 },
  { id: 'column-3', label: 'Column 3', returns: 3 },
  ...Array.from({ length: ROULETTE_MAX + 1 }, (_, number): Pick => ({ id: `straight-${number}`, label: String(number), returns: 36, group: 'straight' })),
  ...ROULETTE_SPLITS.map(([a, b]): Pick => ({ id: `split-${a}_${b}`, label: `${a} / ${b}`, returns: 18, group: 'split' })),
];
/** The winning picks of each pocket, worked out once. */
const ROULETTE_WINNERS: readonly string[][] = Array.from({ length: ROULETTE_MAX + 1 }, (_, number) =>
  ROULETTE_PICKS.filter((pick) => rouletteNumbersOf(pick.id).includes(number)).map((pick) => pick.id),
);
const rouletteColour = (number: number): string => (number === 0 ? 'green' : RED_NUMBERS.has(number) ? 'red' : 'black');

// ── Exact returns to player ─────────────────────────────────────────────────────────────────────

/** P(Andar wins): the joker's rank has 3 cards left among 51; Andar wins when the first of them is at an even place (0, 2 …). */
function andarProbability(): number {
  const choose3 = (n: number) => (n * (n - 1) * (n - 2)) / 6;
  let andar = 0;
  for (let place = 0; place <= 48; place += 2) andar += ((51 - place - 1) * (51 - place - 2)) / 2 / choose3(51);
  return andar;
}

/** P(tie) of two Teen Patti hands from one deck: same rank and values (exactly counted over every hand of A). */
function teenPattiTieProbability(): number {
  let ties = 0;
  let hands = 0;
  for (let i = 0; i < 52; i += 1) {
    for (let j = i + 1; j < 52; j += 1) {
      for (let k = j + 1; k < 52; k += 1) {
        const a = [cardOf(i), cardOf(j), cardOf(k)];
        hands += 1;
        const ranks = a.map((card) => card.rank);
        // A trail cannot be tied (one card of its rank is left); pairs are counted below.
        if (new Set(ranks).size < 3) continue;
        // Three ranks: B ties with the same ranks and the same flushness. Each rank has 3 suits left
        // (27 hands); B's colours are the suits A does not hold (3 when A is a colour, 4 − A's suits otherwise).
        const suits = new Set(a.map((card) => card.suit)).size;
        ties += suits === 1 ? 3 : 27 - (4 - suits);
      }
    }
  }
  // Pairs: A holds x, x, y (13 ranks × 6 pairs × 48 odd cards); B ties with the two x left and one
  // of the three y left: 3 hands each.
  ties += 13 * 6 * 48 * 3;
  const handsOfB = (49 * 48 * 47) / 6;
  return ties / hands / handsOfB;
}

/** P(a three-card hand is a pair or better): exactly counted over the 22,100 hands (5,660 of them). */
function pairPlusProbability(): number {
  let better = 0;
  let hands = 0;
  for (let i = 0; i < 52; i += 1) {
    for (let j = i + 1; j < 52; j += 1) {
      for (let k = j + 1; k < 52; k += 1) {
        hands += 1;
        if (teenPattiHand([cardOf(i), cardOf(j), cardOf(k)]).rank !== 'high card') better += 1;
      }
    }
  }
  return better / hands;
}

export const ANDAR_PROBABILITY = andarProbability();
/** Teen Patti's side bet on a player's hand being a pair or better (docs/decisions/192). */
export const PAIR_PLUS_PROBABILITY = pairPlusProbability();
export const TEEN_PATTI_TIE_PROBABILITY = teenPattiTieProbability();
const TEEN_PATTI_RETURNS = 1.98;
/** Pair plus pays 2.85 to 1: 98.60% to the player. */
const PAIR_PLUS_RETURNS = 3.85;
const pairPlusWinners = (a: readonly Card[], b: readonly Card[]): string[] => [
  ...(teenPattiHand(a).rank === 'high card' ? [] : ['pair-plus-a']),
  ...(teenPattiHand(b).rank === 'high card' ? [] : ['pair-plus-b']),
];
const ANDAR_RETURNS = 1.9;

export const REFERENCE_GAMES: Record<ReferenceGameId, ReferenceGame> = {
  'lucky-7': {
    id: 'lucky-7',
    name: 'Lucky 7',
    rules: 'One card is drawn. Low (A-6) and High (8-K) pay 1 to 1; Seven pays 11 to 1. Return to player 92.31% on every pick.',
    picks: [
      { id: 'low', label: 'Low (A-6)', returns: 2 },
      { id: 'seven', label: 'Seven', returns: 12 },
      { id: 'high', label: 'High (8-K)', returns: 2 },
    ],
    cards: 1,
    settle: (outcome) => {
      const [card] = cardsOf(outcome);
      return settled([card!.rank < LUCKY_RANK ? 'low' : card!.rank > LUCKY_RANK ? 'high' : 'seven']);
    },
    describe: (outcome) => cardsOf(outcome).map(cardText).join(''),
    rtp: { low: 48 / 52, seven: 48 / 52, high: 48 / 52 },
  },
  'dragon-tiger': {
    id: 'dragon-tiger',
    name: 'Dragon Tiger',
    rules:
      'One card to Dragon, one to Tiger; the higher wins (ace low). Dragon and Tiger pay 1 to 1, Tie pays 10 to 1; on a tie Dragon and Tiger get half back. Return to player: Dragon and Tiger 97.06%, Tie 64.71%.',
    picks: [
      { id: 'dragon', label: 'Dragon', returns: 2 },
      { id: 'tie', label: 'Tie', returns: 11 },
      { id: 'tiger', label: 'Tiger', returns: 2 },
    ],
    cards: 2,
    settle: (outcome) => {
      const [dragon, tiger] = cardsOf(outcome);
      return dragon!.rank === tiger!.rank ? settled(['tie'], ['dragon', 'tiger']) : settled([dragon!.rank > tiger!.rank ? 'dragon' : 'tiger']);
    },
    describe: (outcome) => cardsOf(outcome).map(cardText).join(' vs '),
    rtp: { dragon: (24 * 2 + 3 * 0.5) / 51, tiger: (24 * 2 + 3 * 0.5) / 51, tie: (3 * 11) / 51 },
  },
  'teen-patti-20-20': {
    id: 'teen-patti-20-20',
    name: 'Teen Patti 20-20',
    rules:
      'Three cards each to Player A and Player B. Trail > pure sequence > sequence > colour > pair > high card; A-K-Q is the best sequence, then A-2-3. The better hand pays 0.98 to 1; equal hands are a tie and both bets are returned. Return to player 99.00% on either player. Side bets: Pair plus A or B pays 2.85 to 1 when that player holds a pair or better, whoever wins (98.60%).',
    picks: [
      { id: 'player-a', label: 'Player A', returns: TEEN_PATTI_RETURNS },
      { id: 'player-b', label: 'Player B', returns: TEEN_PATTI_RETURNS },
      { id: 'pair-plus-a', label: 'Pair plus A', returns: PAIR_PLUS_RETURNS },
      { id: 'pair-plus-b', label: 'Pair plus B', returns: PAIR_PLUS_RETURNS },
    ],
    cards: 6,
    settle: (outcome) => {
      const { a, b } = teenPattiSeats(cardsOf(outcome));
      const compared = compareTeenPatti(teenPattiHand(a), teenPattiHand(b));
      const sides = pairPlusWinners(a, b);
      return compared === 0 ? settled(sides, [], ['player-a', 'player-b']) : settled([compared > 0 ? 'player-a' : 'player-b', ...sides]);
    },
    describe: (outcome) => {
      const { a, b } = teenPattiSeats(cardsOf(outcome));
      return `A ${a.map(cardText).join(' ')} (${teenPattiHand(a).rank}) vs B ${b.map(cardText).join(' ')} (${teenPattiHand(b).rank})`;
    },
    rtp: {
      'player-a': ((1 - TEEN_PATTI_TIE_PROBABILITY) / 2) * TEEN_PATTI_RETURNS + TEEN_PATTI_TIE_PROBABILITY,
      'player-b': ((1 - TEEN_PATTI_TIE_PROBABILITY) / 2) * TEEN_PATTI_RETURNS + TEEN_PATTI_TIE_PROBABILITY,
      'pair-plus-a': PAIR_PLUS_PROBABILITY * PAIR_PLUS_RETURNS,
      'pair-plus-b': PAIR_PLUS_PROBABILITY * PAIR_PLUS_RETURNS,
    },
  },
  'andar-bahar': {
    id: 'andar-bahar',
    name: 'Andar Bahar',
    rules:
      'A joker card is shown; then cards are dealt to Andar first, then Bahar, in turn, until one matches the joker’s rank. Andar pays 0.9 to 1, Bahar 1 to 1. Return to player: Andar 97.85%, Bahar 97.00%.',
    picks: [
      { id: 'andar', label: 'Andar', returns: ANDAR_RETURNS },
      { id: 'bahar', label: 'Bahar', returns: 2 },
    ],
    cards: 1,
    settle: (outcome) => settled([andarBaharWinner(cardsOf(outcome))]),
    describe: (outcome) => {
      const cards = cardsOf(outcome);
      return `Joker ${cardText(cards[0]!)}, ${cardText(cards.at(-1)!)} on ${andarBaharWinner(cards) === 'andar' ? 'Andar' : 'Bahar'} after ${cards.length - 1} cards`;
    },
    rtp: { andar: ANDAR_PROBABILITY * ANDAR_RETURNS, bahar: (1 - ANDAR_PROBABILITY) * 2 },
  },
  'european-roulette': {
    id: 'european-roulette',
    name: 'European Roulette',
    rules:
      'One zero. Straight pays 35 to 1, split 17 to 1, dozen and column 2 to 1, red/black and odd/even 1 to 1; zero loses every bet but a straight or split on it. Return to player 97.30% on every bet.',
    picks: ROULETTE_PICKS,
    cards: 0,
    settle: (outcome) => {
      const winners = ROULETTE_WINNERS[numberOf(outcome)];
      if (!winners) throw new RangeError('A pocket is 0 to 36');
      return settled(winners);
    },
    describe: (outcome) => `${numberOf(outcome)} ${rouletteColour(numberOf(outcome))}`,
    rtp: Object.fromEntries(ROULETTE_PICKS.map((pick) => [pick.id, 36 / 37])),
  },
};

export const isReferenceGame = (id: string): id is ReferenceGameId => Object.hasOwn(REFERENCE_GAMES, id);

/** What a stake on `pick` returns with this outcome, in paise (0: lost), rounded down to the paisa. */
export function returnOf(game: ReferenceGame, pick: string, stakePaise: number, outcome: Outcome): number {
  return returnFrom(game, pick, stakePaise, game.settle(outcome));
}

/** What a stake on `pick` returns from a round's settlement, in paise. */
export function returnFrom(game: ReferenceGame, pick: string, stakePaise: number, { winners, halfBack, pushes }: Settlement): number {
  const chosen = game.picks.find((candidate) => candidate.id === pick);
  if (!chosen) throw new RangeError(`${pick} is not a pick of ${game.name}`);
  if (winners.includes(pick)) return Math.floor((stakePaise * Math.round(chosen.returns * 100)) / 100);
  if (pushes.includes(pick)) return stakePaise;
  return halfBack.includes(pick) ? Math.floor(stakePaise / 2) : 0;
}

/** A round's outcome drawn with any random source (the simulation tests use a seeded one). */
export const dealRound = (game: ReferenceGame, random: Random): Outcome => outcomeOf(game.id, random);
