/**
 * The Add account modal (spec §5 "Add account"): payment method (only bank when the site is
 * bank-only), the fields of that kind with every message of §5, a UPI QR image checked by its
 * bytes and uploaded (`uploadQr`), and the withdraw password; `addAccount` saves it. Ends `saved`
 * (output `{ saved: true }`) or `cancelled`; the withdraw actor then reloads the account list.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { cleanSecret } from '../shared/input-cleaning.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import {
  cleanAccountNumberInput,
  cleanIfscInput,
  CRYPTO_TYPE,
  validateAddAccount,
  type AccountKind,
  type AddAccountErrors,
  type AddAccountField,
  type AddAccountForm,
} from './account-rules.ts';

/** A bank of the wallet config's bank_list. */
export interface BankOption {
  id: number;
  bank_name: string;
}

/** A payment method of the wallet config (method_type bank, upi or wallet…). */
export interface MethodOption {
  id: number;
  method_name: string;
  method_type: string;
}

export interface AddAccountInput {
  banks: readonly BankOption[];
  methods: readonly MethodOption[];
  isBankOnly: boolean;
}

/** The add account call's body (contract AddAccountBody). */
export type AddAccountRequest =
  | {
      payment_method: 'bank';
      method_id: number;
      account_holder_name: string;
      account_number: string;
      ifsc_code: string;
      transaction_password: string;
    }
  | { payment_method: 'upi'; method_id: number; upi_id?: string; qr_code?: string; transaction_password: string }
  | { payment_method: 'wallet'; method_id: number; crypto_wallet_id: string; crypto_type: typeof CRYPTO_TYPE; transaction_password: string };

/** A picked QR image; src/app passes the browser's File and reads its bytes. */
export interface QrFile {
  name: string;
  size: number;
}

/** The fields typed into (the kind and the QR code have their own events). */
export type TypedField = Exclude<AddAccountField, 'kind' | 'qrCode'>;

export type AddAccountEvent =
  | { type: 'account.kindChosen'; kind: AccountKind }
  | { type: 'account.fieldChanged'; field: TypedField; value: string }
  | { type: 'qr.selected'; file: QrFile }
  | { type: 'account.submit' }
  | { type: 'account.cancel' };

export type AddAccountEmitted = { type: 'notice.success'; message: Message } | { type: 'notice.error'; message: Message };

export interface AddAccountContext extends AddAccountInput {
  form: AddAccountForm;
  errors: AddAccountErrors;
  qrError: Message | null;
  saved: boolean;
}

const ALL_KINDS: readonly AccountKind[] = ['bank', 'upi', 'wallet'];

/** The kinds this site offers: bank only when it says so, else bank and the methods it lists. */
export const availableKinds = ({ isBankOnly, methods }: Pick<AddAccountInput, 'isBankOnly' | 'methods'>): AccountKind[] =>
  isBankOnly ? ['bank'] : ALL_KINDS.filter((kind) => kind === 'bank' || methods.some((method) => method.method_type === kind));

const emptyForm = (kind: AccountKind | undefined): AddAccountForm => ({
  kind,
  bankId: undefined,
  holderName: '',
  accountNumber: '',
  ifsc: '',
  upiId: '',
  qrCode: '',
  walletId: '',
  withdrawPassword: '',
});

const CLEANERS: Partial<Record<TypedField, (value: string) => string>> = {
  accountNumber: cleanAccountNumberInput,
  ifsc: cleanIfscInput,
  upiId: (value) => value.trim(),
  walletId: (value) => value.trim(),
  withdrawPassword: cleanSecret,
};

const withoutError = (errors: AddAccountErrors, field: AddAccountField): AddAccountErrors => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

const methodIdOf = (context: AddAccountContext, kind: AccountKind): number =>
  context.methods.find((method) => method.method_type === kind)?.id ?? 0;

