/** What route loaders share (features/<domain>/routes/loaders.ts). */
import { notFound } from './errors.ts';
import { ApiError } from './http.ts';

/**
 * Warms the cache with the page's item. The API's code 0 (no such item, or not this member's) is the
 * 404 page; a redirect the loading threw goes on; any other failure (network, server) leaves the page
 * to show its own error state with a retry.
 */
export async function itemOr404<T>(load: () => Promise<T>, request: Request): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === 0) throw notFound(new URL(request.url).pathname);
    if (error instanceof Response) throw error;
    return undefined;
  }
}
