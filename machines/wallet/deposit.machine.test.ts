import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { OCR_TIMEOUT_MS } from '../shared/constants.ts';
import type { PathTestConfig } from '../testing/path-config.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  GATEWAY_CHECK_INTERVAL_MS,
  depositMachine,
  type DepositConfig,
  type DepositEmitted,
  type DepositEvent,
  type DepositStart,
  type InspectedProof,
  type DepositRequest,
  type PaymentMethodsResult,
  type Submission,
} from './deposit.machine.ts';
import type { GatewayOutcome } from './deposit-rules.ts';
import type { PaymentMethodEntry } from './payment-methods.ts';

const RECEIPT_UTR = '412345678901';
const config: DepositConfig = {
  depositRange: { min: 100, max: 50_000 },
  stakeButtons: [0, 0, 0, 0],
  rules: { en: ['Deposit within 45 minutes.'] },
  videos: { en: 'https://example.com/how-to-deposit' },
};
const upi: PaymentMethodEntry = { method_name: 'UPI', method: 'upi', method_id: 2, master_account_id: 11, upi_id: 'site@bank' };
const usdt: PaymentMethodEntry = { method_name: 'USDT', method: 'wallet', method_id: 3, master_account_id: 12, multiplier_value: 88 };
const gateway: PaymentMethodEntry = { method_name: 'Pay Online', method: 'payment_gateway', method_id: 5, master_account_id: 13 };
const inAppGateway: PaymentMethodEntry = { method_name: 'Pay In App', method: 'payment_gateway', method_id: 5, master_account_id: 14, embedded: true };
const methods: PaymentMethodsResult = { entries: [upi, gateway, inAppGateway], bonusData: null };
const receipt = { name: 'receipt.png', size: 20_000 };
const pendingDeposit: Submission = {
  kind: 'deposit',
  idempotencyKey: 'key-1',
  request: {
    amount: 500,
    transaction_id: RECEIPT_UTR,
    transaction_image_url: '/uploads/a.png',
    account_index: 11,
    client_created_date: '2025-01-01T00:00:00.000Z',
    has_edited_utr: false,
    type: 'client_deposit',
    multiplier_value: 1,
  },
};

type Snapshot = ReturnType<typeof depositMachine.transition>;

/** Events a person (or the screens) may send, offered only where they lead somewhere new. */
function userEvents(snapshot: Snapshot): DepositEvent[] {
  if (snapshot.status === 'done') return [];
  const { context } = snapshot;
  const events: DepositEvent[] = [
    { type: 'page.opened', page: 'amount' },
    { type: 'page.opened', page: 'paymentMethod' },
    { type: 'config.retry' },
    { type: 'stakes.edit' },
    { type: 'amount.submit' },
    { type: 'deposit.submit' },
  ];
  if (snapshot.matches('amount')) {
    events.push({ type: 'amount.changed', text: context.amountText === '' ? '500' : '' }, { type: 'stake.added', stake: 100 });
  }
  if (snapshot.matches('paying')) {
    events.push(
      { type: 'tab.selected', index: (context.tabIndex + 1) % Math.max(1, context.tabs.length) },
      { type: 'account.selected', index: 0 },
      { type: 'terms.changed', accepted: true },
    );
    if (context.utr === '') events.push({ type: 'utr.changed', text: RECEIPT_UTR });
    if (snapshot.matches({ paying: { proof: 'empty' } })) events.push({ type: 'proof.selected', file: receipt });
  }
  if (snapshot.hasTag('gatewayFrame')) events.push({ type: 'gateway.close' }, { type: 'gateway.changed' });
  return events;
}

