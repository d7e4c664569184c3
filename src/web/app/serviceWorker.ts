/**
 * Registers public/sw.js (push, notification clicks, the offline page) in the built app. It is
 * left out of the dev server, where a worker would only get in the way of hot reloads.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
