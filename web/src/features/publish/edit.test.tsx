import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, fail, ok, type WorkDetail, type WorkFile } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { authKeys, loginDialogOpenAtom } from '../../lib/session.ts';
import { workKeys } from '../../lib/query-keys.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

vi.setConfig({ testTimeout: 45_000 });
afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

/** A model work of the member logged in now, published through the API. */
/** A file to sell beside the viewer's model (a work for sale must deliver something). */
const SOLD: WorkFile = { name: '茶壶-高精度.glb', url: '/api/storage/models/teabowl.glb', size: 184_012 };

function publishModel(title = '可编辑的茶壶', files: WorkFile[] = [SOLD]): Promise<WorkDetail> {
  return call(endpoints.works.add, {
    files,
    type: 'model',
    title,
    description: '原来的描述',
    cover: '/api/storage/gen/model/7.svg',
    tags: ['国风'],
    tools: [3],
    license: 'BY',
    price: '19.90',
    model_url: '/api/storage/models/vase.glb',
  });
}

function acceptUploads() {
  let n = 0;
  server.use(
    http.post('*/api/v1.common/chunkUpload', () => {
      n += 1;
      const path = `/api/storage/uploads/legacy/${n}`;
      return HttpResponse.json(ok({ fullurl: `${window.location.origin}${path}`, path }));
    }),
  );
}

const titleBox = () => screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement;

describe('/editWork/{id}', () => {
  it('lets the author change the work and goes to its page', async () => {
    const user = userEvent.setup();
    await logIn();
    const work = await publishModel();
    const { router, queryClient } = renderApp(`/editWork/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: '编辑作品' }, SLOW);

    expect(titleBox().value).toBe('可编辑的茶壶');
    expect(screen.getByRole('radio', { name: /模型/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /原画/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: '出售' })).toHaveProperty('checked', true);
    expect((screen.getByRole('textbox', { name: '价格' }) as HTMLInputElement).value).toBe('19.90');
    expect(screen.getByRole('list', { name: '已添加的标签' }).textContent).toContain('#国风');
    expect(screen.getByRole('checkbox', { name: 'Blender' })).toHaveProperty('checked', true);
    expect(screen.getByText('vase.glb')).toBeTruthy();

    await user.clear(titleBox());
    await user.type(titleBox(), '改过的茶壶');
    await user.click(screen.getByRole('switch', { name: '出售' }));
    await user.click(screen.getByRole('button', { name: '保存修改' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/model/${work.id}`), SLOW);
    const row = demo.db.works.get(work.id)!;
    expect(row).toMatchObject({ title: '改过的茶壶', price: null, description: '原来的描述' });
    expect(row.updated_at >= work.updated_at).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: '改过的茶壶' }, SLOW)).toBeTruthy();
    // The work page's own calls end before the next test logs out.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  });

  it('shows the server message and keeps the changes', async () => {
    const user = userEvent.setup();
    await logIn();
    const work = await publishModel();
    server.use(http.post('*/api/v1.works/edit', () => HttpResponse.json(fail('作品审核中，暂时不能修改'))));
    const { router } = renderApp(`/editWork/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: '编辑作品' }, SLOW);
    await user.clear(titleBox());
    await user.type(titleBox(), '想改的标题');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect((await screen.findByRole('alert')).textContent).toBe('作品审核中，暂时不能修改');
    expect(titleBox().value).toBe('想改的标题');
    expect(router.state.location.pathname).toBe(`/editWork/${work.id}`);
  });

  it('puts a server message about a field under that field', async () => {
    const user = userEvent.setup();
    await logIn();
    const work = await publishModel();
    server.use(http.post('*/api/v1.works/edit', () => HttpResponse.json(fail('作品标题不能包含敏感词'))));
    renderApp(`/editWork/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: '编辑作品' }, SLOW);
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(titleBox().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('pub-title-error')?.textContent).toBe('作品标题不能包含敏感词');
  });

  it('tells another member they may not edit it', async () => {
    await logIn(MEMBER_1);
    const work = await publishModel('别人的茶壶');
    await logIn(MEMBER_2);
    renderApp(`/editWork/${work.id}`);
    expect(await screen.findByRole('heading', { name: '无权编辑', level: 2 }, SLOW)).toBeTruthy();
    expect(screen.getByText(/只有作者本人可以编辑/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看作品' }).getAttribute('href')).toBe(`/model/${work.id}`);
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
  });

  describe('starts from the author’s own copy (works.detail gives file addresses to the author only)', () => {
    const FILE: WorkFile = { name: '茶壶源文件.glb', url: '/api/storage/models/vase.glb', size: 232_280 };
    const detailIn = (queryClient: QueryClient, id: number) =>
      queryClient.getQueryData<WorkDetail>(workKeys.detail(id));

    it('fetches again a copy cached before logging in, and saving keeps the files', async () => {
      const user = userEvent.setup();
      await logIn();
      const work = await publishModel('带附件的茶壶', [FILE]);
      expect(work.files).toEqual([FILE]);
      localStorage.removeItem('token');

      const { router, queryClient } = renderApp(`/editWork/${work.id}`);
      await screen.findByRole('heading', { name: '登录后编辑作品', level: 2 }, SLOW);
      expect(detailIn(queryClient, work.id)!.files).toEqual([{ ...FILE, url: null }]);

      // Logging in as the login dialog does (useLogin): the token, then everything invalidated.
      await logIn();
      queryClient.setQueryData(authKeys.checkLogin, { isLogin: true });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey !== authKeys.checkLogin });
      await screen.findByRole('heading', { level: 1, name: '编辑作品' }, SLOW);
      expect(detailIn(queryClient, work.id)!.files).toEqual([FILE]);
      expect(screen.getAllByText(FILE.name).length).toBeGreaterThan(0);

      await user.click(screen.getByRole('button', { name: '保存修改' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/model/${work.id}`), SLOW);
      expect(demo.db.works.get(work.id)!.files).toEqual([FILE]);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
    });

    it('fetches again a fresh copy without addresses, showing no form until it has them', async () => {
      await logIn();
      const work = await publishModel('带附件的茶壶', [FILE]);
      const { router, queryClient } = renderApp('/editWork/old');
      await screen.findByRole('heading', { name: '没有指定作品', level: 2 }, SLOW);
      queryClient.setQueryData<WorkDetail>(workKeys.detail(work.id), {
        ...work,
        files: [{ ...FILE, url: null }],
      });

      void router.navigate(`/editWork/${work.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: '编辑作品' }, SLOW)).toBeTruthy();
      expect(detailIn(queryClient, work.id)!.files).toEqual([FILE]);
      expect(screen.getAllByText(FILE.name).length).toBeGreaterThan(0);
    });

    it('says so, with a retry, when the author’s copy still comes without addresses', async () => {
      await logIn();
      const work = await publishModel('带附件的茶壶', [FILE]);
      server.use(
        http.get('*/api/v1.works/detail', () =>
          HttpResponse.json(ok({ ...work, files: [{ ...FILE, url: null }] })),
        ),
      );
      renderApp(`/editWork/${work.id}`);
      expect(await screen.findByRole('heading', { name: '作品加载失败', level: 2 }, SLOW)).toBeTruthy();
      expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
    });
  });

  it('invites a visitor to log in', async () => {
    const work = [...demo.db.works.values()][0]!;
    renderApp(`/editWork/${work.id}`);
    expect(await screen.findByRole('heading', { name: '登录后编辑作品', level: 2 }, SLOW)).toBeTruthy();
  });

  it('is a 404 for a work the API does not know', async () => {
    await logIn();
    renderApp('/editWork/999999');
    expect(await screen.findByText('Page Not Found: /editWork/999999', {}, SLOW)).toBeTruthy();
  });
});

