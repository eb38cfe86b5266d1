import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/call.ts';
import { base64UrlToBytes, SERVICE_WORKER_URL, subscribeBrowserToPush, type PushEnvironment } from './push-subscription.ts';

// A P-256 public key as the server hands it out: 65 bytes, base64url without padding.
const SERVER_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, index) => index)]).toString('base64url');
const OTHER_KEY = Buffer.from([4, ...Array.from({ length: 64 }, () => 7)]).toString('base64url');

const apiWithKey = (publicKey: string) => {
  const call = vi.fn(async () => ({ status: 200, success: true, data: { publicKey } }));
  return { api: { call } as unknown as Api, call };
};

/** A fake subscription made with `key`. */
function fakeSubscription(key: string) {
  const bytes = base64UrlToBytes(key);
  return {
    options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: `https://push.example/${key.slice(0, 8)}`, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with a service worker whose push manager holds `existing`, if any. */
function browserWith(existing?: ReturnType<typeof fakeSubscription>) {
  const pushManager = {
    getSubscription: vi.fn(async () => existing ?? null),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      const key = Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url');
      return fakeSubscription(key);
    }),
  };
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const environment: PushEnvironment = {
    serviceWorker: { register, ready: Promise.resolve({ pushManager } as unknown as ServiceWorkerRegistration) },
    hasPushManager: true,
  };
  return { environment, register, pushManager };
}

describe('subscribing this browser to Web Push', () => {
  it('registers the service worker and subscribes with the server\'s key, user-visible only', async () => {
    const { api, call } = apiWithKey(SERVER_KEY);
    const { environment, register, pushManager } = browserWith();
    const subscription = await subscribeBrowserToPush(api, environment);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(call).toHaveBeenCalledWith('notificationPublicKey');
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(SERVER_KEY) });
    expect(subscription.endpoint).toBe(`https://push.example/${SERVER_KEY.slice(0, 8)}`);
  });

  it('keeps a subscription made with the same key', async () => {
    const existing = fakeSubscription(SERVER_KEY);
    const { environment, pushManager } = browserWith(existing);
    expect(await subscribeBrowserToPush(apiWithKey(SERVER_KEY).api, environment)).toEqual(existing.toJSON());
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('replaces a subscription made with another key', async () => {
    const existing = fakeSubscription(OTHER_KEY);
    const { environment, pushManager } = browserWith(existing);
    await subscribeBrowserToPush(apiWithKey(SERVER_KEY).api, environment);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('refuses in a browser without Web Push, before asking the server', async () => {
    const { api, call } = apiWithKey(SERVER_KEY);
    await expect(subscribeBrowserToPush(api, { hasPushManager: false })).rejects.toThrow('This browser has no Web Push');
    expect(call).not.toHaveBeenCalled();
  });
});

describe('base64UrlToBytes', () => {
  it('decodes unpadded base64url', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes(SERVER_KEY)).toHaveLength(65);
  });
});
