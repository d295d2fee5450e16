/** The item a share link points at (/share/{type}/{id}), shaped for the landing card (shared `shareTarget`). */
import { queryOptions } from '@tanstack/react-query';
import { endpoints, type WorkType } from '@zaowu/shared';
import { shareTarget, type ShareTarget } from '@zaowu/shared/share-target';
import { call } from '../../lib/api-client.ts';

export type ShareType = WorkType | 'designer' | 'shop';
export type { ShareTarget };

async function fetchShareTarget(type: ShareType, id: number): Promise<ShareTarget> {
  // silent: a missing item is the 404 page and a failure is the page's error state, not a toast.
  if (type === 'designer')
    return shareTarget('designer', await call(endpoints.designer.detail, { id }, { silent: true }));
  if (type === 'shop')
    return shareTarget('shop', await call(endpoints.shop.detail, { id }, { silent: true }));
  return shareTarget('work', await call(endpoints.works.detail, { id }, { silent: true }));
}

const shareKeys = {
  all: ['share'] as const,
  target: (type: ShareType, id: number) => ['share', 'target', type, id] as const,
};

export const shareTargetQuery = (type: ShareType, id: number) =>
  queryOptions({
    queryKey: shareKeys.target(type, id),
    queryFn: () => fetchShareTarget(type, id),
    meta: { public: true },
  });
