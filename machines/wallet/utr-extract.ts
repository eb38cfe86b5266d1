/**
 * Finds the UTR (the bank's 12-digit UPI reference) in the text OCR read from a payment screenshot.
 * Pure: text in, digits out. Shared by the device (src/ocr) and the server's auto UTR (server/ocr).
 * A number is a UTR only when it is 12 digits long or stands right after a UTR/reference label
 * (docs/decisions/034): a bare 10-digit number (a help-line phone, an order id, an amount) never is.
 * Preference, best first:
 *   1. a 12-digit number right after a UTR-like label (same line, or alone on the line after it),
 *   2. any other 12-digit number that is not a date/time,
 *   3. a labelled 10–15 digit number.
 * Never a phone number, an amount, or a number right after another kind of label (order, account…).
 */
import { UTR_MAX, UTR_MIN } from '../shared/constants.ts';

/** UPI references are 12 digits; other UTRs (NEFT/IMPS/bank apps) fall in UTR_MIN..UTR_MAX. */
const UPI_UTR_LENGTH = 12;

/** Letters OCR reads in place of digits. Only replaced inside a group that is mostly real digits. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', '!': '1', S: '5', B: '8',
};
const DIGITISH = '0-9OoDIl|!SB';

/**
 * A run of digit-like groups separated by single spaces ('4123 5678 9012'), starting and ending at a
 * word boundary so that digits glued to letters (PhonePe's 'T2401…' transaction id, Google's
 * 'CICAgO…' id) are never taken. A leading '+' marks an international phone number.
 */
const DIGIT_RUN = new RegExp(`(?<![A-Za-z0-9+])[${DIGITISH}]+(?: [${DIGITISH}]+)*(?![A-Za-z0-9])`, 'g');

/** The labels payment apps put before the UTR (Google Pay, PhonePe, Paytm, BHIM, bank apps). */
const UTR_LABELS: readonly RegExp[] = [
  /\bU\.?T\.?R\b/i,
  /\bUP[I1l]\s*(?:transaction|txn|trans\.?|ref(?:erence)?)\b/i,
  /\bref(?:erence)?\.?\s*(?:no|id|number|#)\b/i,
  /\btransaction\s*(?:id|no|number|ref)\b/i,
  /\btxn\.?\s*(?:id|no|ref)\b/i,
  /\bRRN\b/i,
  /\bbank\s*ref/i,
];
/** The last word of a label, when OCR dropped the space before the number ('Ref No412…'). */
const LABEL_GLUED_TO_DIGITS = /\b(UTR|No|ID|RRN|Number)([.:]?)(?=\d)/gi;
const PHONE_LABEL = /\b(?:phone|mobile|mob|contact|call|helpline|help\s*line|whatsapp|customer\s*care)\b/i;
/** Separators between a label and its number ('UTR No. : 4123…'). */
const LABEL_TAIL = String.raw`(?:[\s:.#=\-]*(?:no|number|num|id))?[\s:.#=\-]*$`;
/** The labels, anchored at the end of the text before a number: the label must be right before it. */
const UTR_LABELS_BEFORE: readonly RegExp[] = UTR_LABELS.map((label) => new RegExp(label.source + LABEL_TAIL, 'i'));
/** Labels of numbers that are not a UTR, right before the number ('Order ID: 2134…', 'A/c No 1234…'). */
const OTHER_NUMBER_LABEL = new RegExp(
  String.raw`\b(?:order|invoice|bill|account|a\/c|acct|customer|consumer|merchant|card|policy|booking|ticket|pnr|gst(?:in)?|pin(?:\s*code)?)\b` +
    LABEL_TAIL,
  'i',
);
/** Nothing but decoration before the number on its line: it may belong to a label on the line above. */
const LINE_START = /^[^A-Za-z0-9]*$/;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const COUNTRY_CODE_BEFORE = /\+\s*91[\s-]*$/;
const CURRENCY_BEFORE = /(?:₹|\brs\.?|\binr)\s*$/i;
const DECIMALS_AFTER = /^\.\d{1,2}(?!\d)/;

interface Candidate {
  digits: string;
  labelled: boolean;
  excluded: boolean;
}

/** The UTR found in `ocrText`, or undefined when none can be told apart from other numbers. */
export function extractUtr(ocrText: string): string | undefined {
  const candidates = findCandidates(ocrText);
  const usable = candidates.filter((candidate) => !candidate.excluded);
  const isUpiLength = (candidate: Candidate) => candidate.digits.length === UPI_UTR_LENGTH;
  const pick =
    usable.find((candidate) => candidate.labelled && isUpiLength(candidate)) ??
    usable.find((candidate) => isUpiLength(candidate) && !looksLikeDateTime(candidate.digits)) ??
    usable.find((candidate) => candidate.labelled);
  return pick?.digits;
}

function findCandidates(ocrText: string): Candidate[] {
  const lines = ocrText
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.replace(/\t/g, '  ').replace(LABEL_GLUED_TO_DIGITS, '$1$2 ').trim())
    .filter((line) => line.length > 0);
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    const previousLine = lines[index - 1] ?? '';
    const previousEndsWithUtrLabel = endsWithUtrLabel(previousLine);
    const phoneContext = PHONE_LABEL.test(line) || PHONE_LABEL.test(previousLine);
    for (const match of line.matchAll(DIGIT_RUN)) {
      for (const { digits, start, end } of numbersInRun(match[0], match.index)) {
        if (digits.length < UTR_MIN || digits.length > UTR_MAX) continue;
        const before = line.slice(0, start);
        const after = line.slice(end);
        candidates.push({
          digits,
          labelled: endsWithUtrLabel(before) || (previousEndsWithUtrLabel && LINE_START.test(before)),
          excluded:
            isPhoneNumber(digits, before, phoneContext) ||
            CURRENCY_BEFORE.test(before) ||
            DECIMALS_AFTER.test(after) ||
            OTHER_NUMBER_LABEL.test(before),
        });
      }
    }
  });
  return candidates;
}

