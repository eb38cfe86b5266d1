/**
 * Spec §4: a forced logout shows its message, goes Home and reloads. The reload drops every
 * in-memory trace of the user; the message survives it in sessionStorage (this tab only, removed
 * as soon as it is read) and is shown by the fresh page.
 */
import type { Message } from '../../machines/shared/message.ts';

const NOTICE_KEY = 'betting-front.notice-after-restart';

type RestartTarget = Pick<Window, 'sessionStorage' | 'location'>;

export function restartSignedOut(target: RestartTarget, message: Message | null): void {
  if (message) target.sessionStorage.setItem(NOTICE_KEY, JSON.stringify(message));
  target.location.replace('/');
}

/** The message a logout left for this page, once; null when there is none or it is unreadable. */
export function takeNoticeAfterRestart(target: Pick<Window, 'sessionStorage'>): Message | null {
  const stored = target.sessionStorage.getItem(NOTICE_KEY);
  if (stored === null) return null;
  target.sessionStorage.removeItem(NOTICE_KEY);
  try {
    const message: unknown = JSON.parse(stored);
    return isMessage(message) ? message : null;
  } catch {
    return null;
  }
}

function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { id?: unknown; text?: unknown };
  return typeof candidate.id === 'string' || typeof candidate.text === 'string';
}
