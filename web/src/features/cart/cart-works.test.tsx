/**
 * Works for sale in the cart and on the payment page (issue 12): grouped by author, checked against the
 * author's live list, 结算 one seller at a time into an order of works, paid, then on to the download.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, yuanOf } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import type * as RuntimeConfig from '../../lib/runtime-config.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { cartDeselectedAtom } from './checkout.ts';
import { CART_STORAGE_KEY, cartAtom, type CartLine, type WorkCartLine } from '../../lib/cart-state.ts';
import { cartDeselectedWorksAtom } from './work-lines.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_2 } from '../../test/members.ts';

const config = vi.hoisted(() => ({ demo: false }));
vi.mock('../../lib/runtime-config.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof RuntimeConfig>();
  return { ...actual, runtimeConfig: () => ({ ...actual.runtimeConfig(), demo: config.demo }) };
});

afterEach(() => {
  config.demo = false;
  appStore.set(cartAtom, { lines: [], works: [] });
  appStore.set(cartDeselectedAtom, new Set());
  appStore.set(cartDeselectedWorksAtom, new Set());
  appStore.set(loginDialogOpenAtom, false);
});

type WorkRow = typeof demo.db.works extends Map<number, infer W> ? W : never;

/** Works for sale by one designer that the buyer has not bought (two of them when asked). */
function worksForSale(count: number, notAuthor?: number): WorkRow[] {
  const bought = new Set(
    [...demo.db.items.values()].filter((i) => i.user_id === MEMBER_2.id).map((i) => i.ref_id),
  );
  const forSale = [...demo.db.works.values()].filter(
    (w) => w.price !== null && w.author_id !== MEMBER_2.id && w.author_id !== notAuthor && !bought.has(w.id),
  );
  for (const w of forSale) {
    const same = forSale.filter((x) => x.author_id === w.author_id);
    if (same.length >= count) return same.slice(0, count);
  }
  throw new Error('no such works in the seed');
}

const cartWork = (w: WorkRow): WorkCartLine => {
  const author = demo.db.users.get(w.author_id)!;
  return {
    kind: 'work',
    work_id: w.id,
    work_type: w.type,
    author: { id: author.id, nickname: author.nickname, avatar: author.avatar },
    title: w.title,
    cover: w.cover,
    price: yuanOf(w.price!),
  };
};

const total = () => screen.getByTestId('cart-total').textContent;

describe('works in /cart', { timeout: 40_000 }, () => {
  it('shows them by author beside the goods, in the total, and orders them; they leave the cart', async () => {
    await logIn();
    const [a, b] = worksForSale(2);
    const author = demo.db.users.get(a!.author_id)!;
    const g = [...demo.db.goods.values()].find((x) => x.status === 1 && x.stock > 3)!;
    const goodsLine: CartLine = {
      goods_id: g.id,
      shop_id: g.shop_id,
      title: g.title,
      cover: g.cover,
      price: yuanOf(g.price),
      quantity: 1,
    };
    appStore.set(cartAtom, { lines: [goodsLine], works: [cartWork(a!), cartWork(b!)] });
    const user = userEvent.setup();
    const { router } = renderApp('/cart');

    const group = await screen.findByRole('region', { name: `${author.nickname} 的作品` }, SLOW);
    expect(within(group).getByRole('link', { name: a!.title }).getAttribute('href')).toBe(
      `/${a!.type}/${a!.id}`,
    );
    expect(within(group).getAllByText('数字作品')).toHaveLength(2);
    await waitFor(() => expect(total()).toBe(`¥${yuanOf(g.price + a!.price! + b!.price!)}`));

    // Goods and works together go separately (goods of several shops may go together; works not):
    // 结算 is off and says why.
    const go = screen.getByRole('button', { name: /^结算/ });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    const why = document.getElementById(go.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain('作品和商品需要分开结算');
    await user.click(within(group).getByRole('button', { name: /只结算该作者的作品/ }));
    await waitFor(() => expect(total()).toBe(`¥${yuanOf(a!.price! + b!.price!)}`));
    await user.click(screen.getByRole('button', { name: '结算（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(within(dialog).getByText(`${author.nickname} 的作品`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '提交订单' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cart\/pay\/\d+$/), SLOW);
    const order = demo.db.orders.get(Number(router.state.location.pathname.split('/').pop()))!;
    expect(order).toMatchObject({
      buyer_id: MEMBER_2.id,
      shop_id: null,
      seller_id: author.id,
      status: 'unpaid',
    });
    expect(order.lines.map((l) => (l.kind === 'work' ? l.work_id : null))).toEqual([a!.id, b!.id]);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as { goods_id?: number }[];
    expect(stored).toEqual([goodsLine]);
    expect(await screen.findByRole('heading', { level: 1, name: '订单支付' }, SLOW)).toBeTruthy();
  });

  it('a work deleted since, or now free, cannot be ordered and is cleared with the unavailable goods', async () => {
    await logIn();
    const [a, b] = worksForSale(2);
    appStore.set(cartAtom, { lines: [], works: [cartWork(a!), cartWork(b!)] });
    demo.db.works.delete(a!.id);
    demo.db.works.get(b!.id)!.price = null;
    const user = userEvent.setup();
    renderApp('/cart');
    expect(await screen.findByText('作品已删除，无法购买', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('作品已改为免费，可在作品页直接下载')).toBeTruthy();
    for (const w of [a!, b!])
      expect(
        (screen.getByRole('checkbox', { name: `选择「${w.title}」` }) as HTMLButtonElement).disabled,
      ).toBe(true);
    await user.click(screen.getByRole('button', { name: '清除失效商品' }));
    expect(await screen.findByText('购物车还是空的')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(await screen.findByText('作品已删除，无法购买')).toBeTruthy();
  });

  it('says the server’s refusal in place (bought meanwhile) and keeps the work', async () => {
    await logIn();
    const [a] = worksForSale(1);
    appStore.set(cartAtom, { lines: [], works: [cartWork(a!)] });
    // Bought on another device meanwhile.
    demo.db.items.set(99_999, {
      id: 99_999,
      user_id: MEMBER_2.id,
      kind: 'work',
      ref_id: a!.id,
      title: a!.title,
      cover: a!.cover,
      price: a!.price!,
      bought_at: new Date().toISOString(),
      download_url: null,
    });
    const user = userEvent.setup();
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: '结算（1）' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    await user.click(within(dialog).getByRole('button', { name: '提交订单' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('你已购买该作品');
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }));
    expect(await screen.findByRole('link', { name: a!.title })).toBeTruthy();
  });
});

describe('paying for works', { timeout: 40_000 }, () => {
  it('模拟支付成功 pays, and the page leads to the work to download it', async () => {
    config.demo = true;
    await logIn();
    const [a] = worksForSale(1);
    const order = await call(endpoints.order.addWorkOrder, { work_ids: [a!.id] });
    const user = userEvent.setup();
    renderApp(`/cart/pay/${order.id}`);
    const summary = await screen.findByRole('region', { name: '订单信息' }, SLOW);
    expect(within(summary).getByText(`数字作品 · ¥${yuanOf(a!.price!)}`)).toBeTruthy();
    expect(within(summary).getByRole('link', { name: `返回作品《${a!.title}》` })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '模拟支付成功' }, SLOW));
    expect(await screen.findByRole('heading', { name: '支付成功' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去下载作品' }).getAttribute('href')).toBe(
      `/${a!.type}/${a!.id}`,
    );
    expect(
      [...demo.db.items.values()].some(
        (i) => i.user_id === MEMBER_2.id && i.kind === 'work' && i.ref_id === a!.id,
      ),
    ).toBe(true);
  });
});
