// `/` comes with its site's first banner in the HTML (docs/decisions/233): served through
// registerStaticSite as the app serves it, with the repository's own index.html shell.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsFor } from './db/seed.ts';
import { escapeHtml, firstBannerOf, homeShellHtml, readBannerSettings } from './home-shell.ts';
import type { Site } from './site.ts';
import { registerStaticSite } from './static-site.ts';

const brand = (domain: string, tagline: string): Parameters<typeof siteSettingsFor>[0] => ({
  domain,
  businessType: 1,
  title: domain,
  tagline,
  supportEmail: 'help@example.com',
  announcements: [],
  hindi: { tagline: `${tagline} (हिन्दी)`, announcements: [] },
});

const siteOf = (domain: string, settings: Record<string, unknown>, maintenance: Site['maintenance'] = null): Site => ({
  id: 1,
  domain,
  businessType: 1,
  settings,
  casinoUrl: '/games',
  bonusData: [],
  version: '1.0.0',
  debug: false,
  maintenance,
});

const HOSTILE_TITLE = `"><script>alert(1)</script><img src=x onerror=alert(2) alt='`;
const HOSTILE_IMAGE = `/x" onerror="alert(3)"><script>alert(4)</script>.svg?a=1&b=2`;

const sites = new Map<string, Site>([
  ['localhost', siteOf('localhost', siteSettingsFor(brand('localhost', 'Khiladi: cricket & more')))],
  ['127.0.0.1', siteOf('127.0.0.1', siteSettingsFor(brand('127.0.0.1', 'Sixer Bet')))],
  // Only the offer pop-up's poster: no banner.
  ['plain.example', siteOf('plain.example', { ...siteSettingsFor(brand('plain.example', 'x')), poster: [{ id: 2, poster_type: 12, image: '/o.svg', url: null, title: 'Offer' }] })],
  ['hostile.example', siteOf('hostile.example', { poster: [{ id: '7', poster_type: '1', image: HOSTILE_IMAGE, url: 'javascript:alert(5)', title: HOSTILE_TITLE }] })],
  ['script-url.example', siteOf('script-url.example', { poster: [{ id: 1, poster_type: 1, image: 'javascript:alert(1)', url: null, title: 'x' }] })],
]);

