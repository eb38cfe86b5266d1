/**
 * The actor system of the app: the ONLY place machines meet src/api (design §2). It creates the
 * root actor (machines/app.machine.ts), which spawns the long-lived actors by system id, gives each
 * its real implementations (`.provide`), keeps the persisted client state in step, and reports
 * every actor to the inspector when inspection is on.
 *
 * MERGE POINT for areas: an area's actor implementations live in `src/runtime/wiring/<area>.ts` as a
 * function of `AppWiring`; it is merged with ONE line in `childLogic` below (e.g.
 * `realtime: realtimeMachine.provide({ actors: realtimeActors(…) }),`), and its child is spawned
 * by the root actor (machines/app.machine.ts, one spawnChild line). Views reach it through
 * `root.system.get('<systemId>')`; add a typed getter to `AppSystem` when views need one. An actor
 * Home does not need is loaded on demand instead, as the deposit is (`deposit()` below).
 */
import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { appMachine, SYSTEM_IDS } from '../../machines/app.machine.ts';
import type { depositMachine } from '../../machines/wallet/deposit.machine.ts';
import type { noticesMachine } from '../../machines/notices/notices.machine.ts';
import type { PersistedState } from '../../machines/persistence/persisted-state.ts';
import { sessionMachine, type SessionEmitted, type SessionInput } from '../../machines/session/session.machine.ts';
import type { SessionUser } from '../../machines/session/session-user.ts';
import {
  siteMachine,
  type SiteInput,
  type SiteSettings as SiteMachineSettings,
  type SiteVersion,
} from '../../machines/site/site.machine.ts';
import type { Message } from '../../machines/shared/message.ts';
import { createApi, type Api } from '../api/call.ts';
import type { ReportWiring } from './wiring/reports.ts';
import type { BonusWiring } from './wiring/bonus.ts';
import type { ProfileWiring } from './wiring/profile.ts';
import type { BonusData, SiteSettings as SiteSettingReply } from '../api/replies.ts';
import { fetchCasinoGames, storedCasinoGamesOf } from '../api/casino-games.ts';
import type { RuntimeConfig } from '../api/runtime-config.ts';
import { withoutUser, type PersistedStore } from './persistence.ts';
import { uiMachine } from '../../machines/ui/ui.machine.ts';
import type { AuthWiring } from './wiring/auth.ts';
import { sessionActors } from './wiring/session.ts';
import { forgetDepositProgress } from './wiring/deposit-progress.ts';
import { realtimeMachine } from '../../machines/realtime/realtime.machine.ts';
import { realtimeActors } from './wiring/realtime.ts';
import { createOddsHub } from './wiring/odds-hub.ts';
import { prefetchEventDetails } from './wiring/event-prefetch.ts';
import type { SportsWiring } from './wiring/sports.ts';
import type { EventListsWiring } from './wiring/event-lists.ts';
import type { WalletScreenActors } from './wiring/withdraw.ts';
import type { WithdrawIdActors } from '../ui/withdraw-id-row.tsx';
import type { CasinoWiring } from './wiring/casino.ts';
import type { MatkaWiring } from './wiring/matka.ts';
import type { FantasyWiring } from './wiring/fantasy.ts';
import type { MarketsNavWiring } from './wiring/markets-nav.ts';

/**
 * The site settings as the app keeps them: the reply's `siteSetting` with the reply's
 * `casino_url` and `bonus_data` beside it (spec §3: "the response also carries…").
 */
export type LoadedSiteSettings = SiteSettingReply & { casino_url: string; bonus_data: BonusData[] };

