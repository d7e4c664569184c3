/* global self, caches, fetch, URL */
/*
 * Velvet's service worker (docs/API.md, "Notifications"): shows pushes, opens the chat they link
 * to, and answers a page load without a network with the offline page. It caches only that
 * page and the icons: never an API response, never a member's image.
 */
const SHELL_CACHE = 'velvet-shell-v1';
const SHELL = ['/offline.html', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

// Only page loads are handled, always from the network; the cache answers only when it fails.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || new URL(request.url).pathname.startsWith('/api/')) return;
  event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
});

function sameOriginPath(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let message = { title: 'Velvet', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without our JSON still tells the member something happened.
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // Someone is looking at the app: the page shows the news itself, no notification needed.
      if (windows.some((client) => client.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: sameOriginPath(message.url) },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) return open.navigate(path).then((client) => (client || open).focus());
      return self.clients.openWindow(path);
    }),
  );
});
