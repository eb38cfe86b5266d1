import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enStart from './en.json';
import hiStart from './hi.json';
import enScreens from './screens.en.json';
import hiScreens from './screens.hi.json';
import { startModules } from './start-graph.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const en: Record<string, string> = { ...enStart, ...enScreens };
const hi: Record<string, string> = { ...hiStart, ...hiScreens };
const catalogues: Record<string, Record<string, string>> = { enStart, hiStart, enScreens, hiScreens };

/**
 * An area's own catalogues, `<area>.<language>.json` beside these, loaded with its route
 * (docs/decisions/052): per language, every area's messages.
 */
const AREA_CATALOGUE = /^([a-z-]+)\.([a-z]{2})\.json$/;
const areaFiles = readdirSync(join(ROOT, 'src/i18n')).filter((file) => AREA_CATALOGUE.test(file) && !file.startsWith('screens.'));
const areaMessages = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...areaFiles
      .filter((file) => AREA_CATALOGUE.exec(file)![2] === language)
      .map((file) => JSON.parse(readFileSync(join(ROOT, 'src/i18n', file), 'utf8')) as Record<string, string>),
  );

/** Where message ids are written in code, by the convention of this project. */
const ID_PATTERNS_EVERYWHERE = [
  /<FormattedMessage[^>]*?\bid="([^"]+)"/g, // <FormattedMessage id="…">
  /\b\w*[mM]essage(?:Id)?\(\s*'([^']+)'/g, // messageId('…'), walletMessage('…')
];
/**
 * `id: '…'`, `titleId: '…'` under src/. Message ids are dot-namespaced (`area.key`), which tells
 * them apart from actor ids (`id: 'ui'`, `systemId: 'site'`).
 */
const ID_PATTERNS_IN_SRC = [/(?:\bid|[a-z]Id):\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|gen)\.tsx?$/.test(path))
    .map((path) => join(ROOT, folder, path));
}

function idsUsedIn(files: string[], patterns: RegExp[]): Map<string, string> {
  const usedAt = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        if (match[1]) usedAt.set(match[1], relative(ROOT, file));
      }
    }
  }
  return usedAt;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('en and hi have the same ids', () => {
    expect(Object.keys(hi).filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in hi))).toEqual([]);
  });

  it('keeps ids sorted, so concurrent additions merge cleanly', () => {
    for (const catalogue of Object.values(catalogues)) {
      const ids = Object.keys(catalogue);
      expect(ids).toEqual([...ids].sort());
    }
  });

  it('uses the same placeholders in every language', () => {
    const mismatched = Object.keys(en).filter(
      (id) => id in hi && placeholdersOf(en[id] ?? '').join() !== placeholdersOf(hi[id] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("gives each area's catalogues the same sorted ids and placeholders in every language, and ids of their own", () => {
    const areaEn = areaMessages('en');
    const areaHi = areaMessages('hi');
    expect(Object.keys(areaHi).sort()).toEqual(Object.keys(areaEn).sort());
    for (const file of areaFiles) {
      const ids = Object.keys(JSON.parse(readFileSync(join(ROOT, 'src/i18n', file), 'utf8')) as Record<string, string>);
      expect(ids, file).toEqual([...ids].sort());
    }
    expect(Object.keys(areaEn).filter((id) => id in en)).toEqual([]);
    expect(Object.keys(areaEn).filter((id) => placeholdersOf(areaEn[id]!).join() !== placeholdersOf(areaHi[id] ?? '').join())).toEqual([]);
  });

  it("has the first render's ids in the start catalogues, and no id in both parts", () => {
    const startFiles = startModules(join(ROOT, 'src/app/main.tsx'));
    expect(startFiles.length).toBeGreaterThan(20);
    const used = new Map([...idsUsedIn(startFiles, ID_PATTERNS_EVERYWHERE), ...idsUsedIn(startFiles.filter((file) => file.includes('/src/')), ID_PATTERNS_IN_SRC)]);
    const missing = [...used].filter(([id]) => id in en && !(id in enStart)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
    expect(Object.keys(enScreens).filter((id) => id in enStart)).toEqual([]);
    expect(Object.keys(hiStart).sort()).toEqual(Object.keys(enStart).sort());
  });

  it('has every id used in code', () => {
    const used = new Map([
      ...idsUsedIn([...sourceFiles('src'), ...sourceFiles('machines')], ID_PATTERNS_EVERYWHERE),
      ...idsUsedIn(sourceFiles('src'), ID_PATTERNS_IN_SRC),
    ]);
    expect(used.size).toBeGreaterThan(0);
    const known = { ...en, ...areaMessages('en') };
    const missing = [...used].filter(([id]) => !(id in known)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it("has the machines' English texts word for word", () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../machines/**/messages.en.ts', { eager: true });
    const differing: string[] = [];
    for (const module of Object.values(modules)) {
      for (const exported of Object.values(module)) {
        if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) continue;
        for (const [id, text] of Object.entries(exported)) {
          if (en[id] !== text) differing.push(id);
        }
      }
    }
    expect(differing).toEqual([]);
  });
});
