/**
 * 评价 on a goods page: the limits are stated; a review without stars or over 500 characters is said in
 * place and nothing is sent; a buyer with a completed order rates it and their review shows first with
 * the new average, then edits it; the shop's owner replies once (no second 回复); a member who has not
 * bought it is told why and has no form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { REVIEW_MSGS } from '@zaowu/shared/reviews';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
});

/** A goods item of member 1's shop that member 2 has not reviewed. */
function goodsOfMember1() {
  const shop = [...demo.db.shops.values()].find((s) => s.owner_id === MEMBER_1.id)!;
  return [...demo.db.goods.values()].find(
    (g) =>
      g.shop_id === shop.id &&
      g.status === 1 &&
      g.stock > 2 &&
      ![...demo.db.reviews.values()].some((r) => r.target === 'goods' && r.target_id === g.id),
  )!;
}

/** Member 2 buys it; the order is then completed (as delivery and 确认收货 would make it). */
async function bought(goodsId: number) {
  await logIn(MEMBER_2);
  const order = await call(endpoints.order.addOrder, { lines: [{ goods_id: goodsId, quantity: 1 }] });
  const row = demo.db.orders.get(order.id)!;
  row.status = 'completed';
  row.paid_at = new Date().toISOString();
}

const reviewsRegion = () => screen.findByRole('region', { name: /^评价/ }, SLOW);

describe('评价 on a goods page', { timeout: 60_000 }, () => {
  it('refuses no stars or too long a text in place; a buyer’s review shows first with the new average, then is edited', async () => {
    const user = userEvent.setup();
    const goods = goodsOfMember1();
    await bought(goods.id);
    renderApp(`/goods/${goods.id}`);
    const region = await reviewsRegion();
    expect(await within(region).findByText('还没有评价。', {}, SLOW)).toBeTruthy();
    expect(
      await within(region).findByText(/评分 1–5 星（必选）；文字选填，最多 500 字/, {}, SLOW),
    ).toBeTruthy();
    const count = demo.db.reviews.size;

    await user.click(within(region).getByRole('button', { name: '发表评价' }));
    expect(await within(region).findByText(REVIEW_MSGS.starsEmpty)).toBeTruthy();
    const text = within(region).getByRole('textbox', { name: '评价内容（选填）' });
    await user.click(within(region).getByRole('radio', { name: '5 星 非常满意' }));
    await user.click(text);
    await user.paste('好'.repeat(501));
    expect(within(region).getByText('501/500')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: '发表评价' }));
    expect(await within(region).findByText(REVIEW_MSGS.tooLong)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(demo.db.reviews.size).toBe(count);

    await user.clear(text);
    await user.type(text, '做工不错，和图片一样。');
    await user.click(within(region).getByRole('button', { name: '发表评价' }));
    expect(await within(region).findByRole('heading', { name: '评价（1）' }, SLOW)).toBeTruthy();
    expect(within(region).getByRole('img', { name: '平均 5.0 星（满分 5 星）' })).toBeTruthy();
    const mine = within(within(region).getByRole('list', { name: '评价列表' })).getAllByRole('listitem')[0]!;
    expect(within(mine).getByText('我的评价')).toBeTruthy();
    expect(within(mine).getByText('做工不错，和图片一样。')).toBeTruthy();
    expect(within(mine).getByRole('img', { name: '5 星 非常满意' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: '发表评价' })).toBeNull();

    // Edited: the same review, now 3 stars; the average follows.
    await user.click(within(mine).getByRole('button', { name: '修改评价' }));
    const form = within(region).getByRole('form', { name: '修改评价' });
    expect((within(form).getByRole('radio', { name: '5 星 非常满意' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(form).getByRole('radio', { name: '3 星 一般' }));
    await user.click(within(form).getByRole('button', { name: '保存修改' }));
    expect(await within(region).findByRole('img', { name: '平均 3.0 星（满分 5 星）' }, SLOW)).toBeTruthy();
    expect(within(region).getByRole('heading', { name: '评价（1）' })).toBeTruthy();
    expect(within(region).getByText('（已修改）')).toBeTruthy();
    expect(demo.db.reviews.size).toBe(count + 1);
  });

  it('lets the shop’s owner reply once, with the rule stated and an empty reply refused', async () => {
    const user = userEvent.setup();
    const goods = goodsOfMember1();
    await bought(goods.id);
    await call(endpoints.review.save, { target: 'goods', target_id: goods.id, stars: 4, content: '不错' });

    await logIn(MEMBER_1);
    renderApp(`/goods/${goods.id}`);
    const region = await reviewsRegion();
    const item = await within(region).findByRole('article', { name: /的评价$/ }, SLOW);
    // The owner does not review their own goods, and is not told to buy them.
    expect(within(region).queryByRole('button', { name: '发表评价' })).toBeNull();
    expect(within(region).queryByText(REVIEW_MSGS.ownGoods)).toBeNull();
    await user.click(within(item).getByRole('button', { name: '回复' }));
    expect(await within(item).findByText(/每条评价只能回复一次/, {}, SLOW)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: '发送回复' }));
    expect(await within(item).findByText(REVIEW_MSGS.replyEmpty)).toBeTruthy();
    await user.type(within(item).getByRole('textbox'), '感谢支持，欢迎再来！');
    await user.click(within(item).getByRole('button', { name: '发送回复' }));
    expect(await within(item).findByText('卖家回复', {}, SLOW)).toBeTruthy();
    expect(within(item).getByText('感谢支持，欢迎再来！')).toBeTruthy();
    await waitFor(() => expect(within(item).queryByRole('button', { name: '回复' })).toBeNull());
  });

  it('tells a member who has not bought it why they cannot review, with no form', async () => {
    const goods = goodsOfMember1();
    await logIn(MEMBER_2);
    renderApp(`/goods/${goods.id}`);
    const region = await reviewsRegion();
    expect(await within(region).findByText(REVIEW_MSGS.goodsNotDone, {}, SLOW)).toBeTruthy();
    expect(within(region).queryByRole('radio')).toBeNull();
    expect(within(region).queryByRole('button', { name: '发表评价' })).toBeNull();
  });
});
