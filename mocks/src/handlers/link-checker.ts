/** The 404 link checker (docs/product.md §7): a 404 page reports the path it was asked for; kept as a bounded log. */
import { requestSchemas } from '@zaowu/shared/requests';
import { iso } from '../store/time.ts';
import { route, type ModuleRoutes } from './route.ts';

export const linkCheckerRoutes = {
  create: route(requestSchemas['linkChecker.create'], ({ fullPath }, { db, clock, user }) => {
    db.linkChecks.push({ fullPath, user_id: user?.id ?? null, at: iso(clock.now()) });
    // Bounded: it is a log, not a store.
    if (db.linkChecks.length > 1_000) db.linkChecks.splice(0, db.linkChecks.length - 1_000);
    return null;
  }),
} satisfies ModuleRoutes<'linkChecker'>;
