import {
  focusManager,
  useQueryClient,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

const noEntry = () => undefined;

export interface CachedQueryOptions<Data> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
  staleTime?: number;
  /** How long the entry outlives its last reader; readers of this hook do not count as one. */
  gcTime?: number;
  refetchOnWindowFocus?: boolean;
}

/**
 * A lean `useQuery` for code on the first page load (the layout): it reads and fills the very
 * same TanStack cache entry — so `invalidateQueries`, `setQueryData`, `removeQueries` and any
 * `useQuery` of that key elsewhere all work with it — without QueryObserver and its React
 * binding (~2.5 KB gzipped, bench/bundle.ts). Like useQuery it fetches on mount when the entry
 * is missing or stale (fetches in flight are shared), again when the entry is invalidated or
 * removed, and optionally when the window regains focus. Pages use plain `useQuery`.
 */
export function useCachedQuery<Data>(
  options: CachedQueryOptions<Data>,
): QueryState<Data, Error> | undefined {
  const queryClient = useQueryClient();
  const queryHash = queryClient.defaultQueryOptions({ queryKey: options.queryKey }).queryHash;
  const latest = useRef(options);
  latest.current = options;

  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === queryHash) onChange();
      }),
    [queryClient, queryHash],
  );
  const read = () => queryClient.getQueryCache().get<Data, Error>(queryHash)?.state;
  // The build's prerender (src/web/prerender.tsx) reads an empty cache, and so does the app while
  // it hydrates that markup: an answer that came before (app/startApp.tsx asks early) is drawn
  // by the render right after, not mismatched with the server's markup.
  const state = useSyncExternalStore(subscribe, read, noEntry);

  // prefetchQuery only fetches when the entry is missing, stale or invalidated; errors stay in
  // the entry's state for the caller to read.
  const refresh = useCallback(() => {
    const { queryKey, queryFn, staleTime, gcTime } = latest.current;
    void queryClient.prefetchQuery({ queryKey, queryFn, staleTime, gcTime });
  }, [queryClient]);

  const needsAttention = !state || state.isInvalidated;
  useEffect(refresh, [refresh, queryHash, needsAttention]);

  const onFocus = options.refetchOnWindowFocus;
  useEffect(() => {
    if (!onFocus) return;
    return focusManager.subscribe((focused) => {
      if (focused) refresh();
    });
  }, [onFocus, refresh]);

  return state;
}
