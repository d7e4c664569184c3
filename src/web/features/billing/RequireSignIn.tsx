import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading, useViewer } from '#web/app';
import { signInPath } from './format';

/**
 * Pages that need an account: visitors go to sign-in and come back here afterwards. The server
 * still refuses every call without a session; this only spares visitors a page of errors.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const { pathname, search } = useLocation();
  if (viewer.status === 'loading') return <PageLoading />;
  if (!viewer.signedIn) return <Navigate to={signInPath(pathname + search)} replace />;
  return children;
}
