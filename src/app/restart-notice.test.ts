import { describe, expect, it, vi } from 'vitest';
import { restartSignedOut, takeNoticeAfterRestart } from './restart-notice.ts';

function fakeWindow() {
  const values = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
  return { sessionStorage, location: { replace: vi.fn() } as unknown as Location };
}

describe('restart after logout', () => {
  it('goes Home and shows the message once on the fresh page', () => {
    const target = fakeWindow();
    restartSignedOut(target, { id: 'session.loggedOutFromDevice' });
    expect(target.location.replace).toHaveBeenCalledWith('/');
    expect(takeNoticeAfterRestart(target)).toEqual({ id: 'session.loggedOutFromDevice' });
    expect(takeNoticeAfterRestart(target)).toBeNull();
  });

  it('leaves nothing behind for a logout without a message', () => {
    const target = fakeWindow();
    restartSignedOut(target, null);
    expect(takeNoticeAfterRestart(target)).toBeNull();
  });

  it('ignores an unreadable stored value', () => {
    const target = fakeWindow();
    target.sessionStorage.setItem('betting-front.notice-after-restart', '{nope');
    expect(takeNoticeAfterRestart(target)).toBeNull();
  });
});
