// Statement lines say what happened in words (game, round number, event and market, the
// draw's day as DD/MM/YYYY), never raw ids; rows written before their words read in words too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app.ts';
import { launchToken, walletCall } from '../testing/casino.ts';
import { LEDGER_KINDS, postEntry } from '../ledger/ledger.ts';
import { casinoRoundRemark, matkaBetRemark, settlementRemark, siteDay } from '../ledger/remarks.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { createWalletTestUser } from '../testing/wallet.ts';
import { statementLine, statementPage, windowOf } from './reports.ts';

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 29.5 * 3_600_000).toISOString().slice(0, 10);
const descriptions = async (userId: number) =>
  (await statementPage(server.db, userId, { window: windowOf(today(), tomorrow()), pageSize: 50 })).rows.map((row) => row.description).reverse();
/** A raw id: a uuid piece, a game id with hyphens, a reference like casino:x:y. */
const RAW_ID = /[0-9a-f]{8}-|lucky-7|\w+:\w+:\w+/;

describe('statement remarks in words', () => {
  it('the words', () => {
    expect(casinoRoundRemark('Lucky 7', 12, 'debit')).toBe('Lucky 7, round 12: stake');
    expect(casinoRoundRemark('Dragon Tiger', 3, 'rollback')).toBe('Dragon Tiger, round 3: stake returned');
    expect(settlementRemark('India v Australia', 'Match Odds', 'India won')).toBe('India v Australia / Match Odds: India won');
    expect(matkaBetRemark('Kalyan', '2025-01-31', 'open', 'Single Digit', '5')).toBe('Kalyan 31/01/2025, open: Single Digit 5');
    expect(siteDay('2025-01-31')).toBe('31/01/2025');
  });

  it("a casino round's stake and win name the game and the player's round number, not the round id", async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const token = await launchToken(server.db, user);
    for (const [index, roundId] of ['lucky-7-6fd365c9-aaaa-bbbb', 'lucky-7-0a1b2c3d-cccc-dddd'].entries()) {
      expect((await walletCall(server.app, 'debit', { token, round_id: roundId, transaction_id: `d-${index}`, amount: 10_000 })).status).toBe(200);
      expect((await walletCall(server.app, 'credit', { token, round_id: roundId, transaction_id: `c-${index}`, amount: 20_000 })).status).toBe(200);
    }
    const lines = await descriptions(user.id);
    expect(lines.slice(-4)).toEqual(['Lucky 7, round 1: stake', 'Lucky 7, round 1: win', 'Lucky 7, round 2: stake', 'Lucky 7, round 2: win']);
    for (const line of lines) expect(line).not.toMatch(RAW_ID);
  });

  it('rows written before read in words: a legacy casino remark, a legacy matka day', async () => {
    const user = await createWalletTestUser(server.db, { balanceRupees: 1000 });
    const roundId = 'dragon-tiger-6fd365c9-1111-2222';
    await server.db.query(`INSERT INTO casino_rounds (provider, round_id, user_id, game_id, bet_paise) VALUES ('khiladi', $1, $2, 'dragon-tiger', 5000)`, [
      roundId,
      user.id,
    ]);
    await server.db.transaction(async (tx) => {
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.casinoDebit, reference: `casino:khiladi:legacy-${user.id}`, amountPaise: -5000, remark: `Casino dragon-tiger round ${roundId}` });
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.casinoCredit, reference: `casino:khiladi:legacy-gone-${user.id}`, amountPaise: 100, remark: 'Casino lucky-7 round lucky-7-deadbeef-0000' });
      await postEntry(tx, { userId: user.id, kind: LEDGER_KINDS.matkaBet, reference: `matka:legacy-${user.id}`, amountPaise: -1000, remark: 'Kalyan 2025-01-31 open Single Digit 5' });
    });
    expect((await descriptions(user.id)).slice(-3)).toEqual(['Dragon Tiger, round 1: stake', 'Lucky 7: win', 'Kalyan 31/01/2025, open Single Digit 5']);
    const page = await statementPage(server.db, user.id, { window: windowOf(today(), tomorrow()), kind: 'casino' });
    const detail = await statementLine(server.db, user.id, page.rows.at(-1)!.id);
    expect(detail.entry.description).toBe('Dragon Tiger, round 1: stake');
  });
});
