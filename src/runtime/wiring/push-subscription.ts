/**
 * Web Push in the browser (spec §4 "Notification permission"): registers `public/sw.js`, fetches
 * the server's VAPID public key (`notificationPublicKey`) and subscribes this browser with its push
 * service. The session's notification prompt calls it 1 s after permission was granted, then sends
 * the subscription with `subscribeNotification` (src/runtime/wiring/session.ts).
 */
import type { Api } from '../../api/call.ts';

export const SERVICE_WORKER_URL = '/sw.js';

/** The browser's parts this needs; tests give fakes. */
export interface PushEnvironment {
  /** Absent in a browser without service workers. */
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'ready'>;
  hasPushManager: boolean;
}

const browserEnvironment = (): PushEnvironment => ({
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  hasPushManager: 'PushManager' in window,
});

export async function subscribeBrowserToPush(api: Api, environment: PushEnvironment = browserEnvironment()): Promise<PushSubscriptionJSON> {
  const { serviceWorker } = environment;
  if (!serviceWorker || !environment.hasPushManager) throw new Error('This browser has no Web Push');
  await serviceWorker.register(SERVICE_WORKER_URL);
  const [{ pushManager }, { data }] = await Promise.all([serviceWorker.ready, api.call('notificationPublicKey')]);
  const applicationServerKey = base64UrlToBytes(data.publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing.toJSON();
  // A subscription made with another key (the server's keys were replaced) cannot be pushed to.
  await existing?.unsubscribe();
  const subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON();
}

/** A VAPID key comes base64url-encoded; the Push API wants its bytes. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (key === null || key.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, index) => byte === expected[index]);
}
