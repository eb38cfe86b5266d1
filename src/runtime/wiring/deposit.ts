/**
 * The deposit actor's real actors and actions (machines/wallet/deposit.machine.ts): wallet config,
 * payment methods, the proof's checks and upload, on-device OCR and the server's auto UTR, the
 * deposit and payment-gateway calls with their Idempotency-Key, the redirect, and the progress kept
 * in storage so a reload mid-submit resumes the same submission.
 */
import { fromCallback, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate';
import { z } from 'zod/mini';
import { SYSTEM_IDS } from '../../../machines/app.machine.ts';
import type { SessionContext } from '../../../machines/session/session.machine.ts';
import { serverText, type Message } from '../../../machines/shared/message.ts';
import {
  depositMachine,
  progressOf,
  type DepositConfig,
  type DepositContext,
  type DepositProgress,
  type DepositRequest,
  type DepositEvent,
  type DepositStart,
  type GatewayFrame,
  type GatewayRequest,
  type InspectedProof,
  type PaymentMethodsResult,
  type ProofFile,
  type Submission,
} from '../../../machines/wallet/deposit.machine.ts';
import { gatewayOutcomeOf, type GatewayOutcome } from '../../../machines/wallet/deposit-rules.ts';
import { contentTypeOf, readImageDimensions, sniffFileType, type SniffedFileType } from '../../../machines/shared/file-bytes.ts';
import { editStakeLogic } from './edit-stake.ts';
import { defaultHistoryWindow, historyQuery } from '../../../machines/wallet/history-rules.ts';
import { walletMessage } from '../../../machines/wallet/message-ids.ts';
import { checkUpload, fileSizeInKb, undecodableFileMessage, uploadFileName } from '../../../machines/wallet/upload-rules.ts';
import type { Api } from '../../api/call.ts';
import { ApiError } from '../../api/errors.ts';
import type { WalletConfig } from '../../api/replies.ts';
import type { components } from '../../../api-spec/schema.gen.ts';
import type { BrowserUtrReader } from '../../ocr/recognize-utr.ts';
import { createPersistedStore, createStorage, type PersistedStore } from '../persistence.ts';
import { DEPOSIT_PROGRESS_KEY } from './deposit-progress.ts';

/** What this wiring needs of the app (a subset of system.ts' AppWiring). */
export interface DepositWiring {
  api: Api;
}

type UploadMimeType = components['schemas']['UploadMimeType'];

const DEPOSIT_PROGRESS_VERSION = 1;

const depositRequestSchema = z.object({
  amount: z.number(),
  transaction_id: z.string(),
  transaction_image_url: z.string(),
  account_index: z.number(),
  client_created_date: z.string(),
  has_edited_utr: z.boolean(),
  type: z.literal('client_deposit'),
  multiplier_value: z.number(),
});

/** Only a deposit can be resumed: a gateway submission ends with the browser leaving the site. */
const storedProgressSchema = z.object({
  version: z.literal(DEPOSIT_PROGRESS_VERSION),
  /** Whose progress it is: another user signing in on this browser never resumes it. */
  userId: z.string(),
  amount: z.nullable(z.number()),
  submission: z.nullable(
    z.object({ kind: z.literal('deposit'), idempotencyKey: z.string().check(z.minLength(1)), request: depositRequestSchema }),
  ),
});
type StoredProgress = z.infer<typeof storedProgressSchema>;

/** The browser's File behind the machine's ProofFile. */
function blobOf(file: ProofFile): File {
  if (!(file instanceof File)) throw new Error('The proof is not a browser file');
  return file;
}

const bytesOf = async (file: ProofFile): Promise<Uint8Array> => new Uint8Array(await blobOf(file).arrayBuffer());

/** The spec's depositing rules and videos, by language, as the machine reads them. */
export { editStakeLogic } from './edit-stake.ts';

export function depositConfigOf(config: WalletConfig): DepositConfig {
  const rules = Object.fromEntries(
    Object.entries(config.rules.deposit).map(([language, items]) => [language, items.map((item) => item.description)]),
  );
  return { depositRange: config.deposit_range, stakeButtons: config.stake_button, rules, videos: config.deposit_video };
}

/** The part of the actor system this wiring reads: the session's user and the site's bonus data. */
interface SystemLookup {
  get(systemId: string): { getSnapshot(): unknown } | undefined;
}

const userOf = (system: SystemLookup): SessionContext['user'] =>
  (system.get(SYSTEM_IDS.session)?.getSnapshot() as { context: SessionContext } | undefined)?.context.user ?? null;

const bonusDataOf = (system: SystemLookup): unknown =>
  (system.get(SYSTEM_IDS.site)?.getSnapshot() as { context: { settings: { bonus_data?: unknown } | null } } | undefined)?.context
    .settings?.bonus_data ?? null;

/** A wallet call's own refusal is shown as the server said it; anything else as `fallback`. */
function serverRefusalOr(error: unknown, fallback: Message): Message {
  return error instanceof ApiError && error.kind === 'http' && error.message !== '' ? serverText(error.message) : fallback;
}

/** The deposit actor's logic with its real implementations (spawned by the root, src/runtime/system.ts). */
export const depositLogic = (wiring: DepositWiring) => depositMachine.provide(depositImplementations(wiring));

export function depositImplementations({ api }: DepositWiring) {
  let progressStore: Promise<PersistedStore<StoredProgress>> | undefined;
  const store = () => {
    progressStore ??= createStorage().then((storage) =>
      createPersistedStore({ storage, key: DEPOSIT_PROGRESS_KEY, parse: (stored) => storedProgressSchema.parse(stored) }),
    );
    return progressStore;
  };
  // The last save of the progress. A deposit is sent only once it has landed (write-ahead): a reload
  // right after the server committed must find the Idempotency-Key to resume with, not the form.
  let progressSaved: Promise<void> = Promise.resolve();

  // One OCR worker for the page's life; its code and data load only when a deposit needs them.
  let utrReader: Promise<BrowserUtrReader> | undefined;
  const reader = () => {
    utrReader ??= import('../../ocr/recognize-utr.ts').then(({ createUtrReader }) => createUtrReader());
    return utrReader;
  };

  const sniffedTypeOf = (bytes: Uint8Array): SniffedFileType => {
    const type = sniffFileType(bytes);
    if (!type) throw walletMessage('wallet.upload.invalidType');
    return type;
  };

  return {
    actors: {
      prepareDeposit: fromPromise<DepositStart, void>(async ({ system }) => {
        const user = userOf(system);
        const stored = await store()
          .then((progress) => progress.load())
          .catch(() => null);
        const own = stored !== null && stored.userId === user?.userid ? stored : null;
        return { isDemo: user?.isDemo === true, amount: own?.amount ?? null, pendingSubmission: own?.submission ?? null };
      }),
      loadWalletConfig: fromPromise<DepositConfig, void>(async () => depositConfigOf((await api.call('walletConfig')).data)),
      loadPaymentMethods: fromPromise<PaymentMethodsResult, { amount: number }>(async ({ input, system }) => {
        // The payment method screen is where a proof is read: warm the OCR up meanwhile.
        void reader().then((ready) => ready.prefetch());
        const { data } = await api.call('parentPaymentMethods', { query: { amount: input.amount } });
        const entries = data.map(({ created_at: _createdAt, ...entry }) => entry);
        return { entries, bonusData: bonusDataOf(system) };
      }),
      editStake: editStakeLogic(api),
      inspectProof: fromPromise<InspectedProof, { file: ProofFile }>(async ({ input }) => {
        const file = blobOf(input.file);
        const bytes = await bytesOf(input.file);
        // The name counts too: a text file named receipt.png is refused (decision 032).
        const problem = checkUpload('payment_method', bytes, file.name);
        if (problem) throw problem;
        const type = sniffedTypeOf(bytes);
        const raster = readImageDimensions(bytes, type) !== undefined;
        // A proof is shown to the operator and read for the UTR: it must decode as an image.
        if (raster) await assertDecodable(file);
        else if (type === 'svg') await assertSvgDecodable(file);
        return { readable: raster };
      }),
      uploadProof: fromPromise<string, { file: ProofFile }>(async ({ input }) => {
        const file = blobOf(input.file);
        const type = sniffedTypeOf(await bytesOf(file));
        const target = await api
          .call('uploadUrlRequest', {
            body: {
              file_type: contentTypeOf(type) as UploadMimeType,
              file_size: fileSizeInKb(file.size),
              file_name: uploadFileName(file.name, type),
              type: 'payment_method',
            },
          })
          .catch(() => {
            throw walletMessage('wallet.upload.urlFailed');
          });
        const stored = await fetch(target.data.url, {
          method: 'PUT',
          body: file,
          headers: { 'Content-Type': contentTypeOf(type), 'x-amz-acl': 'public-read' },
        }).catch(() => undefined);
        if (!stored?.ok) throw walletMessage('wallet.upload.failed');
        return target.data.file_url;
      }),
      readUtrOnDevice: fromPromise<string | null, { file: ProofFile }>(async ({ input }) => {
        const reading = await (await reader()).read(blobOf(input.file));
        return reading.utr ?? null;
      }),
      fetchAutoUtr: fromPromise<string | null, { file: ProofFile }>(async ({ input }) => {
        const formData = new FormData();
        formData.append('image', blobOf(input.file));
        try {
          return (await api.call('autoUtr', { formData })).data.utr;
        } catch (error) {
          throw serverRefusalOr(error, walletMessage('wallet.utr.fetchFailed'));
        }
      }),
      submitDeposit: fromPromise<Message | null, { idempotencyKey: string; request: DepositRequest }>(async ({ input }) => {
        await progressSaved;
        const reply = await api.call('walletDeposit', { body: input.request, idempotencyKey: input.idempotencyKey });
        return reply.message ? serverText(reply.message) : null;
      }),
      openPaymentGateway: fromPromise<string, { idempotencyKey: string; request: GatewayRequest }>(async ({ input }) => {
        const reply = await api.call('paymentGateway', { query: input.request, idempotencyKey: input.idempotencyKey });
        return reply.data.url;
      }),
      openEmbeddedGateway: fromPromise<GatewayFrame, { idempotencyKey: string; request: GatewayRequest }>(async ({ input }) => {
        const reply = await api.call('paymentGatewayIframeUrl', { query: input.request, idempotencyKey: input.idempotencyKey });
        return { url: reply.data.url, transactionId: reply.data.transaction_id };
      }),
      /** The framed payment's deposit, found in the history (the outcome is the server's, never the frame's). */
      checkGatewayPayment: fromPromise<GatewayOutcome, { transactionId: string }>(async ({ input }) => {
        const { data } = await api.call('walletHistory', { query: historyQuery(defaultHistoryWindow(new Date())) });
        return gatewayOutcomeOf(data.find((row) => row.transaction_id === input.transactionId)?.status);
      }),
      /** The user's transaction notices from the socket, so a settled payment is seen at once. */
      gatewayUpdates: fromCallback<DepositEvent>(({ sendBack, system }) => {
        const realtime = (system as SystemLookup).get(SYSTEM_IDS.realtime) as AnyActorRef | undefined;
        const subscription = realtime?.on('realtime.transactionChanged', (_event: AnyEventObject) => sendBack({ type: 'gateway.changed' }));
        return () => subscription?.unsubscribe();
      }),
    },
    actions: {
      redirectBrowser: (_: unknown, params: { url: string }) => location.assign(params.url),
      rememberProgress: ({ context, system }: { context: DepositContext; system: SystemLookup }) => {
        const userId = userOf(system)?.userid;
        if (!userId) return;
        progressSaved = store()
          .then((progress) => progress.save(storedProgressOf(userId, progressOf(context))))
          .catch(() => undefined); // best effort: a full or blocked store must not break the deposit
      },
    },
  };
}

function storedProgressOf(userId: string, { amount, submission }: DepositProgress): StoredProgress {
  return { version: DEPOSIT_PROGRESS_VERSION, userId, amount, submission: isDeposit(submission) ? submission : null };
}

const isDeposit = (submission: Submission | null): submission is Extract<Submission, { kind: 'deposit' }> =>
  submission?.kind === 'deposit';

/** An SVG proof is drawn by the browser as an image would be (createImageBitmap does not take SVG). */
async function assertSvgDecodable(image: Blob): Promise<void> {
  const url = URL.createObjectURL(image);
  try {
    const element = new Image();
    element.src = url;
    await element.decode();
  } catch {
    throw undecodableFileMessage();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Decodes the image for real before it is uploaded (decision 006): a broken inside is refused here. */
async function assertDecodable(image: Blob): Promise<void> {
  try {
    const bitmap = await createImageBitmap(image);
    bitmap.close();
  } catch {
    throw undecodableFileMessage();
  }
}
