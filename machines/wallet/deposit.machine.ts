/**
 * The deposit actor (design §3, spec §2/§4/§5): amount → payment method → proof upload → UTR
 * detection (on-device OCR raced against OCR_TIMEOUT_MS, the server's auto UTR as fallback) → UTR →
 * submit → Home; or, for a payment gateway method, the browser is sent to the gateway, or the
 * gateway is framed inside the product and its outcome learnt from the server (issue 19).
 *
 * One actor serves both screens (/wallet-deposit and /deposit-payment-method). It never touches the
 * browser: it emits `deposit.navigate` for src/app to follow, `notice.*` for the notices actor, and
 * leaves the redirect to the provided action `redirectBrowser`.
 *
 * Money safety: the Idempotency-Key is created when the user confirms (`deposit.submit`) and kept
 * with the request in `submission`; a retry of the same request reuses it, and src/app persists it so
 * a reload mid-submit resumes that very submission (input `pendingSubmission`).
 */
import { and, assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { OCR_TIMEOUT_MS } from '../shared/constants.ts';
import { messageId, type Message } from '../shared/message.ts';
import {
  cleanAmountInput,
  cleanUtrInput,
  addStakeToAmount,
  parseAmount,
  resolveDepositRange,
  stakeButtonsFromConfig,
  validateDepositAmount,
  validateDepositSubmission,
  withTermsForcedOn,
  type AmountRange,
  type ConfiguredRange,
  type GatewayOutcome,
} from './deposit-rules.ts';
import { editStakeMachine } from './edit-stake.machine.ts';
import { walletMessage } from './messages.en.ts';
import { groupPaymentMethods, type PaymentMethodEntry, type PaymentMethodTab } from './payment-methods.ts';
import { stakesSavedMessage } from './stake-rules.ts';

/** The wallet config as the deposit reads it (src/app adapts the walletConfig reply). */
export interface DepositConfig {
  depositRange: ConfiguredRange;
  /** Raw stake buttons; all zero or none means the defaults. */
  stakeButtons: unknown;
  /** The deposit rules' descriptions by language code. */
  rules: Record<string, readonly string[]>;
  /** Tutorial video addresses by language code. */
  videos: Record<string, string>;
}

export interface PaymentMethodsResult {
  entries: PaymentMethodEntry[];
  /** The site settings' bonus_data (payment bonus percentages on tabs). */
  bonusData: unknown;
}

/** A picked file as the machine sees it; src/app passes the browser's File, which has both. */
export interface ProofFile {
  name: string;
  size: number;
}

export interface InspectedProof {
  /** A raster image that on-device OCR and the server's auto UTR can read. */
  readable: boolean;
}

/** The wallet deposit call's body (contract `walletDeposit`). */
export interface DepositRequest {
  amount: number;
  transaction_id: string;
  transaction_image_url: string;
  account_index: number;
  client_created_date: string;
  has_edited_utr: boolean;
  type: 'client_deposit';
  multiplier_value: number;
}

export interface GatewayRequest {
  amount: number;
  master_account_id: number;
}

export type SubmissionRequest = { kind: 'deposit'; request: DepositRequest } | { kind: 'gateway'; request: GatewayRequest };

/** One confirmed money-moving request and the key every retry of it carries. */
export type Submission = SubmissionRequest & { idempotencyKey: string };

export type DepositPage = 'home' | 'amount' | 'paymentMethod';

/** The gateway page framed inside the product, and the pending deposit it pays. */
export interface GatewayFrame {
  url: string;
  transactionId: string;
}


/** Who deposits, and what a reload left behind (src/app reads the session and storage). */
export interface DepositStart {
  isDemo: boolean;
  /** The remembered deposit amount (spec §3 client state wallet.depositAmount). */
  amount: number | null;
  /** A submission a reload interrupted: it is sent again with its own key. */
  pendingSubmission: Submission | null;
}

/** What src/app keeps in storage for a reload (the `rememberProgress` action). */
export interface DepositProgress {
  amount: number | null;
  submission: Submission | null;
}

type DepositScreen = Exclude<DepositPage, 'home'>;

export interface DepositContext {
  isDemo: boolean;
  page: DepositScreen;
  range: AmountRange;
  stakes: number[];
  rules: Record<string, readonly string[]>;
  videos: Record<string, string>;
  amountText: string;
  amountTouched: boolean;
  tabs: PaymentMethodTab[];
  bonusData: unknown;
  tabIndex: number;
  accountIndex: number;
  proof: ProofFile | null;
  proofReadable: boolean;
  proofError: Message | null;
  /** The stored proof's address (upload's file_url): present once the upload finished. */
  proofUrl: string | null;
  utr: string;
  /** The UTR read from the proof (device or server), to tell whether the user changed it. */
  detectedUtr: string | null;
  termsAccepted: boolean;
  /** Inline errors show once submit was tried. */
  submitAttempted: boolean;
  submission: Submission | null;
  /** Present while the gateway is framed inside the product. */
  gatewayFrame: GatewayFrame | null;
}

export type DepositEvent =
  | { type: 'page.opened'; page: DepositScreen }
  | { type: 'amount.changed'; text: string }
  | { type: 'stake.added'; stake: number }
  | { type: 'amount.submit' }
  | { type: 'stakes.edit' }
  | { type: 'tab.selected'; index: number }
  | { type: 'account.selected'; index: number }
  | { type: 'proof.selected'; file: ProofFile }
  | { type: 'utr.changed'; text: string }
  | { type: 'terms.changed'; accepted: boolean }
  | { type: 'deposit.submit' }
  | { type: 'config.retry' }
  /** The user closes the framed gateway; the pending deposit stays as the gateway left it. */
  | { type: 'gateway.close' }
  /** Something about the user's transactions changed (socket): check the framed payment now. */
  | { type: 'gateway.changed' };

export type DepositEmitted =
  | { type: 'deposit.navigate'; to: DepositPage }
  | { type: 'notice.success'; message: Message }
  | { type: 'notice.error'; message: Message };

/** The success banner when the server's reply carries no text of its own (designed). */
const DEPOSIT_SUBMITTED = messageId('wallet.deposit.submitted');
const GATEWAY_PAID = messageId('wallet.gateway.paid');
const GATEWAY_FAILED = messageId('wallet.gateway.failed');

/** How often a framed gateway payment is checked when no socket notice came (designed). */
export const GATEWAY_CHECK_INTERVAL_MS = 3000;

/** The tab and account the form is for, when there is one. */
export const selectedEntryOf = (context: Pick<DepositContext, 'tabs' | 'tabIndex' | 'accountIndex'>) => {
  const tab = context.tabs[context.tabIndex];
  return tab ? { tab, entry: tab.entries[context.accountIndex] ?? tab.entries[0] } : undefined;
};

/** What src/app stores for a reload: the amount and a submission still in flight. */
export const progressOf = (context: DepositContext): DepositProgress => ({
  amount: amountOf(context) ?? null,
  submission: context.submission,
});

export const amountOf = (context: Pick<DepositContext, 'amountText'>): number | undefined => parseAmount(context.amountText);

const multiplierOf = (entry: PaymentMethodEntry | undefined): number => {
  const multiplier = Number(entry?.multiplier_value);
  return Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1;
};

/** The first reason the form cannot be sent, with the terms forced on (spec §5). */
export const submitErrorOf = (context: DepositContext): Message | undefined => {
  const selected = selectedEntryOf(context);
  if (!selected) return walletMessage('wallet.deposit.noOptions');
  const form = withTermsForcedOn({
    amount: amountOf(context),
    method: selected.tab.method,
    hasProof: context.proofUrl !== null,
    utr: context.utr,
    termsAccepted: context.termsAccepted,
  });
  return validateDepositSubmission(form, context.range);
};

/** The request the confirmed form makes, without its key. */
function requestOf(context: DepositContext, now: Date): SubmissionRequest {
  const selected = selectedEntryOf(context);
  const amount = amountOf(context) ?? 0;
  const accountIndex = Number(selected?.entry?.master_account_id);
  if (selected?.tab.method === 'payment_gateway') {
    return { kind: 'gateway', request: { amount, master_account_id: accountIndex } };
  }
  return {
    kind: 'deposit',
    request: {
      amount,
      transaction_id: context.utr,
      transaction_image_url: context.proofUrl ?? '',
      account_index: accountIndex,
      client_created_date: now.toISOString(),
      has_edited_utr: context.utr !== (context.detectedUtr ?? ''),
      type: 'client_deposit',
      multiplier_value: multiplierOf(selected?.entry),
    },
  };
}

/** The picked proof of a state that only exists once a file was picked. */
const proofOf = (context: DepositContext): ProofFile => {
  if (!context.proof) throw new Error('No proof was picked');
  return context.proof;
};

/** The confirmed submission of the given kind (the state that sends it is entered only with one). */
function submissionOf<Kind extends Submission['kind']>(context: DepositContext, kind: Kind): Extract<Submission, { kind: Kind }> {
  const { submission } = context;
  if (submission?.kind !== kind) throw new Error(`No ${kind} submission was confirmed`);
  return submission as Extract<Submission, { kind: Kind }>;
}

/** What makes two confirmations the same operation: everything but the time of the click. */
const fingerprintOf = ({ kind, request }: SubmissionRequest): string =>
  JSON.stringify({ kind, request: { ...request, client_created_date: undefined } });

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    emitted: {} as DepositEmitted,
    tags: {} as 'submitting' | 'readingUtr' | 'uploading' | 'gatewayFrame',
    children: {} as {
      prepareDeposit: 'prepareDeposit';
      loadConfig: 'loadWalletConfig';
      loadPaymentMethods: 'loadPaymentMethods';
      editStake: 'editStake';
      inspectProof: 'inspectProof';
      uploadProof: 'uploadProof';
      readUtrOnDevice: 'readUtrOnDevice';
      fetchAutoUtr: 'fetchAutoUtr';
      submitDeposit: 'submitDeposit';
      openPaymentGateway: 'openPaymentGateway';
      openEmbeddedGateway: 'openEmbeddedGateway';
      gatewayUpdates: 'gatewayUpdates';
      checkGatewayPayment: 'checkGatewayPayment';
    },
  },
  actors: {
    prepareDeposit: fromPromise<DepositStart, void>(notProvided('prepareDeposit')),
    loadWalletConfig: fromPromise<DepositConfig, void>(notProvided('loadWalletConfig')),
    loadPaymentMethods: fromPromise<PaymentMethodsResult, { amount: number }>(notProvided('loadPaymentMethods')),
    editStake: editStakeMachine,
    /** Reads the file's bytes: type by magic numbers, size, header, then a real decode. Rejects with the Message to show. */
    inspectProof: fromPromise<InspectedProof, { file: ProofFile }>(notProvided('inspectProof')),
    /** Upload URL request, then the PUT; resolves with the stored file's address. */
    uploadProof: fromPromise<string, { file: ProofFile }>(notProvided('uploadProof')),
    /** On-device OCR; resolves with the UTR found or null. */
    readUtrOnDevice: fromPromise<string | null, { file: ProofFile }>(notProvided('readUtrOnDevice')),
    /** The server's auto UTR; resolves with the UTR found or null. */
    fetchAutoUtr: fromPromise<string | null, { file: ProofFile }>(notProvided('fetchAutoUtr')),
    /** Wallet deposit with the submission's Idempotency-Key; resolves with the success text, if any. */
    submitDeposit: fromPromise<Message | null, { idempotencyKey: string; request: DepositRequest }>(notProvided('submitDeposit')),
    /** Payment gateway with the submission's Idempotency-Key; resolves with the address to open. */
    openPaymentGateway: fromPromise<string, { idempotencyKey: string; request: GatewayRequest }>(notProvided('openPaymentGateway')),
    /** Payment gateway inside the product, same key rule; resolves with the page to frame and its deposit. */
    openEmbeddedGateway: fromPromise<GatewayFrame, { idempotencyKey: string; request: GatewayRequest }>(notProvided('openEmbeddedGateway')),
    /** Sends `gateway.changed` when the server tells of a change to the user's transactions. */
    gatewayUpdates: fromCallback<DepositEvent>(() => undefined),
    /** The framed payment's outcome as the server has it now. */
    checkGatewayPayment: fromPromise<GatewayOutcome, { transactionId: string }>(notProvided('checkGatewayPayment')),
  },
  guards: {
    isDemo: ({ context }) => context.isDemo,
    opensAmountPage: ({ event }) => event.type === 'page.opened' && event.page === 'amount',
    opensPaymentMethodPage: ({ event }) => event.type === 'page.opened' && event.page === 'paymentMethod',
    hasPendingDeposit: ({ context }) => context.submission?.kind === 'deposit',
    onPaymentMethodPage: ({ context }) => context.page === 'paymentMethod',
    amountValid: ({ context }) => validateDepositAmount(amountOf(context), context.range) === undefined,
    submissionValid: ({ context }) => submitErrorOf(context) === undefined,
    gatewaySelected: ({ context }) => selectedEntryOf(context)?.tab.method === 'payment_gateway',
    embeddedGatewaySelected: ({ context }) => {
      const selected = selectedEntryOf(context);
      return selected?.tab.method === 'payment_gateway' && selected.entry?.embedded === true;
    },
    gatewayOutcomeIs: (_, params: { outcome: GatewayOutcome; expected: GatewayOutcome }) => params.outcome === params.expected,
    proofReadable: ({ context }) => context.proofReadable,
    utrFound: (_, params: { utr: string | null }) => params.utr !== null && params.utr !== '',
    stakesSaved: (_, params: { saved: number[] | null }) => params.saved !== null,
  },
  actions: {
    storeConfig: assign((_, params: { config: DepositConfig }) => ({
      range: resolveDepositRange(params.config.depositRange),
      stakes: stakeButtonsFromConfig(params.config.stakeButtons),
      rules: params.config.rules,
      videos: params.config.videos,
    })),
    clampAmount: assign(({ context }) => ({ amountText: cleanAmountInput(context.amountText, context.range.max) })),
    storePage: assign((_, params: { page: DepositScreen }) => ({ page: params.page })),
    storeStart: assign(({ context }, params: { start: DepositStart }) => ({
      isDemo: params.start.isDemo,
      amountText: context.amountText || (params.start.amount ? String(params.start.amount) : ''),
      submission: params.start.pendingSubmission,
    })),
    storeAmount: assign(({ context }, params: { text: string }) => ({
      amountText: cleanAmountInput(params.text, context.range.max),
      amountTouched: true,
    })),
    addStake: assign(({ context }, params: { stake: number }) => ({
      amountText: String(addStakeToAmount(amountOf(context), params.stake, context.range.max)),
      amountTouched: true,
    })),
    touchAmount: assign({ amountTouched: true }),
    storeStakes: assign((_, params: { saved: number[] | null }) => ({ stakes: params.saved ?? [] })),
    announceStakesSaved: emit({ type: 'notice.success', message: stakesSavedMessage() }),
    navigate: emit((_, params: { to: DepositPage }) => ({ type: 'deposit.navigate' as const, to: params.to })),
    storeMethods: assign((_, params: { result: PaymentMethodsResult }) => ({
      tabs: groupPaymentMethods(params.result.entries),
      bonusData: params.result.bonusData,
      tabIndex: 0,
      accountIndex: 0,
    })),
    resetForm: assign({
      proof: null,
      proofReadable: false,
      proofError: null,
      proofUrl: null,
      utr: '',
      detectedUtr: null,
      submitAttempted: false,
    }),
    selectTab: assign(({ context }, params: { index: number }) => ({
      tabIndex: Math.min(Math.max(0, params.index), Math.max(0, context.tabs.length - 1)),
      accountIndex: 0,
      // UTR rules differ by method (wallet allows a hash): re-clean what is in the field.
      utr: cleanUtrInput(context.utr, context.tabs[params.index]?.method ?? 'bank'),
    })),
    selectAccount: assign((_, params: { index: number }) => ({ accountIndex: Math.max(0, params.index) })),
    storeProof: assign((_, params: { file: ProofFile }) => ({
      proof: params.file,
      proofReadable: false,
      proofError: null,
      proofUrl: null,
      detectedUtr: null,
    })),
    storeInspection: assign((_, params: { inspected: InspectedProof }) => ({ proofReadable: params.inspected.readable })),
    rejectProof: assign((_, params: { error: unknown }) => ({
      proof: null,
      proofUrl: null,
      proofError: errorToMessage(params.error),
    })),
    storeProofUrl: assign((_, params: { url: string }) => ({ proofUrl: params.url })),
    fillDetectedUtr: assign(({ context }, params: { utr: string | null }) => {
      const utr = cleanUtrInput(params.utr ?? '', selectedEntryOf(context)?.tab.method ?? 'bank');
      // Never overwrite what the user typed meanwhile.
      const untouched = context.utr === '' || context.utr === context.detectedUtr;
      return { detectedUtr: utr, ...(untouched && { utr }) };
    }),
    storeUtr: assign(({ context }, params: { text: string }) => ({
      utr: cleanUtrInput(params.text, selectedEntryOf(context)?.tab.method ?? 'bank'),
    })),
    storeTerms: assign((_, params: { accepted: boolean }) => ({ termsAccepted: params.accepted })),
    confirmSubmission: assign(({ context }) => {
      const next = requestOf(context, new Date());
      const previous = context.submission;
      // A retry of the same request keeps its key (and its first click's time): the server then
      // answers with the deposit it already made instead of making another.
      if (previous && fingerprintOf(previous) === fingerprintOf(next)) return { termsAccepted: true };
      return { termsAccepted: true, submission: { ...next, idempotencyKey: globalThis.crypto.randomUUID() } };
    }),
    clearSubmission: assign({ submission: null }),
    storeGatewayFrame: assign((_, params: { frame: GatewayFrame }) => ({ gatewayFrame: params.frame })),
    clearGatewayFrame: assign({ gatewayFrame: null }),
    announceGatewayPaid: emit({ type: 'notice.success', message: GATEWAY_PAID }),
    announceGatewayFailed: emit({ type: 'notice.error', message: GATEWAY_FAILED }),
    markSubmitAttempted: assign({ submitAttempted: true, termsAccepted: true }),
    // Only taken when submissionValid failed, so there is a reason to show.
    announceSubmitError: emit(({ context }) => ({
      type: 'notice.error' as const,
      message: submitErrorOf(context) ?? messageId('error.somethingWentWrong'),
    })),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
    announceDemoRestricted: emit({ type: 'notice.error', message: walletMessage('wallet.demoRestricted') }),
    announceDeposited: emit((_, params: { message: Message | null }) => ({
      type: 'notice.success' as const,
      message: params.message ?? DEPOSIT_SUBMITTED,
    })),
    // src/app provides it: the browser leaves for the gateway's address.
    redirectBrowser: (_, _params: { url: string }) => undefined,
    // src/app provides it: stores `progressOf(context)` so a reload can resume.
    rememberProgress: () => undefined,
  },
  delays: {
    ocrTimeout: OCR_TIMEOUT_MS,
    gatewayCheck: GATEWAY_CHECK_INTERVAL_MS,
  },
}).createMachine({
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
    idle: {
      description: 'Long-lived: waits for a deposit screen to open, between one deposit and the next.',
      on: {
        'page.opened': { target: 'preparing', actions: { type: 'storePage', params: ({ event }) => ({ page: event.page }) } },
      },
    },
    preparing: {
      invoke: {
        id: 'prepareDeposit',
        src: 'prepareDeposit',
        onDone: { target: 'start', actions: { type: 'storeStart', params: ({ event }) => ({ start: event.output }) } },
        onError: { target: 'loadingConfig' },
      },
    },
    start: {
      always: [
        { guard: 'isDemo', target: 'barred' },
        { guard: 'hasPendingDeposit', target: 'resuming', description: 'A reload interrupted a submission: send it again, same key.' },
        { target: 'loadingConfig', actions: ['clearSubmission', 'rememberProgress'] },
      ],
    },
    barred: {
      description: "Spec §6: 'Wallet access is restricted for demo users', then Home.",
      entry: ['announceDemoRestricted', { type: 'navigate', params: { to: 'home' } }],
      always: { target: 'idle' },
    },
    resuming: {
      tags: 'submitting',
      invoke: {
        id: 'submitDeposit',
        src: 'submitDeposit',
        input: ({ context }) => submissionOf(context, 'deposit'),
        onDone: { target: 'deposited', actions: { type: 'announceDeposited', params: ({ event }) => ({ message: event.output }) } },
        onError: {
          target: 'loadingConfig',
          actions: ['clearSubmission', 'rememberProgress', { type: 'announceError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loadingConfig: {
      invoke: {
        id: 'loadConfig',
        src: 'loadWalletConfig',
        onDone: { target: 'routing', actions: [{ type: 'storeConfig', params: ({ event }) => ({ config: event.output }) }, 'clampAmount'] },
        onError: { target: 'configFailed', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    configFailed: {
      description: 'Spec §7: on a failed wallet config call the user stays on an empty shell (with a way to retry).',
      on: { 'config.retry': { target: 'loadingConfig' } },
    },
    routing: {
      always: [
        { guard: and(['onPaymentMethodPage', 'amountValid']), target: 'loadingMethods' },
        {
          guard: 'onPaymentMethodPage',
          target: 'amount',
          actions: [{ type: 'storePage', params: { page: 'amount' } }, { type: 'navigate', params: { to: 'amount' } }],
        },
        { target: 'amount' },
      ],
    },
    amount: {
      on: {
        'page.opened': {
          guard: 'opensPaymentMethodPage',
          target: 'routing',
          actions: { type: 'storePage', params: { page: 'paymentMethod' } },
        },
      },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'amount.changed': { actions: { type: 'storeAmount', params: ({ event }) => ({ text: event.text }) } },
            'stake.added': { actions: { type: 'addStake', params: ({ event }) => ({ stake: event.stake }) } },
            'stakes.edit': { target: 'editingStakes' },
            'amount.submit': [
              {
                guard: 'amountValid',
                target: '#deposit.loadingMethods',
                actions: [{ type: 'storePage', params: { page: 'paymentMethod' } }, { type: 'navigate', params: { to: 'paymentMethod' } }],
              },
              { actions: 'touchAmount' },
            ],
          },
        },
        editingStakes: {
          invoke: {
            id: 'editStake',
            src: 'editStake',
            input: ({ context }) => ({ stakes: context.stakes }),
            onDone: [
              {
                guard: { type: 'stakesSaved', params: ({ event }) => ({ saved: event.output.saved }) },
                target: 'entering',
                actions: [{ type: 'storeStakes', params: ({ event }) => ({ saved: event.output.saved }) }, 'announceStakesSaved'],
              },
              { target: 'entering' },
            ],
          },
        },
      },
    },
    loadingMethods: {
      entry: ['resetForm', 'rememberProgress'],
      on: { 'page.opened': { guard: 'opensAmountPage', target: 'amount', actions: { type: 'storePage', params: { page: 'amount' } } } },
      invoke: {
        id: 'loadPaymentMethods',
        src: 'loadPaymentMethods',
        input: ({ context }) => ({ amount: amountOf(context) ?? 0 }),
        onDone: { target: 'paying', actions: { type: 'storeMethods', params: ({ event }) => ({ result: event.output }) } },
        onError: {
          description: 'Spec §8: a failed parent payment method call gives a toast and goes back.',
          target: 'amount',
          actions: [
            { type: 'announceError', params: ({ event }) => ({ error: event.error }) },
            { type: 'storePage', params: { page: 'amount' } },
            { type: 'navigate', params: { to: 'amount' } },
          ],
        },
      },
    },
    paying: {
      type: 'parallel',
      on: {
        'page.opened': { guard: 'opensAmountPage', target: 'amount', actions: { type: 'storePage', params: { page: 'amount' } } },
        'tab.selected': { actions: { type: 'selectTab', params: ({ event }) => ({ index: event.index }) } },
        'account.selected': { actions: { type: 'selectAccount', params: ({ event }) => ({ index: event.index }) } },
        'utr.changed': { actions: { type: 'storeUtr', params: ({ event }) => ({ text: event.text }) } },
        'terms.changed': { actions: { type: 'storeTerms', params: ({ event }) => ({ accepted: event.accepted }) } },
      },
      states: {
        proof: {
          initial: 'empty',
          on: {
            'proof.selected': {
              target: '.inspecting',
              reenter: true,
              actions: { type: 'storeProof', params: ({ event }) => ({ file: event.file }) },
            },
          },
          states: {
            empty: {},
            inspecting: {
              tags: 'uploading',
              invoke: {
                id: 'inspectProof',
                src: 'inspectProof',
                input: ({ context }) => ({ file: proofOf(context) }),
                onDone: { target: 'loaded', actions: { type: 'storeInspection', params: ({ event }) => ({ inspected: event.output }) } },
                onError: { target: 'empty', actions: { type: 'rejectProof', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            loaded: {
              type: 'parallel',
              states: {
                upload: {
                  initial: 'uploading',
                  states: {
                    uploading: {
                      tags: 'uploading',
                      invoke: {
                        id: 'uploadProof',
                        src: 'uploadProof',
                        input: ({ context }) => ({ file: proofOf(context) }),
                        onDone: { target: 'attached', actions: { type: 'storeProofUrl', params: ({ event }) => ({ url: event.output }) } },
                        onError: {
                          target: '#deposit.paying.proof.empty',
                          actions: { type: 'rejectProof', params: ({ event }) => ({ error: event.error }) },
                        },
                      },
                    },
                    attached: {},
                  },
                },
                detection: {
                  initial: 'deciding',
                  states: {
                    deciding: {
                      always: [{ guard: 'proofReadable', target: 'readingOnDevice' }, { target: 'finished' }],
                    },
                    readingOnDevice: {
                      description: 'The OCR race (spec §4): on-device recognition against the 6 s timer.',
                      tags: 'readingUtr',
                      invoke: {
                        id: 'readUtrOnDevice',
                        src: 'readUtrOnDevice',
                        input: ({ context }) => ({ file: proofOf(context) }),
                        onDone: [
                          {
                            guard: { type: 'utrFound', params: ({ event }) => ({ utr: event.output }) },
                            target: 'finished',
                            actions: { type: 'fillDetectedUtr', params: ({ event }) => ({ utr: event.output }) },
                          },
                          { target: 'askingServer' },
                        ],
                        onError: { target: 'askingServer' },
                      },
                      after: { ocrTimeout: { target: 'askingServer' } },
                    },
                    askingServer: {
                      tags: 'readingUtr',
                      invoke: {
                        id: 'fetchAutoUtr',
                        src: 'fetchAutoUtr',
                        input: ({ context }) => ({ file: proofOf(context) }),
                        onDone: [
                          {
                            guard: { type: 'utrFound', params: ({ event }) => ({ utr: event.output }) },
                            target: 'finished',
                            actions: { type: 'fillDetectedUtr', params: ({ event }) => ({ utr: event.output }) },
                          },
                          { target: 'finished' },
                        ],
                        onError: { target: 'finished', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
                      },
                    },
                    finished: {},
                  },
                },
              },
            },
          },
        },
        submission: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'deposit.submit': [
                  { guard: and(['submissionValid', 'embeddedGatewaySelected']), target: 'openingFrame', actions: 'confirmSubmission' },
                  { guard: and(['submissionValid', 'gatewaySelected']), target: 'openingGateway', actions: 'confirmSubmission' },
                  { guard: 'submissionValid', target: 'submitting', actions: 'confirmSubmission' },
                  { actions: ['markSubmitAttempted', 'announceSubmitError'] },
                ],
              },
            },
            submitting: {
              description: 'A second click has no transition here, so it sends nothing.',
              tags: 'submitting',
              entry: 'rememberProgress',
              invoke: {
                id: 'submitDeposit',
                src: 'submitDeposit',
                input: ({ context }) => submissionOf(context, 'deposit'),
                onDone: {
                  target: '#deposit.deposited',
                  actions: { type: 'announceDeposited', params: ({ event }) => ({ message: event.output }) },
                },
                onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            openingGateway: {
              tags: 'submitting',
              invoke: {
                id: 'openPaymentGateway',
                src: 'openPaymentGateway',
                input: ({ context }) => submissionOf(context, 'gateway'),
                onDone: {
                  target: '#deposit.redirecting',
                  actions: { type: 'redirectBrowser', params: ({ event }) => ({ url: event.output }) },
                },
                onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            openingFrame: {
              tags: 'submitting',
              invoke: {
                id: 'openEmbeddedGateway',
                src: 'openEmbeddedGateway',
                input: ({ context }) => submissionOf(context, 'gateway'),
                onDone: { target: 'inFrame', actions: { type: 'storeGatewayFrame', params: ({ event }) => ({ frame: event.output }) } },
                onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            inFrame: {
              description: 'The gateway is framed inside the product; its outcome comes from the server, never from the frame.',
              tags: 'gatewayFrame',
              exit: 'clearGatewayFrame',
              invoke: { id: 'gatewayUpdates', src: 'gatewayUpdates' },
              on: {
                'gateway.close': {
                  target: 'editing',
                  description: 'Closed unpaid: the same submission (same key) reopens the same payment.',
                },
              },
              initial: 'waiting',
              states: {
                waiting: {
                  after: { gatewayCheck: { target: 'checking' } },
                  on: { 'gateway.changed': { target: 'checking' } },
                },
                checking: {
                  invoke: {
                    id: 'checkGatewayPayment',
                    src: 'checkGatewayPayment',
                    input: ({ context }) => ({ transactionId: context.gatewayFrame?.transactionId ?? '' }),
                    onDone: [
                      {
                        guard: { type: 'gatewayOutcomeIs', params: ({ event }) => ({ outcome: event.output, expected: 'paid' }) },
                        target: '#deposit.deposited',
                        actions: 'announceGatewayPaid',
                      },
                      {
                        guard: { type: 'gatewayOutcomeIs', params: ({ event }) => ({ outcome: event.output, expected: 'failed' }) },
                        target: '#deposit.paying.submission.editing',
                        actions: ['clearSubmission', 'announceGatewayFailed'],
                      },
                      { target: 'waiting' },
                    ],
                    onError: { target: 'waiting' },
                  },
                },
              },
            },
          },
        },
      },
    },
    deposited: {
      entry: ['clearSubmission', 'rememberProgress', { type: 'navigate', params: { to: 'home' } }],
      always: { target: 'idle' },
    },
    redirecting: {
      description: 'The browser is leaving for the payment gateway.',
      entry: 'clearSubmission',
      always: { target: 'idle' },
    },
  },
});
