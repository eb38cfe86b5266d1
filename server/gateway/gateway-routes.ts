// The payment gateway's routes (payment-provider.ts chooses which exist):
// - development mode without a provider: the simulated page. `GET /gateway/pay/<token>`
//   shows the amount with a Pay and a Fail button (plain forms: no script, the CSP forbids inline
//   script). Pay approves the deposit (credited in one SQL transaction with a ledger row), Fail
//   rejects it; either way the payer is sent back to the site's Home. A payment already settled
//   just goes back. Never in production: it credits money nobody paid.
// - a configured provider: its signed callback, POST /gateway/callback.
// - either way, `GET /gateway/finished`: where a gateway framed inside the product ends;
//   the product learns the outcome from the server, not from this page.
// The gateway's pages may be framed by the product's own origin only.
import type { FastifyInstance } from 'fastify';
import type { HandlerContext } from '../contract/handlers.ts';
import { HttpError } from '../http-error.ts';
import { changeTransactionStatus, type TransactionAction } from '../operator/transactions-lifecycle.ts';
import { GATEWAY_FINISHED_PATH, GATEWAY_PAGE_PATH, findGatewayPayment, gatewayPageUrl, serverUrl, type GatewayPayment } from './gateway-payments.ts';
import {
  CALLBACK_MAX_AGE_SECONDS,
  CALLBACK_PATH,
  isSignedBy,
  parseCallback,
  providerCheckoutUrl,
  SIGNATURE_HEADER,
  type PaymentGateway,
  type PaymentProviderSettings,
  type ProviderCallback,
} from './payment-provider.ts';

const OUTCOMES: Record<string, TransactionAction> = { pay: 'approve', fail: 'reject' };
const PAYMENT_NOT_FOUND = 'Payment not found';
export const BAD_SIGNATURE = 'Bad signature';
export const STALE_CALLBACK = 'Callback too old';
export const AMOUNT_MISMATCH = 'Amount does not match the payment';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const rupees = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// No script at all; framed only by this origin (the product's payment method screen).
const PAGE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
  'cache-control': 'no-store',
};

function paymentPage(payment: GatewayPayment): string {
  const action = `${GATEWAY_PAGE_PATH}${encodeURIComponent(payment.token)}`;
  const amount = escapeHtml(rupees(payment.amount_paise));
  const isOpen = payment.status === 'pending';
  const body = isOpen
    ? `<p class="amount">${amount}</p>
       <p>to <strong>${escapeHtml(payment.domain)}</strong> by ${escapeHtml(payment.payment_method)}</p>
       <form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>
       <form method="post" action="${action}/fail"><button class="fail" type="submit">Fail payment</button></form>`
    : `<p class="amount">${amount}</p><p>This payment is already ${escapeHtml(payment.status.replaceAll('_', ' '))}.</p>
       <p><a href="${escapeHtml(payment.return_url)}">Back to the site</a></p>`;
  return gatewayHtml('Instant Pay', 'Test payment gateway of the reference server: no real money moves.', body);
}

const finishedPage = (): string =>
  gatewayHtml('Payment finished', 'The site shows its result in a moment.', '<p class="amount">✓</p><p>You can close this window.</p>');

