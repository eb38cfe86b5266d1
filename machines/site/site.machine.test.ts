import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, type AnyEventObject } from 'xstate';
import { OFFER_POPUP_DELAY_MS } from '../shared/constants.ts';
import { messageId, serverText } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import type { CasinoGame } from './casino-games.ts';
import {
  selectCasinoGames,
  selectCasinoGamesPending,
  selectOfferVisible,
  selectUnderMaintenance,
  SITE_VERSION_RECHECK_MS,
  siteMachine,
  type SiteInput,
  type SiteSettings,
  type SiteVersion,
} from './site.machine.ts';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (time: number) => new Date(time).toISOString();
const windowAround = (from: number, to: number) => ({ from_date: iso(from), to_date: iso(to) });

const settings: SiteSettings = {
  business_type: 2,
  languagesList: [
    { code: 'en', name: 'English' },
    { code: 'hi', name: 'हिन्दी' },
  ],
  language_code: 'en',
  aws_url: 'https://cdn.example.com/',
  storage_path: { domain_image: '/sites/example/' },
};

const aviator: CasinoGame = {
  id: 'aviator',
  name: 'Aviator',
  provider: 'Spribe',
  category: 'crash',
  thumbnail: '../games/aviator.svg',
  isNew: true,
};

const input: SiteInput = {
  domain: 'example.com',
  storedVersion: 'v1',
  storedSettings: settings,
  storedLanguage: 'hi',
  offerSeen: false,
};

/** The machine with its one wall-clock read fixed, so the graph and the runs agree on time. */
const machineAt = (now: number) => siteMachine.provide({ actions: { readClock: assign({ clock: now }) } });

const versions: SiteVersion[] = [
  { version: 'v1', maintenance: null },
  { version: 'v2', maintenance: windowAround(NOW - HOUR, NOW + HOUR) },
  { version: 'v2', maintenance: windowAround(NOW + HOUR, NOW + 2 * HOUR) },
  // Further than one timer can wait: approached in steps.
  { version: 'v2', maintenance: windowAround(NOW + 30 * DAY, NOW + 31 * DAY) },
];

walkEveryTransition('site', {
  machine: machineAt(NOW),
  input,
  events: () => [
    { type: 'site.retry' },
    { type: 'language.change', code: 'en' },
    { type: 'language.change', code: 'hi' },
    { type: 'session.changed', signedIn: true, lastLoginAt: '2029-12-31T10:00:00Z' },
    { type: 'session.changed', signedIn: false, lastLoginAt: null },
    { type: 'offer.dismissed' },
  ],
  // A re-check finds the same version, or a new one with a window that has begun.
  outputs: {
    loadSiteVersion: versions,
    recheckSiteVersion: [versions[0], versions[1]],
    loadSiteSettings: [settings],
    loadCasinoGames: [[aviator]],
  },
  errors: {
    loadSiteVersion: [new Error('offline')],
    recheckSiteVersion: [new Error('offline')],
    loadSiteSettings: [new Error('Error 500: down')],
  },
  contextKey: (context) => ({
    version: context.version,
    language: context.selectedLanguage,
    withLastLogin: context.signedIn && context.lastLoginAt !== null,
    offerSeen: context.offerSeen,
  }),
  facts: [
    {
      rule: 'the loader shows while the settings load, and only then',
      check: ({ snapshot, emitted }) => {
        const shown = emitted.filter((event) => event.type === 'loader.show').length;
        const hidden = emitted.filter((event) => event.type === 'loader.hide').length;
        expect(shown - hidden).toBe(snapshot.matches({ running: { settings: 'loading' } }) ? 1 : 0);
      },
    },
    {
      rule: 'a dismissed offer is remembered and emitted for storage (is_offer)',
      check: ({ snapshot, previous, event, emitted }) => {
        if (event.type !== 'offer.dismissed' || !selectOfferVisible(previous)) return;
        expect(snapshot.context.offerSeen).toBe(true);
        expect(emitted.at(-1)).toEqual({ type: 'offer.dismissed' });
      },
    },
  ],
});

