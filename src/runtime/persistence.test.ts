import { describe, expect, it } from 'vitest';
import { createPersistedStore, createStorage, memoryDriver } from './persistence.ts';

interface Stored {
  version: 2;
  language: string;
}
const CURRENT_VERSION = 2;
const parse = (stored: unknown): Stored | null =>
  typeof stored === 'object' && stored !== null && (stored as Stored).version === CURRENT_VERSION ? (stored as Stored) : null;

async function newStore() {
  const storage = await createStorage(memoryDriver());
  return { storage, store: createPersistedStore({ storage, key: 'state', parse }) };
}

describe('persisted store', () => {
  it('saves and loads the current version', async () => {
    const { store } = await newStore();
    await store.save({ version: 2, language: 'hi' });
    expect(await store.load()).toEqual({ version: 2, language: 'hi' });
  });

  it('returns null when nothing is stored', async () => {
    const { store } = await newStore();
    expect(await store.load()).toBeNull();
  });

  it.each([
    ['an older version', { version: 1, language: 'hi' }],
    ['a corrupt value', 'not an object'],
  ])('drops and removes %s', async (_what, stored) => {
    const { storage, store } = await newStore();
    await storage.setItem('state', stored);
    expect(await store.load()).toBeNull();
    expect(await storage.getItem('state')).toBeNull();
  });

  it('drops a value its parser throws on', async () => {
    const storage = await createStorage(memoryDriver());
    await storage.setItem('state', { version: 2 });
    const store = createPersistedStore({
      storage,
      key: 'state',
      parse: () => {
        throw new Error('bad shape');
      },
    });
    expect(await store.load()).toBeNull();
  });

  it('clears the stored state', async () => {
    const { store } = await newStore();
    await store.save({ version: 2, language: 'en' });
    await store.clear();
    expect(await store.load()).toBeNull();
  });
});
