import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { yuanOf } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { cartDeselectedAtom } from './checkout.ts';
import { CART_STORAGE_KEY, cartLinesAtom, type CartLine } from '../../lib/cart-state.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

afterEach(() => {
  appStore.set(cartLinesAtom, []);
  appStore.set(cartDeselectedAtom, new Set());
  appStore.set(loginDialogOpenAtom, false);
});

/** Member 1 owns a shop, so member 2 buys from it. */
const sellerShop = () => [...demo.db.shops.values()].find((s) => s.owner_id === MEMBER_1.id)!;
const otherShop = () => [...demo.db.shops.values()].find((s) => s.owner_id !== MEMBER_1.id)!;
const onSale = (shopId: number) =>
  [...demo.db.goods.values()].filter((g) => g.shop_id === shopId && g.status === 1 && g.stock > 3);

/** Puts goods rows in the cart as the shop page would (price as a yuan string). */
function fillCart(
  rows: { id: number; shop_id: number; title: string; cover: string; price: number }[],
  qty = 1,
) {
  const lines: CartLine[] = rows.map((g) => ({
    goods_id: g.id,
    shop_id: g.shop_id,
    title: g.title,
    cover: g.cover,
    price: `${Math.trunc(g.price / 100)}.${String(g.price % 100).padStart(2, '0')}`,
    quantity: qty,
  }));
  appStore.set(cartLinesAtom, lines);
  return lines;
}

const total = () => screen.getByTestId('cart-total').textContent;
const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartLine[];

