import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ZONE_KEY_HEADER, endpoints, fail, ok, type DiskFile, type FolderListing } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { privateZoneKeyAtom } from '../../lib/client-state.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { dropSession, loginDialogOpenAtom } from '../../lib/session.ts';
import { VIEW_MODE_KEY } from './view-mode.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1 } from '../../test/members.ts';

afterEach(() => {
  // A visitor's 401 opens the app-wide login dialog; the next test starts without it.
  appStore.set(loginDialogOpenAtom, false);
  // The key lives in the app's memory, as on a page: the next test is a fresh page without it.
  appStore.set(privateZoneKeyAtom, null);
  vi.restoreAllMocks();
});

interface FolderCall {
  method: string;
  url: URL;
  zoneKey: string | null;
  body: string;
}

/** The drive calls made from now to the end of the test, as the server got them. */
function recordFolderCalls(): FolderCall[] {
  const calls: FolderCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/v1.folder/')) return;
    const entry: FolderCall = {
      method: request.method,
      url,
      zoneKey: request.headers.get(ZONE_KEY_HEADER),
      body: '',
    };
    calls.push(entry);
    if (request.method === 'POST')
      void request
        .clone()
        .text()
        .then((text) => (entry.body = text));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return calls;
}

const callsTo = (calls: readonly FolderCall[], endpoint: { path: string }) =>
  calls.filter((c) => c.url.pathname === endpoint.path);

const folderNamed = (name: string, userId: number) =>
  [...demo.db.folders.values()].find((f) => f.name === name && f.user_id === userId)!;
const fileNamed = (name: string, userId: number) =>
  [...demo.db.files.values()].find((f) => f.name === name && f.user_id === userId);

