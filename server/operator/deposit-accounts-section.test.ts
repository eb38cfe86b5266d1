import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app.ts';
import { runCli } from '../testing/operator-cli.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';

const PORT = 8264;
const SERVER = `http://127.0.0.1:${PORT}`;

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  await server.app.listen({ port: PORT, host: '127.0.0.1' });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const cli = (...args: string[]) => runCli(SERVER, args);

const embeddedOf = async (accountId: string) =>
  (await server.db.query<{ embedded: boolean }>('SELECT embedded FROM deposit_accounts WHERE id = $1', [accountId]))[0]?.embedded;

describe('the gateway accounts section', () => {
  it('lists only payment-gateway accounts with how each opens', async () => {
    const { code, out } = await cli('gateway-accounts', '--domain', 'localhost');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Account\s+Site\s+Method\s+Active\s+Opens$/);
    expect(out.slice(1).join('\n')).toMatch(/Instant Pay\s+yes\s+by redirect/);
    expect(out.slice(1).join('\n')).toMatch(/Pay In App\s+yes\s+inside the product/);
    expect(out.slice(1).some((line) => /UPI\s+yes/.test(line))).toBe(false);
  });

  it('switches an account between redirect and inside the product, saying so once', async () => {
    const [account] = await server.db.query<{ id: number }>(
      "SELECT a.id FROM deposit_accounts a JOIN sites s ON s.id = a.site_id WHERE s.domain = '127.0.0.1' AND a.method_name = 'Instant Pay'",
    );
    const id = String(account!.id);
    expect((await cli('open-in-product', id)).out).toEqual([`Instant Pay (#${id}) on 127.0.0.1 now opens inside the product.`]);
    expect(await embeddedOf(id)).toBe(true);
    expect((await cli('open-in-product', id)).out).toEqual([`Instant Pay (#${id}) on 127.0.0.1 already opens inside the product.`]);
    await cli('open-by-redirect', id);
    expect(await embeddedOf(id)).toBe(false);
  });

  it('refuses an account that is not a gateway, an unknown one and a malformed id', async () => {
    const [upi] = await server.db.query<{ id: number }>("SELECT id FROM deposit_accounts WHERE method_name = 'UPI' LIMIT 1");
    for (const id of [String(upi!.id), '999999', '1; DROP TABLE users', '99999999999999999999']) {
      const { code, error } = await cli('open-in-product', id);
      expect([code, error]).toEqual([1, [`No payment-gateway account ${id}`]]);
    }
  });

  it('is closed without the operator password', async () => {
    const reply = await server.app.inject({ method: 'POST', url: '/operator/api/actions/open-in-product', payload: { id: '1' } });
    expect(reply.statusCode).toBe(401);
  });
});
