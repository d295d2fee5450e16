/**
 * The tour (新手引导)'s state per member; finishing or skipping persists. The contract calls it the guide
 * (getGuideStatus, finishGuide, skipGuide; GuideStatus), and so does the saved store's table (`db.guides`).
 */
import { requestSchemas } from '@zaowu/shared/requests';
import type { GuideStatus } from '@zaowu/shared';
import type { Db } from '../store/types.ts';
import { route, type ModuleRoutes } from './route.ts';

function tourOf(db: Db, userId: number): GuideStatus {
  let state = db.guides.get(userId);
  if (!state) {
    state = { finished: false, skipped: false };
    db.guides.set(userId, state);
  }
  return state;
}

export const tourRoutes = {
  getGuideStatus: route(requestSchemas['user.getGuideStatus'], (_q, { db, me }) => ({
    ...tourOf(db, me.id),
  })),
  finishGuide: route(requestSchemas['user.finishGuide'], (_q, { db, me }) => {
    const state = tourOf(db, me.id);
    state.finished = true;
    return { ...state };
  }),
  skipGuide: route(requestSchemas['user.skipGuide'], (_q, { db, me }) => {
    const state = tourOf(db, me.id);
    state.finished = true;
    state.skipped = true;
    return { ...state };
  }),
} satisfies Partial<ModuleRoutes<'user'>>;
