/**
 * The modules the first render runs: every file reached from the entry by static imports
 * (`import type` and dynamic `import()` left out). Their message ids must be in the start
 * catalogues (en.json, hi.json); every other screen's are in screens.<language>.json, which loads
 * after the first render (docs/decisions/123). Read by the catalogue test, under Node.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;
const EXPORT_FROM = /^\s*export\s+(?!type\b)[^'";]*?\s+from\s+'([^']+)'/gm;

export function startModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const pattern of [STATIC_IMPORT, EXPORT_FROM]) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (!specifier?.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        if (/\.tsx?$/.test(target) && existsSync(target)) visit(target);
      }
    }
  };
  visit(entry);
  return [...seen];
}
