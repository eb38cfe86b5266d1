// What an attacker may try on matka. Bets after the cut-off, numbers that are not entries of
// their game type, huge, negative or fractional stakes, another user's bets, a double submit with one
// Idempotency-Key, and results declared without the operator's password: none moves money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../../server/app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../../server/auth/sessions.ts';
import { readWallet } from '../../server/ledger/ledger.ts';
import { createTestMarket, retimeTestMarket } from '../../server/testing/matka.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../../server/operator/operator-auth.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../../server/testing/fixtures.ts';

const BALANCE_PAISE = 500_000; // ₹5,000

let server: BuiltServer;
let market: number;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  market = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let keys = 0;
const newKey = () => `attack-key-${Date.now()}-${(keys += 1)}`;

async function signedIn() {
  const user = await createTestUser(server.db, { balancePaise: BALANCE_PAISE });
  const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
  return { user, token, balance: async () => (await readWallet(server.db, user.id)).balancePaise };
}

/** key null: no Idempotency-Key header. */
const place = (token: string, body: unknown, key: string | null = newKey()) =>
  callOperation(server.app, 'saveWorliMatkaBet', { token, body, headers: key === null ? {} : { 'idempotency-key': key } });

const slip = (bets: unknown[], session = 'open', marketId = market) => ({ market_id: marketId, session, bets });

describe('matka: requests that break the contract move nothing (422)', () => {
  it.each([
    ['a negative stake', [{ bet_type: 'single_digit', number: '1', amount: -100 }]],
    ['a zero stake', [{ bet_type: 'single_digit', number: '1', amount: 0 }]],
    ['a huge stake', [{ bet_type: 'single_digit', number: '1', amount: 1e12 }]],
    ['a stake in thousandths', [{ bet_type: 'single_digit', number: '1', amount: 10.001 }]],
    ['a stake as text', [{ bet_type: 'single_digit', number: '1', amount: '100' }]],
    ['a number that is not digits', [{ bet_type: 'single_pana', number: '12a', amount: 10 }]],
    ['a four-digit number', [{ bet_type: 'single_pana', number: '1234', amount: 10 }]],
    ['an unknown game', [{ bet_type: 'lucky_seven', number: '7', amount: 10 }]],
    ['an extra field', [{ bet_type: 'single_digit', number: '1', amount: 10, rate: 1000 }]],
    ['no bets', []],
    ['more than 100 bets', Array.from({ length: 101 }, () => ({ bet_type: 'single_digit', number: '1', amount: 10 }))],
  ])('%s', async (_name, bets) => {
    const { token, balance } = await signedIn();
    const reply = await place(token, slip(bets));
    expect(reply.statusCode).toBe(422);
    expect(await balance()).toBe(BALANCE_PAISE);
  });

  it('a slip without an Idempotency-Key', async () => {
    const { token, balance } = await signedIn();
    const reply = await place(token, slip([{ bet_type: 'single_digit', number: '1', amount: 10 }]), null);
    expect(reply.statusCode).toBe(422);
    expect(await balance()).toBe(BALANCE_PAISE);
  });
});

