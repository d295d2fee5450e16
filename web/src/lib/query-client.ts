import {
  MutationCache,
  QueryClient,
  type InvalidateQueryFilters,
  type MutationMeta,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './http.ts';

const isKey = (entry: QueryKey | InvalidateQueryFilters): entry is QueryKey => Array.isArray(entry);
/** The server said no (an envelope code 0 with its msg), rather than the call failing. */
const isRefusal = (error: Error) => error instanceof ApiError && error.code === 0;

/**
 * React Query adds no retries of its own: the HTTP client already retries once where product.md §7 allows.
 * Mutations declare what they make stale (`meta.invalidates`, `meta.invalidatesOnError`,
 * `meta.invalidatesOnRefusal`); it is done
 * here, once, so no feature calls `invalidateQueries` in its own callbacks (design.md §4).
 */
export function createQueryClient(): QueryClient {
  const invalidate = (what: MutationMeta['invalidates']) =>
    Promise.all(
      (what ?? []).map((entry) => queryClient.invalidateQueries(isKey(entry) ? { queryKey: entry } : entry)),
    );
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Settled, not success/error: the cache's own callbacks run before the mutation's, and a mutation's
      // setQueryData after an invalidation would clear its stale mark; this one runs after them.
      onSettled: async (_data, error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        const done = invalidate(
          error === null
            ? meta?.invalidates
            : [
                ...(meta?.invalidatesOnError ?? []),
                ...((isRefusal(error) && meta?.invalidatesOnRefusal) || []),
              ],
        );
        if (meta?.awaitsInvalidation) await done;
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
