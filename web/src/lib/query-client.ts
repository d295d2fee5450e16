import { QueryClient } from '@tanstack/react-query';

/**
 * React Query adds no retries of its own: the HTTP client already retries once where SPEC §7 allows.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
