// The sites' payment-gateway deposit accounts, and how each opens for the payer: sent
// away to the gateway and back (paymentGateway), or framed inside the product's payment method
// screen (paymentGatewayIframeUrl). The change applies to the next payment; open ones are unchanged.
//
//   npm run operator -- gateway-accounts
//   npm run operator -- open-in-product <accountId>
//   npm run operator -- open-by-redirect <accountId>
import { HttpError } from '../http-error.ts';
import type { OperatorAction, OperatorSection, OperatorTarget } from './operator-section.ts';
import type { HandlerContext } from '../contract/handlers.ts';

interface GatewayAccountRow {
  id: number;
  domain: string;
  method_name: string;
  is_active: boolean;
  embedded: boolean;
}

const openingOf = (embedded: boolean) => (embedded ? 'inside the product' : 'by redirect');

function openingAction(name: string, label: string, embedded: boolean): OperatorAction {
  return {
    name,
    label,
    async run(ctx, target) {
      const account = await targetAccount(ctx, target);
      const where = `${account.method_name} (#${account.id}) on ${account.domain}`;
      if (account.embedded === embedded) return `${where} already opens ${openingOf(embedded)}.`;
      await ctx.db.query('UPDATE deposit_accounts SET embedded = $2 WHERE id = $1', [account.id, embedded]);
      return `${where} now opens ${openingOf(embedded)}.`;
    },
  };
}

const openInProduct = openingAction('open-in-product', 'Open inside the product', true);
const openByRedirect = openingAction('open-by-redirect', 'Open by redirect', false);

export const depositAccountsSection: OperatorSection = {
  name: 'gateway-accounts',
  title: 'Gateway accounts',
  targetName: 'accountId',
  headings: ['Account', 'Site', 'Method', 'Active', 'Opens'],
  actions: [openInProduct, openByRedirect],
  async list(ctx, { domain }) {
    const rows = await gatewayAccounts(ctx, domain);
    return rows.map((row) => ({
      target: { id: String(row.id) },
      cells: [String(row.id), row.domain, row.method_name, row.is_active ? 'yes' : 'no', openingOf(row.embedded)],
      actions: [row.embedded ? openByRedirect.name : openInProduct.name],
    }));
  },
};

function gatewayAccounts(ctx: HandlerContext, domain?: string, accountId?: number): Promise<GatewayAccountRow[]> {
  return ctx.db.query<GatewayAccountRow>(
    `SELECT a.id, s.domain, a.method_name, a.is_active, a.embedded
       FROM deposit_accounts a JOIN payment_methods m ON m.id = a.method_id JOIN sites s ON s.id = a.site_id
      WHERE m.method = 'payment_gateway' AND ($1::text IS NULL OR s.domain = $1) AND ($2::integer IS NULL OR a.id = $2)
      ORDER BY s.domain, a.sort_order, a.id`,
    [domain ?? null, accountId ?? null],
  );
}

async function targetAccount(ctx: HandlerContext, { id }: OperatorTarget): Promise<GatewayAccountRow> {
  const accountId = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  const [account] = Number.isNaN(accountId) ? [] : await gatewayAccounts(ctx, undefined, accountId);
  if (!account) throw new HttpError(404, `No payment-gateway account ${id}`);
  return account;
}
