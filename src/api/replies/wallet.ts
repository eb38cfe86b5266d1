// The replies of the wallet screens and of the addresses the browser opens (payment gateways, game
// launches, the chat): loaded on the first such call, not with Home (docs/decisions/230).
import { z } from 'zod/mini';
import { DEFAULT_AMOUNT_MAX, DEFAULT_WITHDRAWAL_MIN } from '../../../machines/shared/constants.ts';
import type { CallName } from '../catalogue.gen.ts';
import { isHttpUrl, isSameOriginPath } from '../urls.ts';
import {
  numeric,
  identifier,
  text,
  nullableText,
  dateTime,
  flag,
  httpUrl,
  nonEmptyString,
  lenientList,
  stakeButtons,
  withData,
} from './parts.ts';

// ───────────────────────────── wallet ─────────────────────────────

const rangeSchema = (defaultMin: number) =>
  z.catch(z.object({ min: z.catch(numeric, defaultMin), max: z.catch(numeric, DEFAULT_AMOUNT_MAX) }), {
    min: defaultMin,
    max: DEFAULT_AMOUNT_MAX,
  });

/** Texts per language code, e.g. `{ en: "https://…", hi: "https://…" }`. */
const byLanguage = <Value extends z.ZodMiniType>(value: Value) => z.catch(z.record(z.string(), value), {});

const ruleItemsByLanguage = z.lazy(() => byLanguage(lenientList(z.object({ description: z.string() }))));

const bankSchema = z.lazy(() => z.object({ id: identifier, bank_name: z.string(), icon: text }));
const walletPaymentMethodSchema = z.lazy(() =>
  z.object({
    id: identifier,
    method_name: z.string(),
    method_type: z.string(),
    icon: text,
  }),
);

const walletConfigSchema = z.lazy(() =>
  z.object({
    deposit_range: rangeSchema(0),
    withdrawal_range: rangeSchema(DEFAULT_WITHDRAWAL_MIN),
    /** Raw stake buttons; the wallet rules replace all-zero or missing ones with the defaults. */
    stake_button: stakeButtons,
    rules: z.catch(z.object({ deposit: ruleItemsByLanguage, withdrawal: ruleItemsByLanguage }), {
      deposit: {},
      withdrawal: {},
    }),
    deposit_video: byLanguage(z.string()),
    withdrawal_video: byLanguage(z.string()),
    bank_list: lenientList(bankSchema),
    payment_method: lenientList(walletPaymentMethodSchema),
    is_bank_only: z.catch(flag, false),
  }),
);
export const walletConfigReply = z.lazy(() => withData(walletConfigSchema));
export type WalletConfig = z.output<typeof walletConfigSchema>;
export type Bank = z.output<typeof bankSchema>;

