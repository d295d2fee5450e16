/** The pay page's route loader (app/route-modules.ts). */
import type { RouteLoader } from '../../../lib/route-module.ts';
import { itemOr404 } from '../../../lib/route-loaders.ts';
import { checkLoginQuery } from '../../../lib/session.ts';
import { orderQuery } from '../api.ts';

export const loaders = {
  'cart-pay-id': async ({ queryClient, params, request }) => {
    // A visitor has no orders to look up: the page asks them to log in.
    if (!(await queryClient.ensureQueryData(checkLoginQuery())).isLogin) return null;
    // Code 0 is also an order that is not this member's.
    await itemOr404(() => queryClient.ensureQueryData(orderQuery(Number(params.id))), request);
    return null;
  },
} satisfies Record<string, RouteLoader>;
