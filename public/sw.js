/*
 * The service worker for Web Push (spec §4 "Notification permission"). It only shows pushed
 * notifications and opens the site when one is clicked; it caches nothing, so a deploy is never
 * hidden behind a stale copy. A push's payload is JSON `{ title, body, url }`; missing fields fall
 * back to the site's own name and Home.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.hostname;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      data: { url: sameSiteUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // Focus first, while the click still allows it; a page this worker does not control cannot
      // be navigated, and then the focused page is enough.
      return open
        .focus()
        .then((client) => (client.url === url ? client : client.navigate(url)))
        .catch(() => undefined);
    }),
  );
});

/** Only addresses of this site are opened from a notification. */
function sameSiteUrl(address) {
  if (typeof address !== 'string') return '/';
  try {
    const url = new URL(address, self.location.origin);
    return url.origin === self.location.origin ? url.href : '/';
  } catch {
    return '/';
  }
}
