import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { DEMO_MATKA_MARKETS } from '../db/seeds/matka.ts';
import { ledgerBalance, readWallet } from '../ledger/ledger.ts';
import { DEFAULT_OPERATOR_PASSWORD } from '../operator/operator-auth.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { MATKA_REFUSALS } from './bets.ts';
import { RESULT_PROBLEMS } from './settlement.ts';
import { createTestMarket, retimeTestMarket } from '../testing/matka.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let keys = 0;
const newKey = () => `matka-key-${Date.now()}-${(keys += 1)}`;

async function bettor(balanceRupees = 10_000) {
  const user = await createTestUser(server.db, { balancePaise: balanceRupees * 100 });
  // The opening balance is a ledger deposit, so the ledger and the wallet agree from the start.
  await server.db.query("INSERT INTO ledger (user_id, amount_paise, kind, reference) VALUES ($1, $2, 'deposit', $3)", [
    user.id,
    balanceRupees * 100,
    `opening-${user.id}`,
  ]);
  const { token } = await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS);
  return { user, token };
}

type Bet = { bet_type: string; number: string; amount: number };
const place = (token: string, marketId: number, session: 'open' | 'close', bets: Bet[], key = newKey()) =>
  callOperation(server.app, 'saveWorliMatkaBet', { token, body: { market_id: marketId, session, bets }, headers: { 'idempotency-key': key } });

const declare = (side: 'open' | 'close', marketId: number, pana: string, password = DEFAULT_OPERATOR_PASSWORD) =>
  server.app.inject({
    method: 'POST',
    url: `/operator/api/actions/declare-${side}`,
    headers: { authorization: `Bearer ${password}`, 'content-type': 'application/json' },
    payload: { id: String(marketId), pana },
  });

const balanceOf = async (user: TestUser) => (await readWallet(server.db, user.id)).balancePaise;

