import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

/**
 * The router's errorElement: failures the router itself catches (a page chunk that fails to
 * download, a loader error). Unknown paths never get here: the '*' route shows 'Page not
 * found'. A reload is the sure way to retry a failed chunk download.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
