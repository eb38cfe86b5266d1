// public/sw.js (the Web Push service worker) run in a Node sandbox with a fake `self`: what a push
// shows and what a click opens. Lives here because vitest looks for tests under src/, and the worker
// is the other half of push-subscription.ts.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const WORKER_SOURCE = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://royal.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/** Loads the worker against fakes; `fire` dispatches an event and settles what it waited on. */
function startWorker(openWindows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification },
    clients: { matchAll: async () => openWindows, openWindow, claim: async () => {} },
    skipWaiting: () => {},
  };
  runInNewContext(WORKER_SOURCE, { self, URL });
  async function fire(type: string, event: object) {
    let waitedOn: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waitedOn = promise) });
    await waitedOn;
  }
  return { fire, showNotification, openWindow };
}

const pushOf = (text: string) => ({
  data: {
    json: () => JSON.parse(text) as unknown,
    text: () => text,
  },
});

const windowAt = (url: string): FakeWindow => {
  const window: FakeWindow = { url, focus: vi.fn(), navigate: vi.fn() };
  window.focus.mockResolvedValue(window);
  window.navigate.mockResolvedValue(window);
  return window;
};

describe('the service worker', () => {
  it('shows a pushed notification with its title, text and address', async () => {
    const { fire, showNotification } = startWorker();
    await fire('push', pushOf(JSON.stringify({ title: 'Royal Bet', body: 'Your deposit of ₹500.00 is Approved.', url: '/wallet-deposit' })));
    expect(showNotification).toHaveBeenCalledWith('Royal Bet', {
      body: 'Your deposit of ₹500.00 is Approved.',
      icon: '/favicon.svg',
      data: { url: `${ORIGIN}/wallet-deposit` },
    });
  });

  it('falls back to the site\'s name and Home, and never opens another site', async () => {
    const { fire, showNotification } = startWorker();
    await fire('push', pushOf(JSON.stringify({ body: 'Hello', url: 'https://evil.example/' })));
    await fire('push', pushOf('plain text'));
    expect(showNotification.mock.calls).toEqual([
      ['royal.example', { body: 'Hello', icon: '/favicon.svg', data: { url: '/' } }],
      ['royal.example', { body: 'plain text', icon: '/favicon.svg', data: { url: '/' } }],
    ]);
  });

  it('on a click focuses the site\'s open page and shows the address there', async () => {
    const page = windowAt(`${ORIGIN}/`);
    const { fire, openWindow } = startWorker([windowAt('https://other.example/'), page]);
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { url: `${ORIGIN}/wallet-deposit` } } });
    expect(close).toHaveBeenCalled();
    expect(page.focus).toHaveBeenCalled();
    expect(page.navigate).toHaveBeenCalledWith(`${ORIGIN}/wallet-deposit`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('on a click opens the site when no page of it is open', async () => {
    const { fire, openWindow } = startWorker([windowAt('https://other.example/')]);
    await fire('notificationclick', { notification: { close: vi.fn(), data: { url: `${ORIGIN}/wallet-withdraw` } } });
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/wallet-withdraw`);
  });
});
