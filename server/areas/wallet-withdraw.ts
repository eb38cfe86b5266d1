// The withdraw side of the wallet (spec §2 withdraw screen, §5 Withdraw and Add account):
// saved accounts, the withdraw (transaction) password with its OTP reset, and withdraw requests,
// whose amount is held from the request on (server/wallet/withdrawal-effects.ts).
// Refusals are 400s whose `message` and `error` are the texts exported here and in server/wallet/.
import { messageReply, refusal, successReply } from '../auth/replies.ts';
import { guessKey } from '../auth/guess-limits.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { findUserById } from '../auth/users.ts';
import type { Handlers } from '../contract/handlers.ts';
import { CONTRACT_BREACH_MESSAGE } from '../contract/register-operations.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';
import { consumeOtp, sendOtp } from '../otp/otps.ts';
import { NOTIFY_SILENT, emitTransactionNotice } from '../wallet/transaction-notice.ts';
import { toTransactionReply, type TransactionRow } from '../wallet/transaction-rows.ts';
import {
  deleteOwnAccount,
  findOwnAccount,
  listOwnAccounts,
  saveAccount,
  toWithdrawAccountReply,
} from '../wallet/withdraw-accounts.ts';
import { holdWithdrawal } from '../wallet/withdrawal-effects.ts';
import { OTP_SENT, otpGuessKeys, PASSWORD_MISMATCH } from './auth.ts';
import { loadWalletSettings, walletUser } from './wallet-config.ts';

export const NO_MOBILE = 'No mobile number is registered for this account.';
export const WITHDRAW_PASSWORD_NOT_SET = 'Please set your withdraw password first.';
export const WRONG_WITHDRAW_PASSWORD = 'Incorrect withdraw password.';
export const CURRENT_WITHDRAW_PASSWORD_REQUIRED = 'Please enter your current withdraw password.';
export const WRONG_CURRENT_WITHDRAW_PASSWORD = 'Current withdraw password is incorrect.';
export const amountBelowMinimum = (minRupees: number): string => `Please enter amount greater than equal to ${minRupees}`;
export const amountAboveMaximum = (maxRupees: number): string => `Please enter amount less than equal to ${maxRupees}`;

export const ACCOUNT_ADDED = 'Account added successfully.';
export const ACCOUNT_DELETED = 'Account deleted successfully.';
export const WITHDRAW_PASSWORD_RESET = 'Withdraw password reset successfully.';
export const WITHDRAW_PASSWORD_UPDATED = 'Withdraw password updated successfully.';
export const WITHDRAW_REQUESTED = 'Withdraw request submitted successfully.';

/** The OTP purpose of the withdraw-password reset (server/otp/otps.ts). */
export const WITHDRAW_PASSWORD_OTP = 'withdraw_password';

