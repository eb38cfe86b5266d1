import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../machines/shared/constants.ts';
import { createApi, type ApiDependencies } from './call.ts';
import type { CallName } from './catalogue.gen.ts';
import { ApiError, LOGGED_OUT_MESSAGE, MALFORMED_REPLY_MESSAGE, NETWORK_MESSAGE } from './errors.ts';

const config = {
  services: { user: 'https://user.test', wallet: 'https://wallet.test/edge', sports: 'https://sports.test' },
};

const siteVersionReply = {
  status: 200,
  success: true,
  debug: [false],
  data: { version: '7', maintenance: null },
};

const depositBody = {
  amount: 500,
  transaction_id: '123456789012',
  transaction_image_url: 'https://files.test/proof.png',
  account_index: 3,
  client_created_date: '2025-01-02T03:04:05.000Z',
  has_edited_utr: false,
  type: 'client_deposit',
  multiplier_value: 1,
} as const;

const jsonReply = (status: number, body: unknown) => Response.json(body, { status });
const messageReply = { status: 200, success: true, message: 'Done' };
const depositCreatedReply = {
  status: 200,
  success: true,
  data: {
    type: 'client_deposit',
    payment_method: 'UPI',
    amount: 500,
    approved_amount: null,
    status: 'pending',
    created_at: '2025-01-02T03:04:06.000Z',
    action_at: null,
    hold_at: null,
    transaction_id: 'T-77',
    utr: '123456789012',
    remark: null,
    transaction_image_url: 'https://files.test/proof.png',
  },
};

