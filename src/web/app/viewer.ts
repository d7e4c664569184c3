import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
// Type-only: the shared zod schemas stay out of the first page load (zod is ~25 KB gzipped).
import type { Me } from '#shared/api/auth';
import { useCachedQuery } from '../lib/useCachedQuery';
import { fetchViewer, VIEWER_QUERY_KEY } from './viewerQuery';

/** Who is looking at the app, as far as the UI needs to know. The server decides access. */
export interface Viewer {
  /** 'loading' until the first answer of GET /api/me; then 'ready' (signed in or not). */
  status: 'loading' | 'ready';
  signedIn: boolean;
  id: string | null;
  email: string | null;
  username: string | null;
  name: string | null;
  avatarUrl: string | null;
  isPremium: boolean;
  isAdmin: boolean;
}

export const SIGNED_OUT_VIEWER: Viewer = {
  status: 'ready',
  signedIn: false,
  id: null,
  email: null,
  username: null,
  name: null,
  avatarUrl: null,
  isPremium: false,
  isAdmin: false,
};

const LOADING_VIEWER: Viewer = { ...SIGNED_OUT_VIEWER, status: 'loading' };

// The same answer gives the same object, so memoised readers and deferred values can skip it.
let lastMe: Me | undefined;
let lastViewer = SIGNED_OUT_VIEWER;

function toViewer(me: Me): Viewer {
  if (me === lastMe) return lastViewer;
  lastMe = me;
  return (lastViewer = {
    status: 'ready',
    signedIn: true,
    id: me.id,
    email: me.email,
    username: me.username,
    name: me.name || me.username,
    avatarUrl: me.avatarUrl,
    isPremium: me.isPremium,
    isAdmin: me.isAdmin,
  });
}

const viewerQuery = {
  queryKey: VIEWER_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchViewer(signal),
  staleTime: 30_000,
  // Nothing observes the entry in TanStack's sense; it must not be collected under the app.
  gcTime: Infinity,
};

/**
 * Asks GET /api/me before the app's first render (app/startApp.tsx): the answer is on its way
 * while the first page's code loads, and the layout's first render already finds the entry, so
 * starting the request does not change what it reads in the middle of hydrating
 * (docs/decisions/0048-the-drawn-question-is-the-live-one.md).
 */
export function prefetchViewer(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(viewerQuery);
}

/**
 * The current viewer, from the TanStack cache entry of GET /api/me. Read through the lean
 * useCachedQuery because the layout is on every first page load.
 */
export function useViewer(): Viewer {
  const state = useCachedQuery({
    ...viewerQuery,
    // Premium can change in another tab (checkout); a focus refetch keeps the menu honest.
    refetchOnWindowFocus: true,
  });
  if (state?.data) return toViewer(state.data);
  // After a failed load (server down) the app behaves as signed out rather than hanging.
  return !state || state.status === 'pending' ? LOADING_VIEWER : SIGNED_OUT_VIEWER;
}

/** Re-reads GET /api/me after something changed the account (sign-in, checkout, plan change). */
export function invalidateViewer(queryClient: QueryClient): Promise<void> {
  // 'all': the entry has no QueryObserver, so the default ('active') would not refetch it.
  return queryClient.invalidateQueries({ queryKey: VIEWER_QUERY_KEY, refetchType: 'all' });
}

/** `invalidateViewer` bound to the app's query client. */
export function useInvalidateViewer(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateViewer(queryClient), [queryClient]);
}

/**
 * Signs out on the server, clears the cache and goes to `redirectTo`; `pending` meanwhile, for
 * the button. The work itself loads on first use (see signOut.ts): this file is part of every
 * page's first download.
 */
export function useSignOut(redirectTo = '/'): { signOut: () => void; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(() => {
    setPending(true);
    void import('./signOut')
      .then(({ signOut }) => signOut(queryClient))
      .then(() => navigate(redirectTo, { replace: true }))
      .finally(() => setPending(false));
  }, [queryClient, navigate, redirectTo]);
  return { signOut, pending };
}
