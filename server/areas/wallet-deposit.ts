// The deposit calls (spec §4 "Deposit flow", §5 "Deposit", §7 Wallet): upload URL, auto
// UTR, wallet deposit and payment gateway. A deposit is created `pending`; the operator (or the
// local gateway) moves it on (server/operator/transactions-lifecycle.ts).
import type { Server as SocketServer } from 'socket.io';
import { refusal, successReply } from '../auth/replies.ts';
import type { HandlerContext, HandlerRequest, Handlers, OperationId } from '../contract/handlers.ts';
import type { components } from '../../api-spec/schema.gen.ts';
import type { Database, Queryable } from '../db/database.ts';
import { GATEWAY_FINISHED_PATH, createGatewayPayment, returnUrlFor, serverUrl } from '../gateway/gateway-payments.ts';
import { checkoutUrlFor } from '../gateway/gateway-routes.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { rupeesToPaise } from '../money.ts';
import { sharedUtrReader } from '../ocr/utr-reader.ts';
import { HttpError } from '../http-error.ts';
import { ocrRefusal } from '../ocr/ocr-refusal.ts';
import { RASTER_IMAGE_TYPES, sniffFileType } from '../../machines/shared/file-bytes.ts';
import { checkImageHeader } from '../uploads/file-type.ts';
import { TOO_MANY_PIXELS, areOwnUploads, createUploadTarget } from '../uploads/upload-records.ts';
import { NOTIFY_SILENT, emitTransactionNotice } from '../wallet/transaction-notice.ts';
import { toTransactionReply, type TransactionRow } from '../wallet/transaction-rows.ts';
import { refuseDeposit } from '../responsible-gambling/responsible-gambling.ts';
import { depositAccountsFor, depositAmountInRange, loadWalletSettings, walletUser, type DepositAccountRow } from './wallet-config.ts';

export const DEPOSIT_REQUESTED = 'Deposit request submitted successfully.';
export const PROOF_REQUIRED = 'Please Upload Payment Proof';
export const UTR_RULE = 'UTR number must be 10 to 15 digit';
export const WALLET_UTR_RULE = 'Transaction ID must be at most 128 characters.';
export const UTR_ALREADY_USED = 'This UTR number has already been used for another deposit.';
export const METHOD_NOT_AVAILABLE = 'This payment method is not available for this amount. Please choose another.';
export const RATE_CHANGED = 'The USDT rate has changed. Please check the amount and pay again.';
export const NO_IMAGE_FOR_UTR = 'No image found for UTR auto-check.';
export const UNREADABLE_IMAGE = 'Error => Corrupted Image , Please Try With New Image';

type Transaction = components['schemas']['Transaction'];

const UTR = /^[0-9]{10,15}$/;
const WALLET_UTR = /^\S{1,128}$/;
const UNIQUE_VIOLATION = '23505';
const LIVE_UTR_INDEX = 'transactions_live_utr';

function idempotencyKeyOf(request: { headers: Record<string, string | undefined> }): string {
  // The contract requires the header, so the router has already refused a request without it.
  return request.headers['idempotency-key']!;
}

/** The one deposit account named by the request, if it takes this amount and is of the expected kind. */
async function chosenAccount(db: Queryable, siteId: number, amountPaise: number, accountId: number, isGateway: boolean): Promise<DepositAccountRow> {
  const [account] = await depositAccountsFor(db, siteId, amountPaise, accountId);
  if (!account || (account.method === 'payment_gateway') !== isGateway) throw refusal(METHOD_NOT_AVAILABLE);
  return account;
}

/** The deposit's UTR checked by the method's rule (docs/decisions/005), or null for none. */
function checkedUtr(account: DepositAccountRow, transactionId: string): string | null {
  const utr = transactionId.trim();
  if (account.method === 'wallet') {
    if (!WALLET_UTR.test(utr)) throw refusal(WALLET_UTR_RULE);
    return utr;
  }
  if (!UTR.test(utr)) throw refusal(UTR_RULE);
  return utr;
}

