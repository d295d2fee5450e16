/**
 * 评价 (issue 22): a member of this spec's own buys a digital goods item (余额支付 with their 支付密码),
 * which completes the order at once (physical goods complete at 确认收货), and on the goods page
 * they rate it 4 stars with the keyboard and a text: the review shows first, with its stars, and the
 * average and count are the new ones, computed from the per-star counts the page had before. Another
 * new member, who has not bought it, is told why they cannot review and has no form; the server
 * refuses their review too. Desktop and mobile each review a goods item of their own.
 */
import { endpoints, type Goods, type ReviewPage } from '@zaowu/shared';
import { REVIEW_MSGS } from '@zaowu/shared/reviews';
import { expect, test } from './fixtures.ts';
import {
  TEST_PAY_PASSWORD,
  newMember,
  projectSlot,
  useSession,
  withoutGuidedTour,
  type Api,
} from './helpers.ts';

/**
 * A digital goods item on sale with stock, a different one per project (and none the checkout spec
 * buys): its order is completed when paid, as a physical item's is after 确认收货 (shipping.spec.ts).
 * A seed item: a member lists only physical goods through the API (user.addGoods takes no file).
 */
async function goodsItem(api: Api): Promise<Goods> {
  const list = await api.call(endpoints.shop.goodsList, { per_page: 30 });
  const onSale = list.data.filter((g) => g.status === 1 && g.stock >= 2 && !g.ships);
  expect(onSale.length).toBeGreaterThan(8);
  return onSale[onSale.length - 1 - projectSlot()]!;
}

/** The member of `token` buys one of `goods` and pays by balance: the order is completed. */
async function buy(api: Api, token: string, goods: Goods): Promise<void> {
  const order = await api.call(
    endpoints.order.addOrder,
    { lines: [{ goods_id: goods.id, quantity: 1 }] },
    { token },
  );
  await api.call(
    endpoints.order.payByBalance,
    { order_id: order.id, pay_password: TEST_PAY_PASSWORD },
    { token },
  );
}

const reviewsOf = (api: Api, goods: Goods): Promise<ReviewPage> =>
  api.call(endpoints.review.lists, { target: 'goods', target_id: goods.id });

test('a buyer rates a goods item 4 stars: first in the list, with the new average; a non-buyer cannot review', async ({
  page,
  api,
  makeBuyer,
}) => {
  test.setTimeout(90_000);
  const goods = await goodsItem(api);
  const { token } = await makeBuyer({ recharge: '1000.00' });
  await buy(api, token, goods);
  const before = (await reviewsOf(api, goods)).summary;
  // The new average from what the page had before: every star counted, plus these 4.
  const total = before.stars.reduce((sum, n, i) => sum + n * (i + 1), 0) + 4;
  const average = (Math.round((total / (before.count + 1)) * 10) / 10).toFixed(1);

  await withoutGuidedTour(page);
  await useSession(page, token);
  await page.goto(`/goods/${goods.id}#reviews`);
  const section = page.getByRole('region', { name: /^评价/ });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: `评价（${before.count}）` })).toBeVisible();
  await expect(section.getByText(/评分 1–5 星（必选）；文字选填，最多 500 字/)).toBeVisible();

  // Stars with the keyboard: a radio group, the arrows move and choose.
  await section.getByRole('radio', { name: '1 星 很差' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: '4 星 满意' })).toBeChecked();
  await section
    .getByRole('textbox', { name: '评价内容（选填）' })
    .fill('包装结实，实物和图片一致，做工很细。');
  await section.getByRole('button', { name: '发表评价' }).click();

  await expect(section.getByRole('heading', { name: `评价（${before.count + 1}）` })).toBeVisible();
  await expect(section.getByRole('img', { name: `平均 ${average} 星（满分 5 星）` })).toBeVisible();
  await expect(section.getByText(`${before.count + 1} 条评价`)).toBeVisible();
  const mine = section.getByRole('list', { name: '评价列表' }).getByRole('listitem').first();
  await expect(mine).toContainText('我的评价');
  await expect(mine).toContainText('包装结实，实物和图片一致，做工很细。');
  await expect(mine.getByRole('img', { name: '4 星 满意' })).toBeVisible();
  // Reviewed once: now it can be edited, not written again.
  await expect(section.getByRole('button', { name: '发表评价' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: '修改评价' })).toBeVisible();

  // Someone who has not bought it: told why, no form; the server refuses them too.
  const other = await newMember(page.request, undefined, TEST_PAY_PASSWORD);
  await useSession(page, other.token);
  // The same address: loaded again, as the other member.
  await page.reload();
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(REVIEW_MSGS.goodsNotDone)).toBeVisible();
  await expect(section.getByRole('img', { name: `平均 ${average} 星（满分 5 星）` })).toBeVisible();
  await expect(section.getByRole('radio')).toHaveCount(0);
  await expect(section.getByRole('button', { name: '发表评价' })).toHaveCount(0);
  const refused = await api.envelope(
    endpoints.review.save,
    { target: 'goods', target_id: goods.id, stars: 5, content: '没买也想评' },
    { token: other.token },
  );
  expect(refused).toMatchObject({ code: 0, msg: REVIEW_MSGS.goodsNotDone, data: null });
  expect((await reviewsOf(api, goods)).summary.count).toBe(before.count + 1);
});
