/** What the member area's calls share (features account, wallet and selling): paging, silence, failures. */

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
