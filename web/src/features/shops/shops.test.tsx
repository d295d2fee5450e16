import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { CART_STORAGE_KEY, cartLinesAtom, type CartLine } from '../../lib/cart-state.ts';
import { SLOW } from '../../test/timeouts.ts';

afterEach(() => {
  // One jotai store serves every test: empty the cart a test filled.
  appStore.set(cartLinesAtom, []);
});

const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartLine[];

describe('/shop', { timeout: 20_000 }, () => {
  it('lists shops with rating, goods count and sales; pages are links', async () => {
    const shops = await call(endpoints.shop.lists, { page: 1, per_page: 12 });
    renderApp('/shop');
    const list = await screen.findByRole('list', { name: '店铺列表' }, SLOW);
    const first = shops.data[0]!;
    const card = within(list).getByRole('article', { name: first.name });
    // The rating is earned: the average of its goods' reviews, with how many; none yet is said so.
    expect(
      within(card).getByText(
        first.rating_count > 0
          ? `评分 ${first.rating.toFixed(1)} 分（满分 5 分），${first.rating_count} 条评价`
          : '暂无评分',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: first.name }).getAttribute('href')).toBe(
      `/shop/${first.id}`,
    );
    await waitFor(() => expect(document.title).toContain('店铺'));
  });
});

describe('/shop/{id}', { timeout: 20_000 }, () => {
  it('adds goods to the cart: persisted with string money, capped by stock', async () => {
    const user = userEvent.setup();
    const shop = await call(endpoints.shop.detail, { id: 1 });
    const item = shop.goods.find((g) => g.status === 1)!;
    // Two left in stock.
    demo.db.goods.get(item.id)!.stock = 2;
    renderApp('/shop/1');
    expect(await screen.findByRole('heading', { level: 1, name: shop.name }, SLOW)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('店铺详情'));

    const card = screen.getByRole('article', { name: item.title });
    expect(card.querySelector('.goods-card__price')?.textContent).toContain(item.price);
    await user.click(within(card).getByRole('button', { name: `加入购物车：${item.title}` }));
    expect(await screen.findByText('已加入购物车')).toBeTruthy();
    expect(storedCart()).toEqual([
      {
        goods_id: item.id,
        shop_id: shop.id,
        title: item.title,
        cover: item.cover,
        price: item.price,
        quantity: 1,
      },
    ]);
    expect(typeof storedCart()[0]!.price).toBe('string');

    await user.click(within(card).getByRole('button', { name: `加入购物车：${item.title}` }));
    await waitFor(() => expect(storedCart()[0]!.quantity).toBe(2));
    // The stock is used up: the button says so and adds nothing more.
    const full = within(card).getByRole('button', { name: `已达库存上限：${item.title}` });
    expect((full as HTMLButtonElement).disabled).toBe(true);
    await user.click(full);
    expect(storedCart()[0]!.quantity).toBe(2);
    expect(within(card).getByText('购物车中 2 件')).toBeTruthy();
  });

  it('a sold-out item cannot be added', async () => {
    const shop = await call(endpoints.shop.detail, { id: 1 });
    const item = shop.goods.find((g) => g.status === 1)!;
    demo.db.goods.get(item.id)!.stock = 0;
    renderApp('/shop/1');
    const card = await screen.findByRole('article', { name: item.title }, SLOW);
    expect(
      (within(card).getByRole('button', { name: `已售罄：${item.title}` }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('is a 404 for an unknown shop', async () => {
    renderApp('/shop/999999');
    expect(await screen.findByText('Page Not Found: /shop/999999', {}, SLOW)).toBeTruthy();
  });
});
