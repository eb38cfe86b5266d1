// The front-end's build (SPA with index.html fallback), the brand images of the seeded sites,
// the runtime `/config.json`, security headers on HTML, and the JSON 404 of unknown API paths.
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';
import { homePage } from './home-shell.ts';
import type { Site } from './site.ts';

export interface StaticSiteOptions {
  /** The built front-end (Vite's dist/); without it only the API is served. */
  staticDir?: string;
  /** The runtime config's JSON text: which base URL each service has (design §4). */
  runtimeConfigJson: string;
  /**
   * The site a Host names (server/sites.ts addressedSite): `/` then comes with its first banner in
   * the HTML (docs/decisions/233). Without it, `/` is the plain index.html.
   */
  siteOfHost?: (host: string) => Promise<Site | undefined>;
}

export const DEFAULT_RUNTIME_CONFIG_JSON = '{ "services": {} }';
export const ROUTE_NOT_FOUND = 'Route not found';

const brandDir = fileURLToPath(new URL('./public/brand/', import.meta.url));
// The seeded sites' storage (aws_url '' + storage_path.domain_image): the casino games file (docs/decisions/024).
const storageDir = fileURLToPath(new URL('./public/storage/', import.meta.url));
// Paths the server answers itself; anything else that is a GET may be a screen of the SPA.
const SERVER_PATH_PREFIXES = ['/api/', '/dev/', '/socket.io', '/operator', '/uploads/', '/brand/', '/storage/', '/casino-provider/', '/casino-wallet/'];
// Files of the build: a missing one is a 404, never index.html (which a script tag would misread).
const BUILD_FILE_PREFIXES = ['/assets/', '/ocr/'];
const NOT_SCREEN_PREFIXES = [...SERVER_PATH_PREFIXES, ...BUILD_FILE_PREFIXES];
// Vite puts content-hashed files under assets/: they never change under one name.
const HASHED_ASSETS_FOLDER = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (index.html, /ocr/*, the favicon) keeps its name across releases: the browser
 * revalidates it (a 304 when unchanged). /ocr/* is not immutable because its names carry no
 * version: after an upgrade of tesseract.js a cached old worker would meet a new main bundle.
 */
const REVALIDATE = 'no-cache';

export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const runtimeConfig: unknown = JSON.parse(options.runtimeConfigJson);
  const securityHeaders = htmlSecurityHeaders(runtimeConfig);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // A page that set its own policy keeps it (the casino provider's game pages, framed by this site).
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (isHtml && !reply.hasHeader('content-security-policy')) reply.headers(securityHeaders);
    return payload;
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return runtimeConfig;
  });

  await app.register(fastifyStatic, { root: brandDir, prefix: '/brand/', decorateReply: false });
  await app.register(fastifyStatic, { root: storageDir, prefix: '/storage/', decorateReply: false });

  const { staticDir } = options;
  if (staticDir) {
    const hashedAssets = join(staticDir, HASHED_ASSETS_FOLDER, sep);
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      // The build writes .br and .gz beside each file (scripts/vite-plugins/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(hashedAssets) ? IMMUTABLE : REVALIDATE);
      },
    });
    // Signed-out Home's first banner comes in the HTML of `/` (docs/decisions/233); other screens get the plain shell.
    const { siteOfHost } = options;
    if (siteOfHost) {
      const page = homePage(join(staticDir, 'index.html'));
      app.get('/', async (request, reply) => {
        const filled = await page.forSite(request.headers.host ?? '', siteOfHost, request.log);
        if (!filled) return reply.header('cache-control', REVALIDATE).sendFile('index.html');
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        const etag = `"${filled.hash}-${encoding}"`;
        reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').header('etag', etag);
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.type('text/html; charset=utf-8').send(filled.bodies[encoding]);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const isScreen = request.method === 'GET' && !NOT_SCREEN_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (staticDir && isScreen) {
      reply.header('cache-control', REVALIDATE).sendFile('index.html');
      return;
    }
    const notFound = new HttpError(404, ROUTE_NOT_FOUND);
    reply.code(notFound.status).send(notFound.toReply());
  });
}

/** The encoding to send: Brotli, else gzip, else none, as Accept-Encoding allows (RFC 9110; q=0 refuses). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match names this ETag (a list, weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** design §8: a strict CSP with no inline script; API origins of the runtime config may be called. */
function htmlSecurityHeaders(runtimeConfig: unknown): Record<string, string> {
  const connectSources = ["'self'", 'ws:', 'wss:', ...serviceOrigins(runtimeConfig)];
  const policy = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    `connect-src ${connectSources.join(' ')}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    // Casino games are shown in an iframe of this origin's provider pages only (docs/decisions/054).
    "frame-src 'self'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

function serviceOrigins(runtimeConfig: unknown): string[] {
  const services = (runtimeConfig as { services?: Record<string, unknown> } | null)?.services ?? {};
  const origins = Object.values(services).flatMap((url) => {
    try {
      return typeof url === 'string' ? [new URL(url).origin] : [];
    } catch {
      return []; // A relative base URL is same-origin: 'self' covers it.
    }
  });
  return [...new Set(origins)];
}
