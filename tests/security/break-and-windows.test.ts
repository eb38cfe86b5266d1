// A casino launch during a time-out answered with a game address (only the debits were
// refused later); it is refused with the break's message. The casino win/loss report and the wallet
// history accepted a 100-year window; like every report, their window is at most 366 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../../server/auth/sessions.ts';
import { REFERENCE_PROVIDER_NAME } from '../../server/casino/reference-provider.ts';
import { WINDOW_TOO_LONG } from '../../server/reports/reports.ts';
import { RG_MESSAGES, settingsOf } from '../../server/responsible-gambling/responsible-gambling.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { callOperation } from '../contract/call-operation.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';

let server: BuiltServer;

async function member(): Promise<TestUser & { token: string }> {
  const user = await createTestUser(server.db, { balancePaise: 100_000 });
  return { ...user, token: (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token };
}

// India's calendar day, offset from today.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ mode: 'production' });
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const launch = (token: string) =>
  callOperation(server.app, 'loadThirdPartyUrl', { token, body: { provider: REFERENCE_PROVIDER_NAME, game_id: 'lucky-7', platform: 'mobile' } });

describe('a casino launch on a break', () => {
  it.each(['time_out', 'self_exclusion'] as const)('is refused during a %s with its message, and no launch session is kept', async (kind) => {
    const user = await member();
    expect((await launch(user.token)).statusCode).toBe(200);
    const days = kind === 'time_out' ? 1 : 183;
    expect((await callOperation(server.app, 'takeGamblingBreak', { token: user.token, body: { kind, days } })).statusCode).toBe(200);
    const { breakUntil } = await settingsOf(server.db, user.id, new Date());
    const [before] = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM casino_sessions WHERE user_id = $1', [user.id]);

    const refused = await launch(user.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(RG_MESSAGES.onBreak(kind, breakUntil!));
    expect(refused.body.data?.url).toBeUndefined();
    const [after] = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM casino_sessions WHERE user_id = $1', [user.id]);
    expect(after!.count).toBe(before!.count);
  });
});

describe('report windows', () => {
  let user: TestUser & { token: string };
  beforeAll(async () => {
    user = await member();
  });
  const call = (operation: string, query: Record<string, string>) => callOperation(server.app, operation, { token: user.token, query });

  it.each(['casinoWinLoss', 'walletHistory'])('%s refuses a window over 366 days and answers one of 366', async (operation) => {
    for (const query of [
      { from: '1990-01-01', to: '2090-01-01' },
      { from: day(-367), to: day(0) },
    ]) {
      const reply = await call(operation, query);
      expect(reply.statusCode, JSON.stringify(query)).toBe(400);
      expect(reply.body.message).toBe(WINDOW_TOO_LONG);
    }
    expect((await call(operation, { from: day(-366), to: day(0) })).statusCode).toBe(200);
  });
});
