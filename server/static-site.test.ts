import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite, ROUTE_NOT_FOUND } from './static-site.ts';

const INDEX_HTML = '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>';
const ENTRY_SCRIPT = 'console.log("home");\n'.repeat(100);
const OCR_WORKER = 'self.onmessage = () => {};\n'.repeat(100);
const API_ORIGIN = 'https://api.example.com';

/** A build as Vite and the precompress plugin leave it: each text file with .br and .gz beside it. */
async function writeBuild(folder: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-abc123.js': ENTRY_SCRIPT,
    'ocr/worker.min.js': OCR_WORKER,
  };
  await mkdir(join(folder, 'assets'));
  await mkdir(join(folder, 'ocr'));
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(folder, name), text);
    await writeFile(join(folder, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(folder, `${name}.gz`), gzipSync(text));
  }
}

describe('static site', () => {
  let app: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'static-site-'));
    await writeBuild(staticDir);
    app = Fastify();
    await registerStaticSite(app, { staticDir, runtimeConfigJson: JSON.stringify({ services: { wallet: `${API_ORIGIN}/v1` } }) });
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  describe('compressed variants chosen by Accept-Encoding', () => {
    it('sends Brotli when the browser accepts it', async () => {
      const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_SCRIPT);
    });

    it('sends gzip when the browser accepts only gzip', async () => {
      const response = await get('/assets/index-abc123.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(ENTRY_SCRIPT);
    });

    it('sends the plain file when the browser accepts no compression', async () => {
      const response = await get('/assets/index-abc123.js');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(ENTRY_SCRIPT);
      expect(response.headers.vary).toBe('accept-encoding');
    });

    it('compresses index.html for every screen of the app', async () => {
      for (const url of ['/', '/wallet/deposit']) {
        const response = await get(url, 'br');
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
      }
    });
  });

  describe('cache headers', () => {
    it('caches content-hashed assets for a year, unchanged', async () => {
      expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each(['/', '/index.html', '/wallet/deposit', '/config.json', '/ocr/worker.min.js'])('revalidates %s, whose name outlives a release', async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('security headers', () => {
    it('gives HTML a strict Content-Security-Policy that allows the configured API origin', async () => {
      const response = await get('/', 'br');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain(`connect-src 'self' ws: wss: ${API_ORIGIN}`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('does not put the page policy on scripts', async () => {
      const response = await get('/assets/index-abc123.js', 'br');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('missing files', () => {
    it.each(['/assets/index-gone999.js', '/ocr/missing.wasm.js', '/api/nothing'])('answers %s with the JSON 404, not the page', async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: ROUTE_NOT_FOUND });
    });
  });
});
