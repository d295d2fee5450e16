import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type AccountOverview } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { authKeys, loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

// The cropper needs a canvas, which jsdom lacks: here it hands the picture back as it is.
vi.mock('../../components/ImageCropper.tsx', () => ({
  default: ({ file, onCropped }: { file: File; onCropped: (f: File) => void }) => (
    <button type="button" onClick={() => onCropped(file)}>
      使用这个头像
    </button>
  ),
}));

vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => appStore.set(loginDialogOpenAtom, false));
afterEach(() => {
  vi.useRealTimers();
  appStore.set(loginDialogOpenAtom, false);
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

describe('/account tabs', () => {
  it('opens the tab named in the URL, and a tab change goes into the URL and history', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const { router } = renderApp('/account?tab=trades&dir=sell');
    const trades = await screen.findByRole('tab', { name: '交易' }, SLOW);
    expect(trades.getAttribute('aria-selected')).toBe('true');
    expect(document.title).toContain('交易');
    // The filter in the URL is applied: only sales.
    await within(panel()).findByText(/共 \d+ 笔交易/);
    expect(within(panel()).getByRole('tab', { name: '卖出' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).queryByText('买入', { selector: '.badge' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: '收入' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=income'));
    expect(await screen.findByRole('heading', { name: '收入明细' })).toBeTruthy();
    await screen.findByText(/^共 \d+ 笔$/);
    // Every amount is ¥ with two decimals (the chart's total included).
    const amounts = document.querySelectorAll('.acct-amount');
    expect(amounts.length).toBeGreaterThan(0);
    for (const a of amounts) expect(a.textContent).toMatch(/^\+¥\d{1,3}(,\d{3})*\.\d\d$/);
    expect(await screen.findByText(/^近 30 天收入$/)).toBeTruthy();

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '交易' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(router.state.location.search).toBe('?tab=trades&dir=sell');
  });

  it('pages a list through the URL', async () => {
    await logIn(MEMBER_1);
    const { router } = renderApp('/account?tab=visitors');
    const nav = () => screen.getByRole('navigation', { name: '访客记录分页' });
    await screen.findByRole('navigation', { name: '访客记录分页' }, SLOW);
    fireEvent.click(within(nav()).getByRole('link', { name: '第 2 页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=visitors&page=2'));
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('says so when a list fails, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logIn(MEMBER_1);
    let broken = true;
    server.use(
      http.get('*/api/v1.user/download', () =>
        broken ? HttpResponse.json(fail('下载记录暂时无法查看')) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/account?tab=downloads');
    expect(await screen.findByText('下载记录加载失败', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('下载记录暂时无法查看')).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await within(panel()).findByText(/共 \d+ 条下载记录/)).toBeTruthy();
  });

  it('shows an empty state with the next step', async () => {
    await logIn(MEMBER_2);
    renderApp('/account?tab=goods');
    expect(await screen.findByText('还没有商品', {}, SLOW)).toBeTruthy();
  });
});

describe('profile', () => {
  it('checks the fields in place, saves, and the session shows the new profile', async () => {
    const user = userEvent.setup();
    const me = userRow(await logIn(MEMBER_1));
    const { queryClient } = renderApp('/account?tab=profile');
    const nickname = await screen.findByRole('textbox', { name: '昵称' }, SLOW);

    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(nickname)).toContain('请输入昵称');
    await waitFor(() => expect(document.activeElement).toBe(nickname));

    await user.type(nickname, '林');
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    expect(describedText(nickname)).toContain('昵称长度为 2–20 个字符');

    const bio = screen.getByRole('textbox', { name: '个人简介' });
    await user.clear(bio);
    fireEvent.change(bio, { target: { value: '字'.repeat(201) } });
    await user.clear(nickname);
    await user.type(nickname, '小林同学');
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    expect(describedText(bio)).toContain('个人简介不能超过 200 个字');
    expect(me.nickname).toBe('造物小林');

    await user.clear(bio);
    await user.type(bio, '做模型，也画画。');
    await user.type(screen.getByRole('textbox', { name: '所在城市' }), '杭州');
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(me.nickname).toBe('小林同学'));
    expect(me).toMatchObject({ bio: '做模型，也画画。' });
    expect(me.city.endsWith('杭州')).toBe(true);
    // The session's overview (the header's name and avatar) has the new profile without a refetch.
    await waitFor(() =>
      expect(queryClient.getQueryData<AccountOverview>(authKeys.overview)?.userinfo.nickname).toBe(
        '小林同学',
      ),
    );
  });

  it('puts a server refusal beside its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const me = userRow(await logIn(MEMBER_1));
    const other = [...demo.db.users.values()].find((u) => u.id !== me.id)!;
    renderApp('/account?tab=profile');
    const nickname = await screen.findByRole('textbox', { name: '昵称' }, SLOW);
    await user.clear(nickname);
    await user.type(nickname, other.nickname);
    const bio = screen.getByRole('textbox', { name: '个人简介' });
    await user.clear(bio);
    await user.type(bio, '新的简介');
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(describedText(nickname)).toContain('该昵称已被使用'));
    expect((nickname as HTMLInputElement).value).toBe(other.nickname);
    expect((bio as HTMLTextAreaElement).value).toBe('新的简介');
    expect(me.bio).not.toBe('新的简介');
  });

  it('crops and uploads a new avatar, saves it, and the session (the header) has it', async () => {
    const user = userEvent.setup();
    const me = userRow(await logIn(MEMBER_1));
    // jsdom's FormData does not reach the handlers intact: the upload is answered here.
    server.use(
      http.post('*/api/v1.common/chunkUpload', () =>
        HttpResponse.json(
          ok({
            fullurl: `${window.location.origin}/api/storage/uploads/test/face.jpg`,
            path: '/api/storage/uploads/test/face.jpg',
          }),
        ),
      ),
    );
    const { queryClient } = renderApp('/account?tab=profile');
    const input = await screen.findByLabelText('选择头像图片', {}, SLOW);

    // A file the chooser's filter would let through when the member picks 所有文件.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input as HTMLInputElement, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请选择 JPG、PNG、WebP 或 GIF 格式的图片')).toBeTruthy();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'face.png', {
      type: 'image/png',
    });
    await user.upload(input as HTMLInputElement, png);
    const dialog = await screen.findByRole('dialog', { name: '裁剪头像' });
    await user.click(await within(dialog).findByRole('button', { name: '使用这个头像' }, SLOW));
    await screen.findByText('新头像已上传，保存后生效', {}, SLOW);

    await user.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(me.avatar).toBe('/api/storage/uploads/test/face.jpg'));
    await waitFor(() =>
      expect(queryClient.getQueryData<AccountOverview>(authKeys.overview)?.userinfo.avatar).toBe(
        '/api/storage/uploads/test/face.jpg',
      ),
    );
  });
});

describe('my works', () => {
  it('deletes a work after a confirmation; it leaves the list', async () => {
    const user = userEvent.setup();
    const me = userRow(await logIn(MEMBER_1));
    const newest = [...demo.db.works.values()]
      .filter((w) => w.author_id === me.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    renderApp('/account?tab=works');
    const del = await screen.findByRole('button', { name: `删除「${newest.title}」` }, SLOW);
    expect(screen.getByRole('link', { name: `编辑「${newest.title}」` }).getAttribute('href')).toBe(
      `/editWork/${newest.id}`,
    );

    // 取消 leaves it alone.
    await user.click(del);
    let dialog = await screen.findByRole('dialog', { name: '删除作品' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demo.db.works.has(newest.id)).toBe(true);

    await user.click(screen.getByRole('button', { name: `删除「${newest.title}」` }));
    dialog = await screen.findByRole('dialog', { name: '删除作品' });
    expect(dialog.textContent).toContain(newest.title);
    await user.click(within(dialog).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demo.db.works.has(newest.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: `删除「${newest.title}」` })).toBeNull());
  });

  it('filters by type through the URL', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const { router } = renderApp('/account?tab=works');
    await within(await screen.findByRole('tabpanel', {}, SLOW)).findByText(/共 \d+ 件作品/);
    await user.click(within(panel()).getByRole('tab', { name: '原画' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=works&type=art'));
    await waitFor(() => {
      expect(within(panel()).queryAllByText('3D', { selector: '.badge' })).toHaveLength(0);
      expect(within(panel()).getAllByText('原画', { selector: '.badge' }).length).toBeGreaterThan(0);
    });
  });
});
