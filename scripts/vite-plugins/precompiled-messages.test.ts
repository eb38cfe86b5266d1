import { readFile } from 'node:fs/promises';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { precompileCatalogue, precompiledMessages } from './precompiled-messages.ts';

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = precompiledMessages().transform as unknown as Transform;

describe('precompiled messages', () => {
  it('formats a precompiled message exactly as its text', () => {
    const catalogue = JSON.stringify({ greeting: 'Hello {name}, you have {count, plural, one {# bet} other {# bets}}' });
    const compiled = JSON.parse(precompileCatalogue(catalogue)) as Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]>;
    const values = { name: 'Asha', count: 2 };
    expect(new IntlMessageFormat(compiled.greeting!, 'en').format(values)).toBe('Hello Asha, you have 2 bets');
  });

  it.each(['en', 'hi'])('parses every message of %s.json', async (language) => {
    const path = new URL(`../../src/i18n/${language}.json`, import.meta.url);
    const compiled = JSON.parse(transform(await readFile(path, 'utf8'), path.pathname)!.code) as Record<string, unknown[]>;
    for (const [id, elements] of Object.entries(compiled)) expect(Array.isArray(elements), id).toBe(true);
  });

  it('leaves other JSON files alone', () => {
    expect(transform('{"a":"b"}', '/project/src/api/config.json')).toBeUndefined();
  });
});
