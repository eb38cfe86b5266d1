/**
 * The site actor (spec §3 "Site version/settings", §4 "Site", "Offer pop-up", §8 language messages):
 * version check, settings load, maintenance window, language, offer pop-up.
 *
 * - Start: `loadSiteVersion`; then settings: the stored ones when the stored version equals the
 *   server's and stored settings exist, else `loadSiteSettings`. A failed load shows a toast, hides
 *   the loader and waits for `site.retry`.
 * - Maintenance: entered exactly at `from_date` and left exactly at `to_date` by timers computed
 *   from context (`clock` is the time the rule last looked at; it advances to each boundary).
 * - Live changes (docs/decisions/022): every SITE_VERSION_RECHECK_MS the version is loaded again,
 *   so a window the operator sets or ends while the page is open is timed afresh, and a new version
 *   reloads the settings. A failed re-check keeps what is known and tries again next time.
 * - Language: `language.change` to the selected one is refused; otherwise `changeLanguage`
 *   (which persists it) runs and the selection follows its success.
 * - Offer pop-up: OFFER_POPUP_DELAY_MS after settings are in, for business type 2 and a signed-in
 *   user with a last login who has not dismissed it; `offer.dismissed` is emitted for storage.
 * - Casino games (docs/decisions/024): once settings are in, `loadCasinoGames` fetches the file
 *   from the site's storage, beside everything else. A failure is quiet (no toast): the list
 *   stays as it was (the stored one, or empty) and nothing else of the site changes.
 *
 * Emits notices' events (`notice.error`, `loader.show`, `loader.hide`) for the root actor to
 * forward, and `offer.dismissed` for src/app to store the is_offer flag.
 */
import { assign, emit, fromPromise, not, raise, setup, type SnapshotFrom } from 'xstate';
import { errorToMessage } from '../shared/error-message.ts';
import type { NoticeEvent } from '../notices/notices.machine.ts';
import { OFFER_POPUP_DELAY_MS } from '../shared/constants.ts';
import { messageId, type Message } from '../shared/message.ts';
import { storageBaseUrlOf, type CasinoGame, type SiteStorageSettings } from './casino-games.ts';
import { isUnderMaintenance, nextMaintenanceCheck, type MaintenanceWindow } from './maintenance.ts';

export interface SiteVersion {
  version: string;
  maintenance: MaintenanceWindow | null;
}

export interface SiteLanguage {
  code: string;
  name: string;
}

/** What the site actor reads of the site settings; src/app passes (and keeps) the whole object. */
export interface SiteSettings extends SiteStorageSettings {
  business_type: number;
  languagesList: SiteLanguage[];
  language_code: string;
}

export interface SiteInput {
  domain: string;
  storedVersion: string | null;
  storedSettings: SiteSettings | null;
  storedLanguage: string | null;
  /** The stored is_offer flag: the offer pop-up was dismissed before. */
  offerSeen: boolean;
  /** The casino games stored from an earlier visit, shown until the file is fetched again. */
  storedCasinoGames?: CasinoGame[];
}

export interface SiteContext {
  domain: string;
  storedVersion: string | null;
  storedSettings: SiteSettings | null;
  storedLanguage: string | null;
  version: string | null;
  maintenance: MaintenanceWindow | null;
  /** Epoch ms the maintenance rule last looked at: read once, then moved to each boundary. */
  clock: number;
  settings: SiteSettings | null;
  selectedLanguage: string | null;
  requestedLanguage: string | null;
  /** Why the settings could not be loaded. */
  error: Message | null;
  offerSeen: boolean;
  signedIn: boolean;
  lastLoginAt: string | null;
  casinoGames: CasinoGame[];
}

export type SiteEvent =
  | { type: 'site.retry' }
  | { type: 'language.change'; code: string }
  | { type: 'session.changed'; signedIn: boolean; lastLoginAt: string | null }
  | { type: 'offer.dismissed' }
  /** Raised by the actor itself when a re-check of the version came back. */
  | { type: 'version.rechecked'; versionChanged: boolean };

export type SiteEmitted = NoticeEvent | { type: 'offer.dismissed' };

export const SITE_BUSINESS_TYPE_WITH_OFFER = 2;

/** How often an open page asks for the site version again (designed: docs/decisions/022). */
export const SITE_VERSION_RECHECK_MS = 60_000;

const notProvided = (name: string) => () => Promise.reject(new Error(`actor ${name} not provided`));

const msUntilNextCheck = ({ maintenance, clock }: SiteContext): number =>
  (nextMaintenanceCheck(maintenance, clock) ?? clock) - clock;

const recheckMaintenanceLater = {
  untilMaintenanceCheck: { target: 'checking', actions: 'advanceClockToCheck' },
} as const;

