import { useCallback, useSyncExternalStore } from 'react';

const notMatching = () => false;

/** Live result of a CSS media query. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The build's prerender has no window: it renders the mobile-first layout, as CSS does.
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, notMatching);
}
