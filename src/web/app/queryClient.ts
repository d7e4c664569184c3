import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '../lib/api';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The roster changes rarely; a minute of freshness avoids refetching on every visit.
        staleTime: 60_000,
        retry: (failureCount, error) => isRetryable(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
