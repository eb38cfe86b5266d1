/**
 * Matka and worli game rules (shared/reference/betting-products.md "Matka and worli"), as
 * pure functions used by the bet machine, the views AND the reference server (docs/decisions/021,
 * 048): one copy of the rule that decides who is paid. Depends on nothing.
 *
 * A result reads `OOO-OC-CCC`: the open pana, the jodi (open digit + close digit), the close pana.
 * A pana's digit is the last digit of the sum of its three digits. A pana is written with its digits
 * in the convention's order: ascending with 0 counted as 10 (so 0 comes last: 127, 190, 550, 000).
 * There are 220 panas: 120 single (3 different digits), 90 double (two alike), 10 triple.
 */

/** The game types (contract `MatkaBetType`). */
export const MATKA_BET_TYPES = [
  'single_digit',
  'jodi',
  'single_pana',
  'double_pana',
  'triple_pana',
  'half_sangam_open',
  'half_sangam_close',
  'full_sangam',
] as const;
export type MatkaBetType = (typeof MATKA_BET_TYPES)[number];

/** The side of a draw a bet is placed on (contract `MatkaSession`). */
export type MatkaSession = 'open' | 'close';

/** A market's phase now: every game, close-side games only, or none (contract `MatkaMarketStatus`). */
export type MatkaPhase = 'open' | 'close_only' | 'closed';

export type PanaKind = 'single' | 'double' | 'triple';

/** Game types a session offers. */
export const TYPES_OF_SESSION: Record<MatkaSession, readonly MatkaBetType[]> = {
  open: MATKA_BET_TYPES,
  close: ['single_digit', 'single_pana', 'double_pana', 'triple_pana'],
};

/** Sessions a phase accepts bets on (after the open side's cut-off: close side only). */
export const SESSIONS_OF_PHASE: Record<MatkaPhase, readonly MatkaSession[]> = {
  open: ['open', 'close'],
  close_only: ['close'],
  closed: [],
};

export const typesAllowed = (phase: MatkaPhase, session: MatkaSession): readonly MatkaBetType[] =>
  SESSIONS_OF_PHASE[phase].includes(session) ? TYPES_OF_SESSION[session] : [];

export const isBetAllowed = (phase: MatkaPhase, session: MatkaSession, type: MatkaBetType): boolean =>
  typesAllowed(phase, session).includes(type);

/** A digit's rank in the pana order: 1…9, then 0 as 10. */
const rank = (digit: string): number => (digit === '0' ? 10 : Number(digit));

/** The kind of a pana written in order, or null when the text is not a pana. */
export function panaKind(text: string): PanaKind | null {
  if (!/^[0-9]{3}$/.test(text)) return null;
  const [a, b, c] = [rank(text[0]!), rank(text[1]!), rank(text[2]!)];
  if (!(a <= b && b <= c)) return null;
  if (a === c) return 'triple';
  if (a === b || b === c) return 'double';
  return 'single';
}

/** The three digits in the convention's order ('721' → '127'), for a hint; null if not 3 digits. */
export function panaInOrder(text: string): string | null {
  if (!/^[0-9]{3}$/.test(text)) return null;
  return [...text].sort((x, y) => rank(x) - rank(y)).join('');
}

/** A pana's digit: the last digit of the sum of its digits ('127' → '0'). */
export function panaDigit(pana: string): string {
  return String([...pana].reduce((sum, digit) => sum + Number(digit), 0) % 10);
}

/** Every valid pana, in order (220). */
export const ALL_PANAS: readonly string[] = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).filter(
  (text) => panaKind(text) !== null,
);

const PANA_TYPE_KIND: Partial<Record<MatkaBetType, PanaKind>> = {
  single_pana: 'single',
  double_pana: 'double',
  triple_pana: 'triple',
};

/** Why a number is not a valid entry of its game type (a catalogue id), or null when it is. */
export type NumberProblem =
  | 'matka.number.digit'
  | 'matka.number.jodi'
  | 'matka.number.pana'
  | 'matka.number.panaOrder'
  | 'matka.number.panaKind'
  | 'matka.number.halfSangamOpen'
  | 'matka.number.halfSangamClose'
  | 'matka.number.fullSangam';

const isDigit = (text: string) => /^[0-9]$/.test(text);

function panaProblem(text: string, kind?: PanaKind): NumberProblem | null {
  if (!/^[0-9]{3}$/.test(text)) return 'matka.number.pana';
  const found = panaKind(text);
  if (found === null) return 'matka.number.panaOrder';
  if (kind && found !== kind) return 'matka.number.panaKind';
  return null;
}