export interface AppSystem {
  root: ActorRefFrom<typeof appMachine>;
  site: ActorRefFrom<typeof siteMachine>;
  notices: ActorRefFrom<typeof noticesMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  ui: ActorRefFrom<typeof uiMachine>;
  /**
   * The long-lived deposit actor (system id 'deposit'): its code loads with the first deposit
   * screen, not with Home (docs/decisions/110); the root spawns it once and every later call gives
   * the same actor. Until a screen opens it, the actor is idle, so nothing is lost by starting late.
   */
  deposit: () => Promise<ActorRefFrom<typeof depositMachine>>;
  /** What the auth forms' actors are built from (`authFormActorsOf`, with the forms' chunk); each screen or modal starts its own form with them. */
  authForms: AuthWiring;
  /** The withdraw screen's and the history's actors; each screen starts its own with them. */
  walletScreens: () => Promise<WalletScreenActors>;
  /** The withdraw ID's loader (the account menu on every page shows it; the rest of the wallet loads with its screens). */
  withdrawId: WithdrawIdActors;
  /** What the casino screens' actors (src/runtime/wiring/casino.ts, loaded with their routes) are built from. */
  casino: CasinoWiring;
  /** What the matka screens' actors (src/runtime/wiring/matka.ts, loaded with their routes) are built from. */
  matka: MatkaWiring;
  /** What the cricket-fight screens' actors (src/runtime/wiring/fantasy.ts, loaded with their routes) are built from. */
  fantasy: FantasyWiring;
  /** What the sports screens' actors (src/runtime/wiring/sports.ts, loaded with their routes) are built from. */
  sports: SportsWiring;
  /** What the reports' and notifications' actors (src/features/reports, src/features/notifications) are built from. */
  reports: ReportWiring;
  /** What the bonus, refer-and-earn and chatbot actors (src/runtime/wiring/bonus.ts, loaded with them) are built from. */
  bonus: BonusWiring;
  /** What the profile's responsible-gambling tools and the reality check (src/runtime/wiring/profile.ts) are built from. */
  profile: ProfileWiring;
  /** What the event lists' actors (Home's in-play, a sport's events; src/runtime/wiring/event-lists.ts) are built from. */
  eventLists: EventListsWiring;
  /** What search, My Markets, favourites and pinned markets (src/runtime/wiring/markets-nav.ts) are built from. */
  marketsNav: MarketsNavWiring;
  /**
   * Starts the actors. The system is created stopped so that main.tsx can start it in a task of its
   * own: creating and starting the root and its children together made one long task.
   * Until then the actors exist, with their initial snapshots, and events sent to them wait.
   */
  start: () => void;
  stop: () => void;
}

/** What every area's wiring (src/runtime/wiring/<area>.ts) may use. */
export interface AppWiring {
  api: Api;
  domain: string;
  /** Registers the service worker and subscribes this browser to Web Push. */
  subscribeBrowserToPush: () => Promise<PushSubscriptionJSON>;
}

interface AppSystemOptions {
  config: RuntimeConfig;
  domain: string;
  /** The address the page opened on: an event's details are asked for at once (./wiring/event-prefetch.ts). */
  path: string;
  store: PersistedStore<PersistedState>;
  stored: PersistedState;
  /** Given the app's API, which hands out the server's VAPID key (push-subscription.ts). */
  subscribeBrowserToPush: (api: Api) => Promise<PushSubscriptionJSON>;
  /**
   * After a logout the app starts over from Home (spec §4): called once storage is cleared, with
   * the message to show after the reload, if any.
   */
  restartSignedOut: (message: Message | null) => void;
  inspect?: (inspectionEvent: InspectionEvent) => void;
  /** For tests: the fetch the API client uses. */
  fetch?: (request: Request) => Promise<Response>;
}

