// The wallet of the two demo sites (design §5): ranges, rules, videos, banks, the payment method
// kinds and one deposit account of every kind per site. Idempotent: what exists is left as it is,
// so an operator's edits survive a restart.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database.ts';

/** Payment method kinds. Their ids are what bonus data names (server/db/seed.ts: "[1,3]"). */
export const PAYMENT_METHOD_IDS = { bank: 1, wallet: 2, upi: 3, social: 4, paymentGateway: 5 } as const;

const PAYMENT_METHODS = [
  { id: PAYMENT_METHOD_IDS.bank, name: 'Bank Transfer', method: 'bank', withdrawable: true },
  { id: PAYMENT_METHOD_IDS.wallet, name: 'USDT', method: 'wallet', withdrawable: true },
  { id: PAYMENT_METHOD_IDS.upi, name: 'UPI', method: 'upi', withdrawable: true },
  { id: PAYMENT_METHOD_IDS.social, name: 'WhatsApp Pay', method: 'social', withdrawable: false },
  { id: PAYMENT_METHOD_IDS.paymentGateway, name: 'Instant Pay', method: 'payment_gateway', withdrawable: false },
];

const BANKS = [
  'State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank', 'Punjab National Bank',
  'Bank of Baroda', 'Canara Bank', 'Union Bank of India', 'IndusInd Bank', 'Yes Bank', 'IDFC FIRST Bank',
];

// Spec §9's instruction texts, then what a payer most needs to know, in every language of the sites.
const RULES = {
  deposit: {
    en: [
      'Deposits are made within 45 minutes.',
      'NEFT takes 40 minutes to 2 hours.',
      'Payment is valid 1 hour after an account change.',
      'Upload a clear screenshot of the payment and enter its 12-digit UTR number.',
    ],
    hi: [
      'जमा 45 मिनट के भीतर किए जाते हैं।',
      'NEFT में 40 मिनट से 2 घंटे लगते हैं।',
      'खाता बदलने के बाद भुगतान 1 घंटे तक मान्य है।',
      'भुगतान का साफ़ स्क्रीनशॉट अपलोड करें और उसका 12 अंकों का UTR नंबर दर्ज करें।',
    ],
  },
  withdrawal: {
    en: ['Maximum withdraw time is 45 minutes.', 'Withdrawals are paid only to your own saved bank, UPI or USDT account.'],
    hi: ['निकासी का अधिकतम समय 45 मिनट है।', 'निकासी केवल आपके अपने सहेजे गए बैंक, UPI या USDT खाते में भेजी जाती है।'],
  },
};

const asRuleItems = (byLanguage: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(byLanguage).map(([language, texts]) => [language, texts.map((description) => ({ description }))]));

/**
 * Tutorial videos are the operator's own recordings (language → address). The demo sites have
 * none, so the screens show no video section; an operator sets them in wallet_settings.
 */
const videos = (_kind: 'deposit' | 'withdrawal'): Record<string, string> => ({});

interface DepositAccountSeed {
  methodId: number;
  methodName: string;
  accountNumber?: string;
  ifscCode?: string;
  upiId?: string;
  cryptoWalletId?: string;
  phoneNumber?: string;
  accountHolderName?: string;
  qrCode?: string;
  multiplierValue?: number;
  socialPaymentNumber?: string;
  socialPaymentLink?: string;
  maxAmountPaise?: number;
  /** Payment gateway: opens inside the product (migration 011). */
  embedded?: boolean;
}

interface SiteWallet {
  domain: string;
  depositRangeRupees: [number, number];
  withdrawalRangeRupees: [number, number];
  stakeButton: number[];
  accounts: DepositAccountSeed[];
}

const RUPEE = 100;

