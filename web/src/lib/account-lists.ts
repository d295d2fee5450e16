/** What the member area's calls share (features account, wallet and selling): paging, silence, failures. */
import { ApiError } from './http.ts';

const ACCOUNT_PER_PAGE = 10;

export const listPage = (page: number) => ({ page, per_page: ACCOUNT_PER_PAGE });
/** The lists say a failure in place (with 重试), so the client does not toast it as well. */
export const SILENT = { silent: true } as const;

/**
 * Bought goods and downloaded files carry signed addresses that work for about 10 minutes: those lists
 * are fetched each time they are shown, and again well before the addresses expire while on screen.
 */
const SIGNED_LIST_FRESH_MS = 5 * 60_000;
export const SIGNED_LIST = { staleTime: 0, refetchInterval: SIGNED_LIST_FRESH_MS } as const;

/** The message a failed change shows: the server's own words for code 0, a plain retry line otherwise. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code === 0 && error.message ? error.message : fallback;
}
