// The typed client: `api.call(name, options)` for every call of the catalogue (design §4). It picks
// the call's service origin, sends the bearer token and the Idempotency-Key, gives each request its
// own 20 s time-out, parses the reply with its zod schema and maps every failure to an ApiError.
import createClient from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '../../machines/shared/constants.ts';
import type { CallName, CatalogueEntry, HttpMethod, ServiceName } from './catalogue.gen.ts';
import { logsOutSilently, malformedReplyError, toApiError } from './errors.ts';
import type { Envelope } from './replies/parts.ts';
import { replySchemaOf, type ReplySchemas } from './replies/catalogue.ts';
import { baseUrlOf, type RuntimeConfig } from './runtime-config.ts';
import { startCatalogue } from './start-catalogue.gen.ts';
import type { operations } from '../../api-spec/schema.gen.ts';
import type { z } from 'zod/mini';

type Operation<Name extends CallName> = operations[Name];
type ParametersOf<Name extends CallName> = Operation<Name>['parameters'];

type PathParams<Name extends CallName> = NonNullable<ParametersOf<Name>['path']>;
type QueryParams<Name extends CallName> = NonNullable<ParametersOf<Name>['query']>;
type JsonBody<Name extends CallName> =
  NonNullable<Operation<Name>['requestBody']> extends { content: { 'application/json': infer Body } } ? Body : never;

export interface CallOptions<Name extends CallName> {
  /** Substituted into the `{braces}` of the path. */
  params?: PathParams<Name>;
  query?: QueryParams<Name>;
  /** Sent as JSON. */
  body?: JsonBody<Name>;
  /** Sent as multipart/form-data instead of a JSON body (auto UTR's `image`). */
  formData?: FormData;
  /** Required by money-moving calls (catalogue `idempotent: true`); see newIdempotencyKey(). */
  idempotencyKey?: string;
  /** The caller's own cancellation, combined with the per-request time-out. */
  signal?: AbortSignal;
}

/** A call's parsed reply: its reply schema's output, or the bare success envelope when it has none. */
export type ReplyOf<Name extends CallName> = Name extends keyof ReplySchemas ? z.output<ReplySchemas[Name]> : Envelope;

export interface UnauthorizedEvent {
  service: ServiceName;
  /** True for the wallet service: clear the session and go Home without a message (spec §4). */
  silent: boolean;
}

export interface ApiDependencies {
  config: RuntimeConfig;
  getToken: () => string | null | undefined;
  /** Called on every 401 reply to a request that carried a token: the session's forced logout. */
  onUnauthorized: (event: UnauthorizedEvent) => void;
  fetch?: (request: Request) => Promise<Response>;
}

export interface Api {
  /** Resolves with the parsed reply on 2xx; rejects with an ApiError, or an Error for a programming mistake. */
  call<Name extends CallName>(name: Name, options?: CallOptions<Name>): Promise<ReplyOf<Name>>;
}

interface LooseRequestInit {
  params: { path?: object; query?: object };
  body?: unknown;
  headers: Record<string, string>;
  signal: AbortSignal;
  parseAs: 'text';
}

interface LooseClient {
  request(method: HttpMethod, path: string, init: LooseRequestInit): Promise<LooseOutcome>;
}

/** With `parseAs: 'text'`: `data` is the 2xx body as text, `error` the error body (JSON-parsed when it can be). */
interface LooseOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export function createApi({ config, getToken, onUnauthorized, fetch: fetchRequest }: ApiDependencies): Api {
  const clients = new Map<string, LooseClient>();

  function clientFor(origin: ServiceName): LooseClient {
    const baseUrl = baseUrlOf(config, origin);
    let client = clients.get(baseUrl);
    if (!client) {
      // The catalogue chooses method and path at run time, which openapi-fetch's per-path typing
      // cannot express; call()'s own signature carries the types instead.
      client = createClient({
        baseUrl,
        fetch: (request: Request) => (fetchRequest ?? fetch)(request),
      }) as unknown as LooseClient;
      clients.set(baseUrl, client);
    }
    return client;
  }

