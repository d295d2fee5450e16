import '@tanstack/react-query';
import type { InvalidateQueryFilters, QueryKey } from '@tanstack/react-query';

/**
 * A query key (prefix) whose queries go stale and, if on screen, refetch; or the filters for that, e.g.
 * `{ queryKey, refetchType: 'none' }` for "stale, refetched when next shown".
 */
type Invalidation = QueryKey | InvalidateQueryFilters;

/** What a mutation declares instead of invalidating in its own callbacks (design.md §4); read by the MutationCache. */
interface ZaowuMutationMeta extends Record<string, unknown> {
  /** What goes stale once the mutation succeeds. */
  invalidates?: readonly Invalidation[];
  /** What goes stale when it failed: what the page showed may have moved under the member. */
  invalidatesOnError?: readonly Invalidation[];
  /**
   * What goes stale when the server refused it (an envelope code 0 with its msg, e.g. 你已购买该作品):
   * what the page believed is wrong. Besides `invalidatesOnError`; a network failure leaves it be.
   */
  invalidatesOnRefusal?: readonly Invalidation[];
  /**
   * The mutation settles only once those queries on screen have refetched (its callers' own onSuccess
   * then sees fresh data). Off by default: a caller's callbacks run at once, even if a refetch would
   * unmount the component that started the mutation.
   */
  awaitsInvalidation?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ZaowuMutationMeta;
  }
}
