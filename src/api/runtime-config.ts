// The runtime `/config.json`: one build serves many domains, so each service's base URL is read at
// start rather than baked in (design §4). The default for every service is the same origin.
import { z } from 'zod/mini';
import type { ServiceName } from './catalogue.gen.ts';
import { isHttpUrl, isSameOriginPath } from './urls.ts';

export interface RuntimeConfig {
  /** Prefixed to a call's catalogue path: an origin (`https://api.example.com`), a path prefix, or '' (same origin). */
  services: Partial<Record<ServiceName, string>>;
}

export const RUNTIME_CONFIG_URL = '/config.json';
export const SAME_ORIGIN_CONFIG: RuntimeConfig = { services: {} };

// Spelled out as a record so that a new service in the catalogue fails to compile here until added.
const SERVICE_KEYS: Record<ServiceName, true> = {
  user: true,
  sports: true,
  fantasy: true,
  wallet: true,
  bonus: true,
  notification: true,
};
const serviceNameSchema = z.enum(Object.keys(SERVICE_KEYS) as [ServiceName, ...ServiceName[]]);

const baseUrlSchema = z.string().check(
  z.refine((value) => value === '' || isSameOriginPath(value) || isHttpUrl(value), {
    error: "a base URL is '', a path starting with '/', or an http(s) URL",
  }),
);

const runtimeConfigSchema = z.object({
  services: z.optional(z.partialRecord(serviceNameSchema, baseUrlSchema)),
});

/** Reads a config value; anything unusable falls back to the same origin with a console warning. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    console.warn(`${RUNTIME_CONFIG_URL} is not valid; every service uses the same origin.`, parsed.error.issues);
    return SAME_ORIGIN_CONFIG;
  }
  return { services: parsed.data.services ?? {} };
}

export type ConfigFetch = (url: string, init: RequestInit) => Promise<Response>;

/** A loader that fetches the config once and hands every later caller the same promise. */
export function createRuntimeConfigLoader(fetchConfig: ConfigFetch = (url, init) => fetch(url, init)) {
  let loaded: Promise<RuntimeConfig> | undefined;
  return function loadRuntimeConfig(): Promise<RuntimeConfig> {
    loaded ??= fetchAndParse(fetchConfig);
    return loaded;
  };
}

async function fetchAndParse(fetchConfig: ConfigFetch): Promise<RuntimeConfig> {
  try {
    // no-cache: an operator's change must reach the next page load, not the next deploy.
    const response = await fetchConfig(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`${RUNTIME_CONFIG_URL} could not be loaded; every service uses the same origin.`, error);
    return SAME_ORIGIN_CONFIG;
  }
}

/** The browser's loader: `/config.json` is read once per page. */
export const loadRuntimeConfig = createRuntimeConfigLoader();

export function baseUrlOf(config: RuntimeConfig, service: ServiceName): string {
  return config.services[service] ?? '';
}
