// Picks the UTR out of the text OCR read from a payment screenshot. The server's own copy of the
// rule (server/ shares only api-spec/ with the front-end); machines/wallet/utr-extract.ts is the
// client's, fuller one. Preference, best first:
//   1. a 12-digit number (UPI's UTR/RRN) next to a UTR-like label (same line or the line after),
//   2. any other 12-digit number that is not a date-time,
//   3. a labelled 10–15 digit number,
//   4. any 10–15 digit number that is not a phone number, an amount or a date-time.

const UTR_MIN = 10;
const UTR_MAX = 15;
const UPI_UTR_LENGTH = 12;

/** Labels payment apps print before the UTR (Google Pay, PhonePe, Paytm, BHIM, bank apps). */
const UTR_LABEL = /\bU\.?T\.?R\b|\bUP[I1l]\s*(?:transaction|txn|ref)|\bref(?:erence)?\.?\s*(?:no|id|number)\b|\btransaction\s*(?:id|no|number|ref)\b|\btxn\.?\s*(?:id|no)\b|\bRRN\b/i;
/** Digit groups separated by single spaces ('4123 5678 9012'), not glued to letters. */
const DIGIT_RUN = /(?<![A-Za-z0-9+])\d+(?: \d+)*(?![A-Za-z0-9])/g;
const PHONE_CONTEXT = /\b(?:phone|mobile|mob|contact)\b|\+\s*91[\s-]*$/i;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const CURRENCY_BEFORE = /(?:₹|\brs\.?|\binr)\s*$/i;
const DECIMALS_AFTER = /^\.\d{1,2}(?!\d)/;

interface Candidate {
  digits: string;
  labelled: boolean;
}

export function extractUtr(ocrText: string): string | undefined {
  const candidates = findCandidates(ocrText);
  const isUpi = (candidate: Candidate) => candidate.digits.length === UPI_UTR_LENGTH;
  const pick =
    candidates.find((candidate) => candidate.labelled && isUpi(candidate)) ??
    candidates.find((candidate) => isUpi(candidate) && !looksLikeDateTime(candidate.digits)) ??
    candidates.find((candidate) => candidate.labelled) ??
    candidates.find((candidate) => !looksLikeDateTime(candidate.digits));
  return pick?.digits;
}

function findCandidates(ocrText: string): Candidate[] {
  const lines = ocrText
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  return lines.flatMap((line, index) => {
    const previous = lines[index - 1] ?? '';
    return [...line.matchAll(DIGIT_RUN)].flatMap((match) => {
      const before = line.slice(0, match.index);
      const after = line.slice(match.index + match[0].length);
      // The run joined ('4123 5678 9012'), then each group alone (a UTR glued to an amount).
      const groups = match[0].split(' ');
      const numbers = groups.length > 1 ? [groups.join(''), ...groups] : groups;
      return numbers
        .filter((digits) => digits.length >= UTR_MIN && digits.length <= UTR_MAX)
        .filter((digits) => !isPhoneNumber(digits, before, previous) && !CURRENCY_BEFORE.test(before) && !DECIMALS_AFTER.test(after))
        .map((digits) => ({ digits, labelled: UTR_LABEL.test(before) || UTR_LABEL.test(previous) }));
    });
  });
}

function isPhoneNumber(digits: string, before: string, previousLine: string): boolean {
  return INDIAN_MOBILE.test(digits) && (PHONE_CONTEXT.test(before) || PHONE_CONTEXT.test(previousLine));
}

/** YYYYMMDDhhmm[ss] or DDMMYYYYhhmm[ss]: a timestamp printed without separators. */
function looksLikeDateTime(digits: string): boolean {
  if (digits.length !== 12 && digits.length !== 14) return false;
  const within = (from: number, to: number, min: number, max: number) => {
    const value = Number(digits.slice(from, to));
    return value >= min && value <= max;
  };
  const timeIsValid = within(8, 10, 0, 23) && within(10, 12, 0, 59) && (digits.length === 12 || within(12, 14, 0, 59));
  const yearFirst = within(0, 4, 2000, 2099) && within(4, 6, 1, 12) && within(6, 8, 1, 31);
  const dayFirst = within(0, 2, 1, 31) && within(2, 4, 1, 12) && within(4, 8, 2000, 2099);
  return (yearFirst || dayFirst) && timeIsValid;
}
