/**
 * Seller money in the member area (issue 13): 收入 (earnings only, a range and a table view), 余额明细,
 * 提现 (certified only, the fee said as the amount is typed, pending → 已到账) and 发布商品 / 编辑商品.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoEndpoints, endpoints, fail, ok } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { setPayPassword, TEST_PAY_PASSWORD } from '../../test/pay-password.ts';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import type * as RuntimeConfigModule from '../../lib/runtime-config.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

const runtime = vi.hoisted(() => ({ demo: true }));
vi.mock('../../lib/runtime-config.ts', async (importOriginal) => {
  const real = await importOriginal<typeof RuntimeConfigModule>();
  return { ...real, runtimeConfig: () => ({ ...real.runtimeConfig(), demo: runtime.demo }) };
});

vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => appStore.set(loginDialogOpenAtom, false));
afterEach(() => {
  runtime.demo = true;
  vi.restoreAllMocks();
});

/** The member's row in the store (live: it shows what the page changed). */
const userRow = ({ id }: { id: number }) => demo.db.users.get(id)!;

const panel = () => screen.getByRole('tabpanel');
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('收入', () => {
  it('lists earnings only, over a chosen range, as a chart or a table', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const { router } = renderApp('/account?tab=income');
    await within(await screen.findByRole('tabpanel', {}, SLOW)).findByText(/^共 \d+ 笔$/);
    // Only sales and rewards: no 充值 or 退款 badge.
    const badges = [...panel().querySelectorAll('.acct-row .badge')].map((b) => b.textContent);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['销售', '打赏']));

    const ranges = screen.getByRole('group', { name: '统计范围' });
    expect(within(ranges).getByRole('button', { name: '近 30 天' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(ranges).getByRole('button', { name: '近 90 天' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=income&range=90'));
    expect(await screen.findByText('近 90 天收入')).toBeTruthy();
    expect(within(ranges).getByRole('button', { name: '近 90 天' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // A sale today shows in the chart's text alternative and in the table.
    const daily = await call(endpoints.user.getIncomeDaily, { range: 90 });
    await user.click(
      within(screen.getByRole('group', { name: '显示方式' })).getByRole('button', { name: '表格' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=income&range=90&show=table'));
    const table = await screen.findByRole('table', { name: /近 90 天每日收入/ });
    const foot = within(table).getByRole('row', { name: /合计/ });
    expect(foot.textContent).toContain(
      `¥${Number(daily.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(screen.queryByRole('img', { name: '近 90 天收入' })).toBeNull();
  });

  it('leaves a recharge out of 收入 and puts it in 余额明细', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const r = await call(endpoints.user.getRechargeData, { amount: '66.60' });
    await call(demoEndpoints.pay, { order_no: r.order_no });
    renderApp('/account?tab=income');
    await within(await screen.findByRole('tabpanel', {}, SLOW)).findByText(/^共 \d+ 笔$/);
    expect(within(panel()).queryByText('余额充值')).toBeNull();

    await user.click(screen.getByRole('tab', { name: '余额' }));
    await user.click(await screen.findByRole('tab', { name: '余额明细' }));
    const first = (await within(panel()).findAllByRole('listitem'))[0]!;
    expect(first.textContent).toContain('余额充值');
    // Money in: a + and the words, not colour alone; the running balance after it.
    expect(first.querySelector('.acct-amount')!.textContent).toBe('收入+¥66.60');
    expect(first.textContent).toContain('余额 ¥1,353.10');
  });
});

describe('提现', () => {
  it('sends a member who is not certified to /certification', async () => {
    await logIn(MEMBER_2);
    renderApp('/account?tab=balance&view=withdraw');
    expect(await screen.findByText('提现仅限已实名认证的会员', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toBe('/certification');
    expect(screen.queryByRole('textbox', { name: '提现金额（元）' })).toBeNull();
  });

  it('states the rules, says the fee as the amount is typed, and refuses out of range in place', async () => {
    const user = userEvent.setup();
    const me = userRow(await logIn(MEMBER_1));
    await setPayPassword();
    renderApp('/account?tab=balance&view=withdraw');
    const amount = await screen.findByRole('textbox', { name: '提现金额（元）' }, SLOW);
    expect(screen.getByText(/单笔提现 ¥10\.00 起/)).toBeTruthy();
    expect(screen.getByText(/手续费为提现金额的 0\.6%/)).toBeTruthy();
    expect(screen.getByText('支付宝 138****8000')).toBeTruthy();

    await user.type(amount, '9.99');
    await user.click(screen.getByRole('button', { name: '申请提现' }));
    await waitFor(() => expect(describedText(amount)).toContain('提现金额须在 10.00–50,000.00 元之间'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '100');
    expect(describedText(amount)).toContain('手续费 ¥0.60，共从余额扣除 ¥100.60');
    await user.clear(amount);
    await user.type(amount, '1286');
    await user.click(screen.getByRole('button', { name: '申请提现' }));
    await waitFor(() => expect(describedText(amount)).toContain('余额不足'));
    expect(me.balance).toBe(128_650);

    // 全部提现: the most the balance covers with its fee — ¥1,278.82 + ¥7.68 (0.6 %, rounded up) = ¥1,286.50.
    await user.click(screen.getByRole('button', { name: '全部提现' }));
    expect((amount as HTMLInputElement).value).toBe('1278.82');
  });

  it('withdraws: the balance drops by amount + fee at once, 处理中, then 模拟到账 → 已到账', async () => {
    const user = userEvent.setup();
    const me = userRow(await logIn(MEMBER_1));
    await setPayPassword();
    renderApp('/account?tab=balance&view=withdraw');
    const amount = await screen.findByRole('textbox', { name: '提现金额（元）' }, SLOW);
    await user.type(amount, '100');
    await user.type(await screen.findByLabelText('支付密码', {}, SLOW), TEST_PAY_PASSWORD);
    await user.click(screen.getByRole('button', { name: '申请提现' }));
    expect(
      await screen.findByText(/提现申请已提交：¥100\.00（手续费 ¥0\.60，共扣除 ¥100\.60）/),
    ).toBeTruthy();
    expect(me.balance).toBe(128_650 - 10_060);
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('¥1,185.90'));
    expect((amount as HTMLInputElement).value).toBe('');

    const list = screen.getByRole('region', { name: '提现记录' });
    const row = (await within(list).findAllByRole('listitem'))[0]!;
    expect(within(row).getByText('处理中')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /模拟到账/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('已到账'));
    expect(me.balance).toBe(128_650 - 10_060);
  });

  it('puts a refused holder name beside its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    demo.db.withdrawAccounts.delete(1);
    renderApp('/account?tab=balance&view=withdraw');
    await user.click(await screen.findByRole('radio', { name: '银行卡' }, SLOW));
    const card = screen.getByRole('textbox', { name: '银行卡号' });
    await user.type(card, '6225880123456789');
    await user.click(screen.getByRole('button', { name: '绑定账户' }));
    await waitFor(() =>
      expect(describedText(screen.getByRole('combobox', { name: '开户银行' }))).toContain('请选择开户银行'),
    );
    const holder = screen.getByRole('textbox', { name: '收款人姓名' });
    await user.type(holder, '王小明');
    // The bank through the list (keyboard).
    fireEvent.keyDown(screen.getByRole('combobox', { name: '开户银行' }), { key: 'Enter' });
    await user.click(await screen.findByRole('option', { name: '招商银行' }));
    await user.click(screen.getByRole('button', { name: '绑定账户' }));
    await waitFor(() => expect(describedText(holder)).toContain('收款人姓名须与实名认证姓名一致'));
    expect((card as HTMLInputElement).value).toBe('6225880123456789');
    expect(demo.db.withdrawAccounts.has(1)).toBe(false);

    await user.clear(holder);
    await user.type(holder, '林小雨');
    await user.click(screen.getByRole('button', { name: '绑定账户' }));
    expect(await screen.findByText('招商银行 尾号 6789')).toBeTruthy();
    expect(demo.db.withdrawAccounts.get(1)).toMatchObject({ kind: 'bank', account: '6225880123456789' });
  });
});

describe('余额明细', () => {
  it('shows a withdrawal as 处理中 with money out signed and worded', async () => {
    await logIn(MEMBER_1);
    await call(endpoints.user.withdraw, {
      amount: '10.00',
      request_id: 'ledger-test-1',
      pay_password: await setPayPassword(),
    });
    renderApp('/account?tab=balance&view=log');
    const rows = await within(await screen.findByRole('region', { name: '余额明细' }, SLOW)).findAllByRole(
      'listitem',
    );
    const first = rows[0]!;
    expect(within(first).getByText('提现')).toBeTruthy();
    expect(within(first).getByText('处理中')).toBeTruthy();
    expect(first.querySelector('.acct-amount')!.textContent).toBe('支出−¥10.10');
    expect(first.textContent).toContain('余额 ¥1,276.40');
    // Times in China time, whatever the device's zone (the server's times carry +08:00).
    const made = [...demo.db.ledger.values()].at(-1)!.created_at;
    expect(made.endsWith('+08:00')).toBe(true);
    expect(first.querySelector('time')!.textContent).toBe(made.slice(0, 16).replace('T', ' '));
  });
});

describe('发布商品', () => {
  const upload = () =>
    server.use(
      http.post('*/api/v1.common/chunkUpload', () => {
        // jsdom's FormData does not reach the handlers intact: the upload is made here, as member 1's.
        const path = '/api/storage/uploads/1/abc123/cup.png';
        demo.db.blobs.set(path, {
          parts: [],
          size: 10,
          seeded: false,
          mime: 'image/png',
          name: 'cup.png',
          owner_id: 1,
          public: false,
          created_at: Date.now(),
        });
        return HttpResponse.json(ok({ fullurl: `${window.location.origin}${path}`, path }));
      }),
    );

  it('tells a member without a shop, with no 发布商品 button', async () => {
    await logIn(MEMBER_2);
    renderApp('/account?tab=goods');
    expect(await screen.findByText(/你还没有开通店铺，开通店铺后才能发布商品/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布商品' })).toBeNull();
  });

  it('checks the form in Chinese, keeps what was typed on a refusal, then lists the item', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    upload();
    renderApp('/account?tab=goods');
    await user.click(await screen.findByRole('button', { name: '发布商品' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '发布商品' });
    await user.click(within(dialog).getByRole('button', { name: '发布商品' }));
    const title = within(dialog).getByRole('textbox', { name: '商品名称' });
    await waitFor(() => expect(describedText(title)).toContain('请输入商品名称'));
    expect(within(dialog).getByText('请上传至少 1 张商品图片（第一张为封面）')).toBeTruthy();
    expect(describedText(within(dialog).getByRole('textbox', { name: '价格（元）' }))).toContain(
      '请输入价格',
    );
    expect(describedText(within(dialog).getByRole('textbox', { name: '库存' }))).toContain('请输入库存');

    await user.type(title, '青花瓷杯');
    await user.type(within(dialog).getByRole('textbox', { name: '价格（元）' }), '68');
    const stock = within(dialog).getByRole('textbox', { name: '库存' });
    await user.type(stock, '1.5');
    await user.type(within(dialog).getByRole('textbox', { name: '商品描述' }), '手工拉坯');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cup.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('选择商品图片') as HTMLInputElement, png);
    await within(dialog).findByRole('img', { name: '商品图片 1（封面）' });
    await user.click(within(dialog).getByRole('button', { name: '发布商品' }));
    await waitFor(() => expect(describedText(stock)).toContain('库存须为 0–99999 之间的整数'));

    // A refusal of the server goes beside its field; nothing typed is lost.
    await user.clear(stock);
    await user.type(stock, '20');
    server.use(http.post('*/api/v1.user/addGoods', () => HttpResponse.json(fail('商品名称不能包含敏感词'))));
    await user.click(within(dialog).getByRole('button', { name: '发布商品' }));
    await waitFor(() => expect(describedText(title)).toContain('商品名称不能包含敏感词'));
    expect((title as HTMLInputElement).value).toBe('青花瓷杯');
    expect((stock as HTMLInputElement).value).toBe('20');

    server.resetHandlers();
    upload();
    await user.click(within(dialog).getByRole('button', { name: '发布商品' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = [...demo.db.goods.values()].at(-1)!;
    expect(added).toMatchObject({
      title: '青花瓷杯',
      price: 6_800,
      stock: 20,
      status: 1,
      description: '手工拉坯',
    });
    expect(added.cover).toBe('/api/storage/uploads/1/abc123/cup.png');
    expect(await within(panel()).findByRole('button', { name: '编辑「青花瓷杯」' })).toBeTruthy();
  });

  it('edits an item’s stock and description, keeping its pictures', async () => {
    const user = userEvent.setup();
    const me = userRow(await logIn(MEMBER_1));
    const shops = new Set([...demo.db.shops.values()].filter((s) => s.owner_id === me.id).map((s) => s.id));
    const g = [...demo.db.goods.values()]
      .filter((x) => shops.has(x.shop_id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    const pictures = [g.cover, ...g.images];
    renderApp('/account?tab=goods');
    await user.click(await screen.findByRole('button', { name: `编辑「${g.title}」` }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '编辑商品' });
    const stock = await within(dialog).findByRole('textbox', { name: '库存' });
    expect((stock as HTMLInputElement).value).toBe(String(g.stock));
    expect(within(dialog).getAllByRole('img', { name: /^商品图片/ })).toHaveLength(pictures.length);
    await user.clear(stock);
    await user.type(stock, '321');
    await user.click(within(dialog).getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demo.db.goods.get(g.id)).toMatchObject({
      stock: 321,
      cover: pictures[0],
      images: pictures.slice(1),
    });
    expect(await within(panel()).findByText(/库存 321/)).toBeTruthy();
  });
});
