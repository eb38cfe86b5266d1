/**
 * Browser storage of the persisted client state (spec §3) through localforage (IndexedDB, falling
 * back to localStorage). The state is versioned: whatever `parse` does not accept (an older
 * version, a corrupt value) is dropped and removed, never passed on (design §3).
 * Under Node there is no storage driver, so tests use `memoryDriver` (design §10).
 */
import localforage from 'localforage';
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

interface PersistenceOptions<State> {
  storage: LocalForage;
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
export function createAppStateStore(storage: LocalForage): PersistedStore<PersistedState> {
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
  auth: initialPersistedState.auth,
  wallet: initialPersistedState.wallet,
  accountStatement: initialPersistedState.accountStatement,
  fantasy: initialPersistedState.fantasy,
  account: initialPersistedState.account,
});

/** The app's localforage instance; `driver` is only passed by tests (the memory driver). */
export async function createStorage(driver?: LocalForageDriver): Promise<LocalForage> {
  const storage = localforage.createInstance({ name: STORAGE_NAME });
  if (driver) {
    // Let the default driver search finish (and fail, under Node) first, or its failure lands
    // after ours and overwrites the chosen driver.
    await storage.ready().catch(() => undefined);
    await storage.defineDriver(driver);
    await storage.setDriver(driver._driver);
  }
  return storage;
}

/** A localforage driver that keeps values in a Map: for tests under Node, where no driver exists. */
export function memoryDriver(): LocalForageDriver {
  const values = new Map<string, unknown>();
  // Values are copied in and out, as a real store would serialise them.
  const copy = <Value>(value: Value): Value => (value === undefined ? value : structuredClone(value));
  return {
    _driver: 'memoryDriver',
    _initStorage: () => Promise.resolve(),
    _support: true,
    async getItem<Value>(key: string) {
      return values.has(key) ? copy(values.get(key) as Value) : null;
    },
    async setItem<Value>(key: string, value: Value) {
      values.set(key, copy(value));
      return value;
    },
    async removeItem(key: string) {
      values.delete(key);
    },
    async clear() {
      values.clear();
    },
    async length() {
      return values.size;
    },
    async key(index: number) {
      return [...values.keys()][index] ?? '';
    },
    async keys() {
      return [...values.keys()];
    },
    async iterate<Value, Result>(iteratee: (value: Value, key: string, iteration: number) => Result) {
      let iteration = 1;
      for (const [key, value] of values) {
        const result = iteratee(copy(value as Value), key, iteration++);
        if (result !== undefined) return result;
      }
      return undefined as Result;
    },
  };
}