/** The body of the add account call; only reached once the form is valid. */
export function addAccountRequestOf(context: AddAccountContext): AddAccountRequest {
  const { form } = context;
  const transaction_password = form.withdrawPassword;
  switch (form.kind) {
    case 'upi':
      return {
        payment_method: 'upi',
        method_id: methodIdOf(context, 'upi'),
        ...(form.upiId !== '' && { upi_id: form.upiId }),
        ...(form.qrCode !== '' && { qr_code: form.qrCode }),
        transaction_password,
      };
    case 'wallet':
      return {
        payment_method: 'wallet',
        method_id: methodIdOf(context, 'wallet'),
        crypto_wallet_id: form.walletId,
        crypto_type: CRYPTO_TYPE,
        transaction_password,
      };
    default:
      return {
        payment_method: 'bank',
        method_id: Number(form.bankId),
        account_holder_name: form.holderName.trim(),
        account_number: form.accountNumber,
        ifsc_code: form.ifsc,
        transaction_password,
      };
  }
}

export const addAccountMachine = setup({
  types: {
    context: {} as AddAccountContext,
    events: {} as AddAccountEvent,
    emitted: {} as AddAccountEmitted,
    input: {} as AddAccountInput,
    output: {} as { saved: boolean },
    tags: {} as 'submitting' | 'uploading',
    children: {} as { uploadQr: 'uploadQr'; addAccount: 'addAccount' },
  },
  actors: {
    /** Checks the file's bytes (JPEG/PNG/WEBP, ≤ 5 MB), uploads it; resolves with its file_url, rejects with the Message to show. */
    uploadQr: fromPromise<string, { file: QrFile }>(notProvided('uploadQr')),
    /** Resolves with the server's message. */
    addAccount: fromPromise<Message, AddAccountRequest>(notProvided('addAccount')),
  },
  guards: {
    kindOffered: ({ context, event }) => event.type === 'account.kindChosen' && availableKinds(context).includes(event.kind),
    formValid: ({ context }) => Object.keys(validateAddAccount(context.form)).length === 0,
  },
  actions: {
    storeKind: assign(({ event }) => (event.type === 'account.kindChosen' ? { form: emptyForm(event.kind), errors: {}, qrError: null } : {})),
    storeField: assign(({ context, event }) => {
      if (event.type !== 'account.fieldChanged') return {};
      const clean = CLEANERS[event.field] ?? ((value: string) => value);
      return { form: { ...context.form, [event.field]: clean(event.value) }, errors: withoutError(context.errors, event.field) };
    }),
    startQr: assign(({ context }) => ({ qrError: null, errors: withoutError(context.errors, 'upiId') })),
    storeQr: assign(({ context }, params: { url: string }) => ({ form: { ...context.form, qrCode: params.url } })),
    rejectQr: assign(({ context }, params: { error: unknown }) => ({
      form: { ...context.form, qrCode: '' },
      qrError: errorToMessage(params.error),
    })),
    showErrors: assign({ errors: ({ context }) => validateAddAccount(context.form) }),
    announceSuccess: emit((_, params: { message: Message }) => ({ type: 'notice.success' as const, message: params.message })),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
  },
}).createMachine({
  id: 'addAccount',
  context: ({ input }) => ({
    ...input,
    // With one kind only (bank-only sites), it is chosen already.
    form: emptyForm(availableKinds(input).length === 1 ? 'bank' : undefined),
    errors: {},
    qrError: null,
    saved: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'account.cancel': 'cancelled',
        'account.kindChosen': { guard: 'kindOffered', actions: 'storeKind' },
        'account.fieldChanged': { actions: 'storeField' },
        'qr.selected': { target: 'uploadingQr', actions: 'startQr' },
        'account.submit': [{ guard: 'formValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    uploadingQr: {
      tags: 'uploading',
      on: { 'account.fieldChanged': { actions: 'storeField' }, 'account.cancel': 'cancelled' },
      invoke: {
        id: 'uploadQr',
        src: 'uploadQr',
        input: ({ event }) => ({ file: (event as Extract<AddAccountEvent, { type: 'qr.selected' }>).file }),
        onDone: { target: 'editing', actions: { type: 'storeQr', params: ({ event }) => ({ url: event.output }) } },
        onError: { target: 'editing', actions: { type: 'rejectQr', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      tags: 'submitting',
      description: 'A second click has no transition here, so one account is sent.',
      invoke: {
        id: 'addAccount',
        src: 'addAccount',
        input: ({ context }) => addAccountRequestOf(context),
        onDone: {
          target: 'saved',
          actions: [assign({ saved: true }), { type: 'announceSuccess', params: ({ event }) => ({ message: event.output }) }],
        },
        onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
});

