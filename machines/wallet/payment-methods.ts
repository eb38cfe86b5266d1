import type { Message } from '../shared/message.ts';
import { walletMessage } from './message-ids.ts';

/** The kinds of parent payment method the spec lists (§3). */
export type PaymentMethodKind = 'bank' | 'upi' | 'wallet' | 'social' | 'payment_gateway';

/** One entry of the parent payment methods reply (spec §3); the fields the wallet reads. */
export interface PaymentMethodEntry {
  method_name: string;
  method: PaymentMethodKind;
  method_id: number | string;
  master_account_id?: number | string;
  account_number?: string | null;
  ifsc_code?: string | null;
  upi_id?: string | null;
  crypto_wallet_id?: string | null;
  phone_number?: string | null;
  account_holder_name?: string | null;
  qr_code?: string | null;
  multiplier_value?: number | string | null;
  created_at?: string;
  social_payment_number?: string | null;
  social_payment_link?: string | null;
  /** Payment gateway: opens inside the product instead of sending the browser away. */
  embedded?: boolean;
}

/** A deposit tab: every entry that shares a method_name (one tab may hold several accounts). */
export interface PaymentMethodTab {
  methodName: string;
  method: PaymentMethodKind;
  entries: PaymentMethodEntry[];
}

/** The bonus data of the site settings reply (spec §3). methodIds is a JSON list in a string. */
export interface BonusDataEntry {
  bonusType?: string;
  methodIds?: unknown;
  percentage?: number | string;
}

const PAYMENT_BONUS_TYPE = 'payment bonus';

/** Crypto methods are the 'wallet' kind: their amount is shown divided by multiplier_value. */
export const isCryptoMethod = (method: PaymentMethodKind): boolean => method === 'wallet';

/**
 * Groups entries into tabs by method_name, in order of first appearance, then moves social tabs
 * first (spec §2, §7). Array.prototype.sort is stable, so the other tabs keep the server's order.
 */
export const groupPaymentMethods = (entries: readonly PaymentMethodEntry[]): PaymentMethodTab[] => {
  const tabsByName = new Map<string, PaymentMethodTab>();
  for (const entry of entries) {
    const tab = tabsByName.get(entry.method_name);
    if (tab) tab.entries.push(entry);
    else tabsByName.set(entry.method_name, { methodName: entry.method_name, method: entry.method, entries: [entry] });
  }
  const socialRank = (tab: PaymentMethodTab) => (tab.method === 'social' ? 0 : 1);
  return [...tabsByName.values()].sort((a, b) => socialRank(a) - socialRank(b));
};

/** Reads methodIds leniently: a JSON string list, an array, or anything else (→ no ids). */
const parseMethodIds = (methodIds: unknown): string[] => {
  let list: unknown = methodIds;
  if (typeof methodIds === 'string') {
    try {
      list = JSON.parse(methodIds);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map(String) : [];
};

const asBonusEntries = (bonusData: unknown): BonusDataEntry[] => {
  const list = Array.isArray(bonusData) ? bonusData : [bonusData];
  return list.filter((item): item is BonusDataEntry => typeof item === 'object' && item !== null);
};

/**
 * The payment bonus percentage to show on a tab, or undefined for none: the highest percentage of
 * the 'payment bonus' entries whose methodIds name one of the tab's method ids. bonus_data may be
 * one object or a list; bad JSON or a bad percentage simply gives no bonus.
 */
export const paymentBonusPercentage = (tab: PaymentMethodTab, bonusData: unknown): number | undefined => {
  const tabMethodIds = new Set(tab.entries.map((entry) => String(entry.method_id)));
  const percentages = asBonusEntries(bonusData)
    .filter((bonus) => bonus.bonusType?.trim().toLowerCase() === PAYMENT_BONUS_TYPE)
    .filter((bonus) => parseMethodIds(bonus.methodIds).some((id) => tabMethodIds.has(id)))
    .map((bonus) => Number(bonus.percentage))
    .filter((percentage) => Number.isFinite(percentage) && percentage > 0);
  return percentages.length > 0 ? Math.max(...percentages) : undefined;
};

/** The badge on a tab with a payment bonus. */
export const paymentBonusLabel = (percentage: number): Message =>
  walletMessage('wallet.deposit.paymentBonus', { percentage });

/** The empty state of the payment method screen, or undefined when there is something to show. */
export const paymentMethodsEmptyMessage = (tabs: readonly PaymentMethodTab[]): Message | undefined =>
  tabs.length === 0 ? walletMessage('wallet.deposit.noOptions') : undefined;

/** The social payment number to copy, trimmed; an error message when the entry has none. */
export const socialPaymentNumber = (entry: PaymentMethodEntry): { number: string } | { error: Message } => {
  const number = entry.social_payment_number?.trim();
  return number ? { number } : { error: walletMessage('wallet.deposit.social.noNumber') };
};

/**
 * Whether a link from server or operator data may become an anchor: only absolute http(s)
 * addresses, never a `javascript:` or other scheme URL.
 */
export const isWebAddress = (link: string): boolean => {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/** The social payment link, trimmed, when it is an absolute http(s) address. */
export const socialPaymentLink = (entry: PaymentMethodEntry): string | undefined => {
  const link = entry.social_payment_link?.trim();
  return link && isWebAddress(link) ? link : undefined;
};
