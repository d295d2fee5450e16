/** The guided tour's state per member; finishing or skipping persists. */
import type { GuideStatus } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import type { Db } from '../store/types.ts';
import { route, type ModuleRoutes } from './route.ts';

function guideOf(db: Db, userId: number): GuideStatus {
  let g = db.guides.get(userId);
  if (!g) {
    g = { finished: false, skipped: false };
    db.guides.set(userId, g);
  }
  return g;
}

export const userGuideRoutes = {
  getGuideStatus: route(requestSchemas['user.getGuideStatus'], (_q, { db, me }) => ({
    ...guideOf(db, me.id),
  })),
  finishGuide: route(requestSchemas['user.finishGuide'], (_q, { db, me }) => {
    const g = guideOf(db, me.id);
    g.finished = true;
    return { ...g };
  }),
  skipGuide: route(requestSchemas['user.skipGuide'], (_q, { db, me }) => {
    const g = guideOf(db, me.id);
    g.finished = true;
    g.skipped = true;
    return { ...g };
  }),
} satisfies Partial<ModuleRoutes<'user'>>;
