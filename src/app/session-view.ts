/**
 * What the shell reads of the session actor, beside machines/session/session-selectors.ts.
 * Each selector returns a stable value for an unchanged context, so views re-render only when it
 * changes (the 2 s balance poll keeps the same objects when nothing changed, design §7).
 */
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session/session.machine.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The signed-in user's id, '' when nobody is signed in. */
export const selectUserId = (snapshot: SessionSnapshot): string => snapshot.context.user?.userid ?? '';

/** undefined: no user; null: a user who never logged in (spec §2: must change the password first). */
export const selectLastLoginAt = (snapshot: SessionSnapshot): string | null | undefined =>
  snapshot.context.user === null ? undefined : (snapshot.context.user.last_login_at ?? null);

/** The notification prompt child while it runs (the session invokes it while signed in). */
export const selectNotificationPrompt = (snapshot: SessionSnapshot) => snapshot.children.notificationPrompt;
