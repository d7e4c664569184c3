import { useCallback, useEffect, useState } from 'react';

/**
 * Sends the browser to another page (a payment page) and reports that it is leaving, so the
 * button that started it stays busy until the page unloads. Coming back with the Back button
 * restores this page from the bfcache with that state: it is cleared then.
 */
export function useLeavePage() {
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const leave = useCallback((url: string) => {
    setLeaving(true);
    window.location.assign(url);
  }, []);

  return { leaving, leave };
}
