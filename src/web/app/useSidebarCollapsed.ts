import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebarCollapsed';

/** The desktop rail's collapsed state, remembered across visits. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Private mode or storage full: the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
