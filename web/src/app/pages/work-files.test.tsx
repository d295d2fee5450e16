/**
 * 作品文件 on a work's page (issue 12): 下载 for free works (a visitor gets the login dialog), the
 * licence beside, the download count; 购买 / 加入购物车 on works for sale, 已购买 once bought, and the
 * author's own work.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LICENSES } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { CART_STORAGE_KEY, cartAtom } from '../../lib/cart-state.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_2 } from '../../test/members.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  appStore.set(cartAtom, { lines: [], works: [] });
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

type WorkRow = typeof demo.db.works extends Map<number, infer W> ? W : never;
const works = () => [...demo.db.works.values()];
const bought = (workId: number) =>
  [...demo.db.items.values()].some(
    (i) => i.user_id === MEMBER_2.id && i.kind === 'work' && i.ref_id === workId,
  );

/** A designer's model (not the member's), free or for sale and not bought by the member. */
function modelOf(forSale: boolean): WorkRow {
  const w = works().find(
    (x) =>
      x.type === 'model' &&
      !x.is_mature &&
      x.files.length > 0 &&
      x.author_id !== MEMBER_2.id &&
      (x.price !== null) === forSale &&
      !bought(x.id),
  );
  if (!w) throw new Error('no such model in the seed');
  return w;
}

/** Records the <a download> clicks instead of letting jsdom try to navigate. */
function catchDownloads() {
  const saved: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push({ href: this.getAttribute('href')!, name: this.download });
  });
  return saved;
}

async function filesRegion(title: string) {
  await screen.findByRole('heading', { level: 1, name: title }, SLOW);
  return screen.getByRole('region', { name: '作品文件' });
}