/** The current folder's contents (the list or the grid). */
const contents = (folder = '全部文件') => screen.findByRole('list', { name: `「${folder}」中的内容` }, SLOW);
const tree = () => screen.getByRole('navigation', { name: '文件夹目录' });
const dialog = () => screen.findByRole('dialog');

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, entry: string, item: string) {
  await user.click(screen.getByRole('button', { name: `「${entry}」的更多操作` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('/disk', { timeout: 30_000 }, () => {
  it('asks a visitor to log in', async () => {
    renderApp('/disk');
    expect(await screen.findByText('登录后使用云盘', {}, SLOW)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('shows the usage and the top folder, and goes down and back up through the folders', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    const { router } = renderApp('/disk');
    const list = await contents();
    expect(within(list).getByRole('link', { name: '设计素材' })).toBeTruthy();
    expect(within(list).getByText('作品集目录.md')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: '已用空间' });
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^已用 .+，共 10 GB/);
    expect(screen.getByText(/\d+ 个文件夹 · \d+ 个文件/, { selector: '.disk-usage__text' })).toBeTruthy();

    const design = folderNamed('设计素材', me);
    await user.click(within(list).getByRole('link', { name: '设计素材' }));
    const inside = await contents('设计素材');
    expect(router.state.location.search).toBe(`?folder=${design.id}`);
    expect(within(inside).getByRole('link', { name: '贴图' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '设计素材' })).toBeTruthy();
    // The tree has opened it and marks it current.
    await waitFor(() =>
      expect(within(tree()).getByRole('link', { name: '设计素材' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );

    await user.click(within(inside).getByRole('link', { name: '贴图' }));
    await contents('贴图');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    await waitFor(() => expect(within(crumbs).getByRole('link', { name: '设计素材' })).toBeTruthy());
    expect(within(crumbs).getByText('贴图').getAttribute('aria-current')).toBe('page');

    await user.click(within(crumbs).getByRole('link', { name: '全部文件' }));
    await contents();
    expect(router.state.location.search).toBe('');
  });

  it('opens a folder named in the address, with the way to it', async () => {
    const { id: me } = await logIn(MEMBER_1);
    renderApp(`/disk?folder=${folderNamed('已交付', me).id}`);
    const list = await contents('已交付');
    expect(within(list).getByText('交付清单.txt')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    await waitFor(() => expect(within(crumbs).getByRole('link', { name: '客户项目' })).toBeTruthy());
  });

  it('says so when a folder cannot be listed, with a retry', async () => {
    await logIn(MEMBER_1);
    renderApp('/disk?folder=999999');
    expect(await screen.findByText('文件列表加载失败', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('文件夹不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('creates a folder, checking the name in place first', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    renderApp('/disk');
    await contents();
    await user.click(screen.getByRole('button', { name: '新建文件夹' }));
    const box = await dialog();
    const name = within(box).getByLabelText('文件夹名称');
    expect((name as HTMLInputElement).value).toBe('新建文件夹');

    await user.clear(name);
    await user.type(name, '草图/终稿');
    await user.click(within(box).getByRole('button', { name: '创建' }));
    expect(within(box).getByRole('alert').textContent).toContain(
      '文件夹名称不能包含 \\ / : * ? " < > | 等字符',
    );

    await user.clear(name);
    await user.click(within(box).getByRole('button', { name: '创建' }));
    expect(within(box).getByRole('alert').textContent).toContain('文件夹名称不能为空');

    await user.type(name, '参考图');
    await user.click(within(box).getByRole('button', { name: '创建' }));
    expect(within(box).getByRole('alert').textContent).toContain('该位置已存在同名文件夹或文件');

    // The server's reason shows in place, and what was typed stays.
    server.use(http.post('*/api/v1.folder/add', () => HttpResponse.json(fail('云盘文件夹数量已达上限'))));
    await user.clear(name);
    await user.type(name, '灵感速写');
    await user.click(within(box).getByRole('button', { name: '创建' }));
    expect((await within(box).findByRole('alert')).textContent).toContain('云盘文件夹数量已达上限');
    expect((name as HTMLInputElement).value).toBe('灵感速写');

    server.resetHandlers();
    await user.click(within(box).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await contents()).findByRole('link', { name: '灵感速写' })).toBeTruthy();
    expect(folderNamed('灵感速写', me).parent_id).toBe(0);
  });

  it('renames a file from its menu', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    renderApp('/disk');
    await contents();
    await openMenuItem(user, '作品集目录.md', '重命名');
    const box = await dialog();
    const name = within(box).getByLabelText('文件名称') as HTMLInputElement;
    expect(name.value).toBe('作品集目录.md');

    await user.clear(name);
    await user.type(name, 'a:b.md');
    await user.click(within(box).getByRole('button', { name: '保存' }));
    expect(within(box).getByRole('alert').textContent).toContain('文件名称不能包含');

    await user.clear(name);
    await user.type(name, '作品集总目录.md');
    await user.click(within(box).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await contents()).findByText('作品集总目录.md')).toBeTruthy();
    expect(fileNamed('作品集总目录.md', me)).toBeTruthy();
  });

  it('deletes a folder after confirming', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    renderApp('/disk');
    await contents();
    await openMenuItem(user, '参考图', '删除');
    const box = await dialog();
    expect(within(box).getByRole('heading', { name: '删除「参考图」？' })).toBeTruthy();
    expect(within(box).getByText(/子文件夹也会一起删除/)).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '「全部文件」中的内容' })).queryByRole('link', {
          name: '参考图',
        }),
      ).toBeNull(),
    );
    expect(folderNamed('参考图', me)).toBeUndefined();
  });

  it('moves a selected file into another folder through the picker', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    renderApp('/disk');
    const list = await contents();
    await user.click(within(list).getByRole('checkbox', { name: '选择「青瓷梅瓶.glb」' }));
    expect(screen.getByText('已选 1 项', { selector: '.disk-toolbar__count' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '移动' }));

    const box = await dialog();
    expect(
      within(box)
        .getByRole('radio', { name: /全部文件/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await user.click(await within(box).findByRole('radio', { name: '参考图' }));
    await user.click(within(box).getByRole('button', { name: '移动到此处' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '「全部文件」中的内容' })).queryByText('青瓷梅瓶.glb'),
      ).toBeNull(),
    );
    expect(fileNamed('青瓷梅瓶.glb', me)!.folder_id).toBe(folderNamed('参考图', me).id);
  });

  it('will not move a folder into itself, and shows the server reason for a clash', async () => {
    await logIn(MEMBER_1);
    const user = userEvent.setup();
    renderApp('/disk');
    await contents();
    await openMenuItem(user, '客户项目', '移动到…');
    const box = await dialog();
    expect(
      within(box)
        .getByRole('radio', { name: /客户项目/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    server.use(
      http.post('*/api/v1.folder/move', () => HttpResponse.json(fail('目标位置已存在同名的「客户项目」'))),
    );
    await user.click(await within(box).findByRole('radio', { name: '设计素材' }));
    await user.click(within(box).getByRole('button', { name: '移动到此处' }));
    expect((await within(box).findByRole('alert')).textContent).toContain('目标位置已存在同名的「客户项目」');
  });

  it('deletes several selected entries at once, and selects all', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    renderApp('/disk');
    const list = await contents();
    await user.click(within(list).getByRole('checkbox', { name: '选择「作品集目录.md」' }));
    await user.click(within(list).getByRole('checkbox', { name: '选择「参考图」' }));
    expect(screen.getByText('已选 2 项', { selector: '.disk-toolbar__count' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '全选' }).getAttribute('aria-checked')).toBe('mixed');
    // The private zone itself cannot be selected.
    expect(within(list).queryByRole('checkbox', { name: '选择「私密空间」' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '删除' }));
    const box = await dialog();
    expect(within(box).getByRole('heading', { name: '删除选中的 2 项？' })).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '「全部文件」中的内容' })).queryByText('作品集目录.md'),
      ).toBeNull(),
    );
    expect(fileNamed('作品集目录.md', me)).toBeUndefined();
    expect(folderNamed('参考图', me)).toBeUndefined();

    // Keyboard: Ctrl+A in the list selects everything, Esc lets go.
    const rest = screen.getByRole('list', { name: '「全部文件」中的内容' });
    await user.click(within(rest).getByRole('checkbox', { name: '选择「设计素材」' }));
    await user.keyboard('{Control>}a{/Control}');
    const boxes = within(rest).getAllByRole('checkbox');
    expect(boxes.every((b) => b.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(screen.getByRole('checkbox', { name: '全选' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/已选 \d+ 项/, { selector: '.disk-toolbar__count' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText(`已选 ${boxes.length} 项`, { selector: '.disk-toolbar__count' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消选择' }));
    expect(screen.queryByText(/已选 \d+ 项/, { selector: '.disk-toolbar__count' })).toBeNull();
  });

  it('opens the private zone only with the right password, posted, and sends its key on each zone call', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    const calls = recordFolderCalls();
    const { router } = renderApp('/disk');
    await contents();
    await user.click(within(tree()).getByRole('link', { name: /私密空间/ }));
    const box = await dialog();
    expect(within(box).getByRole('heading', { name: '进入私密空间' })).toBeTruthy();
    expect(router.state.location.search).toBe('');

    const password = within(box).getByLabelText('登录密码');
    await user.type(password, 'wrong-pass');
    await user.click(within(box).getByRole('button', { name: '进入' }));
    expect((await within(box).findByRole('alert')).textContent).toContain('密码错误');
    expect(appStore.get(privateZoneKeyAtom)).toBeNull();

    await user.clear(password);
    await user.type(password, 'zaowu123');
    await user.click(within(box).getByRole('button', { name: '进入' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const zone = folderNamed('私密空间', me);
    await waitFor(() => expect(router.state.location.search).toBe(`?folder=${zone.id}`));
    const list = await contents('私密空间');
    expect(within(list).getByText('收款账户.txt')).toBeTruthy();
    expect(within(list).getByRole('link', { name: '合同' })).toBeTruthy();

    // Inside the zone, a subfolder opens without asking again: the key goes with it.
    await user.click(within(list).getByRole('link', { name: '合同' }));
    expect(within(await contents('合同')).getByText('合作协议-山月工作室.txt')).toBeTruthy();

    const key = appStore.get(privateZoneKeyAtom)?.zone_key;
    expect(key).toBeTruthy();
    // The password went in POST bodies only, never in an address.
    const unlocks = callsTo(calls, endpoints.folder.unlockPrivateZone);
    expect(unlocks.map((c) => c.method)).toEqual(['POST', 'POST']);
    await waitFor(() => expect(JSON.parse(unlocks[1]!.body)).toEqual({ password: 'zaowu123' }));
    expect(calls.filter((c) => /zaowu123|wrong-pass/.test(c.url.href))).toEqual([]);
    // Every call after the unlock carries the key in its header; none before it did.
    const after = calls.slice(calls.indexOf(unlocks[1]!) + 1);
    expect(callsTo(after, endpoints.folder.getPrivateZoneData).map((c) => c.zoneKey)).toEqual([key]);
    const opened = callsTo(after, endpoints.folder.lists).filter(
      (c) => c.url.searchParams.get('folder_id') === String(folderNamed('合同', me).id),
    );
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.every((c) => c.zoneKey === key)).toBe(true);
    expect(calls.slice(0, calls.indexOf(unlocks[1]!)).every((c) => c.zoneKey === null)).toBe(true);
    // Memory only: not in storage, not in the address.
    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i)!) ?? ''),
    );
    expect(stored.some((value) => value.includes(key!))).toBe(false);
    expect(router.state.location.search).not.toContain(key!);
  });

  it('says the lockout after too many wrong passwords in place, keeping what was typed', async () => {
    await logIn(MEMBER_1);
    const user = userEvent.setup();
    server.use(
      http.post('*/api/v1.folder/unlockPrivateZone', () =>
        HttpResponse.json(fail('密码错误次数过多，请 15 分钟后再试')),
      ),
    );
    renderApp('/disk');
    await contents();
    await user.click(within(tree()).getByRole('link', { name: /私密空间/ }));
    const box = await dialog();
    const password = within(box).getByLabelText('登录密码') as HTMLInputElement;
    await user.type(password, 'zaowu123');
    await user.click(within(box).getByRole('button', { name: '进入' }));
    expect((await within(box).findByRole('alert')).textContent).toContain(
      '密码错误次数过多，请 15 分钟后再试',
    );
    expect(password.value).toBe('zaowu123');
    expect(appStore.get(privateZoneKeyAtom)).toBeNull();
  });

  it('shows the lock when the private zone is opened by its address', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    renderApp(`/disk?folder=${folderNamed('私密空间', me).id}`);
    expect(await screen.findByText('私密空间已锁定', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '输入密码' }));
    const box = await dialog();
    await user.type(within(box).getByLabelText('登录密码'), 'zaowu123');
    await user.keyboard('{Enter}');
    expect(within(await contents('私密空间')).getByText('收款账户.txt')).toBeTruthy();
  });

  it('locks again when the server no longer takes the key, and asks for the password', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    const key = await call(endpoints.folder.unlockPrivateZone, { password: MEMBER_1.password });
    appStore.set(privateZoneKeyAtom, key);
    const zone = folderNamed('私密空间', me);
    const { router } = renderApp(`/disk?folder=${zone.id}`);
    const list = await contents('私密空间');

    // Its 30 minutes are up on the server.
    for (const session of demo.db.sessions.values()) if (session.zone) session.zone.until = 0;
    await user.click(within(list).getByRole('link', { name: '合同' }));
    expect(await screen.findByText('私密空间已锁定', {}, SLOW)).toBeTruthy();
    expect(appStore.get(privateZoneKeyAtom)).toBeNull();
    // What was listed before is not shown from the cache either.
    await act(() => router.navigate(`/disk?folder=${zone.id}`));
    expect(await screen.findByText('私密空间已锁定')).toBeTruthy();
    expect(screen.queryByText('收款账户.txt')).toBeNull();

    await user.click(screen.getByRole('button', { name: '输入密码' }));
    const box = await dialog();
    await user.type(within(box).getByLabelText('登录密码'), MEMBER_1.password);
    await user.keyboard('{Enter}');
    expect(within(await contents('私密空间')).getByText('收款账户.txt')).toBeTruthy();
    expect(appStore.get(privateZoneKeyAtom)?.zone_key).not.toBe(key.zone_key);
  });

  it('drops the key with the session (logout, 401)', async () => {
    await logIn(MEMBER_1);
    appStore.set(privateZoneKeyAtom, { zone_key: 'k', expires_at: '2026-11-02T00:30:00+08:00' });
    const { queryClient } = renderApp('/disk');
    await contents();
    dropSession(queryClient);
    expect(appStore.get(privateZoneKeyAtom)).toBeNull();
  });

  it('shows a file thumbnail from its signed url, not its bare path', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    const refs = folderNamed('参考图', me);
    const signed = '/api/storage/uploads/test/sketch.png?expires=1800000000&sig=abc';
    const file: DiskFile = {
      id: 990001,
      folder_id: refs.id,
      name: '线稿.png',
      path: '/api/storage/uploads/test/sketch.png',
      url: signed,
      size: 2048,
      mime: 'image/png',
      created_at: '2026-10-30T10:00:00+08:00',
    };
    server.use(
      http.get('*/api/v1.folder/lists', ({ request }) => {
        if (new URL(request.url).searchParams.get('folder_id') !== String(refs.id)) return;
        const { user_id: _owner, ...folder } = refs;
        const listing: FolderListing = { folder, folders: [], files: [file] };
        return HttpResponse.json(ok(listing));
      }),
    );
    const { container } = renderApp(`/disk?folder=${refs.id}`);
    await contents('参考图');
    await user.click(screen.getByRole('button', { name: '网格视图' }));
    await contents('参考图');
    await waitFor(() => expect(container.querySelector('.disk-entry__thumb img')).toBeTruthy());
    expect(container.querySelector('.disk-entry__thumb img')!.getAttribute('src')).toBe(signed);
  });

  it('switches between list and grid, and remembers the choice', async () => {
    await logIn(MEMBER_1);
    const user = userEvent.setup();
    const view = renderApp('/disk');
    expect((await contents()).className).toContain('disk-entries--list');
    expect(screen.getByRole('button', { name: '列表视图' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: '网格视图' }));
    expect((await contents()).className).toContain('disk-entries--grid');
    expect(screen.getByRole('button', { name: '网格视图' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(VIEW_MODE_KEY)).toBe('grid');
    view.unmount();

    renderApp('/disk');
    expect((await contents()).className).toContain('disk-entries--grid');
  });

  it('shows an empty folder with what to do next', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const empty = await call(endpoints.folder.add, { name: '空的', parent_id: 0 });
    renderApp(`/disk?folder=${empty.id}`);
    expect(await screen.findByText('空文件夹', { selector: '.empty__title' }, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /上传文件/ }).length).toBeGreaterThan(0);
    expect(folderNamed('空的', me)).toBeTruthy();
  });

  it('uploads a chosen file into the current folder and lists it', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const user = userEvent.setup();
    const design = folderNamed('设计素材', me);
    // jsdom's multipart bodies do not reach the demo upstream whole: the chunk call answers as the
    // server does for a merged file, naming bytes this member already has in storage.
    const stored = fileNamed('交付清单.txt', me)!;
    server.use(
      http.post('*/api/v1.common/chunkUpload', () =>
        HttpResponse.json(ok({ fullurl: `http://localhost${stored.path}`, path: stored.path })),
      ),
    );
    renderApp(`/disk?folder=${design.id}`);
    await contents('设计素材');
    const file = new File(['木纹贴图 4K，平铺 2×2。\n'], '木纹说明.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('选择文件'), file);

    const uploads = await screen.findByRole('region', { name: '上传列表' });
    expect(within(uploads).getByText('木纹说明.txt')).toBeTruthy();
    expect(await within(await contents('设计素材')).findByText('木纹说明.txt', {}, SLOW)).toBeTruthy();
    const saved = fileNamed('木纹说明.txt', me)!;
    expect(saved.folder_id).toBe(design.id);
    expect(saved.path).toBe(stored.path);

    // A file dropped on the folder goes the same way; a name already there gets " (2)".
    const again = new File(['另一份'], '木纹说明.txt', { type: 'text/plain' });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [again], types: ['Files'] } });
    expect(await within(await contents('设计素材')).findByText('木纹说明 (2).txt', {}, SLOW)).toBeTruthy();
    expect(fileNamed('木纹说明 (2).txt', me)!.folder_id).toBe(design.id);
  });
});