export function createAppSystem(options: AppSystemOptions): AppSystem {
  const { config, domain, store, stored, inspect } = options;
  let remembered = stored;
  /** Storage is best effort: a full or blocked store must not break the page. */
  const remember = (change: (state: PersistedState) => PersistedState): Promise<void> => {
    remembered = change(remembered);
    return store.save(remembered).catch(() => undefined);
  };

  // The API reads the token from the session and reports 401s to it, and the settings loader reads
  // the site's version: these run only once the root (declared below) has started.
  const sessionActor = (): AppSystem['session'] => root.system.get(SYSTEM_IDS.session);
  const siteActor = (): AppSystem['site'] => root.system.get(SYSTEM_IDS.site);
  const api = createApi({
    config,
    fetch: options.fetch,
    getToken: () => sessionActor().getSnapshot().context.token,
    onUnauthorized: ({ service, silent }) => sessionActor().send({ type: 'session.unauthorized', service, silent }),
  });
  const wiring: AppWiring = { api, domain, subscribeBrowserToPush: () => options.subscribeBrowserToPush(api) };
  const oddsHub = createOddsHub();

  const childLogic = {
    site: siteMachine.provide({
      actors: siteActors(wiring, () => siteActor().getSnapshot().context.version, remember, !usableSettings(stored.common.siteSettings)),
    }),
    session: sessionMachine.provide({ actors: sessionActors(wiring) }),
    realtime: realtimeMachine.provide({ actors: realtimeActors({ socketUrl: config.services.user, oddsHub }) }),
    // ── merge point: one line per area (see the top of this file) ──
  };

  const root: ActorRefFrom<typeof appMachine> = createActor(appMachine.provide({ actors: childLogic }), {
    inspect,
    input: { site: siteInputOf(domain, stored), session: sessionInputOf(stored) },
  });
  const ui = createActor(uiMachine, { systemId: 'ui', inspect, input: { balanceDisplay: stored.common.balanceDisplay } });
  // After the root: the API reads the session's token (above).
  const takeEventDetails = prefetchEventDetails(api, options.path);

  const site = siteActor();
  const session = sessionActor();
  const notices: AppSystem['notices'] = root.system.get(SYSTEM_IDS.notices);

  let depositLoading: Promise<ActorRefFrom<typeof depositMachine>> | undefined;
  const deposit = (): Promise<ActorRefFrom<typeof depositMachine>> => {
    if (!depositLoading) {
      depositLoading = import('./wiring/deposit.ts').then(({ depositLogic }) => {
        const logic = depositLogic(wiring);
        root.send({ type: 'deposit.loaded', logic: () => logic });
        return root.system.get(SYSTEM_IDS.deposit) as ActorRefFrom<typeof depositMachine>;
      });
      // A chunk that failed to load (offline) is asked for again the next time a deposit screen opens.
      depositLoading.catch(() => {
        depositLoading = undefined;
      });
    }
    return depositLoading;
  };

  // The withdraw and history screens' actors load with those screens, not with Home (decision 110).
  let walletScreensLoading: Promise<WalletScreenActors> | undefined;
  const walletScreens = (): Promise<WalletScreenActors> => {
    if (!walletScreensLoading) {
      walletScreensLoading = import('./wiring/withdraw.ts').then(({ walletScreenActors, persistedOtpDeadline }) =>
        walletScreenActors({ api, system: root.system, otpDeadline: persistedOtpDeadline(() => remembered, remember) }),
      );
      walletScreensLoading.catch(() => {
        walletScreensLoading = undefined;
      });
    }
    return walletScreensLoading;
  };

  const subscriptions = [
    site.on('offer.dismissed', () => void remember((state) => ({ ...state, common: { ...state.common, isOffer: true } }))),
    rememberSessionChanges(session, remember),
    session.on('session.loggedOut', (event: Extract<SessionEmitted, { type: 'session.loggedOut' }>) => {
      void Promise.all([remember(withoutUser), forgetDepositProgress().catch(() => undefined)]).then(() =>
        options.restartSignedOut(event.message),
      );
    }),
    ui.subscribe((snapshot) => {
      const { balanceDisplay } = snapshot.context;
      if (balanceDisplay !== remembered.common.balanceDisplay) {
        void remember((state) => ({ ...state, common: { ...state.common, balanceDisplay } }));
      }
    }),
  ];

  return {
    root,
    site,
    notices,
    session,
    ui,
    deposit,
    authForms: { api, domain },
    walletScreens,
    withdrawId: {
      loadWithdrawId: fromPromise<string, void>(async () => (await api.call('walletWithdrawId')).data.withdraw_id),
    },
    casino: {
      api,
      favouriteGames: {
        load: () => remembered.common.favouriteGames,
        save: (favouriteGames) => remember((state) => ({ ...state, common: { ...state.common, favouriteGames } })),
      },
    },
    matka: { api, system: root.system },
    fantasy: { api },
    reports: { api, socketUrl: config.services.user },
    bonus: { api },
    profile: { api },
    sports: { api, system: root.system, oddsHub, socketUrl: config.services.user, takeEventDetails },
    eventLists: { api, system: root.system, oddsHub, socketUrl: config.services.user },
    marketsNav: {
      api,
      pins: {
        load: () => remembered.sports.pinnedMarkets,
        save: (pinnedMarkets) => void remember((state) => ({ ...state, sports: { ...state.sports, pinnedMarkets } })),
      },
      view: {
        load: () => remembered.sports.view,
        save: (view) => void remember((state) => ({ ...state, sports: { ...state.sports, view } })),
      },
      notify: (event) => notices.send(event),
      inspect,
    },
    start() {
      root.start();
      ui.start();
    },
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      root.stop();
      ui.stop();
    },
  };
}

