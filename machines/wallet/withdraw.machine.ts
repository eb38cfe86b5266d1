/**
 * The withdraw actor (spec §2 "Withdraw screen", §4 "Withdraw flow", §5 "Withdraw"; design §3): one
 * per visit of /wallet-withdraw.
 *
 * - First who is asking (`checkAccess`): a demo user is told 'Wallet access is restricted for demo
 *   users' and sent Home before any wallet call, as the deposit does (spec §6).
 * - Wallet config (withdrawal range, banks, methods), then the saved accounts; the accounts load
 *   is tried again up to MAX_ACCOUNT_LOAD_RETRIES times when it failed without an error object
 *   (`retryable` on the rejection, set by src/app).
 * - Accounts: select one, delete one after a confirmation, add one (child `addAccount`); a change
 *   reloads the list. The withdraw password lives in the child `withdrawPassword`.
 * - Amount: cleaned and clamped to the range's max; its inline error shows once typed. Submit
 *   checks account and amount against the latest funds (`fundsWatch` reports the session's
 *   balance), then sends the request with an Idempotency-Key created at that confirmation and
 *   reused by a retry of the same request; success → a success banner and Home
 *   (`withdraw.navigate`).
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Message } from '../shared/message.ts';
import { addAccountMachine, type BankOption, type MethodOption } from './add-account.machine.ts';
import { cleanAmountInput, parseAmount, type AmountRange, type ConfiguredRange } from './deposit-rules.ts';
import { messageId } from '../shared/message.ts';
import { walletMessage } from './message-ids.ts';
import { withdrawPasswordMachine } from './withdraw-password.machine.ts';
import {
  availableToWithdraw,
  resolveWithdrawalRange,
  validateWithdrawAmount,
  validateWithdrawSubmission,
  type WalletFunds,
} from './withdraw-rules.ts';

/** Spec §7: "Some account and payment-method fetches retry up to 3 times when the reply has no error object". */
export const MAX_ACCOUNT_LOAD_RETRIES = 3;

/** The wallet config as the withdraw screen reads it (src/app adapts the walletConfig reply). */
export interface WithdrawConfig {
  withdrawalRange: ConfiguredRange;
  banks: BankOption[];
  methods: MethodOption[];
  isBankOnly: boolean;
}

/** A saved withdraw account (spec §3). */
export interface WithdrawAccount {
  client_account_id: number;
  method_name: string;
  payment_method: string;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  account_holder_name: string | null;
  bank_name: string | null;
  qr_code: string | null;
}

export interface AccountList {
  accounts: WithdrawAccount[];
  isBankOnly: boolean;
}

/** The withdraw request's body (contract `withdrawRequest`). */
export interface WithdrawRequest {
  amount: number;
  client_account_index: number;
  type: 'client_withdrawal';
}

/** Who opened the screen, as the session knows it (src/app reads it). */
export interface WithdrawAccess {
  isDemo: boolean;
}

export interface WithdrawSubmission {
  idempotencyKey: string;
  request: WithdrawRequest;
}

export type WithdrawEvent =
  | { type: 'funds.changed'; funds: WalletFunds }
  | { type: 'config.retry' }
  | { type: 'account.selected'; accountId: number }
  | { type: 'account.delete'; accountId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'account.add' }
  | { type: 'amount.changed'; text: string }
  | { type: 'withdraw.submit' };

export type WithdrawEmitted =
  | { type: 'withdraw.navigate'; to: 'home' }
  | { type: 'notice.success'; message: Message }
  | { type: 'notice.error'; message: Message };

export interface WithdrawContext {
  range: AmountRange;
  banks: BankOption[];
  methods: MethodOption[];
  isBankOnly: boolean;
  accounts: WithdrawAccount[];
  accountLoadRetries: number;
  selectedAccountId: number | null;
  /** The account the delete confirmation is about. */
  deletingAccountId: number | null;
  amountText: string;
  amountTouched: boolean;
  funds: WalletFunds;
  submission: WithdrawSubmission | null;
}

/** The success banner when the server's reply carries no text (designed). */
const WITHDRAW_SUBMITTED = messageId('wallet.withdraw.submitted');

export const amountOf = (context: Pick<WithdrawContext, 'amountText'>): number | undefined => parseAmount(context.amountText);

const selectedIndexOf = (context: WithdrawContext): number | undefined => {
  const index = context.accounts.findIndex((account) => account.client_account_id === context.selectedAccountId);
  return index === -1 ? undefined : index;
};

/** The first reason the form cannot be sent, with the latest funds. */
export const submitErrorOf = (context: WithdrawContext): Message | undefined =>
  validateWithdrawSubmission(
    { amount: amountOf(context), accountCount: context.accounts.length, selectedAccountIndex: selectedIndexOf(context) },
    context.range,
    context.funds,
  );

/** The amount field's inline error, once the user typed. */
export const amountErrorOf = (context: WithdrawContext): Message | undefined =>
  context.amountTouched ? validateWithdrawAmount(amountOf(context), context.range, availableToWithdraw(context.funds), 'field') : undefined;