describe('matka markets', () => {
  it('lists the demo markets: some open, one close side only with its open result, one closed with both', async () => {
    const { statusCode, body } = await callOperation(server.app, 'matkaMatches');
    expect(statusCode).toBe(200);
    const byName = new Map((body.data as { name: string }[]).map((market) => [market.name, market as Record<string, unknown>]));
    for (const demo of DEMO_MATKA_MARKETS) expect(byName.has(demo.name)).toBe(true);
    expect(byName.get('Milan Day')).toMatchObject({ status: 'open', result: null, cutoff_minutes: 15 });
    expect(byName.get('Kalyan')).toMatchObject({ status: 'close_only', open_pana: '380', result: '380-1*-***' });
    expect(byName.get('Rajdhani Night')).toMatchObject({ status: 'closed', result: '127-08-459', next_cutoff_at: null });
    const milan = byName.get('Milan Day')!;
    expect(Date.parse(milan.next_cutoff_at as string)).toBe(Date.parse(milan.open_time as string) - 15 * 60_000);
    expect((milan.last_results as unknown[]).length).toBe(3);
  });

  it('answers one market with its rates and stake limits, and refuses an unknown one', async () => {
    const { body } = await callOperation(server.app, 'matkaMarkets', { params: { id: 1 } });
    expect(body.data.bet_types).toHaveLength(8);
    expect(body.data.bet_types[0]).toEqual({ bet_type: 'single_digit', rate: 9.5, min_stake: 10, max_stake: 10_000 });
    const unknown = await callOperation(server.app, 'matkaMarkets', { params: { id: 999_999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('Market not found.');
  });
});

describe('placing a slip', () => {
  it('debits each bet through the ledger in one request and lists the bets', async () => {
    const { user, token } = await bettor(1_000);
    const market = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    const reply = await place(token, market, 'open', [
      { bet_type: 'single_digit', number: '7', amount: 100 },
      { bet_type: 'jodi', number: '70', amount: 50 },
      { bet_type: 'single_pana', number: '127', amount: 20.5 },
    ]);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data.bets).toHaveLength(3);
    expect(reply.body.data.balance.bl).toBe(829.5);
    expect(await balanceOf(user)).toBe(82_950);
    expect(await ledgerBalance(server.db, user.id)).toBe(82_950);
    const rows = await server.db.query<{ kind: string; amount_paise: number }>(
      "SELECT kind, amount_paise FROM ledger WHERE user_id = $1 AND kind = 'matka_bet' ORDER BY id",
      [user.id],
    );
    expect(rows.map((row) => row.amount_paise)).toEqual([-10_000, -5_000, -2_050]);
    const listed = await callOperation(server.app, 'matkaSingleBets', { token, params: { id: market } });
    expect(listed.body.data.map((bet: { number: string; status: string }) => [bet.number, bet.status])).toEqual([
      ['127', 'open'],
      ['70', 'open'],
      ['7', 'open'],
    ]);
  });

  it('answers a repeated Idempotency-Key with the first reply and debits once', async () => {
    const { user, token } = await bettor(1_000);
    const market = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    const key = newKey();
    const bets = [{ bet_type: 'single_digit', number: '3', amount: 100 }];
    const [first, second] = await Promise.all([place(token, market, 'open', bets, key), place(token, market, 'open', bets, key)]);
    const third = await place(token, market, 'open', bets, key);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(third.body).toEqual(first.body);
    expect(await balanceOf(user)).toBe(90_000);
  });

  it('refuses the open session after its cut-off, whatever the client shows, and takes the close session', async () => {
    const { user, token } = await bettor(1_000);
    const market = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    await retimeTestMarket(server.db, market, 14, 240); // the open result is 14 minutes away: past the 15-minute cut-off
    const open = await place(token, market, 'open', [{ bet_type: 'single_digit', number: '3', amount: 100 }]);
    expect(open.statusCode).toBe(400);
    expect(open.body.message).toMatch(/open session .* has closed/);
    const jodi = await place(token, market, 'close', [{ bet_type: 'jodi', number: '33', amount: 100 }]);
    expect(jodi.body.message).toBe(MATKA_REFUSALS.typeNotInSession('jodi'));
    const close = await place(token, market, 'close', [{ bet_type: 'single_digit', number: '3', amount: 100 }]);
    expect(close.statusCode).toBe(200);
    await retimeTestMarket(server.db, market, -60, 14);
    const late = await place(token, market, 'close', [{ bet_type: 'single_digit', number: '3', amount: 100 }]);
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toMatch(/Betting is closed/);
    expect(await balanceOf(user)).toBe(90_000);
  });

  it('refuses the whole slip for one bad line: invalid pana, stake outside limits, more than the balance', async () => {
    const { user, token } = await bettor(100);
    const market = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    const good = { bet_type: 'single_digit', number: '1', amount: 10 };
    const cases: [Bet, string][] = [
      [{ bet_type: 'single_pana', number: '721', amount: 10 }, '721 is not a valid single pana number (write it as 127).'],
      [{ bet_type: 'double_pana', number: '127', amount: 10 }, '127 is not a valid double pana number.'],
      [{ bet_type: 'single_digit', number: '1', amount: 5 }, 'Single Digit stake must be between 10 and 10000.'],
      [{ bet_type: 'jodi', number: '12', amount: 95 }, 'Insufficient Balance'],
    ];
    for (const [bet, message] of cases) {
      const reply = await place(token, market, 'open', [good, bet]);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect(await balanceOf(user)).toBe(10_000);
  });
});

describe('results and settlement', () => {
  it('pays every game type exactly by the declared results, once', async () => {
    const { user, token } = await bettor(10_000);
    const market = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    // Result to be: 127-08-459.
    const openSlip = await place(token, market, 'open', [
      { bet_type: 'single_digit', number: '0', amount: 100 }, // wins 950
      { bet_type: 'single_digit', number: '5', amount: 100 }, // loses
      { bet_type: 'single_pana', number: '127', amount: 10 }, // wins 1500
      { bet_type: 'double_pana', number: '550', amount: 10 }, // loses
      { bet_type: 'triple_pana', number: '000', amount: 10 }, // loses
      { bet_type: 'jodi', number: '08', amount: 10 }, // wins 950
      { bet_type: 'jodi', number: '18', amount: 10 }, // lost at the open result
      { bet_type: 'half_sangam_open', number: '127-8', amount: 10 }, // wins 15000
      { bet_type: 'half_sangam_close', number: '0-459', amount: 10 }, // wins 15000
      { bet_type: 'full_sangam', number: '127-459', amount: 10 }, // wins 100000
    ]);
    expect(openSlip.statusCode).toBe(200);
    const closeSlip = await place(token, market, 'close', [
      { bet_type: 'single_digit', number: '8', amount: 100 }, // wins 950
      { bet_type: 'single_pana', number: '459', amount: 10 }, // wins 1500
    ]);
    expect(closeSlip.statusCode).toBe(200);
    const staked = 100 + 100 + 10 + 10 + 10 + 10 + 10 + 10 + 10 + 10 + 100 + 10;
    expect(await balanceOf(user)).toBe((10_000 - staked) * 100);

    // Settled by the open result: the open single digits and panas, and the jodi 18 it already lost.
    const openSettledCount = 6;
    const open = await declare('open', market, '127');
    expect(open.statusCode).toBe(200);
    expect(open.json().message).toContain('127-0*-***');
    const afterOpen = (10_000 - staked + 950 + 1500) * 100;
    expect(await balanceOf(user)).toBe(afterOpen);
    // The open side is closed once its result is out; the close side stays open.
    expect((await place(token, market, 'open', [{ bet_type: 'single_digit', number: '1', amount: 10 }])).statusCode).toBe(400);

    expect((await declare('open', market, '128')).json().message).toBe(RESULT_PROBLEMS.alreadyDeclared('open', '127-0*-***'));
    const close = await declare('close', market, '459');
    expect(close.json().message).toContain('127-08-459');
    const paid = 950 + 1500 + 950 + 15_000 + 15_000 + 100_000 + 950 + 1500;
    expect(await balanceOf(user)).toBe((10_000 - staked + paid) * 100);
    expect(await ledgerBalance(server.db, user.id)).toBe(await balanceOf(user));

    expect((await declare('close', market, '460')).statusCode).toBe(400);
    expect(await balanceOf(user)).toBe((10_000 - staked + paid) * 100);
    // Each declaration told the bettor their result once (a refused second declaration adds none).
    const notes = await server.db.query<{ title: string; body: string }>('SELECT title, body FROM notifications WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(notes.map((note) => note.body)).toEqual([
      `You won ₹2,450.00 on ${openSettledCount} bets.`,
      `You won ₹1,33,400.00 on ${12 - openSettledCount} bets.`,
    ]);
    expect(notes[1]!.title).toContain('127-08-459');
    const bets = (await callOperation(server.app, 'matkaSingleBets', { token, params: { id: market } })).body.data as { status: string; profit_loss: number }[];
    expect(bets.filter((bet) => bet.status === 'won')).toHaveLength(8);
    expect(bets.filter((bet) => bet.status === 'lost')).toHaveLength(4);
    expect(bets.every((bet) => bet.profit_loss !== null)).toBe(true);
    const market2 = (await callOperation(server.app, 'matkaMarkets', { params: { id: market } })).body.data.market;
    expect(market2).toMatchObject({ status: 'closed', result: '127-08-459' });
  });

  it('refuses a close result before the open one, and a pana written out of order', async () => {
    const market = await createTestMarket(server.db, { openInMinutes: 120, closeInMinutes: 240 });
    expect((await declare('close', market, '459')).json().message).toBe(RESULT_PROBLEMS.openFirst);
    expect((await declare('open', market, '721')).json().message).toBe('721 is not a pana as written: write 127.');
  });

  it('lists the markets in the operator console with the actions their draw allows', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/operator/api/sections/matka',
      headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}` },
    });
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().rows as { cells: string[]; actions: string[] }[];
    expect(rows.find((row) => row.cells[1] === 'Milan Day')?.actions).toEqual(['declare-open']);
    expect(rows.find((row) => row.cells[1] === 'Kalyan')?.actions).toEqual(['declare-close']);
    expect(rows.find((row) => row.cells[1] === 'Rajdhani Night')?.actions).toEqual([]);
  });

  it('adds a market from the console whose first draw is today at the given minutes from now', async () => {
    const add = (payload: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/operator/api/actions/add-market',
        headers: { authorization: `Bearer ${DEFAULT_OPERATOR_PASSWORD}`, 'content-type': 'application/json' },
        payload,
      });
    const name = `Star ${Date.now()}`;
    const added = await add({ id: name, 'open-in': '120', 'close-in': '240' });
    expect(added.statusCode).toBe(200);
    const id = Number(/Market (\d+)/.exec(added.json().message)![1]);
    const market = (await callOperation(server.app, 'matkaMarkets', { params: { id } })).body.data.market;
    expect(market).toMatchObject({ name, status: 'open' });
    expect(Math.abs(Date.parse(market.open_time) - Date.now() - 120 * 60_000)).toBeLessThan(60_000);
    expect((await add({ id: name, open: '10:00', close: '12:00' })).json().message).toBe(`A market named ${name} exists already.`);
    expect((await add({ id: 'Bad Times', open: '25:00', close: '12:00' })).statusCode).toBe(400);
    expect((await add({ id: 'Backwards', 'open-in': '60', 'close-in': '30' })).statusCode).toBe(400);
  });
});
