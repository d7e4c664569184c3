import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * Shows `fallback` where the server's markup has it, and `children` from then on. Code loaded
 * lazily (a `React.lazy` part) suspends in the build's prerender, which would leave a boundary
 * the browser has to redraw — and report as an error — while hydrating. Rendered through this,
 * the server draws the fallback, hydration keeps it, and only this small part re-renders with
 * its children right after (docs/decisions/0045-hydrate-the-first-page.md). A client render
 * that is not hydrating shows the children at once.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const serverMarkup = useSyncExternalStore(subscribeToNothing, inBrowser, onServerOrHydrating);
  return serverMarkup ? fallback : children;
}
