/**
 * Browser storage of the persisted client state (spec §3) through localforage (IndexedDB, or
 * localStorage where IndexedDB is blocked), loaded beside the runtime config rather than in Home's
 * first-load script (decision 020's budget). The state is versioned: whatever `parse` does not accept (an older version, a corrupt value) is
 * dropped and removed, never passed on (design §3).
 * Under Node there is no browser storage, so tests use `memoryDriver` (design §10).
 */
import {
  initialPersistedState,
  resetPersisted,
  restorePersisted,
  toStoredValue,
  type PersistedState,
} from '../../machines/persistence/persisted-state.ts';

export interface PersistedStore<State> {
  /** The stored state, or null when there is none or it was dropped. */
  load(): Promise<State | null>;
  save(state: State): Promise<void>;
  clear(): Promise<void>;
}

/** The calls of a key-value store the app makes. Values are structured-cloned, as IndexedDB does. */
export interface KeyValueStorage {
  /** The stored value, or null when there is none. */
  getItem<Value>(key: string): Promise<Value | null>;
  setItem<Value>(key: string, value: Value): Promise<unknown>;
  removeItem(key: string): Promise<void>;
}

interface PersistenceOptions<State> {
  storage: KeyValueStorage;
  key: string;
  /** Accepts the stored value when it is of the current version and well formed; null otherwise. */
  parse: (stored: unknown) => State | null;
  /** What is written for a state (e.g. wrapped with its version); the state itself by default. */
  serialize?: (state: State) => unknown;
}

export function createPersistedStore<State>({
  storage,
  key,
  parse,
  serialize = (state) => state,
}: PersistenceOptions<State>): PersistedStore<State> {
  return {
    async load() {
      let stored: unknown;
      try {
        stored = await storage.getItem<unknown>(key);
      } catch {
        stored = undefined; // an unreadable store is treated like a corrupt value
      }
      if (stored === null) return null;
      const state = stored === undefined ? null : safeParse(parse, stored);
      if (state === null) await storage.removeItem(key).catch(() => undefined);
      return state;
    },
    async save(state) {
      await storage.setItem(key, serialize(state));
    },
    async clear() {
      await storage.removeItem(key);
    },
  };
}

function safeParse<State>(parse: (stored: unknown) => State | null, stored: unknown): State | null {
  try {
    return parse(stored);
  } catch {
    return null;
  }
}

export const STORAGE_NAME = 'betting-front';
/** The one key the client state of spec §3 is stored under. */
export const APP_STATE_KEY = 'state';

/** The client state of machines/persistence/persisted-state.ts, stored versioned. */
export function createAppStateStore(storage: KeyValueStorage): PersistedStore<PersistedState> {
  return createPersistedStore({
    storage,
    key: APP_STATE_KEY,
    parse: (stored) => restorePersisted(stored) ?? null,
    serialize: toStoredValue,
  });
}

/**
 * Design §8: logout and forced logout leave no stored trace of the user. Spec §3's reset (user,
 * token, chips, site version) plus everything else that belonged to them; the site's own settings
 * and the chosen language stay.
 */
export const withoutUser = (state: PersistedState): PersistedState => ({
  ...resetPersisted(state),
  // The casino lobby's favourites are the user's too (decision 054).
  common: { ...resetPersisted(state).common, favouriteGames: initialPersistedState.common.favouriteGames },
  auth: initialPersistedState.auth,
  wallet: initialPersistedState.wallet,
  accountStatement: initialPersistedState.accountStatement,
  fantasy: initialPersistedState.fantasy,
  account: initialPersistedState.account,
  // Pins are the user's; the chosen sports view is the device's, like the language.
  sports: { ...state.sports, pinnedMarkets: initialPersistedState.sports.pinnedMarkets },
});

/** The object store name localforage gives by default, kept so values stored before still read. */
const STORE_NAME = 'keyvaluepairs';

let appStorage: Promise<KeyValueStorage> | undefined;

/**
 * The app's storage, opened once per page. Where no browser store can be opened (blocked), values
 * live in memory for the page's life: the app works, it only forgets on reload. `driver` is for tests.
 */
export function createStorage(driver?: KeyValueStorage): Promise<KeyValueStorage> {
  if (driver) return Promise.resolve(driver);
  appStorage ??= openBrowserStorage();
  return appStorage;
}

async function openBrowserStorage(): Promise<KeyValueStorage> {
  try {
    const { default: localforage } = await import('localforage');
    const store = localforage.createInstance({
      name: STORAGE_NAME,
      storeName: STORE_NAME,
      driver: [localforage.INDEXEDDB, localforage.LOCALSTORAGE],
    });
    await store.ready();
    return store;
  } catch {
    return memoryDriver();
  }
}

/** A store that keeps values in a Map: for tests under Node, and where IndexedDB is blocked. */
export function memoryDriver(): KeyValueStorage {
  const values = new Map<string, unknown>();
  // Values are copied in and out, as a real store would serialise them.
  const copy = <Value>(value: Value): Value => structuredClone(value);
  return {
    async getItem<Value>(key: string) {
      return values.has(key) ? copy(values.get(key) as Value) : null;
    },
    async setItem(key, value) {
      values.set(key, copy(value));
    },
    async removeItem(key) {
      values.delete(key);
    },
  };
}