const baseConfig = {
  machine: depositMachine,
  events: userEvents as (snapshot: Snapshot) => readonly AnyEventObject[],
  outputs: {
    loadConfig: [config],
    loadPaymentMethods: [methods],
    editStake: [{ saved: [100, 200, 300, 400] }, { saved: null }],
    inspectProof: [{ readable: true }, { readable: false }],
    uploadProof: ['/uploads/receipt.png'],
    readUtrOnDevice: [RECEIPT_UTR, null],
    fetchAutoUtr: [RECEIPT_UTR, null],
    submitDeposit: [null],
    openPaymentGateway: ['https://gateway.example/pay/1'],
    openEmbeddedGateway: [{ url: 'https://gateway.example/pay/2', transactionId: '77' }],
    checkGatewayPayment: ['paid', 'failed', 'pending'],
    // A callback: it only sends gateway.changed, simulated as a user event above.
    gatewayUpdates: [],
  },
  errors: { gatewayUpdates: [] },
  contextKey: (context) => ({
    amount: context.amountText !== '',
    page: context.page,
    tab: context.tabIndex,
    proofReadable: context.proofReadable,
    proofUrl: context.proofUrl !== null,
    utr: context.utr !== '',
    submission: context.submission?.kind ?? null,
  }),
} satisfies PathTestConfig<typeof depositMachine>;

walkEveryTransition('deposit', {
  ...baseConfig,
  outputs: {
    ...baseConfig.outputs,
    prepareDeposit: [
      { isDemo: false, amount: null, pendingSubmission: null },
      { isDemo: false, amount: 500, pendingSubmission: null },
      { isDemo: true, amount: null, pendingSubmission: null },
      { isDemo: false, amount: 500, pendingSubmission: pendingDeposit },
    ] satisfies DepositStart[],
  },
  facts: [
    {
      rule: 'every money request is sent with an idempotency key, and a retry of the same request keeps it',
      check: ({ snapshot, previous }) => {
        const { submission } = snapshot.context;
        if (snapshot.hasTag('submitting')) expect(submission?.idempotencyKey).toMatch(/\S/);
        const before = previous.context.submission;
        const sameRequest = (one: Submission, other: Submission) =>
          one.kind === other.kind && JSON.stringify({ ...one.request, client_created_date: 0 }) === JSON.stringify({ ...other.request, client_created_date: 0 });
        if (before && submission && sameRequest(before, submission)) expect(submission.idempotencyKey).toBe(before.idempotencyKey);
      },
    },
  ],
});

