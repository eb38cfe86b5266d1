/**
 * Web Push in the browser (spec §4 "Notification permission"): registers `public/sw.js` and
 * subscribes this browser with the push service. The contract has no call that hands out the
 * server's VAPID public key yet, so the key is a parameter: without one the subscription is refused
 * here with a clear error (the prompt then ends without a subscription, see the report of issue 3).
 */
export const SERVICE_WORKER_URL = '/sw.js';

export async function subscribeBrowserToPush(vapidPublicKey: string | null): Promise<PushSubscriptionJSON> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) {
    throw new Error('This browser has no Web Push');
  }
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing.toJSON();
  if (!vapidPublicKey) throw new Error('No VAPID public key: the server does not publish one yet');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(vapidPublicKey),
  });
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
