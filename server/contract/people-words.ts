// What a person reads when a request breaks the contract (docs/decisions/160): the client
// shows "Error 422: " and the first detail's msg (spec §8), so msg is a sentence about the field
// in the form's words ("Mobile Number Should Be Of 10 Digits.", "Event not found."), never the
// validator's ("query.event_id must match pattern ^[A-Za-z0-9_.-]{1,64}$"). Where the problem is
// stays machine-readable in the detail's loc.

/** What was wrong with a value, whatever checked it (the contract's validator or a handler). */
export type Problem =
  | { kind: 'required' }
  | { kind: 'notAllowed' }
  | { kind: 'type'; expected: string }
  | { kind: 'pattern' }
  | { kind: 'choice' }
  | { kind: 'tooShort'; limit: number }
  | { kind: 'tooLong'; limit: number }
  | { kind: 'tooSmall'; limit: number; exclusive?: boolean }
  | { kind: 'tooLarge'; limit: number; exclusive?: boolean }
  | { kind: 'format'; format: string }
  | { kind: 'tooFewItems'; limit: number }
  | { kind: 'tooManyItems'; limit: number }
  | { kind: 'decimals' }
  | { kind: 'invalid' };

interface FieldWords {
  /** The field as a form names it: "Mobile number", "UTR number". */
  label: string;
  /** A plural label ("Bets"): "Bets are required." */
  plural?: boolean;
  /** For a field that names a thing (an id): a value of the wrong shape names no such thing. */
  thing?: string;
  /** The spec's own message (§5) for a value of the wrong form, when it gives one. */
  invalid?: string;
  /** The spec's own message for a missing value, when it gives one. */
  missing?: string;
}

const MOBILE_INVALID = 'Mobile Number Should Be Of 10 Digits.';
const PASSWORD_INVALID = 'Password Must Contain Alphabets, Numbers, And At Least 1 In Capital Case, And 1 In Lower Case.';
const WITHDRAW_PASSWORD_INVALID =
  'Withdraw password must be 8 to 20 characters with at least 1 lower case letter, 1 capital, 1 digit and 1 special character.';

const thing = (name: string): FieldWords => ({ label: name, thing: name });

