// Zod schemas of the replies the app reads (design §4: every reply is parsed before a machine sees
// it). Fields an operator may leave out or get wrong are lenient: they fall back to a sensible
// default instead of failing the whole reply. Fields without which the reply is useless are strict:
// a reply missing them is malformed ('Something went wrong'), never a crash further on.
// zod/mini, not classic zod: the same checks in a third of the bytes on Home's first load
// (docs/decisions/020), at the price of function-style modifiers (`z.catch(schema, value)`).
// Each reply's schema is built on its first use (`z.lazy`), not while the first script is evaluated:
// Home reads a handful of these replies, and the page's first task is shorter (issue 18).
import { z } from 'zod/mini';
import { DEFAULT_AMOUNT_MAX, DEFAULT_WITHDRAWAL_MIN } from '../../machines/shared/constants.ts';
import type { CallName } from './catalogue.gen.ts';
import { isHttpUrl, isSameOriginPath } from './urls.ts';

// ───────────────────────────── building blocks ─────────────────────────────

/** A number, also when a backend sends it as a numeric string ("100.50"). */
const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);
/** An identifier some backends send as a number and others as a string. */
const identifier = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
/** Optional operator text: missing, null or not a string reads as ''. */
const text = z.catch(z.string(), '');
/** Optional text that is worth telling apart from '' (a missing account number, UTR…). */
const nullableText = z.catch(z.nullable(z.string()), null);
/** A date-time the browser can read (decision 001: ISO 8601, UTC). */
const isoDateTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
/** An optional date-time: missing or unreadable reads as null. */
const dateTime = z.catch(z.nullable(isoDateTime), null);
const flag = z.pipe(z.union([z.boolean(), z.literal(0), z.literal(1)]), z.transform((value: boolean | 0 | 1) => Boolean(value)));
/** An address the browser opens or embeds: http(s) only, so a reply can never run script. */
const httpUrl = z.string().check(z.refine(isHttpUrl));
const nonEmptyString = z.string().check(z.minLength(1));

/** A list whose unreadable entries are dropped one by one instead of failing the whole list. */
function lenientList<Item extends z.ZodMiniType>(item: Item) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((entries: unknown[]) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<Item>] : [];
      }),
    ),
  );
}

/** JSON text of a list (or the list itself). */
function jsonList<Item extends z.ZodMiniType>(item: Item) {
  const parsedIfText = z.transform((value: unknown) => (typeof value === 'string' ? parseJsonOr(value, []) : value));
  return z.pipe(parsedIfText, lenientList(item));
}

function parseJsonOr(value: string, fallback: unknown): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}

/** The success envelope of decision 001: `{ status: 200, success: true, message?, data }`. */
export const envelopeSchema = z.looseObject({
  status: z.optional(z.number()),
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type Envelope = z.output<typeof envelopeSchema>;

function withData<Data extends z.ZodMiniType>(data: Data) {
  return z.extend(envelopeSchema, { data });
}

/** A success reply that matters only for its message (cancel request, delete account, logout…). */
export const messageReply = z.extend(envelopeSchema, { message: text });

// ───────────────────────────── site ─────────────────────────────

const maintenanceWindowSchema = z.object({
  from_date: isoDateTime,
  to_date: isoDateTime,
});

export const siteVersionReply = z.lazy(() =>
  z.extend(envelopeSchema, {
    /** `debug[0]` true turns on the client's debug logging. */
    debug: z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((entries: unknown[]) => entries[0] === true),
    ),
    data: z.object({
      version: identifier,
      /** null when no maintenance is planned (or the window is unreadable). */
      maintenance: z.catch(z.nullable(maintenanceWindowSchema), null),
    }),
  }),
);
export type SiteVersion = z.output<typeof siteVersionReply>['data'];
export type MaintenanceWindow = z.output<typeof maintenanceWindowSchema>;

/**
 * The announcement ticker's texts: the field is JSON text (`[{"text": "…"}]`), an already parsed
 * list or object, or plain text. Rendered as text, never as HTML (design §8).
 */
const announcementTexts = z.catch(
  z.pipe(
    z.unknown(),
    z.transform((value): string[] => {
      const parsed = typeof value === 'string' ? parseJsonOr(value, value) : value;
      const entries = Array.isArray(parsed) ? parsed : [parsed];
      return entries.flatMap((entry) => {
        const candidate: unknown = typeof entry === 'object' && entry !== null ? (entry as { text?: unknown }).text : entry;
        return typeof candidate === 'string' && candidate.trim() !== '' ? [candidate] : [];
      });
    }),
  ),
  // A missing field reads as no announcement.
  [],
);

export const OFFER_POSTER_TYPE = 12;

const posterSchema = z.lazy(() =>
  z.object({
    id: identifier,
    poster_type: numeric,
    image: z.string(),
    url: nullableText,
    title: text,
  }),
);

const languageSchema = z.lazy(() => z.object({ code: nonEmptyString, name: z.string() }));

const countrySchema = z.lazy(() =>
  z.object({
    name: text,
    code: text,
    phonecode: identifier,
  }),
);

const bonusDataSchema = z.lazy(() =>
  z.object({
    bonusType: z.string(),
    /** JSON text of a list of payment method ids, read as the list. */
    methodIds: jsonList(identifier),
    percentage: numeric,
  }),
);

const businessType = z.catch(
  z.pipe(
    z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]),
    z.transform((value: 1 | 2 | '1' | '2') => (Number(value) === 2 ? 2 : 1)),
  ),
  1,
);

