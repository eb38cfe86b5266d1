/**
 * The deposit actor's setup (machines/wallet/deposit.machine.ts): its types, the actors src/app
 * provides, guards, actions and delays. The state files build on `depositSetup.createStateConfig`.
 */
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import { OCR_TIMEOUT_MS } from '../shared/constants.ts';
import { messageId, type Message } from '../shared/message.ts';
import {
  cleanAmountInput,
  cleanUtrInput,
  addStakeToAmount,
  resolveDepositRange,
  stakeButtonsFromConfig,
  validateDepositAmount,
  type GatewayOutcome,
} from './deposit-rules.ts';
import {
  amountOf,
  fingerprintOf,
  requestOf,
  selectedEntryOf,
  submitErrorOf,
  type DepositConfig,
  type DepositContext,
  type DepositEmitted,
  type DepositEvent,
  type DepositPage,
  type DepositRequest,
  type DepositScreen,
  type DepositStart,
  type GatewayFrame,
  type GatewayRequest,
  type InspectedProof,
  type PaymentMethodsResult,
  type ProofFile,
} from './deposit.context.ts';
import { editStakeMachine } from './edit-stake.machine.ts';
import { walletMessage } from './message-ids.ts';
import { groupPaymentMethods } from './payment-methods.ts';
import { stakesSavedMessage } from './stake-rules.ts';
/** The success banner when the server's reply carries no text of its own (designed). */
const DEPOSIT_SUBMITTED = messageId('wallet.deposit.submitted');
const GATEWAY_PAID = messageId('wallet.gateway.paid');
const GATEWAY_FAILED = messageId('wallet.gateway.failed');

/** How often a framed gateway payment is checked when no socket notice came (designed). */
export const GATEWAY_CHECK_INTERVAL_MS = 3000;

export const depositSetup = setup({
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
});
