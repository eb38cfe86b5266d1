/**
 * Browser storage of the persisted client state (spec §3) in IndexedDB, through the few lines of
 * `indexedDbStorage` below rather than localforage (9 KB gzip on Home's first load, decision 020).
 * The state is versioned: whatever `parse` does not accept (an older version, a corrupt value) is
 * dropped and removed, never passed on (design §3).
 * Under Node there is no IndexedDB, so tests use `memoryDriver` (design §10).
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
  setItem<Value>(key: string, value: Value): Promise<void>;
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

/** localforage's object store name, so values it stored before still read. */
const STORE_NAME = 'keyvaluepairs';

/**
 * The app's storage: IndexedDB. Where it cannot be opened (blocked by the browser), values live in
 * memory for the page's life: the app works, it only forgets on reload. `driver` is for tests.
 */
export async function createStorage(driver?: KeyValueStorage): Promise<KeyValueStorage> {
  if (driver) return driver;
  try {
    return indexedDbStorage(await openDatabase());
  } catch {
    return memoryDriver();
  }
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(STORAGE_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

function indexedDbStorage(database: IDBDatabase): KeyValueStorage {
  /** One request in its own transaction, settled when the transaction is (so a write is durable). */
  const run = <Result>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<Result>) =>
    new Promise<Result>((resolve, reject) => {
      const transaction = database.transaction(STORE_NAME, mode);
      const pending = request(transaction.objectStore(STORE_NAME));
      transaction.oncomplete = () => resolve(pending.result);
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? pending.error);
    });
  return {
    async getItem<Value>(key: string) {
      return ((await run('readonly', (store) => store.get(key))) as Value | undefined) ?? null;
    },
    async setItem(key, value) {
      await run('readwrite', (store) => store.put(value, key));
    },
    async removeItem(key) {
      await run('readwrite', (store) => store.delete(key));
    },
  };
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
