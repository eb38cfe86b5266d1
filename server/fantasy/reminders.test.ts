// Match reminders delivered once at the reminder time, with an injected clock (no real waiting).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestUser, DATABASE_STARTUP_TIMEOUT_MS, openTestDatabase } from '../testing/fixtures.ts';
import { REMIND_BEFORE_MS, REMINDER_TICK_MS, sendDueReminders, startReminderJob } from './reminders.ts';
import { createTestMatch } from '../testing/fantasy.ts';

const MINUTE_MS = 60_000;
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => db.close());
afterEach(() => {
  vi.useRealTimers();
});

async function remindedMatch(startsInMinutes: number) {
  const user = await createTestUser(db);
  const match = await createTestMatch(db, startsInMinutes);
  await db.query('INSERT INTO fantasy_reminders (user_id, match_id) VALUES ($1, $2)', [user.id, match]);
  const [{ start_time: start }] = (await db.query<{ start_time: Date }>('SELECT start_time FROM fantasy_matches WHERE id = $1', [match])) as [
    { start_time: Date },
  ];
  return { user, match, start: new Date(start) };
}

const notificationsOf = (userId: number) =>
  db.query<{ title: string; body: string; redirect_url: string }>('SELECT title, body, redirect_url FROM notifications WHERE user_id = $1', [userId]);

describe('match reminders', () => {
  it('is sent once, at the reminder time, as an in-app notification when no push reaches the user', async () => {
    const { user, match, start } = await remindedMatch(24 * 60);
    const before = new Date(start.getTime() - REMIND_BEFORE_MS - MINUTE_MS);
    expect(await sendDueReminders(db, before)).toEqual({ pushed: 0, inApp: 0 });
    expect(await notificationsOf(user.id)).toEqual([]);

    const due = new Date(start.getTime() - REMIND_BEFORE_MS + MINUTE_MS);
    // Two ticks at once (two server processes, or a restart while one runs) send it once.
    const [first, second] = await Promise.all([sendDueReminders(db, due), sendDueReminders(db, due)]);
    expect(first.inApp + second.inApp).toBe(1);
    expect(await sendDueReminders(db, new Date(due.getTime() + MINUTE_MS))).toEqual({ pushed: 0, inApp: 0 });
    const notes = await notificationsOf(user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Match starting soon', redirect_url: `/cricket-fight/${match}` });
    expect(notes[0]!.body).toMatch(/^India vs Australia starts in 29 minutes/);
  });

  it('falls back to the app when the push subscription cannot be reached', async () => {
    const { user, start } = await remindedMatch(25 * 60);
    await db.query(
      "INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, domain_name) VALUES ($1, $2, 'key', 'secret', 'localhost')",
      [`https://127.0.0.1/push/${user.id}`, user.id],
    );
    expect(await sendDueReminders(db, new Date(start.getTime() - MINUTE_MS))).toEqual({ pushed: 0, inApp: 1 });
    expect(await notificationsOf(user.id)).toHaveLength(1);
  });

  it('reminds again for a new start; never for a started match or a removed reminder', async () => {
    const moved = await remindedMatch(26 * 60);
    expect((await sendDueReminders(db, new Date(moved.start.getTime() - MINUTE_MS))).inApp).toBe(1);
    const later = new Date(moved.start.getTime() + 60 * MINUTE_MS);
    await db.query('UPDATE fantasy_matches SET start_time = $2 WHERE id = $1', [moved.match, later]);
    expect((await sendDueReminders(db, new Date(later.getTime() - MINUTE_MS))).inApp).toBe(1);
    expect(await notificationsOf(moved.user.id)).toHaveLength(2);

    const started = await remindedMatch(31 * 60);
    expect(await sendDueReminders(db, new Date(started.start.getTime() + MINUTE_MS))).toEqual({ pushed: 0, inApp: 0 });
    const removed = await remindedMatch(33 * 60);
    await db.query('DELETE FROM fantasy_reminders WHERE user_id = $1', [removed.user.id]);
    expect(await sendDueReminders(db, new Date(removed.start.getTime() - MINUTE_MS))).toEqual({ pushed: 0, inApp: 0 });
    expect(await notificationsOf(started.user.id)).toEqual([]);
    expect(await notificationsOf(removed.user.id)).toEqual([]);
  });

  it('the job runs at once and on every tick of its clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const first = await remindedMatch(36 * 60);
    const second = await remindedMatch(38 * 60);
    let now = new Date(first.start.getTime() - MINUTE_MS);
    const job = startReminderJob(db, { now: () => now });
    await vi.waitFor(async () => expect(await notificationsOf(first.user.id)).toHaveLength(1));
    expect(await notificationsOf(second.user.id)).toEqual([]);
    now = new Date(second.start.getTime() - MINUTE_MS);
    await vi.advanceTimersByTimeAsync(REMINDER_TICK_MS);
    await vi.waitFor(async () => expect(await notificationsOf(second.user.id)).toHaveLength(1));
    await job.stop();
    expect(await notificationsOf(first.user.id)).toHaveLength(1);
  });
});
