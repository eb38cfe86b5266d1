import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { BANNER_MS } from '../shared/constants.ts';
import { messageId, serverText } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import { noticesMachine, selectBanner, selectScrollLocked } from './notices.machine.ts';

/** When the newest banner of the running path showed (fake time). */
let newestBannerAt = 0;

walkEveryTransition('notices', {
  machine: noticesMachine,
  events: () => [
    { type: 'notice.success', message: messageId('stake.saved') },
    { type: 'notice.error', message: serverText('Error 500: down') },
    { type: 'notice.dismissed' },
    { type: 'loader.show' },
    { type: 'loader.hide' },
  ],
  // Only whether another loader is still on matters to the guard; the count itself stays out.
  contextKey: (context) => ({ moreThanOneLoader: context.loaders > 1 }),
  facts: [
    {
      rule: 'the newest notice is the banner, and it clears itself 2 s after it showed',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'notice.success' || event.type === 'notice.error') {
          newestBannerAt = Date.now();
          expect(snapshot.context.banner).toEqual({ kind: event.type.slice('notice.'.length), message: event.message });
        }
        if (event.type.startsWith('xstate.after.') && previous.matches({ banner: 'showing' })) {
          expect(snapshot.matches({ banner: 'hidden' })).toBe(true);
          expect(snapshot.context.banner).toBeNull();
          expect(Date.now() - newestBannerAt).toBe(2_000);
        }
      },
    },
    {
      rule: 'the loader (and the scroll lock) stays on until every loader shown has been hidden',
      check: ({ snapshot }) => {
        expect(selectScrollLocked(snapshot)).toBe(snapshot.context.loaders > 0);
      },
    },
    {
      rule: 'the loader leaves the selected banner the very same value (nothing that shows it re-renders)',
      check: ({ snapshot, previous, event }) => {
        if (event.type === 'loader.show' || event.type === 'loader.hide') expect(selectBanner(snapshot)).toBe(selectBanner(previous));
      },
    },
  ],
});

describe('notices', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    vi.useFakeTimers();
    return createActor(noticesMachine).start();
  };

  it('clears a banner exactly 2 s after the newest one showed', async () => {
    const notices = start();
    notices.send({ type: 'notice.error', message: serverText('first') });
    await vi.advanceTimersByTimeAsync(BANNER_MS - 500);
    notices.send({ type: 'notice.success', message: serverText('second') });
    await vi.advanceTimersByTimeAsync(BANNER_MS - 1);
    expect(notices.getSnapshot().context.banner).toEqual({ kind: 'success', message: serverText('second') });
    await vi.advanceTimersByTimeAsync(1);
    expect(notices.getSnapshot().context.banner).toBeNull();
  });

  it('locks scrolling until every loader shown is hidden', () => {
    const notices = start();
    notices.send({ type: 'loader.show' });
    notices.send({ type: 'loader.show' });
    notices.send({ type: 'loader.hide' });
    expect(selectScrollLocked(notices.getSnapshot())).toBe(true);
    notices.send({ type: 'loader.hide' });
    expect(selectScrollLocked(notices.getSnapshot())).toBe(false);
    notices.send({ type: 'loader.hide' });
    notices.send({ type: 'loader.show' });
    expect(notices.getSnapshot().context.loaders).toBe(1);
  });
});