/** Never answers; rejects as a real fetch does when its request is aborted. */
const hangUntilAborted = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function setUp(overrides: Partial<ApiDependencies> = {}) {
  const fetch = vi.fn(async (_request: Request) => jsonReply(200, siteVersionReply));
  const onUnauthorized = vi.fn<ApiDependencies['onUnauthorized']>();
  let token: string | undefined = 'token-1';
  const api = createApi({ config, getToken: () => token, onUnauthorized, fetch, ...overrides });
  const sent = (index = 0): Request => {
    const request = fetch.mock.calls[index]?.[0];
    if (!request) throw new Error(`no request #${index}`);
    return request;
  };
  return { api, fetch, onUnauthorized, sent, signOut: () => (token = undefined) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the call catalogue', () => {
  it('refuses an unknown name', async () => {
    const { api, fetch } = setUp();
    await expect(api.call('noSuchCall' as CallName)).rejects.toThrow(new Error('Route not found'));
    await expect(api.call('toString' as CallName)).rejects.toThrow(new Error('Route not found'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a missing name', async () => {
    const { api } = setUp();
    await expect(api.call('' as CallName)).rejects.toThrow(new Error('routeName is required'));
    await expect(api.call(undefined as unknown as CallName)).rejects.toThrow(new Error('routeName is required'));
  });
});

describe('requests', () => {
  it("sends a GET to the service's base URL with the query, and resolves with the parsed reply", async () => {
    const { api, sent } = setUp();
    await expect(api.call('siteVersion', { query: { domain: 'example.com' } })).resolves.toEqual({
      ...siteVersionReply,
      debug: false,
    });
    expect(sent().method).toBe('GET');
    expect(sent().url).toBe('https://user.test/api/user/site-version?domain=example.com');
  });

  it('substitutes path parameters', async () => {
    const { api, fetch, sent } = setUp();
    fetch.mockResolvedValue(jsonReply(200, messageReply));
    await api.call('cancelRequest', { params: { transactionId: 'TX 9' }, idempotencyKey: 'key-00000001' });
    expect(sent().method).toBe('PATCH');
    expect(sent().url).toBe('https://wallet.test/edge/api/wallet/cancel-request/TX%209');
  });

  it('sends the bearer token when there is one', async () => {
    const { api, sent, signOut } = setUp();
    await api.call('siteVersion', { query: { domain: 'a.test' } });
    signOut();
    await api.call('siteVersion', { query: { domain: 'a.test' } });
    expect(sent(0).headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent(1).headers.has('Authorization')).toBe(false);
  });

  it('sends a JSON body and the Idempotency-Key', async () => {
    const { api, fetch, sent } = setUp();
    fetch.mockResolvedValue(jsonReply(200, depositCreatedReply));
    const reply = await api.call('walletDeposit', { body: depositBody, idempotencyKey: 'key-00000002' });
    expect(reply.data).toMatchObject({ transaction_id: 'T-77', status: 'pending' });
    expect(sent().method).toBe('POST');
    expect(sent().headers.get('Idempotency-Key')).toBe('key-00000002');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(await sent().json()).toEqual(depositBody);
  });

  it('refuses a money-moving call without an Idempotency-Key, sending nothing', async () => {
    const { api, fetch } = setUp();
    await expect(api.call('walletDeposit', { body: depositBody })).rejects.toThrow(/idempotencyKey/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends form data as multipart', async () => {
    const { api, fetch, sent } = setUp();
    fetch.mockResolvedValue(jsonReply(200, { status: 200, success: true, data: { utr: '123456789012' } }));
    const formData = new FormData();
    formData.set('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'proof.png');
    await expect(api.call('autoUtr', { formData })).resolves.toMatchObject({ data: { utr: '123456789012' } });
    expect(sent().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const image = (await sent().formData()).get('image');
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).size).toBe(3);
  });
});

describe('replies', () => {
  it('gives the parsed reply in a task after the parse where the browser can yield (scheduler.yield)', async () => {
    let resume = () => {};
    const yieldToMain = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    const { api } = setUp();
    let reply: unknown;
    const call = api.call('siteVersion', { query: { domain: 'example.com' } }).then((parsed) => (reply = parsed));
    await vi.waitFor(() => expect(yieldToMain).toHaveBeenCalledTimes(1));
    expect(reply).toBeUndefined();
    resume();
    await call;
    expect(reply).toEqual({ ...siteVersionReply, debug: false });
  });

  it("rejects a reply that does not match its schema as 'Something went wrong', logging why", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, fetch } = setUp();
    fetch.mockResolvedValue(jsonReply(200, { status: 200, success: true, data: { maintenance: null } }));
    const error = await api.call('siteVersion', { query: { domain: 'a.test' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', message: MALFORMED_REPLY_MESSAGE, service: 'user', status: 200 });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('rejects a 2xx that is not JSON as malformed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, fetch } = setUp();
    fetch.mockResolvedValue(new Response('<html>maintenance</html>', { status: 200 }));
    await expect(api.call('siteVersion', { query: { domain: 'a.test' } })).rejects.toMatchObject({
      kind: 'malformed',
      message: MALFORMED_REPLY_MESSAGE,
    });
  });
});

describe('errors (spec §8)', () => {
  it('maps a network failure', async () => {
    const { api, fetch } = setUp();
    fetch.mockRejectedValue(new TypeError('fetch failed'));
    await expect(api.call('siteVersion', { query: { domain: 'a.test' } })).rejects.toMatchObject({
      kind: 'network',
      message: NETWORK_MESSAGE,
    });
  });

  it.each([
    [422, { status: 422, success: false, message: 'Error 422', detail: [{ msg: 'query.domain is required' }] }, 'Error 422: query.domain is required'],
    [400, { status: 400, success: false, message: 'Unknown site', error: 'No site for this domain' }, 'Error 400: No site for this domain'],
    [498, { status: 498, success: false, message: 'Token expired' }, 'Error 498: Token expired'],
    [500, { status: 500, success: false, message: 'Database down' }, 'Error 500: Database down'],
    [404, { status: 404, success: false, message: 'Not found' }, 'Error 404: Refresh the page and try again.'],
    [503, { status: 503, success: false, message: 'Busy' }, 'Error 503: Refresh the page and try again.'],
  ])('maps %i', async (status, body, message) => {
    const { api, fetch, onUnauthorized } = setUp();
    fetch.mockResolvedValue(jsonReply(status, body));
    await expect(api.call('siteVersion', { query: { domain: 'a.test' } })).rejects.toMatchObject({
      kind: 'http',
      status,
      message,
      service: 'user',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows wallet errors without the code', async () => {
    const { api, fetch } = setUp();
    fetch.mockResolvedValue(jsonReply(400, { status: 400, success: false, message: 'Insufficient Balance', error: 'x' }));
    await expect(api.call('walletConfig')).rejects.toMatchObject({ service: 'wallet', message: 'Insufficient Balance' });
  });

  it('logs the user out on a 401 of the user service, with its message', async () => {
    const { api, fetch, onUnauthorized } = setUp();
    fetch.mockResolvedValue(jsonReply(401, { status: 401, success: false, message: 'Unauthenticated' }));
    await expect(api.call('walletBalance')).rejects.toMatchObject({
      status: 401,
      message: LOGGED_OUT_MESSAGE,
      silent: true,
    });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ service: 'user', silent: false });
  });

  it('logs the user out silently on a 401 of the wallet service', async () => {
    const { api, fetch, onUnauthorized } = setUp();
    fetch.mockResolvedValue(jsonReply(401, { status: 401, success: false, message: 'Unauthenticated' }));
    await expect(api.call('walletConfig')).rejects.toMatchObject({ status: 401, service: 'wallet' });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ service: 'wallet', silent: true });
  });

  it('does not log out a visitor who sent no token', async () => {
    const { api, fetch, onUnauthorized, signOut } = setUp();
    signOut();
    fetch.mockResolvedValue(jsonReply(401, { status: 401, success: false, message: 'Unauthenticated' }));
    await expect(api.call('walletBalance')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('time-out and cancellation', () => {
  it('times out after 20 s with the no-response message', async () => {
    vi.useFakeTimers();
    const { api, fetch } = setUp();
    fetch.mockImplementation(hangUntilAborted);
    const outcome = api.call('siteVersion', { query: { domain: 'a.test' } }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: NETWORK_MESSAGE });
  });

  it('gives every request a fresh time-out: two calls after a time-out both work', async () => {
    vi.useFakeTimers();
    const { api, fetch } = setUp();
    fetch.mockImplementationOnce(hangUntilAborted);
    const timedOut = api.call('siteVersion', { query: { domain: 'a.test' } }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await timedOut).toMatchObject({ kind: 'timeout' });

    const again = [api.call('siteVersion', { query: { domain: 'a.test' } }), api.call('siteVersion', { query: { domain: 'b.test' } })];
    await expect(Promise.all(again)).resolves.toHaveLength(2);
    expect(fetch.mock.calls[1]?.[0].signal).not.toBe(fetch.mock.calls[2]?.[0].signal);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports the caller's abort as aborted, not shown to users", async () => {
    const { api, fetch } = setUp();
    fetch.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const outcome = api.call('siteVersion', { query: { domain: 'a.test' }, signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ kind: 'aborted', silent: true });
  });
});
