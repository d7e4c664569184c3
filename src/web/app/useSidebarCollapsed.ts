import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'sidebarCollapsed';

const listeners = new Set<() => void>();
// The toggle still works for this visit where storage is blocked (private mode) or full.
let unsaved: boolean | null = null;

function readCollapsed(): boolean {
  if (unsaved !== null) return unsaved;
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, collapsed ? '1' : '0');
    unsaved = null;
  } catch {
    unsaved = collapsed;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The prerender, and the app while it hydrates that markup, draw the rail expanded; a remembered
// collapse follows right after (docs/decisions/0045-hydrate-the-first-page.md).
const expanded = () => false;

/** The desktop rail's collapsed state, remembered across visits. */
export function useSidebarCollapsed() {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, expanded);
  const toggle = useCallback(() => writeCollapsed(!readCollapsed()), []);
  return { collapsed, toggle };
}
