import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AfterHydration } from '../lib/AfterHydration';
import { createQueryClient } from './queryClient';

// Sonner stays out of the first paint's JavaScript; see Toasts.tsx.
const Toasts = lazy(() => import('./Toasts'));

/** App-wide providers: the server-state cache and the toast host. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