/**
 * Checks an entry's number for its game type. Forms: single digit `d`, jodi `dd`, panas `ddd`,
 * half sangam (open) `ddd-d` (open pana, close digit), half sangam (close) `d-ddd` (open digit,
 * close pana), full sangam `ddd-ddd` (open pana, close pana).
 */
export function numberProblem(type: MatkaBetType, number: string): NumberProblem | null {
  switch (type) {
    case 'single_digit':
      return isDigit(number) ? null : 'matka.number.digit';
    case 'jodi':
      return /^[0-9]{2}$/.test(number) ? null : 'matka.number.jodi';
    case 'single_pana':
    case 'double_pana':
    case 'triple_pana':
      return panaProblem(number, PANA_TYPE_KIND[type]);
    case 'half_sangam_open': {
      const [pana, digit, rest] = number.split('-');
      if (rest !== undefined || pana === undefined || digit === undefined || !isDigit(digit)) return 'matka.number.halfSangamOpen';
      return panaProblem(pana) ? 'matka.number.halfSangamOpen' : null;
    }
    case 'half_sangam_close': {
      const [digit, pana, rest] = number.split('-');
      if (rest !== undefined || digit === undefined || pana === undefined || !isDigit(digit)) return 'matka.number.halfSangamClose';
      return panaProblem(pana) ? 'matka.number.halfSangamClose' : null;
    }
    case 'full_sangam': {
      const [open, close, rest] = number.split('-');
      if (rest !== undefined || open === undefined || close === undefined) return 'matka.number.fullSangam';
      return panaProblem(open) || panaProblem(close) ? 'matka.number.fullSangam' : null;
    }
  }
}

/** The declared results of a draw (null: not declared yet). */
export interface MatkaResult {
  openPana: string | null;
  closePana: string | null;
}

/** `OOO-OC-CCC`, with `*` for what is not declared yet ('127-0*-***'). */
export function resultText({ openPana, closePana }: MatkaResult): string {
  const open = openPana ?? '***';
  const close = closePana ?? '***';
  const openDigit = openPana ? panaDigit(openPana) : '*';
  const closeDigit = closePana ? panaDigit(closePana) : '*';
  return `${open}-${openDigit}${closeDigit}-${close}`;
}

export type BetOutcome = 'won' | 'lost' | 'pending';

interface Sides {
  openPana: string | null;
  closePana: string | null;
  openDigit: string | null;
  closeDigit: string | null;
}

const sidesOf = ({ openPana, closePana }: MatkaResult): Sides => ({
  openPana,
  closePana,
  openDigit: openPana ? panaDigit(openPana) : null,
  closeDigit: closePana ? panaDigit(closePana) : null,
});

/** Both parts must match; decided as soon as a declared part misses, or when both are declared. */
function both(openWanted: string, openActual: string | null, closeWanted: string, closeActual: string | null): BetOutcome {
  if (openActual !== null && openActual !== openWanted) return 'lost';
  if (closeActual !== null && closeActual !== closeWanted) return 'lost';
  return openActual === null || closeActual === null ? 'pending' : 'won';
}

function one(wanted: string, actual: string | null): BetOutcome {
  if (actual === null) return 'pending';
  return actual === wanted ? 'won' : 'lost';
}

/**
 * Whether a bet won, lost or waits for a result. A bet on one side is decided by that side's result;
 * jodi and sangams are lost as soon as one declared part misses, and won when both match.
 */
export function betOutcome(bet: { type: MatkaBetType; session: MatkaSession; number: string }, result: MatkaResult): BetOutcome {
  const sides = sidesOf(result);
  const sidePana = bet.session === 'open' ? sides.openPana : sides.closePana;
  const sideDigit = bet.session === 'open' ? sides.openDigit : sides.closeDigit;
  switch (bet.type) {
    case 'single_digit':
      return one(bet.number, sideDigit);
    case 'single_pana':
    case 'double_pana':
    case 'triple_pana':
      return one(bet.number, sidePana);
    case 'jodi':
      return both(bet.number[0]!, sides.openDigit, bet.number[1]!, sides.closeDigit);
    case 'half_sangam_open': {
      const [pana, digit] = bet.number.split('-') as [string, string];
      return both(pana, sides.openPana, digit, sides.closeDigit);
    }
    case 'half_sangam_close': {
      const [digit, pana] = bet.number.split('-') as [string, string];
      return both(digit, sides.openDigit, pana, sides.closePana);
    }
    case 'full_sangam': {
      const [open, close] = bet.number.split('-') as [string, string];
      return both(open, sides.openPana, close, sides.closePana);
    }
  }
}