function gatewayHtml(heading: string, note: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #eef2f7; color: #1b2430; }
  main { max-width: 420px; margin: 10vh auto; padding: 28px 24px; background: #fff; border-radius: 12px; box-shadow: 0 4px 18px #0002; text-align: center; }
  h1 { font-size: 20px; margin: 0 0 4px; } .note { color: #5b6675; font-size: 14px; margin: 0 0 20px; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0; }
  button { width: 100%; min-height: 48px; margin-top: 12px; border: 0; border-radius: 8px; font-size: 17px; cursor: pointer; }
  .pay { background: #0f7b3f; color: #fff; } .fail { background: #fff; color: #b3261e; border: 2px solid #b3261e; }
  a { color: #0b57d0; }
</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p class="note">${escapeHtml(note)}</p>
${body}</main></body></html>`;
}

export async function registerGatewayRoutes(app: FastifyInstance, ctx: Pick<HandlerContext, 'db' | 'io' | 'paymentGateway'>): Promise<void> {
  const gateway = ctx.paymentGateway;
  if (gateway) {
    app.get(GATEWAY_FINISHED_PATH, async (_request, reply) => reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8').send(finishedPage()));
  }
  if (gateway?.kind === 'simulated') await registerSimulatedPage(app, ctx);
  if (gateway?.kind === 'provider') await registerProviderCallback(app, ctx, gateway.settings);
}

/** Where the payment-gateway call sends the payer for a new payment named by `token`. */
export function checkoutUrlFor(
  gateway: PaymentGateway,
  payment: { token: string; amountPaise: number; returnUrl: string; headers: Record<string, string | undefined> },
): string {
  if (gateway.kind === 'simulated') return gatewayPageUrl(payment.headers, payment.token);
  return providerCheckoutUrl(gateway.settings, {
    reference: payment.token,
    amountPaise: payment.amountPaise,
    returnUrl: payment.returnUrl,
    callbackUrl: serverUrl(payment.headers, CALLBACK_PATH),
  });
}

/** Settles a pending payment once; a payment already settled (or settled meanwhile) is left as it is. */
async function settle(ctx: Pick<HandlerContext, 'db' | 'io'>, payment: GatewayPayment, action: TransactionAction): Promise<void> {
  if (payment.status !== 'pending') return;
  await changeTransactionStatus(ctx.db, ctx.io, { transactionId: payment.transaction_id, action }).catch((error: unknown) => {
    // Settled by a concurrent click or callback in between: nothing left to do.
    if (!(error instanceof HttpError && error.status === 400)) throw error;
  });
}

// Development mode only: Pay credits the deposit with no payment at all.
async function registerSimulatedPage(app: FastifyInstance, ctx: Pick<HandlerContext, 'db' | 'io'>): Promise<void> {
  await app.register(async (scope) => {
    // The Pay and Fail forms post no fields; whatever they send is ignored.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

    scope.get<{ Params: { token: string } }>(`${GATEWAY_PAGE_PATH}:token`, async (request, reply) => {
      const payment = await findGatewayPayment(ctx.db, request.params.token);
      if (!payment) throw new HttpError(404, PAYMENT_NOT_FOUND);
      return reply.headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8').send(paymentPage(payment));
    });

    scope.post<{ Params: { token: string; outcome: string } }>(`${GATEWAY_PAGE_PATH}:token/:outcome`, async (request, reply) => {
      const action = OUTCOMES[request.params.outcome];
      const payment = action && (await findGatewayPayment(ctx.db, request.params.token));
      if (!payment) throw new HttpError(404, PAYMENT_NOT_FOUND);
      // A second click (or the other button after the first) finds it settled and only goes back.
      await settle(ctx, payment, action!);
      return reply.redirect(payment.return_url, 303);
    });
  });
}

const CALLBACK_OUTCOMES: Record<ProviderCallback['status'], TransactionAction> = { paid: 'approve', failed: 'reject' };

// The provider's signed callback (payment-provider.ts describes the interface).
async function registerProviderCallback(
  app: FastifyInstance,
  ctx: Pick<HandlerContext, 'db' | 'io'>,
  settings: PaymentProviderSettings,
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));

    scope.post(CALLBACK_PATH, async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      if (!isSignedBy(settings.secret, rawBody, request.headers[SIGNATURE_HEADER])) throw new HttpError(401, BAD_SIGNATURE);
      const callback = parseCallback(rawBody);
      if (!callback) throw new HttpError(422, 'Error 422', { detail: [{ msg: 'not a payment callback', loc: ['body'] }] });
      if (Math.abs(Date.now() / 1000 - callback.timestamp) > CALLBACK_MAX_AGE_SECONDS) throw new HttpError(401, STALE_CALLBACK);
      const payment = await findGatewayPayment(ctx.db, callback.reference);
      if (!payment) throw new HttpError(404, PAYMENT_NOT_FOUND);
      if (callback.amount_paise !== payment.amount_paise) throw new HttpError(422, AMOUNT_MISMATCH);
      await settle(ctx, payment, CALLBACK_OUTCOMES[callback.status]);
      return { status: 200, success: true, message: 'Callback recorded.' };
    });
  });
}
