import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { Message } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { moneyFact, withdrawAmounts } from '../testing/money-facts.ts';
import { withdrawPasswordMachine } from './withdraw-password.machine.ts';
import {
  amountErrorOf,
  MAX_ACCOUNT_LOAD_RETRIES,
  selectConfirmingDelete,
  withdrawMachine,
  type AccountList,
  type WithdrawAccount,
  type WithdrawConfig,
  type WithdrawEmitted,
  type WithdrawEvent,
  type WithdrawSubmission,
} from './withdraw.machine.ts';

const config: WithdrawConfig = {
  withdrawalRange: { min: 100, max: 50_000 },
  banks: [{ id: 4, bank_name: 'State Bank' }],
  methods: [{ id: 2, method_name: 'UPI', method_type: 'upi' }],
  isBankOnly: false,
};
const bankAccount: WithdrawAccount = {
  client_account_id: 5,
  method_name: 'Bank',
  payment_method: 'bank',
  account_number: '123456789012',
  ifsc_code: 'SBIN0001234',
  upi_id: null,
  crypto_wallet_id: null,
  account_holder_name: 'Rahul Kumar',
  bank_name: 'State Bank',
  qr_code: null,
};
const list: AccountList = { accounts: [bankAccount], isBankOnly: false };
const funds = { balance: 1_000, exposure: -100, earnBonus: 100 };
const retryable = Object.assign(new Error('Something went wrong'), { retryable: true });

type Snapshot = ReturnType<typeof withdrawMachine.transition>;

walkEveryTransition('withdraw', {
  machine: withdrawMachine,
  events: ((snapshot: Snapshot): WithdrawEvent[] =>
    snapshot.status === 'done'
      ? []
      : [
          ...(snapshot.context.funds.balance === 0 ? [{ type: 'funds.changed', funds } as const] : []),
          { type: 'config.retry' },
          { type: 'account.selected', accountId: 5 },
          { type: 'account.delete', accountId: 5 },
          { type: 'delete.confirm' },
          { type: 'delete.cancel' },
          { type: 'account.add' },
          { type: 'amount.changed', text: snapshot.context.amountText === '500' ? '5000' : '500' },
          { type: 'withdraw.submit' },
        ]) as (snapshot: Snapshot) => readonly AnyEventObject[],
  contextKey: (context) => [
    context.accountLoadRetries,
    context.accounts.length,
    context.selectedAccountId,
    context.amountText,
    context.funds.balance,
  ],
  facts: [
    moneyFact('the amount available is balance − exposure − bonus (never below 0), and a request asks the amount typed, within it (decision 204)', withdrawAmounts),
    {
      rule: 'a confirmed withdrawal submits the amount and account the form shows, under an idempotency key',
      check: ({ snapshot, event }) => {
        if (event.type !== 'withdraw.submit' || !snapshot.matches({ ready: { form: 'submitting' } })) return;
        const { submission, amountText, selectedAccountId } = snapshot.context;
        expect(submission?.request).toEqual({ amount: Number(amountText), client_account_index: selectedAccountId, type: 'client_withdrawal' });
        expect(submission?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      },
    },
    {
      rule: 'an accepted withdrawal shows its success banner, then sends the user Home',
      check: ({ snapshot, emitted }) => {
        if (!snapshot.matches('withdrawn')) return;
        expect(emitted.slice(-2)).toEqual([
          { type: 'notice.success', message: { id: 'wallet.withdraw.submitted' } },
          { type: 'withdraw.navigate', to: 'home' },
        ]);
      },
    },
  ],
  outputs: {
    checkAccess: [{ isDemo: false }, { isDemo: true }],
    loadConfig: [config],
    loadAccounts: [list],
    reloadAccounts: [list],
    deleteAccount: [{ text: 'Account deleted successfully.' }],
    addAccount: [{ saved: true }, { saved: false }],
    submitWithdraw: [null],
    fundsWatch: [],
    withdrawPassword: [],
  },
  errors: {
    checkAccess: [new Error('no session')],
    loadAccounts: [retryable, new Error('Error 500: down')],
    fundsWatch: [],
    withdrawPassword: [],
    addAccount: [],
  },
});

function start(
  submit = vi.fn(async (_: WithdrawSubmission): Promise<Message | null> => ({ text: 'Withdraw request submitted successfully.' })),
  isDemo = false,
) {
  const loadAccounts = vi.fn(async (): Promise<AccountList> => list);
  const loadWalletConfig = vi.fn(async () => config);
  const actor = createActor(
    withdrawMachine.provide({
      actors: {
        fundsWatch: fromCallback(({ sendBack }) => sendBack({ type: 'funds.changed', funds })),
        checkAccess: fromPromise(async () => ({ isDemo })),
        loadWalletConfig: fromPromise(loadWalletConfig),
        loadAccounts: fromPromise(loadAccounts),
        submitWithdraw: fromPromise(({ input }: { input: WithdrawSubmission }) => submit(input)),
        withdrawPassword: withdrawPasswordMachine.provide({ actors: { checkWithdrawalPassword: fromPromise(async () => true) } }),
      },
    }),
  );
  const emitted: WithdrawEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, submit, loadAccounts, loadWalletConfig };
}

