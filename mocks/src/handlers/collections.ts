/** Curated collections (合集): a collection with its works in order. */
import { requestSchemas } from '@zaowu/shared/requests';
import { collectionDetail } from '../store/views/community.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const collectionRoutes = {
  detail: route(requestSchemas['collection.detail'], ({ id: collectionId }, { db }) => {
    const c = db.collections.get(collectionId);
    if (!c) reject('合集不存在');
    return collectionDetail(db, c);
  }),
} satisfies ModuleRoutes<'collection'>;
