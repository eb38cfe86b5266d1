/**
 * Adds a modulepreload link to index.html for the chunk of each package the entry imports
 * dynamically on every start (localforage, decision 107): it then downloads beside the entry
 * instead of after the entry has run, one round trip less before the first render (issue 18,
 * decision 120). It stays out of the entry's evaluation, as before.
 */
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/** What the plugin reads of a bundle's output (a chunk's or an asset's). */
export type BundleOutput =
  | Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'isDynamicEntry' | 'moduleIds'>
  | Pick<Rolldown.OutputAsset, 'type' | 'fileName'>;

export function preloadAtStart(packages: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'preload-at-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => startPreloadLinks(Object.values(bundle ?? {}), packages, base),
    },
  };
}

/** One modulepreload link per package: the dynamically imported chunk that holds it. */
export function startPreloadLinks(outputs: readonly BundleOutput[], packages: readonly string[], base: string): HtmlTagDescriptor[] {
  const dynamicChunks = outputs.filter(
    (output): output is Extract<BundleOutput, { type: 'chunk' }> => output.type === 'chunk' && output.isDynamicEntry,
  );
  const chunks = packages.map((name) => {
    const chunk = dynamicChunks.find((output) => output.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)));
    // A package imported statically, or no longer at all, must leave this list.
    if (!chunk) throw new Error(`preload-at-start: no dynamically imported chunk holds ${name}`);
    return chunk;
  });
  return [...new Set(chunks)].map((chunk) => ({
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
    injectTo: 'head',
  }));
}