describe('site', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  interface Scenario {
    version?: SiteVersion;
    /** What each re-check answers, in turn; past the list a re-check never settles. */
    rechecks?: Array<() => Promise<SiteVersion>>;
    loadSettings?: () => Promise<SiteSettings>;
    changeLanguage?: () => Promise<void>;
    loadCasinoGames?: (args: { input: { storageBaseUrl: string } }) => Promise<CasinoGame[]>;
    stored?: Partial<SiteInput>;
  }

  const never = () => new Promise<never>(() => {});

  /** A running site actor on the real wall clock (faked), with what it emitted and called. */
  async function startSite({
    version = versions[0]!,
    rechecks = [],
    loadSettings = async () => settings,
    changeLanguage = async () => {},
    loadCasinoGames = async () => [],
    stored = {},
  }: Scenario) {
    vi.useFakeTimers({ now: NOW });
    const settingsLoads = vi.fn(loadSettings);
    const versionLoads = [async () => version, ...rechecks];
    let versionLoadCount = 0;
    const site = createActor(
      siteMachine.provide({
        actors: {
          loadSiteVersion: fromPromise(() => (versionLoads[versionLoadCount++] ?? never)()),
          loadSiteSettings: fromPromise(settingsLoads),
          changeLanguage: fromPromise(changeLanguage),
          loadCasinoGames: fromPromise(loadCasinoGames),
        },
      }),
      { input: { ...input, ...stored } },
    );
    const emitted: AnyEventObject[] = [];
    site.on('*', (event) => emitted.push(event));
    site.start();
    await vi.advanceTimersByTimeAsync(0);
    return { site, emitted, settingsLoads };
  }

  describe('settings', () => {
    it('uses the stored settings when the stored version is the server\'s', async () => {
      const { site, settingsLoads } = await startSite({ stored: { storedSettings: { ...settings, business_type: 1 } } });
      expect(settingsLoads).not.toHaveBeenCalled();
      expect(site.getSnapshot().context.settings?.business_type).toBe(1);
      expect(site.getSnapshot().context.selectedLanguage).toBe('hi');
    });

    it('reloads the settings when the server\'s version differs, or nothing is stored', async () => {
      expect((await startSite({ version: { version: 'v2', maintenance: null } })).settingsLoads).toHaveBeenCalledOnce();
      expect((await startSite({ stored: { storedSettings: null } })).settingsLoads).toHaveBeenCalledOnce();
    });

    it('falls back to the site\'s language when the stored one is not offered', async () => {
      const { site } = await startSite({ stored: { storedLanguage: 'ta', storedSettings: null } });
      expect(site.getSnapshot().context.selectedLanguage).toBe('en');
    });

    it('on a failed load hides the loader, toasts the error and retries on site.retry', async () => {
      const failing = vi.fn().mockRejectedValueOnce(new Error('Error 500: down')).mockResolvedValueOnce(settings);
      const { site, emitted } = await startSite({ stored: { storedSettings: null }, loadSettings: failing });
      expect(emitted).toEqual([
        { type: 'loader.show' },
        { type: 'loader.hide' },
        { type: 'notice.error', message: serverText('Error 500: down') },
      ]);
      expect(site.getSnapshot().context.error).toEqual(serverText('Error 500: down'));
      site.send({ type: 'site.retry' });
      await vi.advanceTimersByTimeAsync(0);
      expect(site.getSnapshot().matches({ running: { settings: 'ready' } })).toBe(true);
      expect(site.getSnapshot().context.error).toBeNull();
    });
  });

  describe('maintenance', () => {
    it.each([
      ['an hour', NOW + HOUR],
      ['30 days (past the longest timer)', NOW + 30 * DAY],
    ])('starts exactly at from_date and ends exactly at to_date, %s ahead', async (_, from) => {
      const { site } = await startSite({ version: { version: 'v1', maintenance: windowAround(from, from + HOUR) } });
      await vi.advanceTimersByTimeAsync(from - NOW - 1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(HOUR - 1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(false);
    });

    it('is under maintenance at once inside the window', async () => {
      const { site } = await startSite({ version: versions[1] });
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(true);
    });
  });

  describe('re-checking the version while the page is open', () => {
    const recheckAt = NOW + SITE_VERSION_RECHECK_MS;

    it('learns a window set after load and enters and leaves it at its exact times', async () => {
      const window = windowAround(recheckAt + 30_000, recheckAt + 90_000);
      const { site, settingsLoads } = await startSite({ rechecks: [async () => ({ version: 'v1', maintenance: window })] });
      await vi.advanceTimersByTimeAsync(SITE_VERSION_RECHECK_MS + 30_000 - 1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(false);
      expect(settingsLoads).not.toHaveBeenCalled();
    });

    it('leaves maintenance at the re-check that finds the window ended early', async () => {
      const { site } = await startSite({ version: versions[1], rechecks: [async () => ({ version: 'v2', maintenance: null })] });
      await vi.advanceTimersByTimeAsync(SITE_VERSION_RECHECK_MS - 1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(false);
    });

    it('keeps the known window when a re-check fails, and asks again a minute later', async () => {
      const { site } = await startSite({
        version: versions[1],
        rechecks: [() => Promise.reject(new Error('offline')), async () => ({ version: 'v2', maintenance: null })],
      });
      await vi.advanceTimersByTimeAsync(SITE_VERSION_RECHECK_MS);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(SITE_VERSION_RECHECK_MS);
      expect(selectUnderMaintenance(site.getSnapshot())).toBe(false);
    });

    it('reloads the settings when the server\'s version changed', async () => {
      const { site, settingsLoads } = await startSite({ rechecks: [async () => ({ version: 'v2', maintenance: null })] });
      await vi.advanceTimersByTimeAsync(SITE_VERSION_RECHECK_MS);
      expect(settingsLoads).toHaveBeenCalledOnce();
      expect(site.getSnapshot().context.version).toBe('v2');
      expect(site.getSnapshot().matches({ running: { settings: 'ready' } })).toBe(true);
    });
  });

  describe('language', () => {
    it('refuses the selected language', async () => {
      const { site, emitted } = await startSite({});
      site.send({ type: 'language.change', code: 'hi' });
      expect(emitted).toEqual([{ type: 'notice.error', message: messageId('site.language.same') }]);
    });

    it('selects the new language once it is changed, and keeps the old one when that fails', async () => {
      const changing = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('down'));
      const { site, emitted } = await startSite({ changeLanguage: changing });
      site.send({ type: 'language.change', code: 'en' });
      await vi.advanceTimersByTimeAsync(0);
      expect(site.getSnapshot().context.selectedLanguage).toBe('en');
      site.send({ type: 'language.change', code: 'hi' });
      await vi.advanceTimersByTimeAsync(0);
      expect(site.getSnapshot().context.selectedLanguage).toBe('en');
      expect(emitted).toEqual([{ type: 'notice.error', message: messageId('site.language.failed') }]);
    });
  });

  describe('casino games', () => {
    it('fetches the games from the storage base URL once settings are in', async () => {
      const loading = vi.fn(async () => [aviator]);
      const { site } = await startSite({ loadCasinoGames: loading });
      expect(loading).toHaveBeenCalledWith(expect.objectContaining({ input: { storageBaseUrl: 'https://cdn.example.com/sites/example' } }));
      expect(selectCasinoGames(site.getSnapshot())).toEqual([aviator]);
      expect(selectCasinoGamesPending(site.getSnapshot())).toBe(false);
    });

    it('is pending until the file comes, with no games stored', async () => {
      let resolve = (_games: CasinoGame[]) => {};
      const { site } = await startSite({ loadCasinoGames: () => new Promise((done) => (resolve = done)) });
      expect(selectCasinoGamesPending(site.getSnapshot())).toBe(true);
      resolve([aviator]);
      await vi.advanceTimersByTimeAsync(0);
      expect(selectCasinoGamesPending(site.getSnapshot())).toBe(false);
    });

    it('fails quietly: no notice, the stored games stay, the site stays ready', async () => {
      const { site, emitted } = await startSite({
        stored: { storedCasinoGames: [aviator] },
        loadCasinoGames: () => Promise.reject(new Error('Not Found')),
      });
      expect(emitted).toEqual([]);
      expect(selectCasinoGames(site.getSnapshot())).toEqual([aviator]);
      expect(site.getSnapshot().matches({ running: { settings: 'ready' } })).toBe(true);
    });

    it('leaves the list empty when the file fails and nothing was stored', async () => {
      const { site } = await startSite({ loadCasinoGames: () => Promise.reject(new Error('Not Found')) });
      expect(selectCasinoGames(site.getSnapshot())).toEqual([]);
      expect(selectCasinoGamesPending(site.getSnapshot())).toBe(false);
    });
  });

  describe('offer pop-up', () => {
    const signedInWithLastLogin = { type: 'session.changed', signedIn: true, lastLoginAt: '2029-12-31T10:00:00Z' } as const;

    it('shows 500 ms after settings load for business type 2 and a user with a last login', async () => {
      const { site } = await startSite({});
      site.send(signedInWithLastLogin);
      await vi.advanceTimersByTimeAsync(OFFER_POPUP_DELAY_MS - 1);
      expect(selectOfferVisible(site.getSnapshot())).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(selectOfferVisible(site.getSnapshot())).toBe(true);
    });

    it.each([
      ['business type 1', { storedSettings: { ...settings, business_type: 1 } }, signedInWithLastLogin],
      ['a stored is_offer flag', { offerSeen: true }, signedInWithLastLogin],
      ['no last login', {}, { ...signedInWithLastLogin, lastLoginAt: null }],
    ] as const)('does not show with %s', async (_, stored, session) => {
      const { site } = await startSite({ stored });
      site.send(session);
      await vi.advanceTimersByTimeAsync(OFFER_POPUP_DELAY_MS);
      expect(selectOfferVisible(site.getSnapshot())).toBe(false);
    });

    it('emits offer.dismissed for storage and does not show again', async () => {
      const { site, emitted } = await startSite({});
      site.send(signedInWithLastLogin);
      await vi.advanceTimersByTimeAsync(OFFER_POPUP_DELAY_MS);
      site.send({ type: 'offer.dismissed' });
      site.send(signedInWithLastLogin);
      await vi.advanceTimersByTimeAsync(OFFER_POPUP_DELAY_MS);
      expect(selectOfferVisible(site.getSnapshot())).toBe(false);
      expect(site.getSnapshot().context.offerSeen).toBe(true);
      expect(emitted).toEqual([{ type: 'offer.dismissed' }]);
    });
  });
});
