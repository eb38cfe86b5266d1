// The staff flag (docs/decisions/099): only the operator sets it; the user's profile shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../tests/contract/call-operation.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { createSession, SESSION_LIFETIME_SECONDS } from '../auth/sessions.ts';
import { createTestUser, openTestDatabase, type TestUser } from '../testing/fixtures.ts';
import { DEFAULT_OPERATOR_PASSWORD } from './operator-auth.ts';

// A first PGlite start (no snapshot yet) takes many seconds on a busy machine.
const DATABASE_START_TIMEOUT = 60_000;

let server: BuiltServer;
let user: TestUser;
let token: string;
beforeAll(async () => {
  server = await buildServer({ mode: 'development', database: await openTestDatabase() });
  user = await createTestUser(server.db);
  token = (await createSession(server.db, user.id, SESSION_LIFETIME_SECONDS)).token;
}, DATABASE_START_TIMEOUT);
afterAll(() => server.close());

const isStaff = async () => ((await callOperation(server.app, 'userInfo', { token })).body as { data: { user: { isStaff: boolean } } }).data.user.isStaff;
const operator = (action: string, password = DEFAULT_OPERATOR_PASSWORD) =>
  server.app.inject({
    method: 'POST',
    url: `/operator/api/actions/${action}`,
    headers: { authorization: `Bearer ${password}` },
    payload: { id: user.userid, domain: 'localhost' },
  });

describe('the staff flag', () => {
  it('is off for a new user, turned on and off by the operator only', async () => {
    expect(await isStaff()).toBe(false);
    expect((await operator('make-staff', 'guess')).statusCode).toBe(401);
    expect(await isStaff()).toBe(false);

    const made = await operator('make-staff');
    expect(made.statusCode).toBe(200);
    expect(made.body).toContain(`${user.userid} on localhost is now staff.`);
    expect(await isStaff()).toBe(true);

    await operator('remove-staff');
    expect(await isStaff()).toBe(false);
  });

  it('cannot be set by the user through their own profile or stake buttons', async () => {
    const attempts = await Promise.all([
      callOperation(server.app, 'changeStakeValues', { token, body: { stake_buttons: [100, 200, 300, 400], isStaff: true, is_staff: true } }),
      callOperation(server.app, 'userInfo', { token, body: { isStaff: true } }),
    ]);
    expect(attempts.every((reply) => reply.statusCode < 500)).toBe(true);
    expect(await isStaff()).toBe(false);
  });
});
