// The user's saved withdraw accounts (spec §3 "Withdraw account", §5 "Add account"). The contract
// already holds the field formats of §5 (holder name, account number, IFSC, UPI ID, wallet ID: a
// breach is a 422); this module checks what needs the database: the chosen bank or method, the
// site's bank-only rule, the QR upload, duplicates, and that an account is the user's own.
import { refusal } from '../auth/replies.ts';
import type { components } from '../../api-spec/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { areOwnUploads } from '../uploads/upload-records.ts';

type WithdrawAccountReply = components['schemas']['WithdrawAccount'];
export type AddAccountBody = components['schemas']['AddAccountBody'];
type AccountKind = AddAccountBody['payment_method'];

export const BANK_NOT_CHOSEN = 'Please Select Bank Name.';
export const METHOD_NOT_CHOSEN = 'Please Select Payment Method.';
export const BANK_ONLY = 'Only bank accounts can be added on this site.';
export const QR_NOT_UPLOADED = 'QR code not found. Please upload the QR code again.';
export const ACCOUNT_ALREADY_SAVED = 'This account is already saved.';
export const ACCOUNT_NOT_FOUND = 'Account not found.';

export interface WithdrawAccountRow {
  id: number;
  user_id: number;
  payment_method: AccountKind;
  method_id: number;
  method_name: string;
  bank_id: number | null;
  bank_name: string | null;
  account_holder_name: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  qr_code: string | null;
  crypto_wallet_id: string | null;
  crypto_type: string | null;
  phone_number: string | null;
  created_at: Date;
}

export function toWithdrawAccountReply(row: WithdrawAccountRow): WithdrawAccountReply {
  return {
    client_account_id: row.id,
    method_name: row.method_name,
    payment_method: row.payment_method,
    account_number: row.account_number,
    phone_number: row.phone_number,
    ifsc_code: row.ifsc_code,
    upi_id: row.upi_id,
    crypto_wallet_id: row.crypto_wallet_id,
    account_holder_name: row.account_holder_name,
    bank_name: row.bank_name,
    qr_code: row.qr_code,
    created_at: row.created_at.toISOString(),
  };
}

/** The user's accounts that are not deleted, oldest first (the order they were added). */
export async function listOwnAccounts(db: Queryable, userId: number): Promise<WithdrawAccountRow[]> {
  return db.query<WithdrawAccountRow>(
    'SELECT * FROM withdraw_accounts WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at, id',
    [userId],
  );
}

/** One of the user's own live accounts; someone else's id is refused exactly like a missing one. */
export async function findOwnAccount(db: Queryable, userId: number, accountId: number): Promise<WithdrawAccountRow> {
  const [row] = await db.query<WithdrawAccountRow>(
    'SELECT * FROM withdraw_accounts WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [accountId, userId],
  );
  if (!row) throw refusal(ACCOUNT_NOT_FOUND);
  return row;
}

export async function deleteOwnAccount(db: Queryable, userId: number, accountId: number): Promise<void> {
  const deleted = await db.query(
    'UPDATE withdraw_accounts SET deleted_at = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id',
    [accountId, userId, new Date()],
  );
  if (deleted.length === 0) throw refusal(ACCOUNT_NOT_FOUND);
}

interface ChosenMethod {
  methodId: number;
  methodName: string;
  bankId: number | null;
  bankName: string | null;
}

/** Saves a new account after the database checks; the withdraw password was checked by the caller. */
export async function saveAccount(
  db: Queryable,
  owner: { userId: number; isBankOnly: boolean },
  body: AddAccountBody,
): Promise<WithdrawAccountRow> {
  if (owner.isBankOnly && body.payment_method !== 'bank') throw refusal(BANK_ONLY);
  const method = await chosenMethod(db, body);
  if (body.payment_method === 'upi' && body.qr_code !== undefined) {
    if (!(await areOwnUploads(db, owner.userId, 'qr-code', [body.qr_code]))) throw refusal(QR_NOT_UPLOADED);
  }
  const fields = {
    account_holder_name: body.account_holder_name ?? null,
    account_number: body.payment_method === 'bank' ? body.account_number : null,
    ifsc_code: body.payment_method === 'bank' ? body.ifsc_code : null,
    upi_id: body.payment_method === 'upi' ? (body.upi_id ?? null) : null,
    qr_code: body.payment_method === 'upi' ? (body.qr_code ?? null) : null,
    crypto_wallet_id: body.payment_method === 'wallet' ? body.crypto_wallet_id : null,
    crypto_type: body.payment_method === 'wallet' ? body.crypto_type : null,
  };
  if (await isAlreadySaved(db, owner.userId, body.payment_method, fields)) throw refusal(ACCOUNT_ALREADY_SAVED);
  const [row] = await db.query<WithdrawAccountRow>(
    `INSERT INTO withdraw_accounts (user_id, payment_method, method_id, method_name, bank_id, bank_name, account_holder_name,
                                    account_number, ifsc_code, upi_id, qr_code, crypto_wallet_id, crypto_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
    [
      owner.userId, body.payment_method, method.methodId, method.methodName, method.bankId, method.bankName,
      fields.account_holder_name, fields.account_number, fields.ifsc_code, fields.upi_id, fields.qr_code,
      fields.crypto_wallet_id, fields.crypto_type, new Date(),
    ],
  );
  return row!;
}

/**
 * A bank account's method_id is the bank (wallet config bank_list) and its method the site's bank
 * kind; a UPI or crypto account's method_id is a withdrawable payment method of that kind.
 */
async function chosenMethod(db: Queryable, body: AddAccountBody): Promise<ChosenMethod> {
  let bank: { id: number; bank_name: string } | undefined;
  if (body.payment_method === 'bank') {
    [bank] = await db.query<{ id: number; bank_name: string }>('SELECT id, bank_name FROM banks WHERE id = $1', [body.method_id]);
    if (!bank) throw refusal(BANK_NOT_CHOSEN);
  }
  const [method] = await db.query<{ id: number; method_name: string }>(
    `SELECT id, method_name FROM payment_methods
      WHERE method = $1 AND withdrawable AND ($2::integer IS NULL OR id = $2) ORDER BY sort_order, id LIMIT 1`,
    [body.payment_method, bank ? null : body.method_id],
  );
  if (!method) throw refusal(METHOD_NOT_CHOSEN);
  return { methodId: method.id, methodName: method.method_name, bankId: bank?.id ?? null, bankName: bank?.bank_name ?? null };
}

async function isAlreadySaved(
  db: Queryable,
  userId: number,
  kind: AccountKind,
  fields: Pick<WithdrawAccountRow, 'account_number' | 'ifsc_code' | 'upi_id' | 'qr_code' | 'crypto_wallet_id'>,
): Promise<boolean> {
  const same = await db.query(
    `SELECT 1 FROM withdraw_accounts
      WHERE user_id = $1 AND payment_method = $2 AND deleted_at IS NULL
        AND account_number IS NOT DISTINCT FROM $3 AND ifsc_code IS NOT DISTINCT FROM $4
        AND upi_id IS NOT DISTINCT FROM $5 AND qr_code IS NOT DISTINCT FROM $6
        AND crypto_wallet_id IS NOT DISTINCT FROM $7`,
    [userId, kind, fields.account_number, fields.ifsc_code, fields.upi_id, fields.qr_code, fields.crypto_wallet_id],
  );
  return same.length > 0;
}