const isRetryable = (error: unknown): boolean => (error as { retryable?: unknown } | null)?.retryable === true;

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    emitted: {} as WithdrawEmitted,
    tags: {} as 'submitting' | 'loading',
    children: {} as {
      fundsWatch: 'fundsWatch';
      checkAccess: 'checkAccess';
      loadConfig: 'loadWalletConfig';
      loadAccounts: 'loadAccounts';
      reloadAccounts: 'loadAccounts';
      deleteAccount: 'deleteAccount';
      addAccount: 'addAccountForm';
      withdrawPassword: 'withdrawPassword';
      submitWithdraw: 'submitWithdraw';
    },
  },
  actors: {
    /** Reports the session's funds (`funds.changed`) now and on every change. */
    fundsWatch: fromCallback<WithdrawEvent>(() => undefined),
    /** Whether the signed-in user is a demo user (no call to the server). */
    checkAccess: fromPromise<WithdrawAccess, void>(notProvided('checkAccess')),
    loadWalletConfig: fromPromise<WithdrawConfig, void>(notProvided('loadWalletConfig')),
    /** Rejects with `retryable: true` when the failed reply had no error object. */
    loadAccounts: fromPromise<AccountList, void>(notProvided('loadAccounts')),
    /** Resolves with the server's message. */
    deleteAccount: fromPromise<Message, { accountId: number }>(notProvided('deleteAccount')),
    addAccountForm: addAccountMachine,
    withdrawPassword: withdrawPasswordMachine,
    /** Resolves with the server's message, if any. */
    submitWithdraw: fromPromise<Message | null, WithdrawSubmission>(notProvided('submitWithdraw')),
  },
  guards: {
    isDemo: (_, params: { access: WithdrawAccess }) => params.access.isDemo,
    canRetryAccounts: ({ context }, params: { error: unknown }) =>
      isRetryable(params.error) && context.accountLoadRetries < MAX_ACCOUNT_LOAD_RETRIES,
    accountSaved: (_, params: { saved: boolean }) => params.saved,
    submissionValid: ({ context }) => submitErrorOf(context) === undefined,
  },
  actions: {
    storeConfig: assign((_, params: { config: WithdrawConfig }) => ({
      range: resolveWithdrawalRange(params.config.withdrawalRange),
      banks: params.config.banks,
      methods: params.config.methods,
      isBankOnly: params.config.isBankOnly,
    })),
    storeAccounts: assign(({ context }, params: { list: AccountList }) => {
      const { accounts } = params.list;
      const stillThere = accounts.some((account) => account.client_account_id === context.selectedAccountId);
      return {
        accounts,
        isBankOnly: params.list.isBankOnly || context.isBankOnly,
        accountLoadRetries: 0,
        selectedAccountId: stillThere ? context.selectedAccountId : null,
      };
    }),
    countRetry: assign({ accountLoadRetries: ({ context }) => context.accountLoadRetries + 1 }),
    storeFunds: assign(({ context, event }) => ({ funds: event.type === 'funds.changed' ? event.funds : context.funds })),
    selectAccount: assign(({ context, event }) => ({
      selectedAccountId: event.type === 'account.selected' ? event.accountId : context.selectedAccountId,
    })),
    askDelete: assign(({ context, event }) => ({
      deletingAccountId: event.type === 'account.delete' ? event.accountId : context.deletingAccountId,
    })),
    forgetDelete: assign({ deletingAccountId: null }),
    storeAmount: assign(({ context, event }) =>
      event.type === 'amount.changed' ? { amountText: cleanAmountInput(event.text, context.range.max), amountTouched: true } : {},
    ),
    confirmSubmission: assign(({ context }) => {
      const request: WithdrawRequest = {
        amount: amountOf(context) ?? 0,
        client_account_index: context.selectedAccountId ?? 0,
        type: 'client_withdrawal',
      };
      const previous = context.submission;
      // A retry of the same request keeps its key: the server answers it with the first request.
      if (previous && JSON.stringify(previous.request) === JSON.stringify(request)) return {};
      return { submission: { request, idempotencyKey: globalThis.crypto.randomUUID() } };
    }),
    rejectSubmit: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ amountTouched: true });
      const error = submitErrorOf(context);
      if (error) enqueue.emit({ type: 'notice.error', message: error });
    }),
    announceSuccess: emit((_, params: { message: Message | null }) => ({
      type: 'notice.success' as const,
      message: params.message ?? WITHDRAW_SUBMITTED,
    })),
    announceError: emit((_, params: { error: unknown }) => ({ type: 'notice.error' as const, message: errorToMessage(params.error) })),
    goHome: emit({ type: 'withdraw.navigate', to: 'home' }),
    announceDemoRestricted: emit({ type: 'notice.error' as const, message: walletMessage('wallet.demoRestricted') }),
  },
}).createMachine({
  id: 'withdraw',
  context: {
    range: resolveWithdrawalRange(null),
    banks: [],
    methods: [],
    isBankOnly: false,
    accounts: [],
    accountLoadRetries: 0,
    selectedAccountId: null,
    deletingAccountId: null,
    amountText: '',
    amountTouched: false,
    funds: { balance: 0, exposure: 0, earnBonus: 0 },
    submission: null,
  },
  invoke: { id: 'fundsWatch', src: 'fundsWatch' },
  on: { 'funds.changed': { actions: 'storeFunds' } },
  initial: 'checkingAccess',
  states: {
    checkingAccess: {
      tags: 'loading',
      invoke: {
        id: 'checkAccess',
        src: 'checkAccess',
        onDone: [
          { guard: { type: 'isDemo', params: ({ event }) => ({ access: event.output }) }, target: 'barred' },
          { target: 'loadingConfig' },
        ],
        // Not knowing is not a reason to stop: the server refuses a demo user's wallet calls anyway.
        onError: { target: 'loadingConfig' },
      },
    },
    barred: {
      description: "Spec §6: 'Wallet access is restricted for demo users', then Home; no wallet call is sent.",
      type: 'final',
      entry: ['announceDemoRestricted', 'goHome'],
    },
    loadingConfig: {
      tags: 'loading',
      invoke: {
        id: 'loadConfig',
        src: 'loadWalletConfig',
        onDone: { target: 'loadingAccounts', actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) } },
        onError: { target: 'configFailed', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    configFailed: {
      on: { 'config.retry': 'loadingConfig' },
    },
    loadingAccounts: {
      tags: 'loading',
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'ready', actions: { type: 'storeAccounts', params: ({ event }) => ({ list: event.output }) } },
        onError: [
          {
            guard: { type: 'canRetryAccounts', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingAccounts',
            reenter: true,
            actions: 'countRetry',
          },
          { target: 'ready', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {
      type: 'parallel',
      invoke: { id: 'withdrawPassword', src: 'withdrawPassword' },
      states: {
        accounts: {
          initial: 'listed',
          states: {
            listed: {
              on: {
                'account.delete': { target: 'confirmingDelete', actions: 'askDelete' },
                'account.add': 'adding',
              },
            },
            confirmingDelete: {
              on: {
                'delete.confirm': 'deleting',
                'delete.cancel': { target: 'listed', actions: 'forgetDelete' },
              },
            },
            deleting: {
              invoke: {
                id: 'deleteAccount',
                src: 'deleteAccount',
                input: ({ context }) => ({ accountId: context.deletingAccountId ?? 0 }),
                onDone: {
                  target: 'reloading',
                  actions: ['forgetDelete', { type: 'announceSuccess', params: ({ event }) => ({ message: event.output }) }],
                },
                onError: {
                  target: 'listed',
                  actions: ['forgetDelete', { type: 'announceError', params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
            adding: {
              description: 'The Add account modal is open while in this state.',
              invoke: {
                id: 'addAccount',
                src: 'addAccountForm',
                input: ({ context }) => ({ banks: context.banks, methods: context.methods, isBankOnly: context.isBankOnly }),
                onDone: [
                  { guard: { type: 'accountSaved', params: ({ event }) => ({ saved: event.output.saved }) }, target: 'reloading' },
                  { target: 'listed' },
                ],
              },
            },
            reloading: {
              tags: 'loading',
              invoke: {
                id: 'reloadAccounts',
                src: 'loadAccounts',
                onDone: { target: 'listed', actions: { type: 'storeAccounts', params: ({ event }) => ({ list: event.output }) } },
                onError: { target: 'listed', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'account.selected': { actions: 'selectAccount' },
                'amount.changed': { actions: 'storeAmount' },
                'withdraw.submit': [{ guard: 'submissionValid', target: 'submitting', actions: 'confirmSubmission' }, { actions: 'rejectSubmit' }],
              },
            },
            submitting: {
              tags: 'submitting',
              description: 'A second click has no transition here, so it sends nothing.',
              invoke: {
                id: 'submitWithdraw',
                src: 'submitWithdraw',
                input: ({ context }) => context.submission as WithdrawSubmission,
                onDone: {
                  target: '#withdraw.withdrawn',
                  actions: [{ type: 'announceSuccess', params: ({ event }) => ({ message: event.output }) }, 'goHome'],
                },
                onError: { target: 'editing', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    withdrawn: { type: 'final' },
  },
});

type WithdrawView = { context: WithdrawContext; matches: (state: object) => boolean; hasTag: (tag: 'submitting' | 'loading') => boolean };

export const selectAddingAccount = (snapshot: WithdrawView): boolean => snapshot.matches({ ready: { accounts: 'adding' } });
export const selectConfirmingDelete = (snapshot: WithdrawView): WithdrawAccount | undefined =>
  snapshot.matches({ ready: { accounts: 'confirmingDelete' } })
    ? snapshot.context.accounts.find((account) => account.client_account_id === snapshot.context.deletingAccountId)
    : undefined;
export const selectAvailable = (snapshot: WithdrawView): number => availableToWithdraw(snapshot.context.funds);
