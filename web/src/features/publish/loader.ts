import { notFound } from '../../lib/errors.ts';
import { ApiError } from '../../lib/http.ts';
import type { RouteLoaderArgs } from '../../lib/route-module.ts';
import { workQuery } from '../work-detail/index.ts';

/** A work id from the path (/editWork/12) or, for the legacy page, the query (?id=12); null if none. */
export function workIdOf(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/**
 * Warms the cache with the work being edited. A work the API does not know is a 404; other failures
 * (network, server) leave the page to show its error state with a retry.
 */
export async function loadWorkToEdit({ queryClient, request }: RouteLoaderArgs, id: number | null) {
  if (id === null) return null;
  try {
    await queryClient.ensureQueryData(workQuery(id));
  } catch (error) {
    if (error instanceof ApiError && error.code === 0) throw notFound(new URL(request.url).pathname);
  }
  return null;
}