describe('withdraw', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells a demo user the wallet is closed and sends them Home before any wallet call (black-box defect)', async () => {
    const { actor, emitted, loadWalletConfig, loadAccounts } = start(undefined, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toEqual([
      { type: 'notice.error', message: { id: 'wallet.demoRestricted' } },
      { type: 'withdraw.navigate', to: 'home' },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(loadWalletConfig).not.toHaveBeenCalled();
    expect(loadAccounts).not.toHaveBeenCalled();
  });

  it(`retries the accounts load ${MAX_ACCOUNT_LOAD_RETRIES} times when the reply had no error object`, async () => {
    const { actor, loadAccounts } = start();
    loadAccounts.mockRejectedValue(retryable);
    await vi.advanceTimersByTimeAsync(0);
    expect(loadAccounts).toHaveBeenCalledTimes(1 + MAX_ACCOUNT_LOAD_RETRIES);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('refuses more than is available (balance − |exposure| − bonus), then sends one request per confirmation and goes Home', async () => {
    const submit = vi
      .fn(async (_: WithdrawSubmission): Promise<Message | null> => ({ text: 'Withdraw request submitted successfully.' }))
      .mockRejectedValueOnce(new Error('Error: Check your NETWORK agian and refresh the page.'));
    const { actor, emitted } = start(submit);
    await vi.advanceTimersByTimeAsync(0);

    actor.send({ type: 'withdraw.submit' });
    expect(emitted.at(-1)).toEqual({ type: 'notice.error', message: { id: 'wallet.withdraw.account.required' } });
    actor.send({ type: 'account.selected', accountId: 5 });
    actor.send({ type: 'amount.changed', text: '900' });
    expect(amountErrorOf(actor.getSnapshot().context)).toEqual({ id: 'wallet.withdraw.insufficient.field' });
    actor.send({ type: 'withdraw.submit' });
    expect(emitted.at(-1)).toEqual({ type: 'notice.error', message: { id: 'wallet.withdraw.insufficient.toast' } });

    actor.send({ type: 'amount.changed', text: '800' });
    actor.send({ type: 'withdraw.submit' });
    actor.send({ type: 'withdraw.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'withdraw.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[0]?.[0]).toEqual(submit.mock.calls[1]?.[0]);
    expect(submit.mock.calls[0]?.[0].request).toEqual({ amount: 800, client_account_index: 5, type: 'client_withdrawal' });
    expect(emitted.slice(-2)).toEqual([
      { type: 'notice.success', message: { text: 'Withdraw request submitted successfully.' } },
      { type: 'withdraw.navigate', to: 'home' },
    ]);
  });

  it('deletes an account only after the confirmation', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'account.delete', accountId: 5 });
    expect(selectConfirmingDelete(actor.getSnapshot())).toEqual(bankAccount);
    actor.send({ type: 'delete.cancel' });
    expect(selectConfirmingDelete(actor.getSnapshot())).toBeUndefined();
  });
});