export const siteMachine = setup({
  types: {
    context: {} as SiteContext,
    events: {} as SiteEvent,
    input: {} as SiteInput,
    emitted: {} as SiteEmitted,
  },
  actors: {
    loadSiteVersion: fromPromise<SiteVersion, { domain: string }>(notProvided('loadSiteVersion')),
    loadSiteSettings: fromPromise<SiteSettings, { domain: string }>(notProvided('loadSiteSettings')),
    /** Changes and persists the language. */
    changeLanguage: fromPromise<void, { code: string }>(notProvided('changeLanguage')),
    /** Fetches the casino games file under the site's storage base URL. */
    loadCasinoGames: fromPromise<CasinoGame[], { storageBaseUrl: string }>(notProvided('loadCasinoGames')),
  },
  guards: {
    storedSettingsAreCurrent: ({ context }) =>
      context.storedSettings !== null && context.version !== null && context.version === context.storedVersion,
    underMaintenance: ({ context }) => isUnderMaintenance(context.maintenance, context.clock),
    maintenanceAhead: ({ context }) => nextMaintenanceCheck(context.maintenance, context.clock) !== null,
    versionChanged: ({ event }) => event.type === 'version.rechecked' && event.versionChanged,
    isSelectedLanguage: ({ context, event }) => event.type === 'language.change' && event.code === context.selectedLanguage,
    offerDue: ({ context }) =>
      context.settings?.business_type === SITE_BUSINESS_TYPE_WITH_OFFER &&
      context.signedIn &&
      context.lastLoginAt !== null &&
      !context.offerSeen,
  },
  actions: {
    storeVersion: assign((_, version: SiteVersion) => ({ version: version.version, maintenance: version.maintenance })),
    /** The only place the site actor reads the wall clock; tests provide a fixed one. */
    readClock: assign({ clock: () => Date.now() }),
    advanceClockToCheck: assign({ clock: ({ context }) => context.clock + msUntilNextCheck(context) }),
    applySettings: assign(({ context }, settings: SiteSettings) => ({
      settings,
      selectedLanguage: settings.languagesList.some((language) => language.code === context.storedLanguage)
        ? context.storedLanguage
        : settings.language_code,
      error: null,
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ error: errorToMessage(params.error) })),
    toastError: emit((_, params: { message: Message }) => ({ type: 'notice.error' as const, message: params.message })),
    showLoader: emit({ type: 'loader.show' as const }),
    hideLoader: emit({ type: 'loader.hide' as const }),
    rememberRequestedLanguage: assign({
      requestedLanguage: ({ event }) => (event.type === 'language.change' ? event.code : null),
    }),
    selectRequestedLanguage: assign({ selectedLanguage: ({ context }) => context.requestedLanguage, requestedLanguage: null }),
    forgetRequestedLanguage: assign({ requestedLanguage: null }),
    rememberSession: assign(({ event }) =>
      event.type === 'session.changed' ? { signedIn: event.signedIn, lastLoginAt: event.lastLoginAt } : {},
    ),
    announceRecheck: raise((_, params: { versionChanged: boolean }) => ({ type: 'version.rechecked' as const, ...params })),
    rememberOfferDismissed: assign({ offerSeen: true }),
    emitOfferDismissed: emit({ type: 'offer.dismissed' as const }),
    storeCasinoGames: assign((_, casinoGames: CasinoGame[]) => ({ casinoGames })),
  },
  delays: {
    untilMaintenanceCheck: ({ context }) => msUntilNextCheck(context),
    offerPopupDelay: OFFER_POPUP_DELAY_MS,
    versionRecheckInterval: SITE_VERSION_RECHECK_MS,
  },
}).createMachine({
  id: 'site',
  context: ({ input: { storedCasinoGames = [], ...input } }) => ({
    ...input,
    casinoGames: storedCasinoGames,
    version: null,
    maintenance: null,
    clock: 0,
    settings: null,
    selectedLanguage: null,
    requestedLanguage: null,
    error: null,
    signedIn: false,
    lastLoginAt: null,
  }),
  on: {
    'session.changed': { actions: 'rememberSession' },
  },
  initial: 'checkingVersion',
  states: {
    checkingVersion: {
      invoke: {
        id: 'loadSiteVersion',
        src: 'loadSiteVersion',
        input: ({ context }) => ({ domain: context.domain }),
        onDone: {
          target: 'running',
          actions: [{ type: 'storeVersion', params: ({ event }) => event.output }, 'readClock'],
        },
        // Without a version the settings are loaded fresh and no maintenance is known.
        onError: { target: 'running', actions: 'readClock' },
      },
    },
    running: {
      type: 'parallel',
      states: {
        versionRecheck: {
          initial: 'waiting',
          states: {
            waiting: { after: { versionRecheckInterval: 'loading' } },
            loading: {
              invoke: {
                id: 'recheckSiteVersion',
                src: 'loadSiteVersion',
                input: ({ context }) => ({ domain: context.domain }),
                onDone: {
                  target: 'waiting',
                  // The raised event is handled after these actions: by then the new window and
                  // clock are in context. "Changed" compares with the version known before.
                  actions: [
                    {
                      type: 'announceRecheck',
                      params: ({ context, event }) => ({
                        // Without a known version the settings were loaded fresh already.
                        versionChanged: context.version !== null && event.output.version !== context.version,
                      }),
                    },
                    { type: 'storeVersion', params: ({ event }) => event.output },
                    'readClock',
                  ],
                },
                onError: 'waiting',
              },
            },
          },
        },
        maintenance: {
          initial: 'checking',
          // A re-checked window is timed afresh from the clock just read.
          on: { 'version.rechecked': '.checking' },
          states: {
            checking: {
              always: [
                { guard: 'underMaintenance', target: 'active' },
                { guard: 'maintenanceAhead', target: 'upcoming' },
                { target: 'none' },
              ],
            },
            none: {},
            upcoming: { after: recheckMaintenanceLater },
            active: { after: recheckMaintenanceLater },
          },
        },
        settings: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [
                {
                  guard: 'storedSettingsAreCurrent',
                  target: 'ready',
                  actions: { type: 'applySettings', params: ({ context }) => context.storedSettings! },
                },
                { target: 'loading' },
              ],
            },
            loading: {
              entry: 'showLoader',
              exit: 'hideLoader',
              invoke: {
                id: 'loadSiteSettings',
                src: 'loadSiteSettings',
                input: ({ context }) => ({ domain: context.domain }),
                onDone: { target: 'ready', actions: { type: 'applySettings', params: ({ event }) => event.output } },
                onError: {
                  target: 'failed',
                  actions: [
                    { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
                    { type: 'toastError', params: ({ context }) => ({ message: context.error! }) },
                  ],
                },
              },
            },
            failed: {
              on: { 'site.retry': 'loading' },
            },
            ready: {
              type: 'parallel',
              on: { 'version.rechecked': { guard: 'versionChanged', target: 'loading' } },
              states: {
                language: {
                  initial: 'idle',
                  states: {
                    idle: {
                      on: {
                        'language.change': [
                          {
                            guard: 'isSelectedLanguage',
                            actions: { type: 'toastError', params: { message: messageId('site.language.same') } },
                          },
                          { target: 'changing', actions: 'rememberRequestedLanguage' },
                        ],
                      },
                    },
                    changing: {
                      invoke: {
                        id: 'changeLanguage',
                        src: 'changeLanguage',
                        input: ({ context }) => ({ code: context.requestedLanguage! }),
                        onDone: { target: 'idle', actions: 'selectRequestedLanguage' },
                        onError: {
                          target: 'idle',
                          actions: [
                            'forgetRequestedLanguage',
                            { type: 'toastError', params: { message: messageId('site.language.failed') } },
                          ],
                        },
                      },
                    },
                  },
                },
                casinoGames: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadCasinoGames',
                        src: 'loadCasinoGames',
                        input: ({ context }) => ({ storageBaseUrl: storageBaseUrlOf(context.settings!) }),
                        onDone: { target: 'loaded', actions: { type: 'storeCasinoGames', params: ({ event }) => event.output } },
                        // Quiet: the games are extra to the site, so a missing file is no error to show.
                        onError: 'unavailable',
                      },
                    },
                    loaded: {},
                    unavailable: {},
                  },
                },
                offer: {
                  initial: 'waiting',
                  states: {
                    waiting: {
                      always: { guard: 'offerDue', target: 'pending' },
                    },
                    pending: {
                      always: { guard: not('offerDue'), target: 'waiting' },
                      after: { offerPopupDelay: 'shown' },
                    },
                    shown: {
                      always: { guard: not('offerDue'), target: 'waiting' },
                      on: {
                        'offer.dismissed': { target: 'waiting', actions: ['rememberOfferDismissed', 'emitOfferDismissed'] },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type SiteSnapshot = SnapshotFrom<typeof siteMachine>;

export const selectUnderMaintenance = (snapshot: SiteSnapshot): boolean =>
  snapshot.matches({ running: { maintenance: 'active' } });

export const selectOfferVisible = (snapshot: SiteSnapshot): boolean =>
  snapshot.matches({ running: { settings: { ready: { offer: 'shown' } } } });

export const selectCasinoGames = (snapshot: SiteSnapshot): CasinoGame[] => snapshot.context.casinoGames;

/** No games known yet and the file is still on its way: screens hold the room of the list. */
export const selectCasinoGamesPending = (snapshot: SiteSnapshot): boolean =>
  snapshot.context.casinoGames.length === 0 &&
  !snapshot.matches({ running: { settings: 'failed' } }) &&
  !snapshot.matches({ running: { settings: { ready: { casinoGames: 'loaded' } } } }) &&
  !snapshot.matches({ running: { settings: { ready: { casinoGames: 'unavailable' } } } });