describe('作品文件 on a free work', () => {
  it('lists each file with its size, 下载, the licence and the download count', async () => {
    const w = modelOf(false);
    renderApp(`/model/${w.id}`);
    const files = await filesRegion(w.title);
    const file = w.files[0]!;
    expect(within(files).getByText(file.name)).toBeTruthy();
    expect(within(files).getByText(`${w.downloads} 次下载`)).toBeTruthy();
    expect(within(files).getByRole('button', { name: `下载 ${file.name}` })).toBeTruthy();
    const licence = LICENSES.find((l) => l.key === w.license)!;
    expect(within(files).getByText(licence.label)).toBeTruthy();
    // Nothing to buy.
    expect(within(files).queryByRole('button', { name: '购买' })).toBeNull();
  });

  it('asks a visitor to log in instead of downloading, and counts nothing', async () => {
    const saved = catchDownloads();
    const w = modelOf(false);
    const before = w.downloads;
    renderApp(`/model/${w.id}`);
    const files = await filesRegion(w.title);
    expect(await within(files).findByText('登录后即可下载', {}, SLOW)).toBeTruthy();
    await userEvent.click(within(files).getByRole('button', { name: `下载 ${w.files[0]!.name}` }));
    expect(await screen.findByRole('dialog', { name: '登录' }, SLOW)).toBeTruthy();
    expect(saved).toEqual([]);
    expect(w.downloads).toBe(before);
  });

  it('downloads for a member from a signed address, and the count goes up by one', async () => {
    const saved = catchDownloads();
    await logIn();
    const w = modelOf(false);
    const before = w.downloads;
    renderApp(`/model/${w.id}`);
    const files = await filesRegion(w.title);
    const button = within(files).getByRole('button', { name: `下载 ${w.files[0]!.name}` });
    await waitFor(() => expect(within(files).queryByText('登录后即可下载')).toBeNull(), SLOW);
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    const url = new URL(saved[0]!.href, 'http://x');
    expect(url.pathname).toBe(w.files[0]!.url);
    expect(url.searchParams.get('download')).toBe('1');
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(saved[0]!.name).toBe(w.files[0]!.name);
    expect(await within(files).findByText(`${before + 1} 次下载`)).toBeTruthy();
    expect(w.downloads).toBe(before + 1);
    const rows = [...demo.db.downloads.values()].filter(
      (d) => d.user_id === MEMBER_2.id && d.work_id === w.id,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('作品文件 on a work for sale', () => {
  it('offers 购买 and 加入购物车 to a member who has not bought it; 下载 is refused', async () => {
    const saved = catchDownloads();
    await logIn();
    const w = modelOf(true);
    const before = w.downloads;
    renderApp(`/model/${w.id}`);
    const files = await filesRegion(w.title);
    const buy = await within(files).findByRole('button', { name: '购买' }, SLOW);
    expect(buy).toBeTruthy();
    expect(within(files).getByText('购买后才能下载')).toBeTruthy();
    const download = within(files).getByRole('button', { name: `下载 ${w.files[0]!.name}` });
    expect(download.getAttribute('aria-describedby')).toBe(within(files).getByText('购买后才能下载').id);
    await userEvent.click(download);
    // The server refuses (its msg is toasted); nothing is saved or counted.
    await waitFor(() => expect(download.getAttribute('aria-busy')).toBeNull());
    expect(saved).toEqual([]);
    expect(w.downloads).toBe(before);
    expect([...demo.db.downloads.values()].some((d) => d.work_id === w.id && d.user_id === MEMBER_2.id)).toBe(
      false,
    );

    await userEvent.click(within(files).getByRole('button', { name: '加入购物车' }));
    const link = await within(files).findByRole('link', { name: '已在购物车' });
    expect(link.getAttribute('href')).toBe('/cart');
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as Record<string, unknown>[];
    expect(stored).toEqual([
      expect.objectContaining({ kind: 'work', work_id: w.id, work_type: 'model', title: w.title }),
    ]);
  });

  it('购买 places an order for the work and opens its payment page', async () => {
    await logIn();
    const w = modelOf(true);
    const { router } = renderApp(`/model/${w.id}`);
    const files = await filesRegion(w.title);
    await userEvent.click(await within(files).findByRole('button', { name: '购买' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cart\/pay\/\d+$/), SLOW);
    const order = demo.db.orders.get(Number(router.state.location.pathname.split('/').pop()))!;
    expect(order).toMatchObject({
      buyer_id: MEMBER_2.id,
      status: 'unpaid',
      shop_id: null,
      seller_id: w.author_id,
    });
    expect(order.lines).toEqual([expect.objectContaining({ kind: 'work', work_id: w.id, price: w.price })]);
    expect(await screen.findByRole('link', { name: `返回作品《${w.title}》` }, SLOW)).toBeTruthy();
  });

  it('a visitor who presses 购买 gets the login dialog', async () => {
    const w = modelOf(true);
    renderApp(`/model/${w.id}`);
    const files = await filesRegion(w.title);
    expect(await within(files).findByText('登录并购买后即可下载', {}, SLOW)).toBeTruthy();
    await userEvent.click(within(files).getByRole('button', { name: '购买' }));
    expect(await screen.findByRole('dialog', { name: '登录' }, SLOW)).toBeTruthy();
    expect([...demo.db.orders.values()].some((o) => o.lines.some((l) => l.kind === 'work'))).toBe(false);
  });

  it('shows 已购买 to a buyer, who downloads', async () => {
    const saved = catchDownloads();
    await logIn();
    const item = [...demo.db.items.values()].find((i) => i.user_id === MEMBER_2.id && i.kind === 'work')!;
    const w = demo.db.works.get(item.ref_id)!;
    w.files = w.files.length > 0 ? w.files : [{ name: '高清原图.svg', url: w.cover, size: 1024 }];
    renderApp(`/${w.type}/${w.id}`);
    const files = await filesRegion(w.title);
    expect(await within(files).findByText('已购买', {}, SLOW)).toBeTruthy();
    expect(within(files).queryByRole('button', { name: '购买' })).toBeNull();
    expect(within(files).queryByText('购买后才能下载')).toBeNull();
    await userEvent.click(within(files).getByRole('button', { name: `下载 ${w.files[0]!.name}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it("tells the author it is their own work; they download without buying, and it isn't counted", async () => {
    const saved = catchDownloads();
    await logIn();
    const w = works().find((x) => x.author_id === MEMBER_2.id && x.type === 'model')!;
    w.price = 1990;
    const before = w.downloads;
    renderApp(`/model/${w.id}`);
    const files = await filesRegion(w.title);
    expect(await within(files).findByText('这是你的作品，可随时下载', {}, SLOW)).toBeTruthy();
    expect(within(files).queryByRole('button', { name: '购买' })).toBeNull();
    await userEvent.click(within(files).getByRole('button', { name: `下载 ${w.files[0]!.name}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(w.downloads).toBe(before);
  });
});
