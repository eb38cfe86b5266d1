// Bonuses, the wallet switch, refer and earn, the chatbot's page and operator notifications
// (docs/decisions/088-092), through the contract's operations on the real database, with
// the attacks on them: another user's ids, retries and concurrent duplicates, switching with open
// bets, withdrawing bonus money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation, type OperationReply } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { BONUS_NOT_FOUND, bonusStillLocked, SWITCH_WITH_OPEN_BETS } from '../bonus/bonuses.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { changeTransactionStatus } from '../operator/transactions-lifecycle.ts';
import { operatorSections } from '../operator/sections.ts';
import { INVALID_REFER_CODE, referCodeOf } from '../referrals/referrals.ts';
import { SUPPORT_PAGE_PATH } from '../support/support-page.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createWalletTestUser, expectLedgerToMatchBalance, type WalletTestUser } from '../testing/wallet.ts';
import { INSUFFICIENT_BALANCE } from '../wallet/withdrawal-effects.ts';

// Seeds: payment methods 1 (bank) and 3 (UPI) carry the 5% payment bonus; refer reward ₹100; turnover 1×.
const UPI_METHOD_ID = 3;

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const call = (operationId: string, user: WalletTestUser | undefined, extra: Parameters<typeof callOperation>[2] = {}) =>
  callOperation(server.app, operationId, { token: user?.token, ...extra });

async function expectRefusal(reply: Promise<OperationReply>, status: number, message: string): Promise<void> {
  const { statusCode, body } = await reply;
  expect({ statusCode, error: body.error ?? body.message }).toEqual({ statusCode: status, error: message });
}

/** A deposit through UPI approved by the operator: ₹amount plus its 5% payment bonus. */
async function approvedDeposit(user: WalletTestUser, rupees: number): Promise<number> {
  const [deposit] = await server.db.query<{ id: number }>(
    `INSERT INTO transactions (user_id, site_id, type, payment_method, method_id, amount_paise)
     VALUES ($1, $2, 'client_deposit', 'UPI', $3, $4) RETURNING id`,
    [user.id, user.siteId, UPI_METHOD_ID, rupees * 100],
  );
  await changeTransactionStatus(server.db, server.io, { transactionId: deposit!.id, action: 'approve' });
  return deposit!.id;
}

/** A stake the user put at risk (a matka bet's debit, as the matka area posts it). */
const stake = (user: WalletTestUser, rupees: number, reference: string) =>
  server.db.transaction((tx) => postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.matkaBet, reference, amountPaise: -rupees * 100 }));

const balance = async (user: WalletTestUser) => (await call('walletBalance', user)).body.data as { bl: number; ex: number; eb: number };
const onlyBonusOf = async (user: WalletTestUser) => ((await call('userLockedBonus', user)).body.data as { bonuses: { id: number }[] }).bonuses[0]!.id;