function siteActors(
  { api }: AppWiring,
  siteVersion: () => string | null,
  remember: (change: (state: PersistedState) => PersistedState) => Promise<void>,
  settingsNeeded: boolean,
) {
  // With no stored settings, the first settings load cannot depend on the version: it is asked for
  // beside the first version check, not after it, one round trip sooner (docs/decisions/020).
  let earlySettings: ReturnType<typeof loadSettingsReply> | undefined;
  const loadSettingsReply = (domain: string) => api.call('siteSettings', { query: { domain } });
  return {
    loadSiteVersion: fromPromise<SiteVersion, { domain: string }>(async ({ input }) => {
      if (settingsNeeded) {
        settingsNeeded = false;
        earlySettings = loadSettingsReply(input.domain);
        earlySettings.catch(() => undefined); // its failure is handled where it is awaited
      }
      const reply = await api.call('siteVersion', { query: { domain: input.domain } });
      return reply.data;
    }),
    loadSiteSettings: fromPromise<SiteMachineSettings, { domain: string }>(async ({ input }) => {
      const reply = earlySettings ?? loadSettingsReply(input.domain);
      earlySettings = undefined;
      const { data } = await reply;
      const settings: LoadedSiteSettings = { ...data.siteSetting, casino_url: data.casino_url, bonus_data: data.bonus_data };
      void remember((state) => ({ ...state, common: { ...state.common, siteSettings: settings, siteVersion: siteVersion() } }));
      return settings;
    }),
    changeLanguage: fromPromise<void, { code: string }>(async ({ input }) => {
      await remember((state) => ({ ...state, common: { ...state.common, selectedLanguage: input.code } }));
    }),
    loadCasinoGames: fromPromise(async ({ input }: { input: { storageBaseUrl: string } }) => {
      const gamesData = await fetchCasinoGames(input.storageBaseUrl);
      void remember((state) => ({ ...state, common: { ...state.common, gamesData } }));
      return gamesData;
    }),
  };
}

/** Keeps the auth slice in step with the session: token, user, chips and eventManage. */
function rememberSessionChanges(
  session: AppSystem['session'],
  remember: (change: (state: PersistedState) => PersistedState) => Promise<void>,
) {
  let previous = session.getSnapshot().context;
  return session.subscribe(({ context }) => {
    const changed =
      context.token !== previous.token ||
      context.user !== previous.user ||
      context.chips !== previous.chips ||
      context.eventManage !== previous.eventManage;
    previous = context;
    // A logout is stored by its own handler, which clears more than the auth slice.
    if (!changed || context.user === null) return;
    void remember((state) => ({
      ...state,
      auth: {
        ...state.auth,
        token: context.token,
        user: context.user,
        chips: chipsOf(context.chips),
        eventManage: context.eventManage,
      },
    }));
  });
}

/** The stake buttons as user info gave them; anything else is no stake buttons. */
const chipsOf = (chips: unknown): number[] =>
  Array.isArray(chips) && chips.every((chip) => typeof chip === 'number') ? chips : [];

function siteInputOf(domain: string, stored: PersistedState): SiteInput {
  const settings = usableSettings(stored.common.siteSettings);
  return {
    domain,
    storedVersion: settings ? stored.common.siteVersion : null,
    storedSettings: settings,
    storedLanguage: stored.common.selectedLanguage,
    offerSeen: stored.common.isOffer,
    storedCasinoGames: storedCasinoGamesOf(stored.common.gamesData),
  };
}

function sessionInputOf(stored: PersistedState): SessionInput {
  return {
    token: stored.auth.token,
    user: stored.auth.user as SessionUser | null,
    chips: stored.auth.chips,
    eventManage: stored.auth.eventManage,
  };
}

/**
 * Stored settings that do not look like the ones this build saves are not used, so they are loaded
 * fresh: a view never meets a shape it cannot read.
 */
function usableSettings(stored: unknown): LoadedSiteSettings | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const settings = stored as Partial<LoadedSiteSettings>;
  // Announcements are texts with their language since docs/decisions/222 (plain strings before).
  const usable =
    Array.isArray(settings.poster) &&
    Array.isArray(settings.announcement) &&
    settings.announcement.every((announcement: unknown) => typeof announcement === 'object' && announcement !== null) &&
    Array.isArray(settings.languagesList);
  return usable ? (settings as LoadedSiteSettings) : null;
}

/** The full settings the site actor keeps (src/app gave it the whole object; see loadSiteSettings). */
export const loadedSettingsOf = (settings: SiteMachineSettings | null): LoadedSiteSettings | null =>
  settings as LoadedSiteSettings | null;