/** Every field name of the contract's requests (bodies, path, query), in the words of its form. */
const FIELDS: Record<string, FieldWords> = {
  accept_any_odds: { label: 'Accept any odds' },
  account_holder_name: { label: 'Account holder name', invalid: 'Account holder name must be 3-100 characters.', missing: 'Account holder name is required.' },
  account_index: { label: 'Payment account', thing: 'Payment account' },
  account_number: { label: 'Account number', invalid: 'Account Number must be a valid numeric value between 9 to 18 digits' },
  accountId: thing('Account'),
  actw: { label: 'Wallet' },
  amount: { label: 'Amount' },
  auth: { label: 'Sign-in link', invalid: 'This sign-in link is not valid. Please log in again.' },
  before_id: { label: 'Page' },
  bet_id: thing('Bet'),
  bet_type: { label: 'Bet type' },
  bets: { label: 'Bets', plural: true },
  bonus_id: thing('Bonus'),
  client_account_index: { label: 'Withdraw account', thing: 'Withdraw account' },
  client_created_date: { label: 'Date' },
  competition_id: thing('Competition'),
  confirmPassword: { label: 'Password confirmation', invalid: 'Password Mismatched.' },
  confirmWithdrawPassword: { label: 'Withdraw password confirmation', invalid: 'Password Mismatched.' },
  contest_id: thing('Contest'),
  crypto_type: { label: 'Crypto type' },
  crypto_wallet_id: { label: 'Wallet ID', invalid: 'Wallet ID must be 8 to 20 letters, digits, -, _ or @.' },
  days: { label: 'Number of days' },
  deviceData: { label: 'Device details', plural: true },
  domain: { label: 'Site address' },
  domainName: { label: 'Site address' },
  endpoint: { label: 'Notification address' },
  event_id: thing('Event'),
  expirationTime: { label: 'Expiry time' },
  favourite: { label: 'Favourite' },
  file_name: { label: 'File name' },
  file_size: { label: 'File size' },
  file_type: { label: 'File type', invalid: 'Invalid file type' },
  from: { label: 'From date' },
  game_id: thing('Game'),
  game_type: { label: 'Game type' },
  has_edited_utr: { label: 'Edited UTR' },
  ids: thing('Event'),
  ifsc_code: { label: 'IFSC code', invalid: 'IFSC code should be 11 Alphanumeric Characters' },
  image: { label: 'Image', missing: 'Please upload image' },
  is_captain: { label: 'Captain' },
  is_vice_captain: { label: 'Vice-captain' },
  keys: { label: 'Notification keys', plural: true },
  kind: { label: 'Type' },
  language: { label: 'Language' },
  limit: { label: 'Number of rows' },
  market_id: thing('Market'),
  master_account_id: thing('Payment account'),
  match_id: thing('Match'),
  matchId: thing('Match'),
  method_id: thing('Payment method'),
  minutes: { label: 'Minutes', plural: true },
  mobile: { label: 'Mobile number', invalid: MOBILE_INVALID },
  multiplier_value: { label: 'Rate' },
  number: { label: 'Number' },
  odds: { label: 'Odds', plural: true },
  oldPassword: { label: 'Current password' },
  otp: { label: 'OTP', invalid: 'Please Enter 6 Digit OTP', missing: 'Please Enter OTP' },
  p256dh: { label: 'Notification keys', plural: true },
  page: { label: 'Page' },
  page_size: { label: 'Page size' },
  password: { label: 'Password', invalid: PASSWORD_INVALID },
  payment_method: { label: 'Payment method' },
  period: { label: 'Period' },
  platform: { label: 'Platform' },
  player_id: thing('Player'),
  players: { label: 'Players', plural: true },
  provider: { label: 'Provider' },
  purpose: { label: 'Purpose' },
  qr_code: { label: 'QR code' },
  referCode: { label: 'Refer code', invalid: 'The Refer code must be numeric' },
  runs: { label: 'Runs' },
  searchKey: { label: 'Search' },
  selection_id: thing('Selection'),
  session: { label: 'Session' },
  share: { label: 'Share' },
  since: { label: 'Date' },
  sport_id: thing('Sport'),
  sport_type: thing('Sport'),
  stake: { label: 'Stake' },
  stakes: { label: 'Stake values', plural: true, invalid: 'Stake value must be between 100 to 1Cr.' },
  status: { label: 'Status' },
  subscribed: { label: 'Subscription' },
  team_id: thing('Team'),
  team_name: { label: 'Team name' },
  to: { label: 'To date' },
  transaction_image_url: { label: 'Payment proof', missing: 'Please Upload Payment Proof' },
  transaction_password: { label: 'Withdraw password', missing: 'Please Enter Withdraw Password' },
  transactionId: thing('Transaction'),
  type: { label: 'Type' },
  upi_id: { label: 'UPI ID', invalid: 'UPI ID must be 5 to 50 characters in the form name@bank.' },
  userId: { label: 'User ID', invalid: 'User ID must be 6 to 25 letters and digits.' },
  withdrawPassword: { label: 'Withdraw password', invalid: WITHDRAW_PASSWORD_INVALID },
};

/** Names whose meaning depends on the operation. */
const FIELDS_BY_OPERATION: Record<string, Record<string, FieldWords>> = {
  // The deposit's transaction_id is the UTR the user typed (spec §5).
  walletDeposit: { transaction_id: { label: 'UTR number', invalid: 'UTR number must be 10 to 15 digit' } },
  matkaSingleBets: { id: thing('Matka market') },
  matkaMarkets: { id: thing('Matka market') },
  statementInfo: { id: thing('Statement entry') },
  fantasyTeamDetails: { id: thing('Team') },
  bonusLogDetails: { id: thing('Bonus') },
  notificationMarkRedirect: { id: thing('Notification') },
  setGamblingLimit: { kind: { label: 'Limit type' } },
  statements: { kind: { label: 'Statement type' } },
};

/** A request that cannot be read at all, or lacks what only the app sends (a header). */
export const UNREADABLE_REQUEST = 'The app sent a request the server could not read. Refresh the page and try again.';
export const EMPTY_REQUEST = 'The request was empty. Fill in the form and try again.';