describe('payment bonus, turnover and claim', () => {
  it('credits the payment bonus into the bonus wallet on approval, locked until its turnover is played', async () => {
    const user = await createWalletTestUser(server.db);
    await approvedDeposit(user, 1000);
    expect(await balance(user)).toMatchObject({ bl: 1050, eb: 50 });
    const locked = (await call('userLockedBonus', user)).body.data as { locked_amount: number; bonuses: { id: number; bonus_type: string; status: string }[] };
    expect(locked).toMatchObject({ locked_amount: 50, bonuses: [{ bonus_type: 'payment bonus', status: 'locked' }] });
    const id = locked.bonuses[0]!.id;
    await expectRefusal(call('claimBonus', user, { body: { bonus_id: id } }), 400, bonusStillLocked(5000));

    await stake(user, 30, `test-stake-${user.id}-1`);
    expect((await call('bonusLogDetails', user, { query: { id } })).body.data).toMatchObject({ turnover_required: 50, turnover_done: 30 });
    await stake(user, 20, `test-stake-${user.id}-2`);
    expect((await call('lockedEarnedBonus', user)).body.data).toEqual({ earned: 50, locked: 0, released: 50 });

    const claimed = await call('claimBonus', user, { body: { bonus_id: id } });
    expect(claimed.body.data).toEqual({ amount: 50, balance: { bl: 1000, ex: 0, bc: 0, eb: 0 } });
    const details = (await call('bonusLogDetails', user, { query: { id } })).body.data as { bonus: { status: string }; movements: unknown[] };
    expect(details.bonus.status).toBe('claimed');
    expect(details.movements).toHaveLength(2);
    await expectLedgerToMatchBalance(server.db, user.id);
  });

  it('claims once under retries and concurrent duplicates', async () => {
    const user = await createWalletTestUser(server.db);
    await approvedDeposit(user, 2000);
    const id = await onlyBonusOf(user);
    await stake(user, 100, `test-stake-${user.id}`);
    const replies = await Promise.all(Array.from({ length: 6 }, () => call('claimBonus', user, { body: { bonus_id: id } })));
    for (const reply of replies) expect(reply.body.data).toMatchObject({ amount: 100 });
    expect(await balance(user)).toMatchObject({ bl: 2000, eb: 0 });
    const rows = await server.db.query('SELECT 1 FROM ledger WHERE kind = $1 AND reference = $2', [LEDGER_KINDS.bonusClaim, `bonus:${id}`]);
    expect(rows).toHaveLength(1);
  });

  it('answers not found for another user’s bonus, and moves nothing', async () => {
    const owner = await createWalletTestUser(server.db);
    const attacker = await createWalletTestUser(server.db);
    await approvedDeposit(owner, 1000);
    const id = await onlyBonusOf(owner);
    await stake(owner, 50, `test-stake-${owner.id}`);
    await expectRefusal(call('claimBonus', attacker, { body: { bonus_id: id } }), 404, BONUS_NOT_FOUND);
    await expectRefusal(call('bonusLogDetails', attacker, { query: { id } }), 404, BONUS_NOT_FOUND);
    await expectRefusal(call('claimBonus', attacker, { body: { bonus_id: 2 ** 31 } }), 404, BONUS_NOT_FOUND);
    expect(await balance(owner)).toMatchObject({ eb: 50 });
  });

  it('refuses a huge or malformed bonus id with the contract’s 422', async () => {
    const user = await createWalletTestUser(server.db);
    expect((await call('claimBonus', user, { body: { bonus_id: 1e30 } })).statusCode).toBe(422);
    expect((await call('claimBonus', user, { body: { bonus_id: 'x' } })).statusCode).toBe(422);
    expect((await call('claimBonus', user, { body: { bonus_id: 1, amount: 500 } })).statusCode).toBe(422);
  });

  it('lists the bonus log of a window, newest first', async () => {
    const user = await createWalletTestUser(server.db);
    await approvedDeposit(user, 1000);
    await approvedDeposit(user, 2000);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 29.5 * 3_600_000).toISOString().slice(0, 10);
    const log = (await call('bonusLog', user, { query: { from: today, to: tomorrow } })).body.data as { amount: number }[];
    expect(log.map((entry) => entry.amount)).toEqual([100, 50]);
  });
});

describe('wallet switch and withdrawals', () => {
  it('switches between the main wallet and the welcome bonus; bets may use the bonus only with WB', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 500, bonusRupees: 400 });
    const switched = await call('walletSwitch', user, { body: { actw: 'WB' } });
    expect(switched.body.data).toEqual({ actw: 'WB', balance: { bl: 500, ex: 0, bc: 0, eb: 400 } });
    expect(((await call('userInfo', user)).body.data as { user: { actw: string } }).user.actw).toBe('WB');
    // Switching to the active wallet again changes nothing.
    expect((await call('walletSwitch', user, { body: { actw: 'WB' } })).body.data).toMatchObject({ actw: 'WB' });
    expect((await call('walletSwitch', user, { body: { actw: 'MW' } })).body.data).toMatchObject({ actw: 'MW' });
    expect((await call('walletSwitch', user, { body: { actw: 'XX' } })).statusCode).toBe(422);
  });

  it('refuses to switch while bets are open', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 500, bonusRupees: 400, exposureRupees: -100 });
    await expectRefusal(call('walletSwitch', user, { body: { actw: 'WB' } }), 400, SWITCH_WITH_OPEN_BETS);
    expect(((await call('userInfo', user)).body.data as { user: { actw: string } }).user.actw).toBe('MW');
  });

  it('a loss beyond the main wallet spends the bonus: the bonus wallet is never more than the balance', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 500, bonusRupees: 400 });
    await call('walletSwitch', user, { body: { actw: 'WB' } });
    await stake(user, 300, `test-loss-${user.id}`);
    expect(await balance(user)).toMatchObject({ bl: 200, eb: 200 });
    const [row] = await server.db.query<{ bonus_paise: number }>('SELECT bonus_paise FROM ledger WHERE reference = $1', [`test-loss-${user.id}`]);
    expect(row!.bonus_paise).toBe(-20_000);
  });

  it('never pays bonus money out, whichever wallet is active', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000, bonusRupees: 800, withdrawPassword: 'Paisa@2024' });
    const [account] = await server.db.query<{ id: number }>(
      "INSERT INTO withdraw_accounts (user_id, payment_method, method_id, method_name, account_holder_name, upi_id) VALUES ($1, 'upi', 3, 'UPI', 'Test User', 'test@upi') RETURNING id",
      [user.id],
    );
    await call('walletSwitch', user, { body: { actw: 'WB' } });
    const withdraw = (amount: number) =>
      call('withdrawRequest', user, {
        body: { amount, client_account_index: account!.id, type: 'client_withdrawal' },
        headers: { 'idempotency-key': `bonus-withdraw-${user.id}-${amount}` },
      });
    await expectRefusal(withdraw(201), 400, INSUFFICIENT_BALANCE);
    expect((await withdraw(200)).statusCode).toBe(200);
    expect(await balance(user)).toMatchObject({ bl: 800, eb: 800 });
  });
});

