import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1 } from '../../test/members.ts';

vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => appStore.set(loginDialogOpenAtom, false));
afterEach(() => {
  vi.useRealTimers();
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

const logInRow = async () => {
  const { id } = await logIn(MEMBER_1);
  return demo.db.users.get(id)!;
};

const panel = () => screen.getByRole('tabpanel');
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('goods', () => {
  it('checks a new price before sending it, then saves it in fen-exact yuan', async () => {
    const user = userEvent.setup();
    const me = await logInRow();
    const shops = new Set([...demo.db.shops.values()].filter((s) => s.owner_id === me.id).map((s) => s.id));
    const goods = [...demo.db.goods.values()]
      .filter((g) => shops.has(g.shop_id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    renderApp('/account?tab=goods');
    await user.click(await screen.findByRole('button', { name: `改价「${goods.title}」` }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '修改价格' });
    const price = within(dialog).getByRole('textbox', { name: '新价格（元）' });
    const save = within(dialog).getByRole('button', { name: '保存价格' });

    for (const bad of ['12.345', '0', 'abc', '100000']) {
      await user.clear(price);
      await user.type(price, bad);
      await user.click(save);
      expect(describedText(price)).toContain('价格须在 0.01–99999.99 元之间，最多两位小数');
      expect(price.getAttribute('aria-invalid')).toBe('true');
    }
    await user.clear(price);
    await user.click(save);
    expect(describedText(price)).toContain('请输入价格');
    const before = goods.price;
    expect(demo.db.goods.get(goods.id)!.price).toBe(before);

    await user.type(price, '15.5');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The store keeps fen: 15.5 元 is exactly 1550.
    expect(demo.db.goods.get(goods.id)!.price).toBe(1550);
    expect(await within(panel()).findByText('¥15.50')).toBeTruthy();
  });

  it('takes goods off the shelf and shows the counts per status', async () => {
    const user = userEvent.setup();
    const me = await logInRow();
    const shops = new Set([...demo.db.shops.values()].filter((s) => s.owner_id === me.id).map((s) => s.id));
    const onSale = [...demo.db.goods.values()].filter((g) => shops.has(g.shop_id) && g.status === 1);
    const target = onSale[0]!;
    renderApp('/account?tab=goods&status=on');
    const off = await screen.findByRole('button', { name: `下架「${target.title}」` }, SLOW);
    const onTab = within(panel()).getByRole('tab', { name: /在售/ });
    await waitFor(() => expect(onTab.textContent).toContain(String(onSale.length)));
    await user.click(off);
    await waitFor(() => expect(demo.db.goods.get(target.id)!.status).toBe(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: `下架「${target.title}」` })).toBeNull());
    await waitFor(() => expect(onTab.textContent).toContain(String(onSale.length - 1)));
  });
});
