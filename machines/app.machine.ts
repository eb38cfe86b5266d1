/**
 * The root actor (design §3): spawns the long-lived actors by system id and forwards what one
 * must tell another. Views and src/app reach a child with `appActor.system.get('<systemId>')`.
 *
 * src/app provides the real actors of each child, e.g.
 *   appMachine.provide({ actors: { site: siteMachine.provide({ actors: { loadSiteVersion, … } }) } })
 */
import { fromCallback, setup, spawnChild, type ActorRefFrom, type AnyEventObject, type Subscription } from 'xstate';
import { NOTICE_EVENT_TYPES, noticesMachine } from './notices/notices.machine.ts';
import { sessionMachine, type SessionEmitted, type SessionInput } from './session/session.machine.ts';
import { siteMachine, type SiteInput } from './site/site.machine.ts';
import { depositMachine } from './wallet/deposit.machine.ts';
import { realtimeMachine } from './realtime/realtime.machine.ts';

/** System ids of the long-lived actors. */
export const SYSTEM_IDS = {
  site: 'site',
  notices: 'notices',
  session: 'session',
  deposit: 'deposit',
  realtime: 'realtime',
  // Later issues add their long-lived actors here (session, realtime, deposit, …) and spawn
  // them in the root's entry below.
} as const;

/** Children whose emitted notice events (toasts, loader) are forwarded to notices. */
export const NOTICE_SOURCES: readonly string[] = [SYSTEM_IDS.site, SYSTEM_IDS.deposit, SYSTEM_IDS.realtime];

export interface AppInput {
  site: SiteInput;
  /** The persisted user and token; absent when nobody is signed in. */
  session?: SessionInput;
}

const isNoticeEvent = (event: AnyEventObject): boolean => (NOTICE_EVENT_TYPES as readonly string[]).includes(event.type);

/** Children emit notices' own events; this hands them over, so no child needs to know notices. */
const forwardNotices = fromCallback<AnyEventObject, { sources: readonly string[] }>(({ system, input }) => {
  const subscriptions: Subscription[] = input.sources.flatMap((systemId) => {
    const source = system.get(systemId);
    if (!source) return [];
    return [
      source.on('*', (event: AnyEventObject) => {
        if (isNoticeEvent(event)) system.get(SYSTEM_IDS.notices)?.send(event);
      }),
    ];
  });
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

type SessionChanged = Extract<SessionEmitted, { type: 'session.changed' }>;

/**
 * The site's offer pop-up depends on who is signed in: session tells site every change. A restored
 * session announced itself while starting, before this listened, so its state is sent once first.
 */
const forwardSessionChanges = fromCallback<AnyEventObject>(({ system }) => {
  const session: ActorRefFrom<typeof sessionMachine> | undefined = system.get(SYSTEM_IDS.session);
  const tellSite = (event: SessionChanged) => system.get(SYSTEM_IDS.site)?.send(event);
  if (!session) return;
  const { context } = session.getSnapshot();
  tellSite({ type: 'session.changed', signedIn: context.user !== null, lastLoginAt: context.user?.last_login_at ?? null });
  const subscription = session.on('session.changed', tellSite);
  return () => subscription.unsubscribe();
});

export const appMachine = setup({
  types: {
    context: {} as AppInput,
    input: {} as AppInput,
  },
  actors: {
    site: siteMachine,
    notices: noticesMachine,
    session: sessionMachine,
    deposit: depositMachine,
    realtime: realtimeMachine,
    forwardNotices,
    forwardSessionChanges,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  entry: [
    spawnChild('notices', { id: SYSTEM_IDS.notices, systemId: SYSTEM_IDS.notices }),
    spawnChild('site', { id: SYSTEM_IDS.site, systemId: SYSTEM_IDS.site, input: ({ context }) => context.site }),
    spawnChild('session', { id: SYSTEM_IDS.session, systemId: SYSTEM_IDS.session, input: ({ context }) => context.session ?? {} }),
    spawnChild('deposit', { id: SYSTEM_IDS.deposit, systemId: SYSTEM_IDS.deposit }),
    spawnChild('realtime', { id: SYSTEM_IDS.realtime, systemId: SYSTEM_IDS.realtime, input: {} }),
  ],
  invoke: [
    { id: 'forwardNotices', src: 'forwardNotices', input: { sources: NOTICE_SOURCES } },
    { id: 'forwardSessionChanges', src: 'forwardSessionChanges' },
  ],
});
