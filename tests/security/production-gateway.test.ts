// Production mode has no money-creating test gateway. The simulated page (Pay credits
// with no payment) exists only in development mode; in production the payment_gateway method needs
// a configured provider whose callbacks are signed with HMAC-SHA256 (server/gateway/payment-provider.ts),
// and without one the method is neither offered nor accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../contract/call-operation.ts';
import type { BuiltServer, ServerOptions } from '../../server/app.ts';
import { createGatewayPayment } from '../../server/gateway/gateway-payments.ts';
import { CALLBACK_PATH, SIGNATURE_HEADER, signCallback, type PaymentProviderSettings } from '../../server/gateway/payment-provider.ts';
import { createWalletTestUser, type WalletTestUser } from '../../server/testing/wallet.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, moneyOf, pendingDeposit, startTestServer } from './throttle-support.ts';

const PROVIDER: PaymentProviderSettings = {
  checkoutUrl: 'https://pay.example.com/checkout',
  secret: 'a-test-secret-of-at-least-32-characters!',
};
const AMOUNT_RUPEES = 500;
const AMOUNT_PAISE = AMOUNT_RUPEES * 100;
const SITE_HEADERS = { host: 'localhost:8190', referer: 'http://localhost:8190/wallet-deposit' };

let keys = 0;
const freshKey = () => `security-gateway-${(keys += 1)}-${Date.now()}`;

function withServer(options: Omit<ServerOptions, 'database'>) {
  const state = {} as { server: BuiltServer; user: WalletTestUser };
  beforeAll(async () => {
    state.server = await startTestServer(options);
    state.user = await createWalletTestUser(state.server.db, { balanceRupees: 25_000 });
  }, DATABASE_STARTUP_TIMEOUT_MS);
  afterAll(() => state.server.close());
  return state;
}

async function offeredMethods(server: BuiltServer, user: WalletTestUser) {
  const reply = await callOperation(server.app, 'parentPaymentMethods', { token: user.token, query: { amount: AMOUNT_RUPEES } });
  expect(reply.statusCode).toBe(200);
  return reply.body.data as { method: string; master_account_id: number }[];
}

