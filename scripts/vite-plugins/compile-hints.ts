/**
 * Marks the first load's scripts (the entry and every chunk it imports statically) with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136+): their functions are compiled
 * while the script streams in, off the main thread, instead of one by one on the main thread the
 * first time each is called (decision 122: almost all of them run while the page starts).
 * Browsers without the hint read a comment. Lazy chunks are left alone: only part of them runs.
 *
 * The comment must be the file's first line, so it is written into the built files, after Vite's
 * own last changes, and each source map is shifted down by that line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin reads of a bundle's output (a chunk's or an asset's). */
export type BundleChunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'imports'> | Pick<Rolldown.OutputAsset, 'type' | 'fileName'>;

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    writeBundle: {
      // Before the compressed copies are written (vite-plugin-precompress).
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir) return;
        const outDir = options.dir;
        await Promise.all(
          firstLoadChunks(Object.values(bundle)).map(async (fileName) => {
            const file = path.join(outDir, fileName);
            await writeFile(file, COMPILE_HINT + (await readFile(file, 'utf8')));
            const map = await readFile(`${file}.map`, 'utf8').catch(() => undefined);
            if (map !== undefined) await writeFile(`${file}.map`, shiftSourceMap(map));
          }),
        );
      },
    },
  };
}

/** The entry chunks and every chunk they import statically, each once. */
export function firstLoadChunks(outputs: readonly BundleChunk[]): string[] {
  const byName = new Map(outputs.map((output) => [output.fileName, output]));
  const found = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = byName.get(fileName);
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  outputs.filter((output) => output.type === 'chunk' && output.isEntry).forEach((entry) => visit(entry.fileName));
  return [...found];
}

/** A source map for the same file with one line added at its top (`;` is a line with no mappings). */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}