  async function call<Name extends CallName>(name: Name, options: CallOptions<Name> = {}): Promise<ReplyOf<Name>> {
    if (!name) throw new Error('routeName is required');
    // A first-load call's row is read at once: its request starts in this task.
    const entry = Object.hasOwn(startCatalogue, name) ? startCatalogue[name]! : await laterEntryOf(name);
    if (entry.idempotent && !options.idempotencyKey) {
      throw new Error(`${name} moves money: pass the idempotencyKey created when the user confirmed`);
    }
    if (options.body !== undefined && options.formData) throw new Error(`${name}: pass body or formData, not both`);

    const token = getToken();
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

    const timeout = startRequestTimeout();
    const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;
    let outcome: LooseOutcome;
    try {
      outcome = await clientFor(entry.origin).request(entry.method, entry.path, {
        params: { path: options.params, query: options.query },
        body: options.formData ?? options.body,
        headers,
        signal,
        // Parsed here, so that a 2xx that is not JSON is a malformed reply, not a network error.
        parseAs: 'text',
      });
    } catch (cause) {
      throw toApiError({ service: entry.service, cause: whyNoResponse(cause, timeout.signal, options.signal) });
    } finally {
      timeout.clear();
    }

    const { response } = outcome;
    if (!response.ok) {
      if (response.status === 401 && token) {
        onUnauthorized({ service: entry.service, silent: logsOutSilently(entry.service) });
      }
      throw toApiError({
        service: entry.service,
        status: response.status,
        body: outcome.error,
        retryAfter: response.headers.get('retry-after'),
      });
    }
    return (await parseReply(name, entry.service, response.status, outcome.data)) as ReplyOf<Name>;
  }

  return { call };
}

/**
 * The row of a call the first load does not make, from the whole catalogue, loaded on the first
 * such call (docs/decisions/231).
 */
async function laterEntryOf(name: CallName): Promise<CatalogueEntry> {
  let catalogue: Partial<Record<CallName, CatalogueEntry>>;
  try {
    ({ catalogue } = await import('./catalogue.gen.ts'));
  } catch (cause) {
    // The catalogue could not be loaded (offline since the page started): no request can be made.
    throw toApiError({ service: 'user', cause });
  }
  if (!Object.hasOwn(catalogue, name)) throw new Error('Route not found');
  return catalogue[name]!;
}

async function parseReply(name: CallName, service: ServiceName, status: number, text: unknown): Promise<unknown> {
  const json = parseJson(text);
  let schema: z.ZodMiniType;
  try {
    schema = await replySchemaOf(name);
  } catch (cause) {
    // The area's schemas could not be loaded (offline since the page started): no usable reply.
    throw toApiError({ service, cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`[api] the reply to ${name} does not match its schema`, parsed.error.issues);
    throw malformedReplyError(service, status, json);
  }
  await inTaskAfterParse();
  return parsed.data;
}

/**
 * What the caller does with a parsed reply (an actor's update, the render it causes) runs in a task
 * after the parse's, not added to it: a phone answers a tap in between, and Lighthouse's total
 * blocking time counts each task's time past 50 ms (docs/decisions/251). `scheduler.yield()` where
 * the browser has it (Chromium: its continuation runs before other waiting tasks); elsewhere at once.
 */
function inTaskAfterParse(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A fresh time-out per request, cleared as soon as the request settles. */
function startRequestTimeout(): { signal: AbortSignal; clear: () => void } {
  // An AbortController with setTimeout rather than AbortSignal.timeout(): Node's AbortSignal.timeout
  // runs on an internal clock that fake timers cannot advance, so the 20 s path would be untestable.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No reply within ${REQUEST_TIMEOUT_MS} ms`, 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** Names why no response came, whatever error the fetch implementation chose to throw. */
function whyNoResponse(cause: unknown, timeoutSignal: AbortSignal, callerSignal: AbortSignal | undefined): unknown {
  if (callerSignal?.aborted) return new DOMException('Aborted by the caller', 'AbortError');
  if (timeoutSignal.aborted) return new DOMException('Timed out', 'TimeoutError');
  return cause;
}
