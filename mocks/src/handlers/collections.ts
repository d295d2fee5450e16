/** Curated collections (合集): a collection with its works in order. */
import * as z from '@zaowu/shared/zod';
import { collectionDetail } from '../store/views/community.ts';
import { id } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const collectionRoutes = {
  detail: route(z.object({ id: id('合集') }), ({ id: collectionId }, { db }) => {
    const c = db.collections.get(collectionId);
    if (!c) reject('合集不存在');
    return collectionDetail(db, c);
  }),
} satisfies ModuleRoutes<'collection'>;
