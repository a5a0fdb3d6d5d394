import { QueryClient } from '@tanstack/react-query';

/** The spec's data-fetching defaults: no retries, no interval or refocus refetch, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