const siteSettingSchema = z.lazy(() =>
  z.object({
    announcement: announcementTexts,
    poster: lenientList(posterSchema),
    sub_domains: lenientList(z.object({ url: z.string() })),
    aws_url: text,
    storage_path: z.catch(z.object({ domain_image: text, site_map: text }), { domain_image: '', site_map: '' }),
    fav_logo: text,
    app_logo: text,
    logo: text,
    site_title: text,
    domain_name: text,
    meta_tags: text,
    g_tags: text,
    meta_pixel_code: text,
    front_css: text,
    site_map: text,
    languagesList: lenientList(languageSchema),
    language_code: z.catch(nonEmptyString, 'en'),
    business_type: businessType,
    country_code: text,
    country_code_list: lenientList(countrySchema),
    social_link: z.catch(z.object({ email: text }), { email: '' }),
  }),
);

export const siteSettingsReply = z.lazy(() =>
  withData(
    z.object({
      siteSetting: siteSettingSchema,
      casino_url: text,
      bonus_data: lenientList(bonusDataSchema),
    }),
  ),
);
export type SiteSettingsData = z.output<typeof siteSettingsReply>['data'];
export type SiteSettings = SiteSettingsData['siteSetting'];
export type Poster = z.output<typeof posterSchema>;
export type Language = z.output<typeof languageSchema>;
export type Country = z.output<typeof countrySchema>;
export type BonusData = z.output<typeof bonusDataSchema>;

// ───────────────────────────── user and session ─────────────────────────────

export const balanceSchema = z.lazy(() =>
  z.object({
    /** balance */
    bl: numeric,
    /** exposure */
    ex: numeric,
    /** bets count */
    bc: z.catch(numeric, 0),
    /** earned bonus */
    eb: z.catch(numeric, 0),
  }),
);
export const walletBalanceReply = z.lazy(() => withData(balanceSchema));
export type Balance = z.output<typeof balanceSchema>;

const tokenSchema = z.object({
  token: nonEmptyString,
  /** When the token expires: ISO 8601. */
  exp: isoDateTime,
});
export const authRefreshReply = z.lazy(() => withData(tokenSchema));
export type AuthToken = z.output<typeof tokenSchema>;

/** The user as user info returns it (no token). */
export const userProfileSchema = z.object({
  userid: identifier,
  balance: z.catch(numeric, 0),
  exposure: z.catch(numeric, 0),
  bets_count: z.catch(numeric, 0),
  earnBonus: z.catch(numeric, 0),
  isDemo: z.catch(flag, false),
  phone: nullableText,
  /** null until the first password change: such a user is sent to change it (spec §2). */
  last_login_at: dateTime,
  /** The active wallet: 'WB' while playing with the welcome bonus. */
  actw: nullableText,
  notificationSubscribed: z.catch(flag, false),
  notificationUnsubscribed: z.catch(flag, false),
  /** Product staff may open the inspector (docs/inspector.md). */
  isStaff: z.catch(flag, false),
});
/** The signed-in user as login, demo login, registration and login with OTP return it. */
export const userSchema = z.extend(userProfileSchema, tokenSchema.shape);
export const signedInReply = z.lazy(() => withData(userSchema));
export type UserProfile = z.output<typeof userProfileSchema>;
export type User = z.output<typeof userSchema>;

const stakeButtons = lenientList(numeric);

const eventManageSchema = z.object({
  event_id: identifier,
  hidden_sections: lenientList(z.string()),
});

export const userInfoReply = z.lazy(() =>
  withData(
    z.object({
      user: userProfileSchema,
      demo: z.catch(flag, false),
      chips: stakeButtons,
      event_manage: lenientList(eventManageSchema),
    }),
  ),
);
export type UserInfo = z.output<typeof userInfoReply>['data'];
export type EventManage = z.output<typeof eventManageSchema>;

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
export type WalletPaymentMethod = z.output<typeof walletPaymentMethodSchema>;

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
    /** Payment gateway only: frame it inside the product (issue 19); absent means redirect. */
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

/** Send OTP (sign-up, login, forgot password) and send OTP to mobile (withdraw password). */
export const otpSentReply = z.lazy(() =>
  withData(
    z.object({
      /** The OTP countdown's deadline (300 s after sending). */
      expires_at: isoDateTime,
    }),
  ),
);

/** The server's VAPID key for Web Push: an uncompressed P-256 point (65 bytes), base64url. */
export const notificationPublicKeyReply = z.lazy(() =>
  withData(z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/)) })),
);

// ───────────────────────────── the map api.call uses ─────────────────────────────

/** The schema api.call applies to each call's reply; calls not listed get the bare envelope. */
export const replySchemas = {
  siteVersion: siteVersionReply,
  siteSettings: siteSettingsReply,
  walletBalance: walletBalanceReply,
  authRefresh: authRefreshReply,
  userInfo: userInfoReply,
  login: signedInReply,
  demoLogin: signedInReply,
  registration: signedInReply,
  loginWithOtp: signedInReply,
  sendOtp: otpSentReply,
  sendOtpToMobile: otpSentReply,
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
  cancelRequest: messageReply,
  deleteAccount: messageReply,
  resetWithdrawalPassword: messageReply,
  updateTransactionPassword: messageReply,
  resetForgottenPassword: messageReply,
  changePassword: messageReply,
  logout: messageReply,
  notificationPublicKey: notificationPublicKeyReply,
} satisfies Partial<Record<CallName, z.ZodMiniType>>;
export type ReplySchemas = typeof replySchemas;
