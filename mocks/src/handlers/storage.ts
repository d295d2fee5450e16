/** GET/HEAD under STORAGE_PREFIX: generated media, models, uploads. */
import { http, type RequestHandler } from 'msw';
import { STORAGE_PREFIX } from '@zaowu/shared';
import { serveStorage } from '../media/serve.ts';
import type { Context } from './route.ts';

export function storageHandlers(ctx: Context): RequestHandler[] {
  return [
    http.get(`*${STORAGE_PREFIX}/*`, ({ request }) => serveStorage(ctx, request)),
    http.head(`*${STORAGE_PREFIX}/*`, ({ request }) => serveStorage(ctx, request)),
  ];
}