interface Deferred<Value> {
  promise: Promise<Value>;
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
}
const deferred = <Value,>(): Deferred<Value> => {
  let resolve!: (value: Value) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Value>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('deposit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function startAtPaymentMethods(overrides: Parameters<typeof depositMachine.provide>[0]['actors'] = {}) {
    const submitted: { idempotencyKey: string; request: DepositRequest }[] = [];
    const emitted: DepositEmitted[] = [];
    const actor = createActor(
      depositMachine.provide({
        actors: {
          prepareDeposit: fromPromise(async (): Promise<DepositStart> => ({ isDemo: false, amount: 500, pendingSubmission: null })),
          loadWalletConfig: fromPromise(async () => config),
          loadPaymentMethods: fromPromise(async (): Promise<PaymentMethodsResult> => ({ entries: [upi, usdt, gateway], bonusData: null })),
          inspectProof: fromPromise(async (): Promise<InspectedProof> => ({ readable: true })),
          uploadProof: fromPromise(async () => '/uploads/receipt.png'),
          readUtrOnDevice: fromPromise(async (): Promise<string | null> => RECEIPT_UTR),
          fetchAutoUtr: fromPromise(async (): Promise<string | null> => null),
          submitDeposit: fromPromise(async ({ input }) => {
            submitted.push(input);
            return null;
          }),
          ...overrides,
        },
      }),
    );
    actor.on('*', (event) => emitted.push(event as DepositEmitted));
    actor.start();
    actor.send({ type: 'page.opened', page: 'paymentMethod' });
    return { actor, submitted, emitted };
  }

  it('fills the UTR the device reads before the 6 s timer, and sends has_edited_utr false', async () => {
    const { actor, submitted, emitted } = startAtPaymentMethods();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'proof.selected', file: receipt });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.utr).toBe(RECEIPT_UTR);
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.request).toMatchObject({ amount: 500, transaction_id: RECEIPT_UTR, has_edited_utr: false, account_index: 11 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toContainEqual({ type: 'deposit.navigate', to: 'home' });
  });

  it('asks the server when the device is still reading at 6 s, and ignores the late device answer', async () => {
    const device = deferred<string | null>();
    const fetchAutoUtr = vi.fn(async (): Promise<string | null> => '998877665544');
    const { actor } = startAtPaymentMethods({
      readUtrOnDevice: fromPromise(() => device.promise),
      fetchAutoUtr: fromPromise(fetchAutoUtr),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'proof.selected', file: receipt });
    await vi.advanceTimersByTimeAsync(OCR_TIMEOUT_MS - 1);
    expect(fetchAutoUtr).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('readingUtr')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchAutoUtr).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.utr).toBe('998877665544');
    device.resolve(RECEIPT_UTR);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.utr).toBe('998877665544');
  });

  it('never overwrites a UTR the user typed while the proof was being read', async () => {
    const device = deferred<string | null>();
    const { actor, submitted } = startAtPaymentMethods({ readUtrOnDevice: fromPromise(() => device.promise) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'proof.selected', file: receipt });
    actor.send({ type: 'utr.changed', text: 'UTR: 1111 2222 3333' });
    device.resolve(RECEIPT_UTR);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.utr).toBe('111122223333');
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted[0]?.request.has_edited_utr).toBe(true);
  });

  it('a double click sends one deposit; a retry after a failure reuses the Idempotency-Key', async () => {
    const attempts: string[] = [];
    let failNext = true;
    const { actor } = startAtPaymentMethods({
      submitDeposit: fromPromise(async ({ input }) => {
        attempts.push(input.idempotencyKey);
        if (failNext) {
          failNext = false;
          throw new Error('Error: Check your NETWORK agian and refresh the page.');
        }
        return null;
      }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'proof.selected', file: receipt });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'deposit.submit' });
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(1);
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a changed form after a failure is a new operation with a new key', async () => {
    const attempts: string[] = [];
    const { actor } = startAtPaymentMethods({
      submitDeposit: fromPromise(async ({ input }) => {
        attempts.push(input.idempotencyKey);
        throw new Error('Duplicate UTR');
      }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'proof.selected', file: receipt });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'utr.changed', text: '555566667777' });
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).not.toBe(attempts[0]);
  });

  it('submit without proof toasts the spec message and forces the terms on', async () => {
    const { actor, emitted } = startAtPaymentMethods();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'deposit.submit' });
    expect(emitted).toContainEqual({ type: 'notice.error', message: { id: 'wallet.deposit.proof.required' } });
    expect(actor.getSnapshot().context).toMatchObject({ termsAccepted: true, submitAttempted: true });
  });

  it('a crypto method takes a transaction hash and sends its multiplier', async () => {
    const { actor, submitted } = startAtPaymentMethods({ readUtrOnDevice: fromPromise(async (): Promise<string | null> => null) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'tab.selected', index: 1 });
    actor.send({ type: 'proof.selected', file: receipt });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'utr.changed', text: '0xabc def' });
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted[0]?.request).toMatchObject({ transaction_id: '0xabcdef', multiplier_value: 88, account_index: 12 });
  });

  it('a gateway method asks for the address with a key and redirects the browser', async () => {
    const redirectBrowser = vi.fn();
    const openPaymentGateway = vi.fn(async () => 'https://gateway.example/pay/1');
    const actor = createActor(
      depositMachine.provide({
        actors: {
          prepareDeposit: fromPromise(async (): Promise<DepositStart> => ({ isDemo: false, amount: 500, pendingSubmission: null })),
          loadWalletConfig: fromPromise(async () => config),
          loadPaymentMethods: fromPromise(async (): Promise<PaymentMethodsResult> => ({ entries: [gateway], bonusData: null })),
          openPaymentGateway: fromPromise(openPaymentGateway),
        },
        actions: { redirectBrowser: (_, params: { url: string }) => redirectBrowser(params.url) },
      }),
    );
    actor.start();
    actor.send({ type: 'page.opened', page: 'paymentMethod' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'deposit.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(openPaymentGateway).toHaveBeenCalledWith(
      expect.objectContaining({ input: { kind: 'gateway', idempotencyKey: expect.any(String), request: { amount: 500, master_account_id: 13 } } }),
    );
    expect(redirectBrowser).toHaveBeenCalledWith('https://gateway.example/pay/1');
  });

  describe('a gateway framed inside the product', () => {
    function startFramed(outcomes: GatewayOutcome[]) {
      const opened: { idempotencyKey: string }[] = [];
      const checks: string[] = [];
      const emitted: DepositEmitted[] = [];
      const redirectBrowser = vi.fn();
      const actor = createActor(
        depositMachine.provide({
          actors: {
            prepareDeposit: fromPromise(async (): Promise<DepositStart> => ({ isDemo: false, amount: 500, pendingSubmission: null })),
            loadWalletConfig: fromPromise(async () => config),
            loadPaymentMethods: fromPromise(async (): Promise<PaymentMethodsResult> => ({ entries: [inAppGateway], bonusData: null })),
            openEmbeddedGateway: fromPromise(async ({ input }) => {
              opened.push(input);
              return { url: 'https://gateway.example/pay/2', transactionId: '77' };
            }),
            checkGatewayPayment: fromPromise(async ({ input }) => {
              checks.push(input.transactionId);
              return outcomes.shift() ?? 'pending';
            }),
          },
          actions: { redirectBrowser: (_, params: { url: string }) => redirectBrowser(params.url) },
        }),
      );
      actor.on('*', (event) => emitted.push(event as DepositEmitted));
      actor.start();
      actor.send({ type: 'page.opened', page: 'paymentMethod' });
      return { actor, opened, checks, emitted, redirectBrowser };
    }

    it('frames the page, checks the deposit every few seconds and at each socket notice, and goes Home once paid', async () => {
      const { actor, checks, emitted, redirectBrowser } = startFramed(['pending', 'pending', 'paid']);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'deposit.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.gatewayFrame).toEqual({ url: 'https://gateway.example/pay/2', transactionId: '77' });
      expect(redirectBrowser).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(GATEWAY_CHECK_INTERVAL_MS);
      expect(checks).toEqual(['77']);
      actor.send({ type: 'gateway.changed' });
      await vi.advanceTimersByTimeAsync(0);
      expect(checks).toEqual(['77', '77']);
      await vi.advanceTimersByTimeAsync(GATEWAY_CHECK_INTERVAL_MS);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.gatewayFrame).toBeNull();
      expect(emitted).toContainEqual({ type: 'notice.success', message: { id: 'wallet.gateway.paid' } });
      expect(emitted).toContainEqual({ type: 'deposit.navigate', to: 'home' });
    });

    it('closed unpaid, reopens the same payment with the same key; failed, says so and starts afresh', async () => {
      const { actor, opened, emitted } = startFramed(['failed']);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'deposit.submit' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'gateway.close' });
      expect(actor.getSnapshot().context.gatewayFrame).toBeNull();
      actor.send({ type: 'deposit.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(opened[1]?.idempotencyKey).toBe(opened[0]?.idempotencyKey);
      await vi.advanceTimersByTimeAsync(GATEWAY_CHECK_INTERVAL_MS);
      expect(emitted).toContainEqual({ type: 'notice.error', message: { id: 'wallet.gateway.failed' } });
      expect(actor.getSnapshot().matches({ paying: { submission: 'editing' } })).toBe(true);
      actor.send({ type: 'deposit.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(opened[2]?.idempotencyKey).not.toBe(opened[0]?.idempotencyKey);
    });
  });

  it('a failed payment methods call toasts and goes back to the amount', async () => {
    const { actor, emitted } = startAtPaymentMethods({
      loadPaymentMethods: fromPromise(async () => Promise.reject(new Error('Error 500: Server down'))),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('amount')).toBe(true);
    expect(emitted).toEqual([
      { type: 'notice.error', message: { text: 'Error 500: Server down' } },
      { type: 'deposit.navigate', to: 'amount' },
    ]);
  });
});
