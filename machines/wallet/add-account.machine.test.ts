import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import type { Message } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  addAccountMachine,
  availableKinds,
  type AddAccountEvent,
  type AddAccountInput,
  type AddAccountRequest,
  type QrFile,
} from './add-account.machine.ts';

const input: AddAccountInput = {
  banks: [{ id: 4, bank_name: 'State Bank' }],
  methods: [
    { id: 1, method_name: 'Bank', method_type: 'bank' },
    { id: 2, method_name: 'UPI', method_type: 'upi' },
    { id: 3, method_name: 'USDT', method_type: 'wallet' },
  ],
  isBankOnly: false,
};
const qr: QrFile = { name: 'qr.png', size: 2_000 };

type Snapshot = ReturnType<typeof addAccountMachine.transition>;

walkEveryTransition('add-account', {
  machine: addAccountMachine,
  input,
  events: ((snapshot: Snapshot): AddAccountEvent[] => snapshot.status === 'done' ? [] : [
    { type: 'account.kindChosen', kind: snapshot.context.form.kind === 'upi' ? 'wallet' : 'upi' },
    // A valid UPI ID, typed once: the form becomes valid once the password is given too.
    ...(snapshot.context.form.upiId === '' ? [{ type: 'account.fieldChanged', field: 'upiId', value: 'rahul@okbank' } as const] : []),
    ...(snapshot.context.form.withdrawPassword === ''
      ? [{ type: 'account.fieldChanged', field: 'withdrawPassword', value: 'Secret@123' } as const]
      : []),
    { type: 'qr.selected', file: qr },
    { type: 'account.submit' },
    { type: 'account.cancel' },
  ]) as (snapshot: Snapshot) => readonly AnyEventObject[],
  contextKey: (context) => [context.form.kind, context.form.upiId !== '', context.form.withdrawPassword !== ''],
  outputs: { uploadQr: ['/uploads/qr.png'], addAccount: [{ text: 'Account added successfully.' }] },
  facts: [
    {
      rule: 'the output tells the withdraw screen whether an account was saved (it then reloads the list)',
      check: ({ snapshot }) => {
        if (snapshot.status !== 'done') return;
        expect(snapshot.output).toEqual({ saved: snapshot.matches('saved') });
      },
    },
    {
      rule: 'a refused save keeps the form as typed and says why',
      check: ({ snapshot, previous, event, emitted }) => {
        if (event.type !== 'xstate.error.actor.addAccount') return;
        expect(snapshot.context.form).toEqual(previous.context.form);
        expect(emitted.at(-1)?.type).toBe('notice.error');
      },
    },
  ],
});

function start(save = vi.fn(async (_: AddAccountRequest): Promise<Message> => ({ text: 'Account added successfully.' })), isBankOnly = false) {
  const actor = createActor(
    addAccountMachine.provide({
      actors: {
        addAccount: fromPromise(({ input: request }: { input: AddAccountRequest }) => save(request)),
        uploadQr: fromPromise(async () => '/uploads/qr.png'),
      },
    }),
    { input: { ...input, isBankOnly } },
  );
  actor.start();
  return { actor, save };
}

const type = (field: Extract<AddAccountEvent, { type: 'account.fieldChanged' }>['field'], value: string) =>
  ({ type: 'account.fieldChanged', field, value }) as const;

describe('add account', () => {
  it('offers only bank on a bank-only site, chosen already', () => {
    expect(availableKinds({ ...input, isBankOnly: true })).toEqual(['bank']);
    const { actor } = start(undefined, true);
    expect(actor.getSnapshot().context.form.kind).toBe('bank');
    actor.send({ type: 'account.kindChosen', kind: 'upi' });
    expect(actor.getSnapshot().context.form.kind).toBe('bank');
  });

  it('shows every bank message, cleans the fields, then saves the bank account', async () => {
    const { actor, save } = start();
    actor.send({ type: 'account.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      kind: { id: 'wallet.account.method.required' },
      withdrawPassword: { id: 'validation.withdrawPassword.required' },
    });
    actor.send({ type: 'account.kindChosen', kind: 'bank' });
    actor.send({ type: 'account.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['bankId', 'holderName', 'accountNumber', 'ifsc', 'withdrawPassword']);
    actor.send(type('bankId', '4'));
    actor.send(type('holderName', 'Rahul Kumar'));
    actor.send(type('accountNumber', '1234 5678 9012'));
    actor.send(type('ifsc', 'sbin0001234'));
    actor.send(type('withdrawPassword', 'Secret@ 123'));
    actor.send({ type: 'account.submit' });
    await Promise.resolve();
    expect(save).toHaveBeenCalledWith({
      payment_method: 'bank',
      method_id: 4,
      account_holder_name: 'Rahul Kumar',
      account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
      transaction_password: 'Secret@123',
    });
    await vi.waitFor(() => expect(actor.getSnapshot().output).toEqual({ saved: true }));
  });

  it('a UPI account needs an ID or a QR; the uploaded QR is sent as qr_code', async () => {
    const { actor, save } = start();
    actor.send({ type: 'account.kindChosen', kind: 'upi' });
    actor.send(type('withdrawPassword', 'Secret@123'));
    actor.send({ type: 'account.submit' });
    expect(actor.getSnapshot().context.errors.upiId).toEqual({ id: 'wallet.account.upiOrQr.required' });
    actor.send({ type: 'qr.selected', file: qr });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'account.submit' });
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith({ payment_method: 'upi', method_id: 2, qr_code: '/uploads/qr.png', transaction_password: 'Secret@123' }));
  });
});
