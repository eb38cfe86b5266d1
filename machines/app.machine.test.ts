import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appMachine, SYSTEM_IDS } from './app.machine.ts';
import { noticesMachine, selectScrollLocked } from './notices/notices.machine.ts';
import { serverText } from './shared/message.ts';
import { siteMachine, type SiteSettings, type SiteVersion } from './site/site.machine.ts';
import { walkEveryTransition } from './testing/path-harness.ts';

const siteInput = { domain: 'example.com', storedVersion: null, storedSettings: null, storedLanguage: null, offerSeen: false };

function startApp(loadSiteSettings: () => Promise<SiteSettings>) {
  vi.useFakeTimers();
  const site = siteMachine.provide({
    actors: {
      loadSiteVersion: fromPromise(async (): Promise<SiteVersion> => ({ version: 'v1', maintenance: null })),
      loadSiteSettings: fromPromise(loadSiteSettings),
    },
  });
  return createActor(appMachine.provide({ actors: { site } }), { input: { site: siteInput } }).start();
}

describe('app', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the long-lived actors, reachable by system id', () => {
    const app = startApp(() => new Promise(() => {}));
    expect(app.system.get(SYSTEM_IDS.site)?.getSnapshot().matches('checkingVersion')).toBe(true);
    expect(app.system.get(SYSTEM_IDS.notices)?.getSnapshot().machine).toBe(noticesMachine);
  });

  it('forwards the site\'s loader and error toast to notices', async () => {
    let failLoad: (error: Error) => void = () => {};
    const app = startApp(() => new Promise((_, reject) => (failLoad = reject)));
    await vi.advanceTimersByTimeAsync(0);
    const notices = app.system.get(SYSTEM_IDS.notices);
    expect(selectScrollLocked(notices.getSnapshot())).toBe(true);
    failLoad(new Error('Error 500: down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectScrollLocked(notices.getSnapshot())).toBe(false);
    expect(notices.getSnapshot().context.banner).toEqual({ kind: 'error', message: serverText('Error 500: down') });
  });
});

describe('app with a session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spawns the session and tells site who is signed in, a restored user too', () => {
    vi.useFakeTimers();
    const site = siteMachine.provide({
      actors: { loadSiteVersion: fromPromise(() => new Promise<SiteVersion>(() => {})) },
    });
    const restored = { userid: 'rahul01', token: 't', last_login_at: '2030-01-01T00:00:00Z' };
    const app = createActor(appMachine.provide({ actors: { site } }), {
      input: { site: siteInput, session: { token: 't', user: restored } },
    }).start();
    expect(app.system.get(SYSTEM_IDS.session)?.getSnapshot().matches('signedIn')).toBe(true);
    expect(app.system.get(SYSTEM_IDS.site)?.getSnapshot().context).toMatchObject({
      signedIn: true,
      lastLoginAt: '2030-01-01T00:00:00Z',
    });
  });
});

// The root has no transitions of its own (it spawns the long-lived actors and forwards between
// them: the tests above check that); the walk puts it in the flow table with what it has.
walkEveryTransition('app', { machine: appMachine, input: { site: siteInput } });
