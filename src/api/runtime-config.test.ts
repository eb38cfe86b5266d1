import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RUNTIME_CONFIG_URL,
  SAME_ORIGIN_CONFIG,
  baseUrlOf,
  createRuntimeConfigLoader,
  parseRuntimeConfig,
} from './runtime-config.ts';

afterEach(() => vi.restoreAllMocks());

describe('parseRuntimeConfig', () => {
  it('reads a base URL per service', () => {
    const config = parseRuntimeConfig({ services: { user: 'https://api.example.com', wallet: '/edge' } });
    expect(baseUrlOf(config, 'user')).toBe('https://api.example.com');
    expect(baseUrlOf(config, 'wallet')).toBe('/edge');
    expect(baseUrlOf(config, 'sports')).toBe('');
  });

  it('treats a config without services as same origin', () => {
    expect(parseRuntimeConfig({})).toEqual(SAME_ORIGIN_CONFIG);
  });

  it.each([
    ['not an object', 'services'],
    ['an unknown service', { services: { casino: 'https://x.example' } }],
    ['a base URL that is not a URL', { services: { user: 'api.example.com' } }],
    ['a script URL', { services: { user: 'javascript:alert(1)' } }],
  ])('falls back to same origin with a warning for %s', (_case, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRuntimeConfig(raw)).toEqual(SAME_ORIGIN_CONFIG);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('createRuntimeConfigLoader', () => {
  it('fetches /config.json once for every caller', async () => {
    const fetchConfig = vi.fn(async () => Response.json({ services: { user: 'https://api.example.com' } }));
    const load = createRuntimeConfigLoader(fetchConfig);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(baseUrlOf(first, 'user')).toBe('https://api.example.com');
    expect(fetchConfig).toHaveBeenCalledOnce();
    expect(fetchConfig).toHaveBeenCalledWith(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  });

  it.each([
    ['a missing file', async () => new Response('Not Found', { status: 404 })],
    ['a file that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
  ])('falls back to same origin with a warning for %s', async (_case, fetchConfig) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(createRuntimeConfigLoader(fetchConfig)()).resolves.toEqual(SAME_ORIGIN_CONFIG);
    expect(warn).toHaveBeenCalledOnce();
  });
});