/** Crypto: the rate the user paid at must still be the account's, or the coin amount was wrong. */
function checkedMultiplier(account: DepositAccountRow, clientMultiplier: number): string | null {
  if (account.method !== 'wallet') return null;
  if (account.multiplier_value === null || Number(account.multiplier_value) !== clientMultiplier) throw refusal(RATE_CHANGED);
  return account.multiplier_value;
}

async function refuseLiveUtr(db: Queryable, siteId: number, utr: string): Promise<void> {
  const live = await db.query(
    `SELECT 1 FROM transactions WHERE site_id = $1 AND utr = $2 AND type = 'client_deposit'
        AND status NOT IN ('reject_completed', 'cancelled', 'expired')`,
    [siteId, utr],
  );
  if (live.length > 0) throw refusal(UTR_ALREADY_USED);
}

/** Two concurrent deposits with one UTR: the second hits the unique index; same answer as the check. */
function asUtrRefusal(error: unknown): unknown {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  const isLiveUtr = code === UNIQUE_VIOLATION && (constraint === LIVE_UTR_INDEX || message?.includes(LIVE_UTR_INDEX));
  return isLiveUtr ? refusal(UTR_ALREADY_USED) : error;
}

/** Runs a money-moving call once per Idempotency-Key, in one SQL transaction. */
function once<Reply>(
  request: HandlerRequest<OperationId>,
  db: Database,
  operation: string,
  userId: number,
  produce: (tx: Queryable) => Promise<Reply>,
): Promise<Reply> {
  const scope = { userId, key: idempotencyKeyOf(request), operation };
  return db.transaction((tx) => withIdempotencyKey(tx, scope, () => produce(tx))).catch((error: unknown) => {
    throw asUtrRefusal(error);
  });
}