export const walletWithdrawHandlers: Handlers = {
  accountDetails: async (request, { db }) => {
    const user = walletUser(request);
    const [accounts, settings] = await Promise.all([listOwnAccounts(db, user.id), loadWalletSettings(db, user.siteId)]);
    return successReply({ account_list: accounts.map(toWithdrawAccountReply), is_bank_only: settings.is_bank_only });
  },

  addAccount: async (request, { db, guesses }) => {
    const user = walletUser(request);
    await guesses.guard(withdrawPasswordGuessKeys(user.id, request.clientAddress), () =>
      checkWithdrawPassword(db, user.id, request.body.transaction_password),
    );
    const { is_bank_only: isBankOnly } = await loadWalletSettings(db, user.siteId);
    const account = await saveAccount(db, { userId: user.id, isBankOnly }, request.body);
    return successReply(toWithdrawAccountReply(account), ACCOUNT_ADDED);
  },

  deleteAccount: async (request, { db }) => {
    await deleteOwnAccount(db, walletUser(request).id, request.params.accountId);
    return messageReply(ACCOUNT_DELETED);
  },

  sendOtpToMobile: async (request, { db, otpOutbox, guesses }) => {
    const user = await findUserById(db, walletUser(request).id);
    await guesses.spend([guessKey('otpSendPerAddress', request.clientAddress)]);
    if (!user.mobile) throw refusal(NO_MOBILE);
    const { expiresAt } = await sendOtp(db, otpOutbox, { siteId: user.site_id, mobile: user.mobile, purpose: WITHDRAW_PASSWORD_OTP });
    return successReply({ expires_at: expiresAt.toISOString() }, OTP_SENT);
  },

  checkWithdrawalPassword: async (request, { db }) => {
    const user = await findUserById(db, walletUser(request).id);
    return successReply({ is_set: user.withdraw_password_hash !== null });
  },

  resetWithdrawalPassword: async (request, { db, guesses }) => {
    const user = await findUserById(db, walletUser(request).id);
    const mobile = user.mobile;
    if (!mobile) throw refusal(NO_MOBILE);
    await guesses.guard(otpGuessKeys(request.clientAddress), () =>
      consumeOtp(db, { siteId: user.site_id, mobile, purpose: WITHDRAW_PASSWORD_OTP, code: request.body.otp }),
    );
    await setWithdrawPassword(db, user.id, request.body.password);
    return messageReply(WITHDRAW_PASSWORD_RESET);
  },

  updateTransactionPassword: async (request, { db, guesses }) => {
    const { body } = request;
    const user = await findUserById(db, walletUser(request).id);
    if (body.password !== body.confirmPassword) throw refusal(PASSWORD_MISMATCH);
    const currentHash = user.withdraw_password_hash;
    if (currentHash !== null) {
      if (body.oldPassword === undefined) throw refusal(CURRENT_WITHDRAW_PASSWORD_REQUIRED);
      const oldPassword = body.oldPassword;
      await guesses.guard(withdrawPasswordGuessKeys(user.id, request.clientAddress), async () => {
        if (!(await verifyPassword(oldPassword, currentHash))) throw refusal(WRONG_CURRENT_WITHDRAW_PASSWORD);
      });
    }
    await setWithdrawPassword(db, user.id, body.password);
    return messageReply(WITHDRAW_PASSWORD_UPDATED);
  },

  withdrawRequest: async (request, { db, io }) => {
    const user = walletUser(request);
    const { body } = request;
    const amountPaise = amountInPaise(body.amount);
    let created: TransactionRow | undefined;
    const reply = await db.transaction((tx) =>
      withIdempotencyKey(tx, { userId: user.id, key: request.headers['idempotency-key']!, operation: 'withdrawRequest' }, async () => {
        const settings = await loadWalletSettings(tx, user.siteId);
        if (amountPaise < settings.withdrawal_min_paise) throw refusal(amountBelowMinimum(paiseToRupees(settings.withdrawal_min_paise)));
        if (amountPaise > settings.withdrawal_max_paise) throw refusal(amountAboveMaximum(paiseToRupees(settings.withdrawal_max_paise)));
        if ((await findUserById(tx, user.id)).withdraw_password_hash === null) throw refusal(WITHDRAW_PASSWORD_NOT_SET);
        const account = await findOwnAccount(tx, user.id, body.client_account_index);
        const [row] = await tx.query<TransactionRow>(
          `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, account_index, amount_paise,
                                     idempotency_key, created_at)
           VALUES ($1, $2, 'client_withdrawal', $3, $4, $5, $6, $7, $8) RETURNING *`,
          [user.id, user.siteId, account.method_name, account.method_id, account.id, amountPaise, request.headers['idempotency-key'], new Date()],
        );
        await holdWithdrawal(tx, row!);
        created = row;
        return successReply(toTransactionReply(row!), WITHDRAW_REQUESTED);
      }),
    );
    // A repeated key answers the first reply and changes nothing, so it announces nothing either.
    if (created) emitTransactionNotice(io, created, NOTIFY_SILENT);
    return reply;
  },
};

/** Wrong withdraw passwords are counted per user and per client address. */
const withdrawPasswordGuessKeys = (userId: number, clientAddress: string) => [
  guessKey('withdrawPasswordPerUser', userId),
  guessKey('withdrawPasswordPerAddress', clientAddress),
];

async function checkWithdrawPassword(db: Queryable, userId: number, password: string): Promise<void> {
  const { withdraw_password_hash: hash } = await findUserById(db, userId);
  if (hash === null) throw refusal(WITHDRAW_PASSWORD_NOT_SET);
  if (!(await verifyPassword(password, hash))) throw refusal(WRONG_WITHDRAW_PASSWORD);
}

async function setWithdrawPassword(db: Queryable, userId: number, password: string): Promise<void> {
  await db.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [userId, await hashPassword(password)]);
}

/** Rupees with more than 2 decimals break the contract's Money rule (docs/decisions/001): a 422. */
function amountInPaise(rupees: number): number {
  try {
    return rupeesToPaise(rupees);
  } catch {
    throw new HttpError(422, CONTRACT_BREACH_MESSAGE, { detail: [{ msg: 'Amount can have at most 2 decimals (paise).', loc: ['body', 'amount'] }] });
  }
}
