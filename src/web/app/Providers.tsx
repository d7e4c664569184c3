import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AfterHydration } from '../lib/AfterHydration';
import { createQueryClient } from './queryClient';

// Sonner stays out of the first paint's JavaScript; see Toasts.tsx.
const Toasts = lazy(() => import('./Toasts'));

/**
 * App-wide providers: the server-state cache (`client`, or a new one) and the toast host.
 */
export function Providers({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AfterHydration fallback={null}>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </AfterHydration>
    </QueryClientProvider>
  );
}