export const walletDepositHandlers: Handlers = {
  uploadUrlRequest: async (request, { db }) => {
    const user = walletUser(request);
    const { file_type, file_size, file_name, type } = request.body;
    return successReply(
      await createUploadTarget(db, { userId: user.id, purpose: type, fileType: file_type, fileSizeKb: file_size, fileName: file_name }),
    );
  },

  autoUtr: async (request) => {
    const user = walletUser(request);
    const image = (request.body as { image?: unknown }).image;
    if (!Buffer.isBuffer(image) || image.length === 0) throw refusal(NO_IMAGE_FOR_UTR);
    const kind = sniffFileType(image);
    if (!kind || !RASTER_IMAGE_TYPES.includes(kind)) throw refusal(UNREADABLE_IMAGE);
    // Pixels from the header, before tesseract decodes anything (decisions 006, 032).
    const header = checkImageHeader(image, kind);
    if (header === 'corrupted') throw refusal(UNREADABLE_IMAGE);
    if (header === 'too-many-pixels') throw new HttpError(413, TOO_MANY_PIXELS, { error: TOO_MANY_PIXELS });
    let utr: string | null;
    try {
      utr = await sharedUtrReader().read(image, String(user.id));
    } catch (error) {
      throw ocrRefusal(error, UNREADABLE_IMAGE);
    }
    return successReply({ utr });
  },

  walletDeposit: async (request, { db, io }) => {
    const user = walletUser(request);
    const body = request.body;
    const row = await once(request, db, 'walletDeposit', user.id, async (tx) => {
      const amountPaise = depositAmountInRange(await loadWalletSettings(tx, user.siteId), body.amount);
      await refuseDeposit(tx, user.id, amountPaise, new Date());
      const account = await chosenAccount(tx, user.siteId, amountPaise, body.account_index, false);
      const proofs = body.transaction_image_url.split(',').map((url) => url.trim()).filter((url) => url !== '');
      if (!(await areOwnUploads(tx, user.id, 'payment_method', proofs))) throw refusal(PROOF_REQUIRED);
      const utr = checkedUtr(account, body.transaction_id);
      const multiplier = checkedMultiplier(account, body.multiplier_value);
      if (utr !== null) await refuseLiveUtr(tx, user.siteId, utr);
      const [created] = await tx.query<TransactionRow>(
        `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, account_index, amount_paise, utr,
                                   has_edited_utr, image_urls, multiplier_value, client_created_at, idempotency_key, created_at)
         VALUES ($1, $2, 'client_deposit', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
        [
          user.id, user.siteId, account.method_name, account.method_id, account.id, amountPaise, utr, body.has_edited_utr,
          proofs.join(','), multiplier, body.client_created_date, idempotencyKeyOf(request), new Date(),
        ],
      );
      return successReply(toTransactionReply(created!), DEPOSIT_REQUESTED);
    });
    emitNewRequest(io, user.id, row.data);
    return row;
  },

  paymentGateway: async (request, ctx) => {
    const { url } = await startGatewayPayment(request, ctx, 'redirect');
    return successReply({ url });
  },

  paymentGatewayIframeUrl: async (request, ctx) => successReply(await startGatewayPayment(request, ctx, 'embedded')),
};

/**
 * A payment-gateway deposit: the pending deposit and its gateway session, once per Idempotency-Key.
 * `redirect` sends the browser to the gateway and back to the site's Home; `embedded` frames the
 * gateway inside the product, which ends on the gateway's own finished page, and only
 * for an account the operator set to open inside the product.
 */
async function startGatewayPayment(
  request: HandlerRequest<'paymentGateway' | 'paymentGatewayIframeUrl'>,
  { db, io, paymentGateway: gateway }: HandlerContext,
  opening: 'redirect' | 'embedded',
): Promise<{ url: string; transaction_id: string }> {
  const user = walletUser(request);
  // No gateway configured (production without a provider): the method is not offered.
  if (!gateway) throw refusal(METHOD_NOT_AVAILABLE);
  const { amount, master_account_id } = request.query;
  const reply = await once(request, db, opening === 'embedded' ? 'paymentGatewayIframeUrl' : 'paymentGateway', user.id, async (tx) => {
    const amountPaise = depositAmountInRange(await loadWalletSettings(tx, user.siteId), amount);
    await refuseDeposit(tx, user.id, amountPaise, new Date());
    const account = await chosenAccount(tx, user.siteId, amountPaise, master_account_id, true);
    if (account.embedded !== (opening === 'embedded')) throw refusal(METHOD_NOT_AVAILABLE);
    const [created] = await tx.query<TransactionRow>(
      `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, account_index, amount_paise,
                                 idempotency_key, created_at)
       VALUES ($1, $2, 'client_deposit', $3, $4, $5, $6, $7, $8) RETURNING *`,
      [user.id, user.siteId, account.method_name, account.method_id, account.id, amountPaise, idempotencyKeyOf(request), new Date()],
    );
    const returnUrl = opening === 'embedded' ? serverUrl(request.headers, GATEWAY_FINISHED_PATH) : returnUrlFor(request.headers, request.site.domain);
    const token = await createGatewayPayment(tx, created!.id, returnUrl);
    const url = checkoutUrlFor(gateway, { token, amountPaise, returnUrl, headers: request.headers });
    return { reply: { url, transaction_id: String(created!.id) }, row: toTransactionReply(created!) };
  });
  emitNewRequest(io, user.id, reply.row);
  return reply.reply;
}

/** A new request only refreshes the user's other open screens (history), silently. */
function emitNewRequest(io: SocketServer, userId: number, transaction: Transaction): void {
  const row = { id: Number(transaction.transaction_id), user_id: userId, type: transaction.type, status: transaction.status };
  emitTransactionNotice(io, { ...row, amount_paise: rupeesToPaise(transaction.amount) }, NOTIFY_SILENT);
}