describe('the legacy forms', () => {
  it('publishes an art work through the plain form', async () => {
    const user = userEvent.setup();
    acceptUploads();
    const me = await logIn();
    const { router, queryClient } = renderApp('/publish/indexOld');
    await screen.findByRole('heading', { level: 1, name: '发布作品（旧版）' }, SLOW);

    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(document.activeElement).toBe(titleBox()));
    expect(document.getElementById('legacy-title-error')?.textContent).toContain('作品标题不能为空');
    expect(document.getElementById('legacy-cover-error')?.textContent).toContain('请上传作品封面');

    await user.selectOptions(screen.getByRole('combobox', { name: /作品类型/ }), 'art');
    await user.type(titleBox(), '旧版发布的插画');
    await user.type(screen.getByRole('textbox', { name: '标签' }), '插画，原创');
    await user.selectOptions(screen.getByRole('combobox', { name: /版权协议/ }), 'BY-NC-ND');
    await user.click(screen.getByRole('checkbox', { name: 'Procreate' }));
    await user.click(screen.getByRole('checkbox', { name: '出售这个作品' }));
    await user.type(screen.getByRole('textbox', { name: '价格（元）' }), '8.8');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1])], 'leaf.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^封面/), png);
    await user.upload(screen.getByLabelText('作品图片'), [
      png,
      new File([png], 'leaf2.png', { type: 'image/png' }),
    ]);
    await screen.findByText('当前：2 张图片', {}, SLOW);
    // For sale with nothing to download (the pictures are on its page for everyone): said, not sent.
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(document.getElementById('legacy-files-error')?.textContent).toContain(
        '出售的作品须有可下载的文件，请添加附件后再设置价格',
      ),
    );
    expect(router.state.location.pathname).toBe('/publish/indexOld');
    await user.upload(screen.getByLabelText(/^附件/), new File(['layers'], '银杏分层.psd'));
    await screen.findByText(/银杏分层\.psd/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: '发布' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/art\/\d+$/), SLOW);
    const id = Number(router.state.location.pathname.split('/').pop());
    expect(demo.db.works.get(id)).toMatchObject({
      title: '旧版发布的插画',
      author_id: me.id,
      type: 'art',
      tags: ['插画', '原创'],
      tools: [12],
      license: 'BY-NC-ND',
      price: 880,
    });
    expect(demo.db.works.get(id)!.images).toHaveLength(2);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  });

  it('edits through /editWork/old?id=N', async () => {
    const user = userEvent.setup();
    await logIn();
    const work = await publishModel();
    const { router, queryClient } = renderApp(`/editWork/old?id=${work.id}`);
    await screen.findByRole('heading', { level: 1, name: '编辑作品（旧版）' }, SLOW);
    expect(titleBox().value).toBe('可编辑的茶壶');
    const tags = screen.getByRole('textbox', { name: '标签' });
    await user.clear(tags);
    await user.type(tags, '国风, 一二三四五六七八九十一二三');
    expect(document.getElementById('legacy-tags-error')?.textContent).toContain('单个标签不能超过 12 个字');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(router.state.location.pathname).toBe('/editWork/old');
    await user.clear(tags);
    await user.type(tags, '国风 茶具');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/model/${work.id}`), SLOW);
    expect(demo.db.works.get(work.id)!.tags).toEqual(['国风', '茶具']);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  });
});
