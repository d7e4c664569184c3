import { useCallback, useSyncExternalStore } from 'react';

/** Favourites live in the browser for now (key 'favorites'); accounts may sync them later. */
const STORAGE_KEY = 'favorites';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: ReadonlySet<string> = new Set();

function readIds(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return cachedIds;
  }
  // Same snapshot object while storage is unchanged, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIds = new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    cachedIds = new Set();
  }
  return cachedIds;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Other tabs change storage too.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFavorites() {
  const ids = useSyncExternalStore(subscribe, readIds);
  const toggle = useCallback((id: string) => {
    const next = new Set(readIds());
    if (next.has(id)) next.delete(id);
    else next.add(id);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { isFavorite: (id: string) => ids.has(id), toggle };
}