describe('refer and earn', () => {
  // The refer code is checked before the OTP, so a refused code does not use one up.
  const signUp = (referCode: string) =>
    callOperation(server.app, 'registration', {
      body: { mobile: '7000000001', password: 'Khiladi@123', confirmPassword: 'Khiladi@123', otp: '123456', domain: 'localhost', referCode },
    });

  it('refuses a sign-up with a refer code that names nobody', async () => {
    await expectRefusal(signUp('99999999'), 400, INVALID_REFER_CODE);
  });

  it('pays the referrer once, on the referred user’s first approved deposit, even when two are approved at once', async () => {
    const referrer = await createWalletTestUser(server.db);
    const referred = await createWalletTestUser(server.db);
    await server.db.query('UPDATE users SET referred_by_code = $2 WHERE id = $1', [referred.id, referCodeOf(referrer.id)]);
    const summary = (await call('referCode', referrer)).body.data as { refer_code: string; refer_link: string };
    expect(summary.refer_code).toBe(referCodeOf(referrer.id));
    expect(summary.refer_link).toMatch(new RegExp(`/sign-up\\?refer=${summary.refer_code}$`));

    await Promise.all([approvedDeposit(referred, 1000), approvedDeposit(referred, 1000)]);
    await approvedDeposit(referred, 500);
    expect((await call('referCode', referrer)).body.data).toMatchObject({ referred_users: 1, earned: 100 });
    expect(await balance(referrer)).toMatchObject({ bl: 100, eb: 100 });
    const [bonus] = ((await call('userLockedBonus', referrer)).body.data as { bonuses: { bonus_type: string }[] }).bonuses;
    expect(bonus!.bonus_type).toBe('refer bonus');
    const notes = (await call('notificationList', referrer)).body.data as { title: string }[];
    expect(notes.map((note) => note.title)).toEqual(['Refer reward earned']);
    await expectLedgerToMatchBalance(server.db, referrer.id);
  });

  it('pays nothing when the referred user is the referrer, or the site pays no reward', async () => {
    const self = await createWalletTestUser(server.db);
    await server.db.query('UPDATE users SET referred_by_code = $2 WHERE id = $1', [self.id, referCodeOf(self.id)]);
    await approvedDeposit(self, 1000);
    expect(await balance(self)).toMatchObject({ bl: 1050, eb: 50 });
  });
});