/** The words for the field a detail's loc points at (["body", "bets", "0", "amount"] → amount). */
export function fieldWords(loc: readonly string[], operationId?: string): FieldWords {
  const name = [...loc].reverse().find((segment) => !/^\d+$/.test(segment) && !['body', 'query', 'path', 'header'].includes(segment));
  if (name === undefined) return { label: 'This form' };
  const forOperation = operationId ? FIELDS_BY_OPERATION[operationId]?.[name] : undefined;
  return forOperation ?? (Object.hasOwn(FIELDS, name) ? FIELDS[name]! : { label: humanised(name) });
}

/** A sentence for a person about one problem with one field. */
export function peopleMessage(loc: readonly string[], problem: Problem, operationId?: string): string {
  // Headers are the app's business (the idempotency key); a person can only try again.
  if (loc[0] === 'header') return UNREADABLE_REQUEST;
  if (loc.length <= 1 && problem.kind === 'required') return EMPTY_REQUEST;
  if (loc.length <= 1) return UNREADABLE_REQUEST;
  const words = fieldWords(loc, operationId);
  const { label } = words;
  const is = words.plural ? 'are' : 'is';
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  switch (problem.kind) {
    case 'required':
      return words.missing ?? `${label} ${is} required.`;
    case 'notAllowed':
      return UNREADABLE_REQUEST;
    case 'decimals':
      return `${label} can have at most 2 decimals (paise).`;
    case 'tooSmall':
    case 'tooLarge': {
      if (words.thing) return `${words.thing} not found.`;
      if (words.invalid) return words.invalid;
      if (problem.kind === 'tooLarge' && problem.limit >= HUGE) return `${label} ${is} too large.`;
      if (problem.kind === 'tooSmall' && problem.limit <= -HUGE) return `${label} ${is} too small.`;
      const side = problem.kind === 'tooSmall' ? (problem.exclusive ? 'more than' : 'at least') : problem.exclusive ? 'less than' : 'at most';
      return `${label} must be ${side} ${formatLimit(problem.limit)}.`;
    }
    case 'tooShort':
      if (words.invalid) return words.invalid;
      return problem.limit <= 1 ? `${label} ${is} required.` : `${label} must have at least ${problem.limit} characters.`;
    case 'tooLong':
      if (words.thing) return `${words.thing} not found.`;
      return words.invalid ?? `${label} can have at most ${problem.limit} characters.`;
    case 'tooFewItems':
      return `Choose at least ${problem.limit} ${problem.limit === 1 ? 'item' : 'items'} for ${lower}.`;
    case 'tooManyItems':
      return `Choose at most ${problem.limit} ${problem.limit === 1 ? 'item' : 'items'} for ${lower}.`;
    case 'choice':
      return words.thing ? `${words.thing} not found.` : `Choose one of the offered options for ${lower}.`;
    case 'type':
      if (words.thing) return `${words.thing} not found.`;
      return words.invalid ?? `${label} ${TYPE_WORDS[problem.expected] ?? `${is} not valid.`}`;
    case 'format':
      return words.invalid ?? `${label} ${FORMAT_WORDS[problem.format] ?? `${is} not valid.`}`;
    case 'pattern':
    case 'invalid':
      if (words.thing) return `${words.thing} not found.`;
      return words.invalid ?? `${label} ${is} not valid.`;
  }
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'must be a whole number.',
  number: 'must be a number.',
  string: 'must be text.',
  boolean: 'must be yes or no.',
  array: 'must be a list.',
};

const FORMAT_WORDS: Record<string, string> = {
  date: 'must be a date.',
  'date-time': 'must be a date and time.',
  email: 'must be an email address.',
  uri: 'must be a web address.',
  url: 'must be a web address.',
};

/** Past this a limit is the contract's safety bound, not a figure to show. */
const HUGE = 1e12;
const LIMIT_FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
function formatLimit(limit: number): string {
  return LIMIT_FORMAT.format(limit);
}

/** `client_account_index` → "Client account index", `oldPassword` → "Old password". */
function humanised(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}
