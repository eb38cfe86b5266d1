import { describe, expect, it } from 'vitest';
import { forLanguage } from '../api/replies/start.ts';
import { assetUrl, safeUrl } from './site-view-of.ts';

const storage = { aws_url: 'https://cdn.example.com/', storage_path: { domain_image: 'sites/khiladi', site_map: '' } };

describe('operator addresses', () => {
  it('keeps http(s) and same-site addresses', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('/games/casino')).toBe('/games/casino');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', 'not a url', ''])(
    'refuses %j',
    (address) => expect(safeUrl(address)).toBeUndefined(),
  );

  it('looks bare file names up under the site storage', () => {
    expect(assetUrl(storage, 'logo.png')).toBe('https://cdn.example.com/sites/khiladi/logo.png');
    expect(assetUrl(storage, '/static/logo.png')).toBe('/static/logo.png');
    expect(assetUrl(storage, 'https://img.example.com/l.png')).toBe('https://img.example.com/l.png');
    expect(assetUrl(storage, 'javascript:alert(1)')).toBeUndefined();
    expect(assetUrl(storage, '')).toBeUndefined();
  });
});

describe("the operator's content in the site's language (decision 222)", () => {
  const items = [{ text: 'Welcome' }, { text: 'स्वागत है', lang: 'hi' }, { text: 'Bienvenue', lang: 'fr' }];
  it('shows what is given for the language, and what is given for every language when there is none', () => {
    expect(forLanguage(items, 'hi').map((item) => item.text)).toEqual(['स्वागत है']);
    expect(forLanguage(items, 'en').map((item) => item.text)).toEqual(['Welcome']);
    expect(forLanguage([{ text: 'हिन्दी', lang: 'hi' }], 'en')).toEqual([]);
  });
});
