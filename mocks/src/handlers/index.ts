/** Every handler of the demo upstream. The RouteTable type makes a missing contract call a type error. */
import type { RequestHandler } from 'msw';
import type * as z from '@zaowu/shared/zod';
import { addressRoutes } from './addresses.ts';
import { designerRoutes, publicUserRoutes, shopRoutes } from './catalog.ts';
import { certificationRoutes } from './certification.ts';
import { commentRoutes } from './comments.ts';
import { collectionRoutes } from './collections.ts';
import { communityRoutes } from './community.ts';
import { demoHandlers, type TestCalls } from './demo.ts';
import { discoveryRoutes } from './discovery.ts';
import { favoriteRoutes } from './favorites.ts';
import { feedbackRoutes } from './feedback.ts';
import { folderRoutes } from './folders.ts';
import { followRoutes } from './follows.ts';
import { linkCheckerRoutes } from './link-checker.ts';
import { messageRoutes } from './messages.ts';
import { noteRoutes } from './notes.ts';
import { orderRoutes } from './orders.ts';
import { privateMessageRoutes } from './private-messages.ts';
import { reviewRoutes } from './reviews.ts';
import { contractHandlers, type Context, type RouteTable } from './route.ts';
import { shareRoutes } from './share.ts';
import { smsRoutes } from './sms.ts';
import { storageHandlers } from './storage.ts';
import { tourRoutes } from './tour.ts';
import { uploadRoutes } from './upload.ts';
import { userAuthRoutes } from './user-auth.ts';
import { userCommerceRoutes } from './user-commerce.ts';
import { userGoodsRoutes } from './user-goods.ts';
import { userListRoutes } from './user-lists.ts';
import { userMoneyRoutes } from './user-money.ts';
import { userSecurityRoutes } from './user-security.ts';
import { workActionRoutes } from './work-actions.ts';
import { worksRoutes } from './works.ts';

const ROUTES: RouteTable = {
  user: {
    ...userAuthRoutes,
    ...userListRoutes,
    ...userCommerceRoutes,
    ...userMoneyRoutes,
    ...userGoodsRoutes,
    ...tourRoutes,
    ...followRoutes,
    ...userSecurityRoutes,
    ...privateMessageRoutes,
  },
  sms: smsRoutes,
  works: { ...worksRoutes, ...discoveryRoutes, ...workActionRoutes },
  favorite: favoriteRoutes,
  collection: collectionRoutes,
  community: communityRoutes,
  comment: commentRoutes,
  note: noteRoutes,
  review: reviewRoutes,
  designer: designerRoutes,
  shop: shopRoutes,
  order: orderRoutes,
  address: addressRoutes,
  feedback: feedbackRoutes,
  publicUser: publicUserRoutes,
  folder: folderRoutes,
  message: messageRoutes,
  certification: certificationRoutes,
  upload: uploadRoutes,
  share: shareRoutes,
  linkChecker: linkCheckerRoutes,
};

/** Every contract call's input schema, by its `module.name` key (the OpenAPI document's requests). */
export function contractInputs(): Map<string, z.ZodType> {
  return new Map(
    Object.entries(ROUTES).flatMap(([module, calls]) =>
      Object.entries(calls as Record<string, { input: z.ZodType }>).map(
        ([name, r]) => [`${module}.${name}`, r.input] as const,
      ),
    ),
  );
}

export function allHandlers(ctx: Context, testCalls: TestCalls): RequestHandler[] {
  return [...contractHandlers(ctx, ROUTES), ...storageHandlers(ctx), ...demoHandlers(ctx, testCalls)];
}

export { DEMO_PAY_PATH, DEMO_RESET_PATH } from './demo.ts';