describe('chatbot and support page', () => {
  it('gives a member a short-lived value of its own, never the session token, and a visitor the site’s page', async () => {
    const user = await createWalletTestUser(server.db);
    const { url: address } = (await call('chatbotIframeUrlMember', user)).body.data as { url: string };
    expect(address).toMatch(new RegExp(`^https?://[^/]+${SUPPORT_PAGE_PATH}\\?s=[A-Za-z0-9_-]{32}$`));
    const url = new URL(address).pathname + new URL(address).search;
    expect(url).not.toContain(user.token);
    const guest = (await callOperation(server.app, 'chatbotIframeUrlGuest', { query: { domain: 'localhost' } })).body.data as { url: string };
    expect(guest.url).toMatch(new RegExp(`${SUPPORT_PAGE_PATH}\\?domain=localhost$`));

    const page = await server.app.inject({ method: 'GET', url: `${url}&q=withdraw bonus` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Why can I not withdraw my bonus?');
    expect(page.body).not.toContain('How do I deposit?');
    expect((await server.app.inject({ method: 'GET', url: `${SUPPORT_PAGE_PATH}?s=forged` })).statusCode).toBe(403);
  });

  it('lands a message in the operator console, escaped; a visitor must leave a contact', async () => {
    const user = await createWalletTestUser(server.db);
    const { url } = (await call('chatbotIframeUrlMember', user)).body.data as { url: string };
    const value = new URL(url).searchParams.get('s')!;
    const post = (form: Record<string, string>) =>
      server.app.inject({ method: 'POST', url: SUPPORT_PAGE_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
    const sent = await post({ s: value, body: '<b>Where is my deposit?</b>' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toContain('sent=1');
    expect((await post({ domain: 'localhost', body: 'Hello' })).statusCode).toBe(400);
    const ctx = { db: server.db, io: server.io } as Parameters<(typeof operatorSections)[number]['list']>[0];
    const rows = await operatorSections.find((section) => section.name === 'support')!.list(ctx, {});
    expect(rows.some((row) => row.cells[1] === user.userid && row.cells[3] === '<b>Where is my deposit?</b>' && row.actions.includes('notify'))).toBe(true);
  });

  it('takes five messages from one address per ten minutes, counted in the database', async () => {
    const post = (remoteAddress: string, body: string) =>
      server.app.inject({
        method: 'POST',
        url: SUPPORT_PAGE_PATH,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ domain: 'localhost', contact: '9876500000', body }).toString(),
      });
    for (let index = 1; index <= 5; index += 1) expect((await post('10.9.9.9', `flood ${index}`)).statusCode).toBe(303);
    const refused = await post('10.9.9.9', 'flood 6');
    expect([refused.statusCode, refused.body.includes('You have sent several messages: please wait a few minutes.')]).toEqual([400, true]);
    expect((await post('10.9.9.10', 'another address')).statusCode).toBe(303);
    const stored = await server.db.query<{ body: string }>("SELECT body FROM support_messages WHERE body LIKE 'flood%' ORDER BY id");
    expect(stored.map(({ body }) => body)).toEqual(['flood 1', 'flood 2', 'flood 3', 'flood 4', 'flood 5']);
    const [count] = await server.db.query<{ count: number }>("SELECT count FROM guess_counts WHERE rule = 'supportMessagePerAddress' AND key = '10.9.9.9'");
    expect(count?.count).toBe(5);
  });
});

describe('operator notifications', () => {
  const ctx = () => ({ db: server.db, io: server.io }) as Parameters<(typeof operatorSections)[number]['list']>[0];
  const action = (name: string) => operatorSections.flatMap((section) => section.actions).find((candidate) => candidate.name === name)!;

  it('sends to one user and to everyone on a site; a link must be an in-app route', async () => {
    const user = await createWalletTestUser(server.db, { domain: '127.0.0.1' });
    const message = await action('notify').run(ctx(), { id: user.userid, domain: '127.0.0.1' }, { title: 'KYC done', body: 'You can withdraw now.', link: '/wallet-withdraw' });
    expect(message).toContain(user.userid);
    await expect(action('notify').run(ctx(), { id: user.userid, domain: '127.0.0.1' }, { title: 'x', body: 'y', link: '//evil.example' })).rejects.toThrow();
    await expect(action('notify').run(ctx(), { id: 'nobody', domain: '127.0.0.1' }, { title: 'x', body: 'y' })).rejects.toThrow();
    const everyone = await action('notify-site').run(ctx(), { id: '127.0.0.1' }, { title: 'Tonight', body: 'Maintenance 2-3 am.' });
    expect(everyone).toMatch(/to \d+ users on 127\.0\.0\.1/);
    const notes = (await call('notificationList', user, { headers: { host: '127.0.0.1' } })).body.data as { title: string; redirect_url: string | null }[];
    expect(notes).toEqual([
      expect.objectContaining({ title: 'Tonight', redirect_url: null }),
      expect.objectContaining({ title: 'KYC done', redirect_url: '/wallet-withdraw' }),
    ]);
  });
});
