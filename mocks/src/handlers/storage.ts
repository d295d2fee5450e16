/** GET/HEAD under STORAGE_PREFIX: generated media, models, uploads. */
import { http, type RequestHandler } from 'msw';
import { STORAGE_PREFIX } from '@zaowu/shared';
import { serveStorage } from '../media/serve.ts';
import type { Context } from './route.ts';

// Only paths that start with the prefix: msw's leading "*" would also take /api/x/api/storage/….
const underPrefix = (request: Request) => new URL(request.url).pathname.startsWith(`${STORAGE_PREFIX}/`);

export function storageHandlers(ctx: Context): RequestHandler[] {
  const answer = ({ request }: { request: Request }) =>
    underPrefix(request) ? serveStorage(ctx, request) : undefined;
  return [http.get(`*${STORAGE_PREFIX}/*`, answer), http.head(`*${STORAGE_PREFIX}/*`, answer)];
}