/** What a winning bet pays back in paise: stake × rate, rounded down to whole paise. */
export function winningsPaise(stakePaise: number, rate: number): number {
  return Math.floor((stakePaise * Math.round(rate * 100)) / 100);
}

/** The times that decide a draw's phase (epoch ms), and what is declared. */
export interface DrawClock {
  openAt: number;
  closeAt: number;
  cutoffMs: number;
  openDeclared: boolean;
  closeDeclared: boolean;
}

/**
 * The phase of a draw at `now`: open until the open side's cut-off (cut-off minutes before the open
 * result) or the open result, whichever comes first; then close-side only until the close side's
 * cut-off or the close result; then closed.
 */
export function drawPhase(draw: DrawClock, now: number): MatkaPhase {
  if (!draw.openDeclared && !draw.closeDeclared && now < draw.openAt - draw.cutoffMs) return 'open';
  if (!draw.closeDeclared && now < draw.closeAt - draw.cutoffMs) return 'close_only';
  return 'closed';
}

/** When betting on the phase's next side stops (epoch ms), or null when closed. */
export function nextCutoff(draw: DrawClock, now: number): number | null {
  switch (drawPhase(draw, now)) {
    case 'open':
      return draw.openAt - draw.cutoffMs;
    case 'close_only':
      return draw.closeAt - draw.cutoffMs;
    case 'closed':
      return null;
  }
}

/**
 * One part of a number picked on the tap grid (docs/decisions/220): a digit, a jodi, or a pana
 * (of one kind, or of any kind for the sangams).
 */
export type PickPart = { part: 'digit' } | { part: 'jodi' } | { part: 'pana'; kind: PanaKind | null };

const PICK_PARTS: Record<MatkaBetType, readonly PickPart[]> = {
  single_digit: [{ part: 'digit' }],
  jodi: [{ part: 'jodi' }],
  single_pana: [{ part: 'pana', kind: 'single' }],
  double_pana: [{ part: 'pana', kind: 'double' }],
  triple_pana: [{ part: 'pana', kind: 'triple' }],
  half_sangam_open: [{ part: 'pana', kind: null }, { part: 'digit' }],
  half_sangam_close: [{ part: 'digit' }, { part: 'pana', kind: null }],
  full_sangam: [{ part: 'pana', kind: null }, { part: 'pana', kind: null }],
};

/** The parts a game type's number is made of, in the order they are written. */
export const pickParts = (type: MatkaBetType): readonly PickPart[] => PICK_PARTS[type];

/** Whether a text is a whole part of its kind. */
export function partFits(part: PickPart, text: string): boolean {
  switch (part.part) {
    case 'digit':
      return isDigit(text);
    case 'jodi':
      return /^[0-9]{2}$/.test(text);
    case 'pana': {
      const kind = panaKind(text);
      return kind !== null && (part.kind === null || part.kind === kind);
    }
  }
}

/**
 * Which part a tap fills next: the second of a two-part number once the first is written and
 * followed by its '-' ('127-'), else the first (a tap on a finished number starts a new one).
 */
export function pickStep(type: MatkaBetType, number: string): number {
  const parts = pickParts(type);
  if (parts.length === 1) return 0;
  const [first, second, rest] = number.split('-');
  return rest === undefined && second === '' && first !== undefined && partFits(parts[0]!, first) ? 1 : 0;
}

/**
 * The number after a tap on `picked`: one-part numbers take it (a tap on the number already chosen
 * clears it); two-part numbers take it as their first part followed by '-', or complete the second
 * part. A tap on what does not fit the part being filled changes nothing.
 */
export function pickNumber(type: MatkaBetType, number: string, picked: string): string {
  const parts = pickParts(type);
  const step = pickStep(type, number);
  if (!partFits(parts[step]!, picked)) return number;
  if (parts.length === 1) return number === picked ? '' : picked;
  return step === 1 ? `${number}${picked}` : `${picked}-`;
}

/** The digits as a matka grid shows them: 1 to 9, then 0. */
export const GRID_DIGITS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** Every jodi, 00 to 99. */
export const ALL_JODIS: readonly string[] = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** The panas of a kind (any kind when null) whose digit is `digit` (every digit when null), in order. */
export const panasOf = (kind: PanaKind | null, digit: string | null): string[] =>
  ALL_PANAS.filter((pana) => (kind === null || panaKind(pana) === kind) && (digit === null || panaDigit(pana) === digit));
