/**
 * The deposit actor's data (machines/wallet/deposit.machine.ts): what it is given and sends, its
 * context and events, and the pure readers of that context the machine and the screens share
 * (amount, selected account, first submit error, the request a confirmation makes).
 */
import type { Message } from '../shared/message.ts';
import {
  parseAmount,
  validateDepositSubmission,
  withTermsForcedOn,
  type AmountRange,
  type ConfiguredRange,
} from './deposit-rules.ts';
import { walletMessage } from './message-ids.ts';
import type { PaymentMethodEntry, PaymentMethodTab } from './payment-methods.ts';

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

export type DepositScreen = Exclude<DepositPage, 'home'>;

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
export function requestOf(context: DepositContext, now: Date): SubmissionRequest {
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
export const proofOf = (context: DepositContext): ProofFile => {
  if (!context.proof) throw new Error('No proof was picked');
  return context.proof;
};

/** The confirmed submission of the given kind (the state that sends it is entered only with one). */
export function submissionOf<Kind extends Submission['kind']>(context: DepositContext, kind: Kind): Extract<Submission, { kind: Kind }> {
  const { submission } = context;
  if (submission?.kind !== kind) throw new Error(`No ${kind} submission was confirmed`);
  return submission as Extract<Submission, { kind: Kind }>;
}

/** What makes two confirmations the same operation: everything but the time of the click. */
export const fingerprintOf = ({ kind, request }: SubmissionRequest): string =>
  JSON.stringify({ kind, request: { ...request, client_created_date: undefined } });