const SITE_WALLETS: SiteWallet[] = [
  {
    domain: 'localhost',
    depositRangeRupees: [100, 1_000_000],
    withdrawalRangeRupees: [100, 500_000],
    stakeButton: [500, 1000, 2000, 5000],
    accounts: [
      { methodId: PAYMENT_METHOD_IDS.social, methodName: 'WhatsApp Pay', phoneNumber: '9820012345', socialPaymentNumber: '+91 98200 12345', socialPaymentLink: 'https://wa.me/919820012345' },
      { methodId: PAYMENT_METHOD_IDS.upi, methodName: 'UPI', upiId: 'khiladi.pay@okhdfc', accountHolderName: 'Khiladi Gaming Pvt Ltd', qrCode: '/uploads/site/upi-qr-localhost.svg' },
      // A second UPI account in the same tab, for amounts up to ₹50,000 only.
      { methodId: PAYMENT_METHOD_IDS.upi, methodName: 'UPI', upiId: 'khiladi.collect@ybl', accountHolderName: 'Khiladi Gaming Pvt Ltd', qrCode: '/uploads/site/upi-qr-localhost-2.svg', maxAmountPaise: 50_000 * RUPEE },
      { methodId: PAYMENT_METHOD_IDS.bank, methodName: 'Bank Transfer', accountNumber: '50200012345678', ifscCode: 'HDFC0001234', accountHolderName: 'Khiladi Gaming Pvt Ltd' },
      { methodId: PAYMENT_METHOD_IDS.wallet, methodName: 'USDT', cryptoWalletId: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', multiplierValue: 88, qrCode: '/uploads/site/usdt-qr.svg' },
      { methodId: PAYMENT_METHOD_IDS.paymentGateway, methodName: 'Instant Pay' },
      // The same gateway, framed inside the product.
      { methodId: PAYMENT_METHOD_IDS.paymentGateway, methodName: 'Pay In App', embedded: true },
    ],
  },
  {
    domain: '127.0.0.1',
    depositRangeRupees: [200, 500_000],
    withdrawalRangeRupees: [200, 200_000],
    // None saved: the client falls back to the spec's defaults (100, 200, 500, 1000).
    stakeButton: [],
    accounts: [
      { methodId: PAYMENT_METHOD_IDS.bank, methodName: 'Bank Transfer', accountNumber: '39876543210', ifscCode: 'SBIN0004321', accountHolderName: 'Sixer Sports Services' },
      { methodId: PAYMENT_METHOD_IDS.upi, methodName: 'UPI', upiId: 'sixerbet@oksbi', accountHolderName: 'Sixer Sports Services', qrCode: '/uploads/site/upi-qr-127.0.0.1.svg' },
      { methodId: PAYMENT_METHOD_IDS.wallet, methodName: 'USDT', cryptoWalletId: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', multiplierValue: 88.5, qrCode: '/uploads/site/usdt-qr.svg' },
      { methodId: PAYMENT_METHOD_IDS.social, methodName: 'Telegram Pay', phoneNumber: '9930054321', socialPaymentNumber: '+91 99300 54321', socialPaymentLink: 'https://t.me/sixerbet_pay' },
      { methodId: PAYMENT_METHOD_IDS.paymentGateway, methodName: 'Instant Pay' },
      { methodId: PAYMENT_METHOD_IDS.paymentGateway, methodName: 'Pay In App', embedded: true },
    ],
  },
];

export const UPLOAD_SIGNING_SECRET = 'upload-signing';

export async function seedWallet(db: Queryable): Promise<void> {
  for (const [index, method] of PAYMENT_METHODS.entries()) {
    await db.query(
      `INSERT INTO payment_methods (id, method_name, method, withdrawable, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [method.id, method.name, method.method, method.withdrawable, index],
    );
  }
  for (const [index, bankName] of BANKS.entries()) {
    await db.query('INSERT INTO banks (id, bank_name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [index + 1, bankName]);
  }
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    UPLOAD_SIGNING_SECRET,
    randomBytes(32).toString('base64url'),
  ]);
  for (const siteWallet of SITE_WALLETS) await seedSiteWallet(db, siteWallet);
}

async function seedSiteWallet(db: Queryable, wallet: SiteWallet): Promise<void> {
  const created = await db.query<{ site_id: number }>(
    `INSERT INTO wallet_settings (site_id, deposit_min_paise, deposit_max_paise, withdrawal_min_paise, withdrawal_max_paise,
                                  rules, deposit_video, withdrawal_video, stake_button)
     SELECT id, $2, $3, $4, $5, $6, $7, $8, $9 FROM sites WHERE domain = $1
     ON CONFLICT (site_id) DO NOTHING RETURNING site_id`,
    [
      wallet.domain,
      wallet.depositRangeRupees[0] * RUPEE,
      wallet.depositRangeRupees[1] * RUPEE,
      wallet.withdrawalRangeRupees[0] * RUPEE,
      wallet.withdrawalRangeRupees[1] * RUPEE,
      JSON.stringify({ deposit: asRuleItems(RULES.deposit), withdrawal: asRuleItems(RULES.withdrawal) }),
      JSON.stringify(videos('deposit')),
      JSON.stringify(videos('withdrawal')),
      JSON.stringify(wallet.stakeButton),
    ],
  );
  const [site] = created;
  // The accounts are seeded with the settings, once: a site whose settings exist keeps its accounts.
  if (!site) return;
  for (const [index, account] of wallet.accounts.entries()) {
    await db.query(
      `INSERT INTO deposit_accounts (site_id, method_id, method_name, account_number, ifsc_code, upi_id, crypto_wallet_id,
                                     phone_number, account_holder_name, qr_code, multiplier_value, social_payment_number,
                                     social_payment_link, max_amount_paise, sort_order, embedded)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        site.site_id,
        account.methodId,
        account.methodName,
        account.accountNumber ?? null,
        account.ifscCode ?? null,
        account.upiId ?? null,
        account.cryptoWalletId ?? null,
        account.phoneNumber ?? null,
        account.accountHolderName ?? null,
        account.qrCode ?? null,
        account.multiplierValue ?? null,
        account.socialPaymentNumber ?? null,
        account.socialPaymentLink ?? null,
        account.maxAmountPaise ?? null,
        index,
        account.embedded ?? false,
      ],
    );
  }
}