describe("Home's first banner in the HTML of `/`", () => {
  let app: FastifyInstance;
  let staticDir: string;
  let plainIndex: string;
  let failLookups = false;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'home-shell-'));
    // The repository's index.html, its script as the build names it.
    const source = await readFile(new URL('../index.html', import.meta.url), 'utf8');
    plainIndex = source.replace('/src/app/main.tsx', '/assets/index-abc123.js');
    await writeFile(join(staticDir, 'index.html'), plainIndex);
    await writeFile(join(staticDir, 'index.html.br'), brotliCompressSync(plainIndex));
    await writeFile(join(staticDir, 'index.html.gz'), gzipSync(plainIndex));
    app = Fastify();
    const siteOfHost = async (host: string) => {
      if (failLookups) throw new Error('database down');
      return sites.get(host.split(':')[0]!.toLowerCase());
    };
    await registerStaticSite(app, { staticDir, runtimeConfigJson: '{ "services": {} }', siteOfHost });
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, host: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { host, ...headers } });

  it("writes each site's own first banner into the shell's Home boxes, as the device draws it", async () => {
    for (const [host, image, alt] of [
      ['localhost:8190', '/brand/localhost/banner.svg', 'Khiladi: cricket &amp; more'],
      ['127.0.0.1:8190', '/brand/127.0.0.1/banner.svg', 'Sixer Bet'],
    ]) {
      const response = await get('/', host!);
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type'], host).toMatch(/^text\/html/);
      const body = response.body;
      const shell = body.slice(body.indexOf('<div class="shell" aria-hidden="true">'));
      expect(shell, host).toContain(
        '<div class="home"><section class="hero"><div class="hero__slide">' +
          `<img src="${image}" alt="${alt}" width="1200" height="400" fetchpriority="high" /></div></section></div>`,
      );
      // No inline script: the page's only script is the entry.
      expect(body.match(/<script/g), host).toHaveLength(1);
      expect(body.replace(/<div class="shell__body">.*?<\/section>(<\/div>){4}/s, ''), host).toBe(plainIndex);
    }
  });

  it('escapes an operator title and image address, and never writes a refused address', async () => {
    const body = (await get('/', 'hostile.example')).body;
    expect(body).toContain(`alt="${escapeHtml(HOSTILE_TITLE)}"`);
    expect(body).toContain('src="/x&quot; onerror=&quot;alert(3)&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;.svg?a=1&amp;b=2"');
    expect(body).not.toContain('alert(1)</script>');
    expect(body).not.toContain('javascript:');
    expect(body.match(/<script/g)).toHaveLength(1);
    expect((await get('/', 'script-url.example')).body).toBe(plainIndex);
  });

  it.each(['plain.example', 'unknown.example', 'localhost.example'])('sends the plain shell to a site without a banner (%j)', async (host) => {
    const response = await get('/', host);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(plainIndex);
  });

  it.each(['/inplay', '/wallet/deposit', '/index.html', '/?x=1#y'])('leaves %s as it was', async (url) => {
    const response = await get(url, 'localhost');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(url.startsWith('/?') ? (await get('/', 'localhost')).body : plainIndex);
  });

  it.each(['LOCALHOST', 'localhost:', '[::1]:80', 'localhost"><script>alert(1)</script>', `localhost${'a'.repeat(5_000)}`, 'localhost, 127.0.0.1', '%3Cscript%3E'])(
    'answers an odd Host (%j) with a page and never writes the Host into it',
    async (host) => {
      const response = await get('/', host);
      expect(response.statusCode).toBe(200);
      expect(response.body.match(/<script/g)).toHaveLength(1);
      expect(response.body).not.toContain('alert(1)');
      expect(response.body.startsWith('<!doctype html>')).toBe(true);
    },
  );

  it('sends the page compressed as asked, with an ETag the browser revalidates', async () => {
    const plain = (await get('/', 'localhost')).body;
    const br = await get('/', 'localhost', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/', 'localhost', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const again = await get('/', 'localhost', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/', '127.0.0.1', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it("serves a changed banner on the next request (the site's settings are a new object)", async () => {
    const before = sites.get('127.0.0.1')!;
    try {
      const poster = [{ id: 9, poster_type: 1, image: 'new.svg', url: '/games', title: 'New' }];
      sites.set('127.0.0.1', siteOf('127.0.0.1', { ...before.settings, poster }));
      expect((await get('/', '127.0.0.1')).body).toContain('<img src="/storage/127.0.0.1/new.svg" alt="New"');
    } finally {
      sites.set('127.0.0.1', before);
    }
    expect((await get('/', '127.0.0.1')).body).toContain('<img src="/brand/127.0.0.1/banner.svg"');
  });

  it('sends the plain shell when the site cannot be looked up', async () => {
    failLookups = true;
    try {
      expect((await get('/', 'localhost')).body).toBe(plainIndex);
    } finally {
      failLookups = false;
    }
  });
});

describe('the first banner of a site', () => {
  const settings = siteSettingsFor(brand('localhost', 'Khiladi'));

  it("is the default language's first banner poster, read as the device reads the settings", () => {
    expect(firstBannerOf(siteOf('localhost', settings))).toEqual({ imageUrl: '/brand/localhost/banner.svg', title: 'Khiladi' });
    expect(firstBannerOf(siteOf('localhost', { ...settings, language_code: 'hi' }))).toEqual({
      imageUrl: '/brand/localhost/banner.hi.svg',
      title: 'Khiladi (हिन्दी)',
    });
    // Unreadable posters are dropped, as the settings schema's lenient list drops them.
    const poster = [null, 'x', { id: 1, poster_type: 'one', image: '/a.svg' }, { poster_type: 1, image: '/b.svg' }, { id: 3, poster_type: ' 1 ', image: 'c.svg', title: 5 }];
    expect(readBannerSettings({ poster, storage_path: [] }).poster).toEqual([{ id: '3', poster_type: 1, image: 'c.svg', url: null, title: '' }]);
    expect(firstBannerOf(siteOf('x', { poster, aws_url: 'https://cdn.example.com/', storage_path: { domain_image: 'site' } }))).toEqual({
      imageUrl: 'https://cdn.example.com/site/c.svg',
      title: '',
    });
  });

  it('is none for a site only in another language, without posters, or under maintenance now', () => {
    expect(firstBannerOf(siteOf('x', { poster: [{ id: 1, poster_type: 1, image: '/a.svg', title: 'a', lang: 'hi' }] }))).toBeUndefined();
    expect(firstBannerOf(siteOf('x', {}))).toBeUndefined();
    const now = Date.now();
    const window = { from: new Date(now - 60_000), to: new Date(now + 60_000) };
    expect(firstBannerOf(siteOf('localhost', settings, window), now)).toBeUndefined();
    expect(firstBannerOf(siteOf('localhost', settings, window), now + 120_000)).toBeDefined();
  });

  it("finds the repository index.html's shell to fill", async () => {
    const source = await readFile(new URL('../index.html', import.meta.url), 'utf8');
    expect(homeShellHtml(source, { imageUrl: '/a.svg', title: 'A' })).toContain('<div class="ticker"></div><div class="shell__body">');
    expect(homeShellHtml('<!doctype html><div id="root"></div>', { imageUrl: '/a.svg', title: 'A' })).toBeUndefined();
  });
});
