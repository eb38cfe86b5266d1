/**
 * The real actors of the withdraw screen and the transaction history (machines/wallet/
 * withdraw.machine.ts, add-account, withdraw-password, history), each through src/api. Those
 * actors live only while their screen is open, so these are handed to the views
 * (AppSystem.walletActors), which compose them with the machines (src/features/wallet/…/
 * *-logic.ts). Nothing here imports a machine's code, so none is in Home's first load.
 *
 * The long-lived actors they listen to (the session's funds, the realtime actor's transaction
 * changes) are found in the root actor's system. The withdraw-password OTP's deadline is kept in
 * the persisted client state (`otpDeadline`), so a reload neither restarts its countdown nor sends
 * another OTP; logout clears it with the rest of the wallet slice.
 */
import { fromCallback, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate';
import { isOtpExpiredError } from '../../../machines/shared/error-message.ts';
import type { PersistedState } from '../../../machines/persistence/persisted-state.ts';
import type { SessionContext } from '../../../machines/session/session.machine.ts';
import type { OtpRequest } from '../../../machines/otp/otp.machine.ts';
import { OTP_VALIDITY_MS } from '../../../machines/shared/constants.ts';
import { messageId, serverText, type Message } from '../../../machines/shared/message.ts';
import type { AddAccountRequest, QrFile } from '../../../machines/wallet/add-account.machine.ts';
import type { CancelInput, HistoryEvent, HistoryRequest, HistoryRow } from '../../../machines/wallet/history.machine.ts';
import { walletMessage } from '../../../machines/wallet/message-ids.ts';
import { contentTypeOf, sniffFileType } from '../../../machines/shared/file-bytes.ts';
import { checkUpload, fileSizeInKb, uploadFileName } from '../../../machines/wallet/upload-rules.ts';
import type { ChangeWithdrawPasswordInput, ResetWithdrawPasswordInput } from '../../../machines/wallet/withdraw-password.machine.ts';
import type { AccountList, WithdrawAccess, WithdrawConfig, WithdrawEvent, WithdrawSubmission } from '../../../machines/wallet/withdraw.machine.ts';
import type { Api } from '../../api/call.ts';
import { ApiError } from '../../api/errors.ts';
import type { Transaction, WalletConfig, WithdrawAccount as WithdrawAccountReply } from '../../api/replies.ts';
import type { components } from '../../../api-spec/schema.gen.ts';

/** The root actor's system, where the session and realtime actors live. */
export interface RootSystem {
  get(systemId: string): AnyActorRef | undefined;
}

/** Where the deadline of the withdraw-password OTP sent last is kept (epoch ms; null: none). */
export interface OtpDeadlineStore {
  load(): number | null;
  save(expiresAt: number | null): Promise<void>;
}

export interface WithdrawWiring {
  api: Api;
  system: RootSystem;
  otpDeadline: OtpDeadlineStore;
}

/** The OTP deadline in the persisted client state's wallet slice (src/runtime/system.ts keeps that state). */
export const persistedOtpDeadline = (
  current: () => PersistedState,
  remember: (change: (state: PersistedState) => PersistedState) => Promise<void>,
): OtpDeadlineStore => ({
  load: () => current().wallet.withdrawOtpExpiresAt,
  save: (expiresAt) => remember((state) => ({ ...state, wallet: { ...state.wallet, withdrawOtpExpiresAt: expiresAt } })),
});

type UploadMimeType = components['schemas']['UploadMimeType'];

const SESSION = 'session';
const REALTIME = 'realtime';

const messageOf = (text: string | undefined): Message | null => (text ? serverText(text) : null);

/** The withdraw screen's view of the wallet config. */
export const withdrawConfigOf = (config: WalletConfig): WithdrawConfig => ({
  withdrawalRange: config.withdrawal_range,
  banks: config.bank_list.map((bank) => ({ id: Number(bank.id), bank_name: bank.bank_name })),
  methods: config.payment_method.map((method) => ({ id: Number(method.id), method_name: method.method_name, method_type: method.method_type })),
  isBankOnly: config.is_bank_only,
});

const accountOf = (account: WithdrawAccountReply) => ({
  client_account_id: Number(account.client_account_id),
  method_name: account.method_name,
  payment_method: account.payment_method,
  account_number: account.account_number,
  ifsc_code: account.ifsc_code,
  upi_id: account.upi_id,
  crypto_wallet_id: account.crypto_wallet_id,
  account_holder_name: account.account_holder_name,
  bank_name: account.bank_name,
  qr_code: account.qr_code,
});

/** A history row as the history machine reads it: links joined back into the spec's list. */
export const historyRowOf = (transaction: Transaction): HistoryRow => ({
  transaction_id: transaction.transaction_id,
  type: transaction.type,
  payment_method: transaction.payment_method,
  amount: transaction.amount,
  approved_amount: transaction.approved_amount,
  status: transaction.status,
  created_at: transaction.created_at ?? '',
  action_at: transaction.action_at,
  hold_at: transaction.hold_at,
  remark: transaction.remark ?? '',
  transaction_image_url: transaction.transaction_image_url.join(','),
});

/**
 * Spec §7: the accounts load is retried "when the reply has no error object": a failure without
 * a server error body (no response, a malformed reply, a body without `error`).
 */
const withRetryMark = (error: unknown): unknown => {
  const body = error instanceof ApiError ? error.body : undefined;
  const hasErrorObject = typeof body === 'object' && body !== null && 'error' in body;
  return error instanceof ApiError && error.kind !== 'aborted' && !error.silent && !hasErrorObject
    ? Object.assign(error, { retryable: true })
    : error;
};

/** Checks the QR image's bytes (spec §5: JPG, JPEG, PNG, WEBP, ≤ 5242880 bytes), then uploads it. */
async function uploadQrImage(api: Api, picked: QrFile): Promise<string> {
  if (!(picked instanceof File)) throw new Error('The QR code is not a browser file');
  const bytes = new Uint8Array(await picked.arrayBuffer());
  const problem = checkUpload('qr-code', bytes, picked.name);
  const type = sniffFileType(bytes);
  if (problem || !type) throw walletMessage('wallet.upload.invalidQrImage');
  const target = await api
    .call('uploadUrlRequest', {
      body: {
        file_type: contentTypeOf(type) as UploadMimeType,
        file_size: fileSizeInKb(picked.size),
        file_name: uploadFileName(picked.name, type),
        type: 'qr-code',
      },
    })
    .catch(() => {
      throw walletMessage('wallet.upload.urlFailed');
    });
  const stored = await fetch(target.data.url, {
    method: 'PUT',
    body: picked,
    headers: { 'Content-Type': contentTypeOf(type), 'x-amz-acl': 'public-read' },
  }).catch(() => undefined);
  if (!stored?.ok) throw walletMessage('wallet.upload.failed');
  return target.data.file_url;
}

type SessionSnapshot = { context: SessionContext };

export function walletScreenActors({ api, system, otpDeadline }: WithdrawWiring) {
  // The deadline is the client's own 300 s from the send (the otp machine counts the same way),
  // so a skewed server clock cannot shorten or stretch it.
  const sendOtpToMobile = async () => {
    await api.call('sendOtpToMobile');
    await otpDeadline.save(Date.now() + OTP_VALIDITY_MS);
  };
  return {
    withdraw: {
      fundsWatch: fromCallback<WithdrawEvent>(({ sendBack }) => {
        const session = system.get(SESSION);
        if (!session) return;
        const report = ({ context }: SessionSnapshot) => sendBack({ type: 'funds.changed', funds: context.funds });
        report(session.getSnapshot() as SessionSnapshot);
        const subscription = session.subscribe((snapshot: SessionSnapshot) => report(snapshot));
        return () => subscription.unsubscribe();
      }),
      // The session's own user: a demo user is turned away before any wallet call.
      checkAccess: fromPromise<WithdrawAccess, void>(async () => ({
        isDemo: (system.get(SESSION)?.getSnapshot() as SessionSnapshot | undefined)?.context.user?.isDemo === true,
      })),
      loadWalletConfig: fromPromise<WithdrawConfig, void>(async () => withdrawConfigOf((await api.call('walletConfig')).data)),
      loadAccounts: fromPromise<AccountList, void>(async () => {
        try {
          const { data } = await api.call('accountDetails');
          return { accounts: data.account_list.map(accountOf), isBankOnly: data.is_bank_only };
        } catch (error) {
          throw withRetryMark(error);
        }
      }),
      deleteAccount: fromPromise<Message, { accountId: number }>(async ({ input }) => {
        const reply = await api.call('deleteAccount', { params: { accountId: input.accountId } });
        return serverText(reply.message);
      }),
      submitWithdraw: fromPromise<Message | null, WithdrawSubmission>(async ({ input }) => {
        const reply = await api.call('withdrawRequest', { body: input.request, idempotencyKey: input.idempotencyKey });
        return messageOf(reply.message);
      }),
    },
    addAccount: {
      uploadQr: fromPromise<string, { file: QrFile }>(({ input }) => uploadQrImage(api, input.file)),
      addAccount: fromPromise<Message, AddAccountRequest>(async ({ input }) => {
        const reply = await api.call('addAccount', { body: input });
        return messageOf(reply.message) ?? messageId('wallet.account.added');
      }),
    },
    withdrawPassword: {
      checkWithdrawalPassword: fromPromise<boolean, void>(async () => (await api.call('checkWithdrawalPassword')).data.is_set),
      storedOtpDeadline: fromPromise<number | null, void>(async () => otpDeadline.load()),
      sendOtpToMobile: fromPromise<void, void>(sendOtpToMobile),
      /** The otp child's resend: the same call (the OTP goes to the user's own mobile). */
      sendOtp: fromPromise<void, OtpRequest>(sendOtpToMobile),
      resetWithdrawalPassword: fromPromise<Message, ResetWithdrawPasswordInput>(async ({ input }) => {
        try {
          const reply = await api.call('resetWithdrawalPassword', { body: input });
          // The OTP is used up: nothing is left to count down to.
          await otpDeadline.save(null);
          return serverText(reply.message);
        } catch (error) {
          // An OTP the server calls expired must not come back with time left after a reload.
          if (isOtpExpiredError(error)) await otpDeadline.save(null);
          throw error;
        }
      }),
      updateTransactionPassword: fromPromise<Message, ChangeWithdrawPasswordInput>(async ({ input }) => {
        const reply = await api.call('updateTransactionPassword', {
          body: { oldPassword: input.oldPassword, password: input.password, confirmPassword: input.password },
        });
        return serverText(reply.message);
      }),
    },
    withdrawId: {
      loadWithdrawId: fromPromise<string, void>(async () => (await api.call('walletWithdrawId')).data.withdraw_id),
    },
    history: {
      loadHistory: fromPromise<HistoryRow[], HistoryRequest>(async ({ input }) => {
        const { data } = await api.call('walletHistory', { query: input });
        return data.map(historyRowOf);
      }),
      cancelRequest: fromPromise<Message, CancelInput>(async ({ input }) => {
        const reply = await api.call('cancelRequest', {
          params: { transactionId: input.transactionId },
          idempotencyKey: input.idempotencyKey,
        });
        return serverText(reply.message);
      }),
      transactionUpdates: fromCallback<HistoryEvent>(({ sendBack }) => {
        const realtime = system.get(REALTIME);
        if (!realtime) return;
        const subscription = realtime.on('realtime.transactionChanged', (_event: AnyEventObject) => sendBack({ type: 'history.changed' }));
        return () => subscription.unsubscribe();
      }),
    },
  };
}

/** What the wallet screens are given to run their actors with. */
export type WalletScreenActors = ReturnType<typeof walletScreenActors>;