interface NumberInLine {
  digits: string;
  start: number;
  end: number;
}

/**
 * The numbers a run of space-separated groups may stand for: the whole run joined (apps print
 * '4123 5678 9012'), then each group alone (OCR glues a UTR to a neighbouring amount: '412356789012 1500').
 * Groups that are mostly letters ('IS', 'No') split the run: their look-alikes are words, not digits.
 */
function numbersInRun(run: string, runStart: number): NumberInLine[] {
  const groups: NumberInLine[] = [];
  let offset = runStart;
  for (const text of run.split(' ')) {
    const realDigits = text.replace(/\D/g, '').length;
    if (realDigits * 2 >= text.length) {
      groups.push({ digits: toDigits(text), start: offset, end: offset + text.length });
    }
    offset += text.length + 1;
  }
  const stretches = joinAdjacentGroups(groups);
  const isStretch = (group: NumberInLine) => stretches.some((stretch) => stretch.start === group.start && stretch.end === group.end);
  return [...stretches, ...groups.filter((group) => !isStretch(group))];
}

/** Joins groups that were next to each other (one space apart) into one number per stretch. */
function joinAdjacentGroups(groups: readonly NumberInLine[]): NumberInLine[] {
  const stretches: NumberInLine[] = [];
  for (const group of groups) {
    const last = stretches.at(-1);
    if (last && last.end + 1 === group.start) {
      stretches[stretches.length - 1] = { digits: last.digits + group.digits, start: last.start, end: group.end };
    } else {
      stretches.push(group);
    }
  }
  return stretches;
}

function toDigits(group: string): string {
  return [...group].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('');
}

/** True when the text ends with a UTR-like label, give or take 'No.', 'ID' and punctuation. */
function endsWithUtrLabel(text: string): boolean {
  return UTR_LABELS_BEFORE.some((label) => label.test(text));
}

function isPhoneNumber(digits: string, before: string, phoneContext: boolean): boolean {
  return INDIAN_MOBILE.test(digits) && (COUNTRY_CODE_BEFORE.test(before) || phoneContext);
}

/** YYYYMMDDhhmm[ss] or DDMMYYYYhhmm[ss]: how some apps print a timestamp without separators. */
function looksLikeDateTime(digits: string): boolean {
  if (digits.length !== 12 && digits.length !== 14) return false;
  const inRange = (text: string, min: number, max: number) => Number(text) >= min && Number(text) <= max;
  const timeIsValid = (time: string) =>
    inRange(time.slice(0, 2), 0, 23) && inRange(time.slice(2, 4), 0, 59) && (time.length < 6 || inRange(time.slice(4, 6), 0, 59));
  const yearFirst = inRange(digits.slice(0, 4), 2000, 2099) && inRange(digits.slice(4, 6), 1, 12) && inRange(digits.slice(6, 8), 1, 31);
  const dayFirst = inRange(digits.slice(0, 2), 1, 31) && inRange(digits.slice(2, 4), 1, 12) && inRange(digits.slice(4, 8), 2000, 2099);
  return (yearFirst || dayFirst) && timeIsValid(digits.slice(8));
}