describe('/cart', { timeout: 40_000 }, () => {
  it('an empty cart leads to the shops', async () => {
    renderApp('/cart');
    expect(await screen.findByText('购物车还是空的', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去逛逛店铺' }).getAttribute('href')).toBe('/shop');
    await waitFor(() => expect(document.title).toContain('购物车'));
  });

  it('groups lines by shop and totals the selection in fen (0.10 + 0.20 = 0.30)', async () => {
    const user = userEvent.setup();
    const [a, b] = onSale(sellerShop().id);
    const [c] = onSale(otherShop().id);
    a!.price = 10;
    b!.price = 20;
    c!.price = 1999;
    fillCart([a!, b!, c!]);
    renderApp('/cart');

    const mine = await screen.findByRole('region', { name: sellerShop().name }, SLOW);
    expect(within(mine).getByRole('link', { name: sellerShop().name }).getAttribute('href')).toBe(
      `/shop/${sellerShop().id}`,
    );
    expect(await screen.findByRole('region', { name: otherShop().name })).toBeTruthy();
    expect(total()).toBe('¥20.29');

    // Untick the other shop: 0.10 + 0.20 left, exactly.
    await user.click(screen.getByRole('checkbox', { name: `选择「${otherShop().name}」的全部商品` }));
    expect(total()).toBe('¥0.30');
    // One line off: the shop box is half ticked, 全选 too.
    await user.click(screen.getByRole('checkbox', { name: `选择「${a!.title}」` }));
    expect(total()).toBe('¥0.20');
    const shopBox = screen.getByRole('checkbox', { name: `选择「${sellerShop().name}」的全部商品` });
    expect(shopBox.getAttribute('aria-checked')).toBe('mixed');
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    await user.click(all);
    expect(total()).toBe('¥20.29');
    await user.click(all);
    expect(total()).toBe('¥0.00');
  });

  it('keeps quantities between 1 and the stock', async () => {
    const user = userEvent.setup();
    const [g] = onSale(sellerShop().id);
    g!.stock = 3;
    fillCart([g!]);
    renderApp('/cart');
    const stepper = await screen.findByRole('group', { name: `「${g!.title}」的购买数量` }, SLOW);
    const minus = within(stepper).getByRole('button', { name: '减少一件' });
    const plus = within(stepper).getByRole('button', { name: '增加一件' });
    const input = within(stepper).getByRole('spinbutton', { name: '数量' }) as HTMLInputElement;
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    // The stock is known once the shop has answered.
    await waitFor(() => expect(input.getAttribute('max')).toBe('3'));
    await user.click(plus);
    await user.click(plus);
    expect(input.value).toBe('3');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('库存仅剩 3 件')).toBeTruthy();
    expect(stored()[0]!.quantity).toBe(3);

    // Typed: kept within the limits when committed.
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.blur(input);
    expect(input.value).toBe('3');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('1');
    expect(stored()[0]!.quantity).toBe(1);
  });

  it('a line with more than the stock is said so, kept out of the order, and fixed in one click', async () => {
    const user = userEvent.setup();
    const [g] = onSale(sellerShop().id);
    g!.stock = 2;
    fillCart([g!], 5);
    renderApp('/cart');
    expect(await screen.findByText('库存仅剩 2 件', {}, SLOW)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: `选择「${g!.title}」` }) as HTMLButtonElement;
    expect(box.disabled).toBe(true);
    expect(total()).toBe('¥0.00');
    await user.click(screen.getByRole('button', { name: '改为 2 件' }));
    await waitFor(() => expect(stored()[0]!.quantity).toBe(2));
    expect(box.disabled).toBe(false);
  });

  it('删除 takes a line out, 撤销 puts it back', async () => {
    const user = userEvent.setup();
    const [a, b] = onSale(sellerShop().id);
    fillCart([a!, b!]);
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: `删除「${a!.title}」` }, SLOW));
    expect(screen.queryByRole('heading', { name: a!.title })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(`已删除「${a!.title}」`);
    expect(stored().map((l) => l.goods_id)).toEqual([b!.id]);
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.getByRole('heading', { name: a!.title })).toBeTruthy();
    expect(stored().map((l) => l.goods_id)).toEqual([a!.id, b!.id]);

    // The last line gone: the empty state, still with 撤销.
    await user.click(screen.getByRole('button', { name: '删除选中' }));
    expect(screen.getByText('购物车还是空的')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(stored()).toHaveLength(2);
  });

  it('结算 places the order with the selected lines and goes on to pay; they leave the cart', async () => {
    const user = userEvent.setup();
    const { id: buyer } = await logIn(MEMBER_2);
    const [a, b] = onSale(sellerShop().id);
    const [c] = onSale(otherShop().id);
    fillCart([a!, b!, c!], 2);
    const { router } = renderApp('/cart');
    await screen.findByRole('region', { name: otherShop().name }, SLOW);
    const ordersBefore = demo.db.orders.size;

    // 只结算本店 leaves the other shop's lines unticked.
    await user.click(screen.getByRole('button', { name: `只结算本店「${sellerShop().name}」` }));
    expect(screen.getByRole('checkbox', { name: `选择「${c!.title}」` }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await user.click(screen.getByRole('checkbox', { name: `选择「${b!.title}」` }));
    await user.click(screen.getByRole('button', { name: '结算（2）' }));
    // Nothing is ordered before the confirmation step says what, from whom and for how much.
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(demo.db.orders.size).toBe(ordersBefore);
    expect(within(dialog).getByText(a!.title)).toBeTruthy();
    expect(within(dialog).queryByText(b!.title)).toBeNull();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe(`¥${yuanOf(a!.price * 2)}`);
    await user.click(within(dialog).getByRole('button', { name: '提交订单' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cart\/pay\/\d+$/), SLOW);
    const id = Number(router.state.location.pathname.split('/').pop());
    const order = demo.db.orders.get(id)!;
    expect(order).toMatchObject({ buyer_id: buyer, status: 'unpaid', shop_id: sellerShop().id });
    expect(order.lines.map((l) => [l.kind === 'work' ? l.work_id : l.goods_id, l.quantity])).toEqual([
      [a!.id, 2],
    ]);
    expect(stored().map((l) => l.goods_id)).toEqual([b!.id, c!.id]);
    expect(await screen.findByRole('heading', { level: 1, name: '订单支付' }, SLOW)).toBeTruthy();
  });

  it('结算 across two shops: one order per shop, listed by shop in 确认订单, paid together', async () => {
    const user = userEvent.setup();
    const { id: buyer } = await logIn(MEMBER_2);
    const [a] = onSale(sellerShop().id);
    const [c] = onSale(otherShop().id);
    fillCart([a!, c!], 1);
    const { router } = renderApp('/cart');
    await screen.findByRole('region', { name: otherShop().name }, SLOW);
    const ordersBefore = demo.db.orders.size;

    // Two shops selected: the button goes on (it used to do nothing) to one confirmation for both.
    await user.click(screen.getByRole('button', { name: '结算（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(within(dialog).getByRole('region', { name: `${sellerShop().name}的商品` })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: `${otherShop().name}的商品` })).toBeTruthy();
    expect(within(dialog).getByText(/将生成 2 个订单/)).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe(`¥${yuanOf(a!.price + c!.price)}`);
    expect(demo.db.orders.size).toBe(ordersBefore);
    await user.click(within(dialog).getByRole('button', { name: '提交订单' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cart\/pay\/\d+$/), SLOW);
    const placed = [...demo.db.orders.values()].slice(ordersBefore);
    expect(placed.map((o) => [o.buyer_id, o.shop_id, o.status]).sort()).toEqual(
      [
        [buyer, sellerShop().id, 'unpaid'],
        [buyer, otherShop().id, 'unpaid'],
      ].sort(),
    );
    // One payment for both: each knows the other as placed with it.
    const ids = placed.map((o) => o.id).sort();
    for (const o of placed) expect([...(o.batch ?? [])].sort()).toEqual(ids);
    expect(stored()).toEqual([]);
  });

  it('says in place why the order was refused, and keeps the cart', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_2);
    const [a] = onSale(sellerShop().id);
    fillCart([a!]);
    renderApp('/cart');
    await screen.findByRole('link', { name: sellerShop().name }, SLOW);
    // Taken off the shelf between the page load and 结算.
    a!.status = 0;
    await user.click(screen.getByRole('button', { name: /^结算/ }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    await user.click(within(dialog).getByRole('button', { name: '提交订单' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('已下架');
    expect(stored()).toHaveLength(1);
    // The shop is asked again: the line says why.
    expect(await screen.findByText('商品已下架，无法购买')).toBeTruthy();
  });

  it('a visitor keeps a cart; 结算 asks them to log in', async () => {
    const user = userEvent.setup();
    const [a] = onSale(sellerShop().id);
    fillCart([a!]);
    renderApp('/cart');
    expect(await screen.findByText('登录后即可结算，购物车中的商品会为你保留。', {}, SLOW)).toBeTruthy();
    const orders = demo.db.orders.size;
    await user.click(screen.getByRole('button', { name: /^结算/ }));
    expect(appStore.get(loginDialogOpenAtom)).toBe(true);
    expect(demo.db.orders.size).toBe(orders);
    expect(stored()).toHaveLength(1);
  });
});
