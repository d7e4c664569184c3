import { Navigate } from 'react-router';
import { PageLoading, useViewer } from '#web/app';
import { NotFoundPage } from '../placeholder';

/**
 * The old /dev/* test pages: admins land on Diagnostics (each a real server check run on demand
 * with its timing); anyone else sees the ordinary 'Page not found', so the paths reveal nothing.
 */
export default function DevRedirect() {
  const viewer = useViewer();
  if (viewer.status === 'loading') return <PageLoading />;
  return viewer.isAdmin ? <Navigate to="/admin/diagnostics" replace /> : <NotFoundPage />;
}
