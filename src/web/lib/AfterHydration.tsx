import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * True in the build's prerender and while the app hydrates its markup; false from the render
 * right after, and in any client render that is not hydrating. What the server drew (a disabled
 * button, a placeholder) is drawn the same while hydrating, then updated by that next render.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServerOrHydrating);
}

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
  return useServerMarkup() ? fallback : children;
}