describe('matka: refusals the server makes whatever the client shows (400)', () => {
  it('invalid panas of every kind and sangams with one', async () => {
    const { token, balance } = await signedIn();
    const invalid = [
      { bet_type: 'single_pana', number: '100' },
      { bet_type: 'single_pana', number: '012' },
      { bet_type: 'double_pana', number: '123' },
      { bet_type: 'double_pana', number: '001' },
      { bet_type: 'triple_pana', number: '112' },
      { bet_type: 'half_sangam_open', number: '721-1' },
      { bet_type: 'half_sangam_close', number: '1-721' },
      { bet_type: 'full_sangam', number: '127-721' },
      { bet_type: 'jodi', number: '1' },
      { bet_type: 'single_digit', number: '12' },
    ];
    for (const bet of invalid) {
      const reply = await place(token, slip([{ ...bet, amount: 10 }]));
      expect(reply.statusCode, bet.number).toBe(400);
      expect(reply.body.message).toMatch(/is not a valid/);
    }
    expect(await balance()).toBe(BALANCE_PAISE);
  });

  it('a stake above the game type limit, or above the balance', async () => {
    const { token, balance } = await signedIn();
    expect((await place(token, slip([{ bet_type: 'full_sangam', number: '127-459', amount: 501 }]))).body.message).toMatch(/stake must be between/);
    const all = Array.from({ length: 6 }, () => ({ bet_type: 'single_digit', number: '1', amount: 1_000 }));
    expect((await place(token, slip(all))).body.message).toBe('Insufficient Balance');
    expect(await balance()).toBe(BALANCE_PAISE);
  });

  it('bets after the cut-off, and open-session games once the open side closed', async () => {
    const { token, balance } = await signedIn();
    const late = await createTestMarket(server.db, { openInMinutes: 10, closeInMinutes: 200 });
    expect((await place(token, slip([{ bet_type: 'single_digit', number: '1', amount: 10 }], 'open', late))).statusCode).toBe(400);
    expect((await place(token, slip([{ bet_type: 'full_sangam', number: '127-459', amount: 10 }], 'close', late))).statusCode).toBe(400);
    await retimeTestMarket(server.db, late, -100, 5);
    expect((await place(token, slip([{ bet_type: 'single_digit', number: '1', amount: 10 }], 'close', late))).body.message).toMatch(/Betting is closed/);
    expect(await balance()).toBe(BALANCE_PAISE);
  });

  it('a market that does not exist', async () => {
    const { token } = await signedIn();
    const reply = await place(token, slip([{ bet_type: 'single_digit', number: '1', amount: 10 }], 'open', 987_654));
    expect(reply.statusCode).toBe(400);
    expect(reply.body.message).toBe('Market not found.');
  });
});

describe('matka: one user, one key, one operator', () => {
  it("never shows another user's bets", async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    expect((await place(alice.token, slip([{ bet_type: 'single_digit', number: '4', amount: 10 }]))).statusCode).toBe(200);
    const seen = await callOperation(server.app, 'matkaSingleBets', { token: mallory.token, params: { id: market } });
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data).toEqual([]);
    const anonymous = await callOperation(server.app, 'matkaSingleBets', { params: { id: market } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a double submit with one Idempotency-Key places once; the key cannot be replayed by another user', async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    const key = newKey();
    const body = slip([{ bet_type: 'single_digit', number: '9', amount: 100 }]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => place(alice.token, body, key)));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(await alice.balance()).toBe(BALANCE_PAISE - 10_000);
    // Keys are per user: Mallory's use of Alice's key is Mallory's own bet, on Mallory's money.
    expect((await place(mallory.token, body, key)).statusCode).toBe(200);
    expect(await alice.balance()).toBe(BALANCE_PAISE - 10_000);
    expect(await mallory.balance()).toBe(BALANCE_PAISE - 10_000);
    // The same key for another operation is refused.
    const other = await callOperation(server.app, 'withdrawRequest', {
      token: alice.token,
      body: { amount: 100, client_account_index: 1, type: 'client_withdrawal' },
      headers: { 'idempotency-key': key },
    });
    expect(other.statusCode).toBe(422);
  });

  it('declaring results needs the operator password: no password, a wrong one, or a user token are refused', async () => {
    const alice = await signedIn();
    const target = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    expect((await place(alice.token, slip([{ bet_type: 'single_digit', number: '0', amount: 100 }], 'open', target))).statusCode).toBe(200);
    const attempts = [undefined, 'Bearer wrong-password', `Bearer ${alice.token}`];
    for (const authorization of attempts) {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/operator/api/actions/declare-open',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: { id: String(target), pana: '127' },
      });
      expect(reply.statusCode, authorization).toBe(401);
    }
    const [draw] = await server.db.query<{ open_pana: string | null }>('SELECT open_pana FROM matka_draws WHERE market_id = $1', [target]);
    expect(draw!.open_pana).toBeNull();
    expect(await alice.balance()).toBe(BALANCE_PAISE - 10_000);
    const operator = await server.app.inject({
      method: 'POST',
      url: '/operator/api/actions/declare-open',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}` },
      payload: { id: String(target), pana: '127' },
    });
    expect(operator.statusCode).toBe(200);
    expect(await alice.balance()).toBe(BALANCE_PAISE - 10_000 + 95_000);
  });
});
