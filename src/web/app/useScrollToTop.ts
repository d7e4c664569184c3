import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * New pages start at the top; back/forward keeps the browser's own scroll restoration.
 * (React Router's <ScrollRestoration> does more but costs ~1 KB of the first load.)
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
