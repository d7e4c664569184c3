import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/api/auth';
import { fetchViewer, VIEWER_QUERY_KEY } from './viewerQuery';

/*
 * Cache operations around the viewer that only sign-in, sign-out and account deletion need;
 * kept out of viewer.ts, which every page downloads first.
 */

/** Reads GET /api/me afresh into the cache (after sign-in) and returns it. */
export function loadViewer(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({
    queryKey: VIEWER_QUERY_KEY,
    queryFn: ({ signal }) => fetchViewer(signal),
    staleTime: 0,
    gcTime: Infinity,
  });
}

/** Drops every cached answer except the viewer's (another account's or a guest's data). */
export function forgetCachedData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== VIEWER_QUERY_KEY[0] });
  queryClient.getMutationCache().clear();
}

/**
 * Forgets everything cached for the previous account (conversations, credits, billing) and
 * marks the viewer signed out. The viewer entry is overwritten rather than removed so the
 * layout, which observes it, re-renders at once.
 */
export function forgetAccount(queryClient: QueryClient) {
  queryClient.cancelQueries().catch(() => undefined);
  forgetCachedData(queryClient);
  queryClient.setQueryData(VIEWER_QUERY_KEY, null);
}