/** The seeded gateway account of the site (read from the database: production does not list it). */
async function gatewayAccountId(server: BuiltServer, user: WalletTestUser): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT a.id FROM deposit_accounts a JOIN payment_methods m ON m.id = a.method_id
      WHERE a.site_id = $1 AND m.method = 'payment_gateway' ORDER BY a.id LIMIT 1`,
    [user.siteId],
  );
  return row!.id;
}

const startPayment = async (server: BuiltServer, user: WalletTestUser) =>
  callOperation(server.app, 'paymentGateway', {
    token: user.token,
    query: { amount: AMOUNT_RUPEES, master_account_id: await gatewayAccountId(server, user) },
    headers: { 'idempotency-key': freshKey(), ...SITE_HEADERS },
  });

describe('production without a provider', () => {
  const state = withServer({ mode: 'production' });

  it('does not offer the payment_gateway method', async () => {
    const methods = (await offeredMethods(state.server, state.user)).map((entry) => entry.method);
    expect(methods).not.toContain('payment_gateway');
    expect(methods).toContain('upi');
  });

  it('refuses the payment-gateway call: no deposit is created', async () => {
    const before = await moneyOf(state.server.db, state.user.id);
    const reply = await startPayment(state.server, state.user);
    expect(reply.statusCode).toBe(400);
    expect(reply.body.message).toBe('This payment method is not available for this amount. Please choose another.');
    expect(await moneyOf(state.server.db, state.user.id)).toEqual(before);
  });

  it('refuses the embedded gateway call too (decision 027)', async () => {
    const before = await moneyOf(state.server.db, state.user.id);
    const reply = await state.server.app.inject({
      url: `/api/user/payment-gateway-iframe-url?amount=${AMOUNT_RUPEES}&master_account_id=${await gatewayAccountId(state.server, state.user)}`,
      headers: { authorization: `Bearer ${state.user.token}`, 'idempotency-key': freshKey(), ...SITE_HEADERS },
    });
    expect(reply.statusCode).toBe(400);
    expect(await moneyOf(state.server.db, state.user.id)).toEqual(before);
  });

  it('has no simulated gateway page: "Pay" on a pending gateway payment credits nothing', async () => {
    const depositId = await pendingDeposit(state.server.db, state.user, 10_000_000);
    const token = await createGatewayPayment(state.server.db, Number(depositId), 'http://localhost/');
    const before = await moneyOf(state.server.db, state.user.id);
    for (const url of [`/gateway/pay/${token}/pay`, `/gateway/pay/${token}/pay/`, `/gateway/p%61y/${token}/pay`, `/%67ateway/pay/${token}/pay`]) {
      const reply = await state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(reply.statusCode, url).toBe(404);
    }
    const page = await state.server.app.inject({ url: `/gateway/pay/${token}` });
    expect(page.body).not.toContain('Pay ₹');
    const callback = await state.server.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: { reference: token, status: 'paid' } });
    expect(callback.statusCode).toBe(404);
    expect(await moneyOf(state.server.db, state.user.id)).toEqual(before);
  });
});

describe('development without a provider', () => {
  const state = withServer({ mode: 'development' });

  it('offers the simulated page, whose Pay credits (a tool for people trying the product)', async () => {
    expect((await offeredMethods(state.server, state.user)).map((entry) => entry.method)).toContain('payment_gateway');
    const reply = await startPayment(state.server, state.user);
    expect(reply.body.data.url).toMatch(/^http:\/\/localhost:8190\/gateway\/pay\/[\w-]+$/);
    const before = await moneyOf(state.server.db, state.user.id);
    const paid = await state.server.app.inject({ method: 'POST', url: `${new URL(reply.body.data.url).pathname}/pay` });
    expect(paid.statusCode).toBe(303);
    expect((await moneyOf(state.server.db, state.user.id)).balancePaise).toBe(before.balancePaise + AMOUNT_PAISE);
  });
});

describe.each(['production', 'development'] as const)('%s with a provider', (mode) => {
  const state = withServer({ mode, paymentProvider: PROVIDER });

  /** A new pending gateway deposit; its reference (the token in the provider's checkout address). */
  async function newPayment(): Promise<string> {
    const reply = await startPayment(state.server, state.user);
    expect(reply.statusCode).toBe(200);
    const checkout = new URL(reply.body.data.url);
    expect(checkout.origin + checkout.pathname).toBe(PROVIDER.checkoutUrl);
    expect(checkout.searchParams.get('amount')).toBe('500.00');
    expect(checkout.searchParams.get('callback_url')).toBe(`http://localhost:8190${CALLBACK_PATH}`);
    expect(checkout.searchParams.get('return_url')).toBe('http://localhost:8190/');
    return checkout.searchParams.get('reference')!;
  }

  const callback = (body: object, signature?: string, rawBody = JSON.stringify(body)) =>
    state.server.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }) },
      payload: rawBody,
    });
  const paid = (reference: string, extra: object = {}) => ({
    reference,
    status: 'paid',
    amount_paise: AMOUNT_PAISE,
    timestamp: Math.floor(Date.now() / 1000),
    ...extra,
  });
  const signed = (body: object) => callback(body, signCallback(PROVIDER.secret, JSON.stringify(body)));

  it('offers the method; the simulated page does not exist', async () => {
    expect((await offeredMethods(state.server, state.user)).map((entry) => entry.method)).toContain('payment_gateway');
    const reference = await newPayment();
    const before = await moneyOf(state.server.db, state.user.id);
    expect((await state.server.app.inject({ method: 'POST', url: `/gateway/pay/${reference}/pay` })).statusCode).toBe(404);
    expect(await moneyOf(state.server.db, state.user.id)).toEqual(before);
  });

  it('refuses callbacks that are unsigned, wrongly signed, stale, for another amount or unknown', async () => {
    const reference = await newPayment();
    const before = await moneyOf(state.server.db, state.user.id);
    const body = paid(reference);
    expect((await callback(body)).statusCode).toBe(401);
    expect((await callback(body, signCallback('another-secret-of-at-least-32-characters', JSON.stringify(body)))).statusCode).toBe(401);
    expect((await callback(body, signCallback(PROVIDER.secret, JSON.stringify(body)).toUpperCase().replace('SHA256', 'x'))).statusCode).toBe(401);
    // The signature of one body does not cover another.
    expect((await callback(paid(reference, { amount_paise: 1 }), signCallback(PROVIDER.secret, JSON.stringify(body)))).statusCode).toBe(401);
    expect((await signed(paid(reference, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).statusCode).toBe(401);
    expect((await signed(paid(reference, { amount_paise: 100 * AMOUNT_PAISE }))).statusCode).toBe(422);
    expect((await signed(paid('no-such-reference'))).statusCode).toBe(404);
    expect((await signed({ reference, status: 'paid' })).statusCode).toBe(422);
    expect(await moneyOf(state.server.db, state.user.id)).toEqual(before);
  });

  it('a signed "paid" credits the deposit once, however often (and however concurrently) it comes', async () => {
    const reference = await newPayment();
    const before = await moneyOf(state.server.db, state.user.id);
    const body = paid(reference);
    const replies = await Promise.all(Array.from({ length: 5 }, () => signed(body)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await signed(body)).statusCode).toBe(200);
    // A late "failed" for a settled payment changes nothing either.
    expect((await signed({ ...body, status: 'failed' })).statusCode).toBe(200);
    const after = await moneyOf(state.server.db, state.user.id);
    expect(after.balancePaise).toBe(before.balancePaise + AMOUNT_PAISE);
    expect(after.ledgerRows).toBe(before.ledgerRows + 1);
    expect(after.transactions.at(-1)?.status).toBe('approve_completed');
  });

  it('a signed "failed" rejects the deposit and credits nothing', async () => {
    const reference = await newPayment();
    const before = await moneyOf(state.server.db, state.user.id);
    expect((await signed(paid(reference, { status: 'failed' }))).statusCode).toBe(200);
    const after = await moneyOf(state.server.db, state.user.id);
    expect(after.balancePaise).toBe(before.balancePaise);
    expect(after.transactions.at(-1)?.status).toBe('reject_completed');
  });
});
