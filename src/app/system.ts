/**
 * The actor system of the app: the ONLY place machines meet src/api (design §2). It creates the
 * long-lived actors with their real implementations (`.provide`), wires what one actor emits to
 * the actor that handles it, and reports every actor to the inspector when inspection is on.
 *
 * SEAM: machines/app.machine.ts (the root actor that spawns site, notices, session… by system id)
 * and machines/persistence/persisted-state.ts had not landed when this was written. Until they do,
 * `createAppSystem` starts the site and notices actors itself and forwards site's notices events;
 * when the root actor lands, it is created here instead and `site`/`notices` become
 * `root.system.get('site')` / `root.system.get('notices')`. Views only see `AppSystem`, so they do
 * not change.
 */
import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { NOTICE_EVENT_TYPES, noticesMachine, type NoticeEvent } from '../../machines/notices/notices.machine.ts';
import { siteMachine, type SiteSettings as SiteMachineSettings, type SiteVersion } from '../../machines/site/site.machine.ts';
import type { Api } from '../api/call.ts';
import type { BonusData, SiteSettings as SiteSettingReply } from '../api/replies.ts';
import type { PersistedStore } from './persistence.ts';
import { uiMachine } from './ui.machine.ts';

/**
 * The site settings as the app keeps them: the reply's `siteSetting` with the reply's
 * `casino_url` and `bonus_data` beside it (spec §3: "the response also carries…").
 */
export type LoadedSiteSettings = SiteSettingReply & { casino_url: string; bonus_data: BonusData[] };

export const SHELL_STATE_VERSION = 1;

/** What survives a reload for the shell (spec §3 client state: siteVersion, siteSettings, language). */
export interface ShellStoredState {
  version: typeof SHELL_STATE_VERSION;
  siteVersion: string | null;
  siteSettings: LoadedSiteSettings | null;
  language: string | null;
  /** The is_offer flag: the offer pop-up was dismissed. */
  offerSeen: boolean;
}

export const EMPTY_SHELL_STATE: ShellStoredState = {
  version: SHELL_STATE_VERSION,
  siteVersion: null,
  siteSettings: null,
  language: null,
  offerSeen: false,
};

/**
 * Accepts a stored shell state of the current version. Stored settings that do not look like the
 * ones this build saves are dropped with the version, so they are loaded fresh (never crash a view).
 */
export function parseShellState(stored: unknown): ShellStoredState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const candidate = stored as Partial<ShellStoredState>;
  if (candidate.version !== SHELL_STATE_VERSION) return null;
  const settings = candidate.siteSettings;
  const settingsUsable =
    typeof settings === 'object' &&
    settings !== null &&
    Array.isArray(settings.poster) &&
    Array.isArray(settings.announcement) &&
    Array.isArray(settings.languagesList);
  return {
    version: SHELL_STATE_VERSION,
    siteVersion: settingsUsable && typeof candidate.siteVersion === 'string' ? candidate.siteVersion : null,
    siteSettings: settingsUsable ? settings : null,
    language: typeof candidate.language === 'string' ? candidate.language : null,
    offerSeen: candidate.offerSeen === true,
  };
}

export interface AppSystem {
  site: ActorRefFrom<typeof siteMachine>;
  notices: ActorRefFrom<typeof noticesMachine>;
  ui: ActorRefFrom<typeof uiMachine>;
  stop: () => void;
}

interface AppSystemOptions {
  api: Api;
  domain: string;
  store: PersistedStore<ShellStoredState>;
  stored: ShellStoredState;
  inspect?: (inspectionEvent: InspectionEvent) => void;
}

export function createAppSystem({ api, domain, store, stored, inspect }: AppSystemOptions): AppSystem {
  let remembered = stored;
  const remember = (change: Partial<ShellStoredState>) => {
    remembered = { ...remembered, ...change };
    // Storage is best effort: a full or blocked store must not break the page.
    void store.save(remembered).catch(() => undefined);
  };

  const site = createActor(
    siteMachine.provide({
      actors: {
        loadSiteVersion: fromPromise<SiteVersion, { domain: string }>(async ({ input }) => {
          const reply = await api.call('siteVersion', { query: { domain: input.domain } });
          return reply.data;
        }),
        loadSiteSettings: fromPromise<SiteMachineSettings, { domain: string }>(async ({ input }) => {
          const { data } = await api.call('siteSettings', { query: { domain: input.domain } });
          const settings: LoadedSiteSettings = { ...data.siteSetting, casino_url: data.casino_url, bonus_data: data.bonus_data };
          remember({ siteSettings: settings, siteVersion: site.getSnapshot().context.version });
          return settings;
        }),
        changeLanguage: fromPromise<void, { code: string }>(async ({ input }) => {
          remember({ language: input.code });
        }),
      },
    }),
    {
      systemId: 'site',
      inspect,
      input: {
        domain,
        storedVersion: stored.siteVersion,
        storedSettings: stored.siteSettings,
        storedLanguage: stored.language,
        offerSeen: stored.offerSeen,
      },
    },
  );
  const notices = createActor(noticesMachine, { systemId: 'notices', inspect });
  const ui = createActor(uiMachine, { systemId: 'ui', inspect });

  const forwarded = NOTICE_EVENT_TYPES.map((type) =>
    site.on(type, (event) => notices.send(event as NoticeEvent)),
  );
  const offerDismissed = site.on('offer.dismissed', () => remember({ offerSeen: true }));

  notices.start();
  ui.start();
  site.start();

  return {
    site,
    notices,
    ui,
    stop() {
      for (const subscription of [...forwarded, offerDismissed]) subscription.unsubscribe();
      site.stop();
      notices.stop();
      ui.stop();
    },
  };
}

/** The full settings the site actor keeps (src/app gave it the whole object; see loadSiteSettings). */
export const loadedSettingsOf = (settings: SiteMachineSettings | null): LoadedSiteSettings | null =>
  settings as LoadedSiteSettings | null;
