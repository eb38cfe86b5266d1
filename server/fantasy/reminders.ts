// Match reminders delivered (docs/decisions/085): REMIND_BEFORE_MS before a reminded match's
// start, its user gets a Web Push (server/push/) or, with no browser subscribed or none reached, an
// in-app notification (the bell, the `notification` socket channel). Each reminder is claimed by the
// statement that finds it due (reminded_for_start set to the match's start), so a restart, a second
// server process or an overlapping tick never sends it twice; a match moved to a new start is
// reminded again. A match that started while the server was down is not reminded any more.
import type { Server as SocketServer } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { createNotification } from '../notifications/notifications.ts';
import { pushToUser, type PushOptions } from '../push/push-sender.ts';

export const REMIND_BEFORE_MS = 30 * 60_000;
export const REMINDER_TICK_MS = 30_000;

export interface DueReminder {
  userId: number;
  matchId: number;
  title: string;
  startTime: Date;
}

/** Claims every reminder due at `now` (each once per match start) and answers them. */
export async function claimDueReminders(db: Queryable, now: Date): Promise<DueReminder[]> {
  const rows = await db.query<{ user_id: number; match_id: number; title: string; start_time: Date }>(
    `UPDATE fantasy_reminders r SET reminded_for_start = m.start_time
       FROM fantasy_matches m
      WHERE m.id = r.match_id AND m.closed_status IS NULL
        AND m.start_time > $1 AND m.start_time <= $2
        AND r.reminded_for_start IS DISTINCT FROM m.start_time
      RETURNING r.user_id, r.match_id, m.title, m.start_time`,
    [now, new Date(now.getTime() + REMIND_BEFORE_MS)],
  );
  return rows.map((row) => ({ userId: Number(row.user_id), matchId: row.match_id, title: row.title, startTime: new Date(row.start_time) }));
}

export function reminderText(reminder: DueReminder, now: Date): { title: string; body: string; url: string } {
  const minutes = Math.max(1, Math.round((reminder.startTime.getTime() - now.getTime()) / 60_000));
  return {
    title: 'Match starting soon',
    body: `${reminder.title} starts in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}: make or check your teams before the deadline.`,
    url: `/cricket-fight/${reminder.matchId}`,
  };
}

export interface ReminderDelivery {
  io?: SocketServer;
  push?: PushOptions;
}

/** Sends every due reminder once; answers how many went by push and how many in the app. */
export async function sendDueReminders(db: Queryable, now: Date, delivery: ReminderDelivery = {}): Promise<{ pushed: number; inApp: number }> {
  const counts = { pushed: 0, inApp: 0 };
  for (const reminder of await claimDueReminders(db, now)) {
    const text = reminderText(reminder, now);
    const pushed = await pushToUser(db, reminder.userId, text, delivery.push);
    if (pushed.delivered > 0) {
      counts.pushed += 1;
      continue;
    }
    await createNotification(db, delivery.io, {
      userId: reminder.userId,
      title: text.title,
      body: text.body,
      redirectUrl: text.url,
      reference: `fantasy-reminder:${reminder.matchId}:${reminder.startTime.toISOString()}`,
    });
    counts.inApp += 1;
  }
  return counts;
}

export interface ReminderJobOptions {
  io?: SocketServer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
  intervalMs?: number;
}

/** Runs sendDueReminders at once and every intervalMs; a tick still running makes the next one wait. */
export function startReminderJob(db: Queryable, options: ReminderJobOptions = {}): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDueReminders(db, now(), { io: options.io, push: { log: options.log } })
      .catch((error: unknown) => options.log?.warn({ err: error }, 'Fantasy reminders could not be sent'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const handle = setInterval(tick, options.intervalMs ?? REMINDER_TICK_MS);
  handle.unref();
  return {
    /** Stops the timer and waits for a tick under way, so the database can be closed after it. */
    async stop() {
      clearInterval(handle);
      await running;
    },
  };
}
