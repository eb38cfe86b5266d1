import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { appMachine, SYSTEM_IDS, type DepositLogic } from './app.machine.ts';
import { noticesMachine, selectScrollLocked, type NoticeEvent } from './notices/notices.machine.ts';
import { serverText } from './shared/message.ts';
import { siteMachine, type SiteSettings, type SiteVersion } from './site/site.machine.ts';
import { depositMachine } from './wallet/deposit.machine.ts';
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

describe('app with the deposit loaded on demand', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no deposit actor until its logic arrives, then spawns it once, by system id', () => {
    const app = startApp(() => new Promise(() => {}));
    expect(app.system.get(SYSTEM_IDS.deposit)).toBeUndefined();
    app.send({ type: 'deposit.loaded', logic: () => depositMachine });
    const deposit = app.system.get(SYSTEM_IDS.deposit);
    expect(deposit?.getSnapshot().machine).toBe(depositMachine);
    expect(deposit?.getSnapshot().matches('idle')).toBe(true);
    app.send({ type: 'deposit.loaded', logic: () => depositMachine });
    expect(app.system.get(SYSTEM_IDS.deposit)).toBe(deposit);
    expect(Object.values(app.getSnapshot().children).filter((child) => child === deposit)).toHaveLength(1);
  });

  it('spawns nothing from the event as a journal keeps it (no logic: a replay)', () => {
    const app = startApp(() => new Promise(() => {}));
    app.send({ type: 'deposit.loaded' } as never);
    expect(app.system.get(SYSTEM_IDS.deposit)).toBeUndefined();
  });

  it("forwards the late deposit's notices to notices", async () => {
    const app = startApp(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(0);
    const announcing = setup({ types: { emitted: {} as NoticeEvent } }).createMachine({
      on: { 'page.opened': { actions: emit({ type: 'notice.error', message: serverText('Wallet access is restricted') }) } },
    }) as unknown as DepositLogic;
    app.send({ type: 'deposit.loaded', logic: () => announcing });
    app.system.get(SYSTEM_IDS.deposit).send({ type: 'page.opened' });
    expect(app.system.get(SYSTEM_IDS.notices).getSnapshot().context.banner).toEqual({
      kind: 'error',
      message: serverText('Wallet access is restricted'),
    });
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

// The root's one transition spawns the deposit when its logic arrives (the tests above check what
// it spawns and forwards); the walk puts it in the flow table.
walkEveryTransition('app', {
  machine: appMachine,
  input: { site: siteInput },
  events: () => [{ type: 'deposit.loaded', logic: () => depositMachine }],
  facts: [
    {
      rule: 'when the deposit code arrives, one deposit actor runs, under the system id the wallet screens reach it by',
      check: ({ snapshot, event }) => {
        if (event.type !== 'deposit.loaded') return;
        const children = Object.values(snapshot.children) as AnyActorRef[];
        const deposits = children.filter((child) => child.getSnapshot().machine === depositMachine);
        expect(deposits).toHaveLength(1);
        expect(deposits[0]?.system.get(SYSTEM_IDS.deposit)).toBe(deposits[0]);
        expect(deposits[0]?.getSnapshot().status).toBe('active');
      },
    },
  ],
});
