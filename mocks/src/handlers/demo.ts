/**
 * Endpoints that exist only in the demo upstream, never in the real API:
 *   POST /api/demo/pay   {order_no}  stands in for WeChat Pay's notification: marks the caller's own
 *                                    unpaid order (ZW…) or pending recharge (CZ…) paid, crediting seller
 *                                    / balance. A member call: another member's order is "not found".
 *   POST /api/demo/withdraw {withdraw_no}  stands in for the payment channel paying a withdrawal out:
 *                                    the caller's own pending withdrawal (TX…) becomes 已到账, with a message.
 *   POST /api/demo/reset             puts the store back to its seeded state (e2e isolation). Mounted
 *                                    only when the server was started for tests (enableReset).
 *   POST /api/demo/member {password?, pay_password?, shop?}  a new member for one test, logged in: 1 99 …,
 *                                    a number no seed or person uses, with the 支付密码 given (if any); with shop, an empty shop of their own. Mounted only on servers started for tests
 *                                    (enableTestMembers): anywhere else it would be sign-up without a
 *                                    phone and without the SMS limits.
 * All take JSON only (415 otherwise): a cross-site form or text/plain post cannot reach them without
 * a CORS preflight, which the site never grants.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from '@zaowu/shared/zod';
import {
  fail,
  DEMO_PAY_PATH,
  DEMO_RESET_PATH,
  DEMO_MEMBER_PATH,
  DEMO_WITHDRAW_PATH,
  WITHDRAW_MSGS,
  demoEndpoints,
  type TestMember,
} from '@zaowu/shared';
import { newPassword } from '@zaowu/shared/auth-input';
import { newPayPassword } from '@zaowu/shared/pay-password';
import { findByMobile, issueToken, registerByMobile } from '../store/auth.ts';
import { nextId } from '../store/db.ts';
import { iso } from '../store/time.ts';
import { hashPayPassword, storePayPassword } from '../store/pay-password.ts';
import { userInfo } from '../store/views/people.ts';
import { expireDue, isExpired, payBatch, payRecharge, unpayable } from '../store/payments.ts';
import { settleWithdrawal } from '../store/withdrawals.ts';
import { isPath, reject, route, serve, type Context } from './route.ts';
import { withdrawal } from './user-money.ts';

export { DEMO_PAY_PATH, DEMO_RESET_PATH };

const pay = route(
  z.object({ order_no: z.string({ error: '缺少订单号' }).trim().min(1, '缺少订单号') }),
  ({ order_no }, { db, clock, me }) => {
    const recharge = db.recharges.get(order_no);
    if (recharge && recharge.user_id === me.id) {
      if (recharge.status === 'paid') reject('该充值单已支付');
      if (isExpired(recharge, clock)) reject('充值单已过期，请重新发起');
      payRecharge(db, clock, recharge);
      return { order_no, status: 'paid' as const };
    }
    const order = [...db.orders.values()].find((o) => o.order_no === order_no && o.buyer_id === me.id);
    if (!order) reject('订单不存在');
    expireDue(db, clock);
    // As a real payment callback would: nothing is charged for an order that can no longer be paid
    // (deleted, off the shelf, its stock gone to another payment meanwhile). One code pays the order and
    // those placed with it.
    const refusal = unpayable(db, order);
    if (refusal) reject(refusal);
    payBatch(db, clock, order, 'wechat');
    return { order_no, status: 'paid' as const };
  },
  '支付成功',
);

const settle = route(
  z.object({ withdraw_no: z.string({ error: '缺少提现单号' }).trim().min(1, '缺少提现单号') }),
  ({ withdraw_no }, { db, clock, me }) => {
    const row = [...db.withdrawals.values()].find(
      (w) => w.withdraw_no === withdraw_no && w.user_id === me.id,
    );
    if (!row) reject(WITHDRAW_MSGS.missing);
    if (row.status === 'done') reject(WITHDRAW_MSGS.settled);
    settleWithdrawal(db, clock, row);
    return withdrawal(row);
  },
  '提现已到账',
);

/** Test members' numbers: 199 and eight digits, a block no seed uses. */
const TEST_MOBILE_PREFIX = '199';

const member = route(
  z.object({
    password: newPassword.optional(),
    pay_password: newPayPassword.optional(),
    shop: z.boolean().optional(),
  }),
  async ({ password, pay_password, shop }, { db, clock }): Promise<TestMember> => {
    const hashed = pay_password === undefined ? null : await hashPayPassword(pay_password);
    const numbered = (n: number) => `${TEST_MOBILE_PREFIX}${String(n).padStart(8, '0')}`;
    let n = db.users.size;
    while (findByMobile(db, numbered(n))) n++;
    const mobile = numbered(n);
    const user = registerByMobile(db, clock, mobile);
    if (password) user.password = password;
    if (hashed) storePayPassword(db, clock, user.id, hashed);
    if (shop) {
      const id = nextId(db, 'shops');
      const at = iso(clock.now());
      db.shops.set(id, {
        id,
        name: `${user.nickname}的小店`,
        logo: user.avatar,
        banner: user.cover,
        description: '测试用的店铺。',
        owner_id: user.id,
        created_at: at,
        updated_at: at,
      });
    }
    return { mobile, token: issueToken(db, clock, user.id), userinfo: userInfo(user) };
  },
  '测试会员已创建',
);

function jsonOnly(request: Request): Response | null {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/json\s*(;|$)/i.test(type.trim())) return null;
  return HttpResponse.json(fail('仅接受 JSON 格式的请求'), { status: 415 });
}

/** The calls only a server started for tests has: `reset` (the seed again) and `testMembers`. */
export interface TestCalls {
  reset: (() => void) | null;
  testMembers: boolean;
}

export function demoHandlers(ctx: Context, { reset, testMembers }: TestCalls): RequestHandler[] {
  const handlers = [
    http.post(`*${DEMO_PAY_PATH}`, ({ request }) =>
      isPath(request, DEMO_PAY_PATH)
        ? (jsonOnly(request) ?? serve(ctx, demoEndpoints.pay, pay, request))
        : undefined,
    ),
    http.post(`*${DEMO_WITHDRAW_PATH}`, ({ request }) =>
      isPath(request, DEMO_WITHDRAW_PATH)
        ? (jsonOnly(request) ?? serve(ctx, demoEndpoints.settleWithdrawal, settle, request))
        : undefined,
    ),
  ];
  if (reset) {
    const resetRoute = route(
      z.object({}),
      () => {
        reset();
        return null;
      },
      '演示数据已重置',
    );
    handlers.push(
      http.post(`*${DEMO_RESET_PATH}`, ({ request }) =>
        isPath(request, DEMO_RESET_PATH)
          ? (jsonOnly(request) ?? serve(ctx, demoEndpoints.reset, resetRoute, request))
          : undefined,
      ),
    );
  }
  if (testMembers) {
    handlers.push(
      http.post(`*${DEMO_MEMBER_PATH}`, ({ request }) =>
        isPath(request, DEMO_MEMBER_PATH)
          ? (jsonOnly(request) ?? serve(ctx, demoEndpoints.member, member, request))
          : undefined,
      ),
    );
  }
  return handlers;
}
