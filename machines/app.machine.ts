/**
 * The root actor (design §3): spawns the long-lived actors by system id and forwards what one
 * must tell another. Views and src/app reach a child with `appActor.system.get('<systemId>')`.
 *
 * src/app provides the real actors of each child, e.g.
 *   appMachine.provide({ actors: { site: siteMachine.provide({ actors: { loadSiteVersion, … } }) } })
 *
 * The deposit actor is long-lived too, but Home never uses it: src/app loads its logic with the
 * first deposit screen and hands it over in `deposit.loaded`; the root spawns it once, by system id,
 * and it then lives as long as the others (docs/decisions/110).
 */
import {
  enqueueActions,
  fromCallback,
  setup,
  spawnChild,
  type ActorRefFrom,
  type AnyEventObject,
  type Subscription,
} from 'xstate';
import { NOTICE_EVENT_TYPES, noticesMachine } from './notices/notices.machine.ts';
import { sessionMachine, type SessionEmitted, type SessionInput } from './session/session.machine.ts';
import { siteMachine, type SiteInput } from './site/site.machine.ts';
import type { depositMachine } from './wallet/deposit.machine.ts';
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

/** The deposit actor's logic, as src/app provides it (loaded with the first deposit screen). */
export type DepositLogic = typeof depositMachine;

/**
 * Events of the root: the deposit's logic, once loaded. It is handed over as a function: the
 * inspector's journal keeps plain data and drops functions, so the event is recorded as
 * `{ type: 'deposit.loaded' }`, and a replayed root, given no logic, spawns nothing (the replay
 * starts the deposit from its own recorded start, src/features/inspector/replay.ts).
 */
export type AppEvent = { type: 'deposit.loaded'; logic: () => DepositLogic };

/** Tells `forwardNotices` that a source it was given has been spawned since it started. */
type SourceSpawned = { type: 'notices.sourceSpawned'; systemId: string };

/**
 * Children emit notices' own events; this hands them over, so no child needs to know notices. A
 * source spawned later (the deposit) is announced with `notices.sourceSpawned`.
 */
const forwardNotices = fromCallback<SourceSpawned, { sources: readonly string[] }>(({ system, input, receive }) => {
  const subscriptions: Subscription[] = [];
  const forwarded = new Set<string>();
  const forward = (systemId: string) => {
    const source = system.get(systemId);
    if (!source || forwarded.has(systemId) || !input.sources.includes(systemId)) return;
    forwarded.add(systemId);
    subscriptions.push(
      source.on('*', (event: AnyEventObject) => {
        if (isNoticeEvent(event)) system.get(SYSTEM_IDS.notices)?.send(event);
      }),
    );
  };
  input.sources.forEach(forward);
  receive((event) => forward(event.systemId));
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
    events: {} as AppEvent,
  },
  actors: {
    site: siteMachine,
    notices: noticesMachine,
    session: sessionMachine,
    realtime: realtimeMachine,
    forwardNotices,
    forwardSessionChanges,
  },
  actions: {
    /** Spawns the deposit actor the first time its logic arrives; later copies change nothing. */
    spawnDeposit: enqueueActions(({ enqueue, event, system }) => {
      if (event.type !== 'deposit.loaded' || typeof event.logic !== 'function' || system.get(SYSTEM_IDS.deposit)) return;
      enqueue.spawnChild(event.logic(), { systemId: SYSTEM_IDS.deposit });
      enqueue.sendTo('forwardNotices', { type: 'notices.sourceSpawned', systemId: SYSTEM_IDS.deposit } satisfies SourceSpawned);
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  entry: [
    spawnChild('notices', { id: SYSTEM_IDS.notices, systemId: SYSTEM_IDS.notices }),
    spawnChild('site', { id: SYSTEM_IDS.site, systemId: SYSTEM_IDS.site, input: ({ context }) => context.site }),
    spawnChild('session', { id: SYSTEM_IDS.session, systemId: SYSTEM_IDS.session, input: ({ context }) => context.session ?? {} }),
    spawnChild('realtime', { id: SYSTEM_IDS.realtime, systemId: SYSTEM_IDS.realtime, input: {} }),
  ],
  on: {
    'deposit.loaded': { actions: 'spawnDeposit' },
  },
  invoke: [
    { id: 'forwardNotices', src: 'forwardNotices', input: { sources: NOTICE_SOURCES } },
    { id: 'forwardSessionChanges', src: 'forwardSessionChanges' },
  ],
});
