/**
 * Registers public/sw.js (push, notification clicks, the offline page) in the built app. It is
 * left out of the dev server, where a worker would only get in the way of hot reloads.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // The app starts after the first paint (src/web/main.tsx), often after the load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
