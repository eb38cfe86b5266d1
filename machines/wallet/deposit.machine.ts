/**
 * The deposit actor (design §3, spec §2/§4/§5): amount → payment method → proof upload → UTR
 * detection (on-device OCR raced against OCR_TIMEOUT_MS, the server's auto UTR as fallback) → UTR →
 * submit → Home; or, for a payment gateway method, the browser is sent to the gateway, or the
 * gateway is framed inside the product and its outcome learnt from the server.
 *
 * One actor serves both screens (/wallet-deposit and /deposit-payment-method). It never touches the
 * browser: it emits `deposit.navigate` for src/app to follow, `notice.*` for the notices actor, and
 * leaves the redirect to the provided action `redirectBrowser`.
 *
 * Money safety: the Idempotency-Key is created when the user confirms (`deposit.submit`) and kept
 * with the request in `submission`; a retry of the same request reuses it, and src/app persists it so
 * a reload mid-submit resumes that very submission (input `pendingSubmission`).
 */
import { resolveDepositRange, stakeButtonsFromConfig } from './deposit-rules.ts';
import { depositSetup } from './deposit.setup.ts';
import { amountStates } from './deposit.states.amount.ts';
import { openingStates } from './deposit.states.opening.ts';
import { payingStates } from './deposit.states.paying.ts';

// The machine's parts live beside it: deposit.context.ts (types, context readers), deposit.setup.ts
// (actors, guards, actions) and deposit.states.*.ts (one file per group of states).
export {
  amountOf,
  progressOf,
  selectedEntryOf,
  submitErrorOf,
  type DepositConfig,
  type DepositContext,
  type DepositEmitted,
  type DepositEvent,
  type DepositPage,
  type DepositProgress,
  type DepositRequest,
  type DepositStart,
  type GatewayFrame,
  type GatewayRequest,
  type InspectedProof,
  type PaymentMethodsResult,
  type ProofFile,
  type Submission,
  type SubmissionRequest,
} from './deposit.context.ts';
export { GATEWAY_CHECK_INTERVAL_MS } from './deposit.setup.ts';

export const depositMachine = depositSetup.createMachine({
  id: 'deposit',
  context: {
    isDemo: false,
    page: 'amount',
    range: resolveDepositRange(null),
    stakes: stakeButtonsFromConfig(null),
    rules: {},
    videos: {},
    amountText: '',
    amountTouched: false,
    tabs: [],
    bonusData: null,
    tabIndex: 0,
    accountIndex: 0,
    proof: null,
    proofReadable: false,
    proofError: null,
    proofUrl: null,
    utr: '',
    detectedUtr: null,
    termsAccepted: false,
    submitAttempted: false,
    submission: null,
    gatewayFrame: null,
  },
  initial: 'idle',
  on: {
    'page.opened': { actions: { type: 'storePage', params: ({ event }) => ({ page: event.page }) } },
  },
  states: {
    ...openingStates,
    ...amountStates,
    ...payingStates,
  },
});
