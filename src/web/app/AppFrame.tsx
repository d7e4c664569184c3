import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import { Providers } from './Providers';

/**
 * What surrounds the routes, in the browser (app/startApp.tsx) and in the build's prerender
 * (src/web/prerender.tsx) alike: the app hydrates the server's markup, so both must render the
 * same tree, down to the Suspense boundaries (docs/decisions/0045-hydrate-the-first-page.md).
 * `router` wraps the routes: a BrowserRouter in the browser, a MemoryRouter at build time;
 * `queryClient` is the browser's cache, which the app starts filling before its first render.
 */
export function AppFrame({
  Router,
  queryClient,
  children,
}: {
  Router: (props: { children: ReactNode }) => ReactNode;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <Providers client={queryClient}>
      <Router>
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </Router>
    </Providers>
  );
}
