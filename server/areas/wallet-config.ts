// Wallet config and the site's deposit accounts for an amount (spec §3 "Wallet config", "Parent
// payment method entry"). Both read the signed-in user's site; a demo user is refused.
import { refusal, successReply } from '../auth/replies.ts';
import type { AuthenticatedUser } from '../auth/sessions.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import type { components } from '../../api-spec/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';

type WalletConfig = components['schemas']['WalletConfig'];
type PaymentMethodEntry = components['schemas']['PaymentMethodEntry'];
type DepositMethod = components['schemas']['DepositMethod'];

export const DEMO_WALLET_RESTRICTED = 'Wallet access is restricted for demo users';

/** The signed-in user, unless a demo user (spec §6: the wallet is closed to them). */
export function walletUser(request: { user?: AuthenticatedUser }): AuthenticatedUser {
  const user = requireUser(request);
  if (user.isDemo) throw refusal(DEMO_WALLET_RESTRICTED);
  return user;
}

export interface WalletSettings {
  deposit_min_paise: number;
  deposit_max_paise: number;
  withdrawal_min_paise: number;
  withdrawal_max_paise: number;
  rules: WalletConfig['rules'];
  deposit_video: WalletConfig['deposit_video'];
  withdrawal_video: WalletConfig['withdrawal_video'];
  is_bank_only: boolean;
  stake_button: number[];
}

export async function loadWalletSettings(db: Queryable, siteId: number): Promise<WalletSettings> {
  const [settings] = await db.query<WalletSettings>('SELECT * FROM wallet_settings WHERE site_id = $1', [siteId]);
  if (!settings) throw new Error(`Site ${siteId} has no wallet settings: run the seeds`);
  return settings;
}

/** Spec §5's message for an amount outside the deposit range, in whole rupees as the client shows it. */
export const depositRangeMessage = (settings: WalletSettings): string =>
  `The deposit amount must be between ${paiseToRupees(settings.deposit_min_paise)} and ${paiseToRupees(settings.deposit_max_paise)}.`;

/** Refuses an amount outside the site's deposit range; returns it in paise. */
export function depositAmountInRange(settings: WalletSettings, amountRupees: number): number {
  const outOfRange = refusal(depositRangeMessage(settings));
  let amountPaise: number;
  try {
    amountPaise = rupeesToPaise(amountRupees);
  } catch {
    throw outOfRange; // More than 2 decimals: not an amount that can be paid.
  }
  if (amountPaise < settings.deposit_min_paise || amountPaise > settings.deposit_max_paise) throw outOfRange;
  return amountPaise;
}

export interface DepositAccountRow {
  id: number;
  method_id: number;
  method: DepositMethod;
  method_name: string;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  phone_number: string | null;
  account_holder_name: string | null;
  qr_code: string | null;
  multiplier_value: string | null;
  social_payment_number: string | null;
  social_payment_link: string | null;
  embedded: boolean;
  created_at: Date;
}

/** The site's active deposit accounts that accept the amount (their own min/max, if any), in the site's order. */
export async function depositAccountsFor(db: Queryable, siteId: number, amountPaise: number, accountId?: number): Promise<DepositAccountRow[]> {
  return db.query<DepositAccountRow>(
    `SELECT a.*, m.method
       FROM deposit_accounts a JOIN payment_methods m ON m.id = a.method_id
      WHERE a.site_id = $1 AND a.is_active
        AND (a.min_amount_paise IS NULL OR a.min_amount_paise <= $2)
        AND (a.max_amount_paise IS NULL OR a.max_amount_paise >= $2)
        AND ($3::integer IS NULL OR a.id = $3)
      ORDER BY a.sort_order, a.id`,
    [siteId, amountPaise, accountId ?? null],
  );
}

function toPaymentMethodEntry(account: DepositAccountRow): PaymentMethodEntry {
  return {
    method_name: account.method_name,
    method: account.method,
    method_id: account.method_id,
    master_account_id: account.id,
    account_number: account.account_number,
    ifsc_code: account.ifsc_code,
    upi_id: account.upi_id,
    crypto_wallet_id: account.crypto_wallet_id,
    phone_number: account.phone_number,
    account_holder_name: account.account_holder_name,
    qr_code: account.qr_code,
    // numeric comes back as text; only crypto accounts have a rate.
    multiplier_value: account.multiplier_value === null ? null : Number(account.multiplier_value),
    created_at: account.created_at.toISOString(),
    social_payment_number: account.social_payment_number,
    social_payment_link: account.social_payment_link,
    ...(account.method === 'payment_gateway' && { embedded: account.embedded }),
  };
}

/**
 * The bettor's stake buttons, one source for the slip's quick stakes (user info `chips`), the profile
 * and the deposit screen (wallet config `stake_button`): the user's own saved ones, else the site's;
 * empty means the client's defaults (docs/decisions/188-stake-buttons-one-source.md).
 */
export async function stakeButtonsOf(db: Queryable, user: { id: number; siteId: number }): Promise<number[]> {
  const [row] = await db.query<{ own: number[] | null; site: unknown }>(
    `SELECT u.stake_buttons AS own, w.stake_button AS site
       FROM users u LEFT JOIN wallet_settings w ON w.site_id = $2
      WHERE u.id = $1`,
    [user.id, user.siteId],
  );
  const own = row?.own ?? [];
  if (own.length > 0) return own;
  const site = row?.site;
  return Array.isArray(site) ? site.filter((value): value is number => typeof value === 'number') : [];
}

export const walletConfigHandlers: Handlers = {
  walletConfig: async (request, { db }) => {
    const user = walletUser(request);
    const settings = await loadWalletSettings(db, user.siteId);
    const [banks, methods, stakes] = await Promise.all([
      db.query<{ id: number; bank_name: string; icon: string | null }>('SELECT id, bank_name, icon FROM banks ORDER BY id'),
      db.query<{ id: number; method_name: string; method: 'bank' | 'upi' | 'wallet'; icon: string | null }>(
        'SELECT id, method_name, method, icon FROM payment_methods WHERE withdrawable ORDER BY sort_order, id',
      ),
      stakeButtonsOf(db, user),
    ]);
    return successReply({
      deposit_range: { min: paiseToRupees(settings.deposit_min_paise), max: paiseToRupees(settings.deposit_max_paise) },
      withdrawal_range: { min: paiseToRupees(settings.withdrawal_min_paise), max: paiseToRupees(settings.withdrawal_max_paise) },
      stake_button: stakes,
      rules: settings.rules,
      deposit_video: settings.deposit_video,
      withdrawal_video: settings.withdrawal_video,
      bank_list: banks,
      payment_method: methods.map(({ id, method_name, method, icon }) => ({ id, method_name, method_type: method, icon })),
      is_bank_only: settings.is_bank_only,
    });
  },

  parentPaymentMethods: async (request, { db, paymentGateway }) => {
    const user = walletUser(request);
    const amountPaise = depositAmountInRange(await loadWalletSettings(db, user.siteId), request.query.amount);
    // Without a payment gateway (production with no provider) the method is not offered.
    const offered = (await depositAccountsFor(db, user.siteId, amountPaise)).filter(
      (account) => paymentGateway !== undefined || account.method !== 'payment_gateway',
    );
    return successReply(offered.map(toPaymentMethodEntry));
  },
};
