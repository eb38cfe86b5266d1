/**
 * Ships the message catalogues (src/i18n/*.json) already parsed, so the production build leaves
 * out formatjs' ICU message parser: ~8 KB gzip of the first load for ~0.3 KB more catalogue
 * (design §7). This is formatjs' documented "precompile messages, alias the parser to
 * `no-parser`" set-up, done by the build instead of a separate CLI step.
 *
 * Development and the unit tests keep the parser and the plain strings.
 * A `defaultMessage` (a message whose id no catalogue has) cannot be parsed in the build: react-intl
 * then shows it verbatim and reports the error, so every shown id must be in en.json.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PARSER_PACKAGE = '@formatjs/icu-messageformat-parser';
const CATALOGUE = /[\\/]src[\\/]i18n[\\/][^\\/]+\.json$/;

/** Each message of a catalogue's JSON text as its parsed form (still JSON, for Vite's JSON plugin). */
export function precompileCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)])));
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    // Before Vite's JSON plugin, which turns the (still JSON) result into a module.
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: new RegExp(`^${PARSER_PACKAGE}$`), replacement: `${PARSER_PACKAGE}/no-parser.js` }] },
    }),
    transform(code, id) {
      return CATALOGUE.test(id) ? { code: precompileCatalogue(code), map: null } : undefined;
    },
  };
}