export const PAYMENT_METHOD_KINDS = ['bank', 'upi', 'wallet', 'social', 'payment_gateway'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

const paymentMethodEntrySchema = z.lazy(() =>
  z.object({
    method_name: z.string(),
    method: z.enum(PAYMENT_METHOD_KINDS),
    method_id: identifier,
    master_account_id: identifier,
    account_number: nullableText,
    ifsc_code: nullableText,
    upi_id: nullableText,
    crypto_wallet_id: nullableText,
    phone_number: nullableText,
    account_holder_name: nullableText,
    qr_code: nullableText,
    /** Crypto: the shown amount is the deposit divided by this. 1 when absent. */
    multiplier_value: z.catch(numeric.check(z.refine((value) => value > 0)), 1),
    created_at: dateTime,
    social_payment_number: nullableText,
    social_payment_link: nullableText,
    /** Payment gateway only: frame it inside the product; absent means redirect. */
    embedded: z.catch(z.optional(flag), undefined),
  }),
);
export const parentPaymentMethodsReply = z.lazy(() => withData(lenientList(paymentMethodEntrySchema)));
export type PaymentMethodEntry = z.output<typeof paymentMethodEntrySchema>;

const withdrawAccountSchema = z.lazy(() =>
  z.object({
    client_account_id: identifier,
    method_name: text,
    payment_method: z.string(),
    account_number: nullableText,
    phone_number: nullableText,
    ifsc_code: nullableText,
    upi_id: nullableText,
    crypto_wallet_id: nullableText,
    account_holder_name: nullableText,
    bank_name: nullableText,
    /** The UPI QR code's file address. */
    qr_code: nullableText,
    created_at: dateTime,
  }),
);
export const accountDetailsReply = z.lazy(() =>
  withData(
    z.object({
      account_list: lenientList(withdrawAccountSchema),
      is_bank_only: z.catch(flag, false),
    }),
  ),
);
export const addAccountReply = z.lazy(() => withData(withdrawAccountSchema));
export type WithdrawAccount = z.output<typeof withdrawAccountSchema>;

export const TRANSACTION_STATUSES = [
  'pending',
  'approve_in_process',
  'approve_completed',
  'reject_in_process',
  'reject_completed',
  'hold',
  'expired',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

const transactionSchema = z.lazy(() =>
  z.object({
    transaction_id: identifier,
    type: z.string(),
    payment_method: text,
    amount: numeric,
    approved_amount: z.catch(z.nullable(numeric), null),
    status: z.enum(TRANSACTION_STATUSES),
    created_at: dateTime,
    action_at: dateTime,
    hold_at: dateTime,
    /** The UTR the user gave with a deposit. */
    utr: nullableText,
    remark: nullableText,
    /** Comma-separated links to the payment proofs, read as the list of links. */
    transaction_image_url: z.pipe(
      text,
      z.transform((links: string) =>
        links
          .split(',')
          .map((link) => link.trim())
          .filter((link) => link !== ''),
      ),
    ),
  }),
);
export const walletHistoryReply = z.lazy(() => withData(lenientList(transactionSchema)));
/** Wallet deposit and withdraw request: the recorded request (the first one for a repeated key). */
export const transactionCreatedReply = z.lazy(() => withData(transactionSchema));
export type Transaction = z.output<typeof transactionSchema>;

const uploadTargetSchema = z.lazy(() =>
  z.object({
    /** Where to PUT the file's bytes. */
    url: z.string().check(z.refine((value) => isSameOriginPath(value) || isHttpUrl(value))),
    /** The address to keep: it goes into transaction_image_url (proof) or qr_code (account). */
    file_url: nonEmptyString,
  }),
);
export const uploadUrlReply = z.lazy(() => withData(uploadTargetSchema));
export type UploadTarget = z.output<typeof uploadTargetSchema>;

export const autoUtrReply = z.lazy(() => withData(z.object({ utr: nullableText })));
export const checkWithdrawalPasswordReply = z.lazy(() => withData(z.object({ is_set: flag })));
export const walletWithdrawIdReply = z.lazy(() => withData(z.object({ withdraw_id: nonEmptyString })));

/** Payment gateway, iframe and third-party addresses the browser opens. */
export const urlReply = z.lazy(() => withData(z.object({ url: httpUrl })));
/** A payment gateway framed inside the product: its page and the pending deposit it pays. */
export const gatewayFrameReply = z.lazy(() => withData(z.object({ url: httpUrl, transaction_id: nonEmptyString })));
/** A casino game's launch address: http(s), or a path on this origin (the reference provider; decision 054). */
export const launchUrlReply = z.lazy(() =>
  withData(z.object({ url: z.string().check(z.refine((value) => isHttpUrl(value) || isSameOriginPath(value))) })),
);

/** The replies of the wallet area, by call name. */
export const walletReplies = {
  walletConfig: walletConfigReply,
  walletHistory: walletHistoryReply,
  accountDetails: accountDetailsReply,
  addAccount: addAccountReply,
  checkWithdrawalPassword: checkWithdrawalPasswordReply,
  walletWithdrawId: walletWithdrawIdReply,
  parentPaymentMethods: parentPaymentMethodsReply,
  uploadUrlRequest: uploadUrlReply,
  autoUtr: autoUtrReply,
  walletDeposit: transactionCreatedReply,
  withdrawRequest: transactionCreatedReply,
  paymentGateway: urlReply,
  paymentGatewayIframeUrl: gatewayFrameReply,
  loadThirdPartyUrl: launchUrlReply,
  chatbotIframeUrlMember: urlReply,
  chatbotIframeUrlGuest: urlReply,
} satisfies Partial<Record<CallName, z.ZodMiniType>>;
