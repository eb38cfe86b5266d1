import { describe, expect, it } from 'vitest';
import { startPreloadLinks, type BundleOutput } from './vite-plugin-preload-at-start.ts';

const localforageChunk: BundleOutput = {
  type: 'chunk',
  fileName: 'assets/localforage-abc.js',
  isDynamicEntry: true,
  moduleIds: ['/app/node_modules/localforage/dist/localforage.js'],
};
const entry: BundleOutput = { type: 'chunk', fileName: 'assets/index-def.js', isDynamicEntry: false, moduleIds: ['/app/src/app/main.tsx'] };
const routeChunk: BundleOutput = {
  type: 'chunk',
  fileName: 'assets/sports-screens-ghi.js',
  isDynamicEntry: true,
  moduleIds: ['/app/src/app/sports-screens.tsx'],
};
const stylesheet: BundleOutput = { type: 'asset', fileName: 'assets/index-jkl.css' };

describe('startPreloadLinks', () => {
  it('links the dynamically imported chunk of each package, under the base, and nothing else', () => {
    expect(startPreloadLinks([entry, routeChunk, localforageChunk, stylesheet], ['localforage'], '/')).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/localforage-abc.js' }, injectTo: 'head' },
    ]);
    expect(startPreloadLinks([localforageChunk], ['localforage'], '/shop/')[0]?.attrs?.href).toBe('/shop/assets/localforage-abc.js');
  });

  it('fails the build when a package is not in a dynamically imported chunk (imported statically, or not at all)', () => {
    const statically: BundleOutput = { ...entry, moduleIds: [...(entry.moduleIds ?? []), ...(localforageChunk.moduleIds ?? [])] };
    expect(() => startPreloadLinks([statically, routeChunk], ['localforage'], '/')).toThrow('no dynamically imported chunk holds localforage');
  });

  it('does not take a package whose name only starts the same way', () => {
    const lookalike: BundleOutput = { ...localforageChunk, moduleIds: ['/app/node_modules/localforage-extra/index.js'] };
    expect(() => startPreloadLinks([lookalike], ['localforage'], '/')).toThrow();
  });
});
