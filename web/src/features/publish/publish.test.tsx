import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LICENSES, ok } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { draftKey } from './draft.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn } from '../../test/members.ts';

// The cropper needs a canvas, which jsdom lacks: here it hands the picture back as it is.
vi.mock('../../components/ImageCropper.tsx', () => ({
  default: ({ file, onCropped }: { file: File; onCropped: (f: File) => void }) => (
    <button type="button" onClick={() => onCropped(file)}>
      使用这张封面
    </button>
  ),
}));

vi.setConfig({ testTimeout: 45_000 });
afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

/**
 * jsdom's FormData does not reach the handlers intact, so chunkUpload is answered here: each file
 * lands at an address of its own, as the demo upstream would give it.
 */
function acceptUploads() {
  let n = 0;
  server.use(
    http.post('*/api/v1.common/chunkUpload', () => {
      n += 1;
      const path = `/api/storage/uploads/test/${n}`;
      return HttpResponse.json(ok({ fullurl: `${window.location.origin}${path}`, path }));
    }),
  );
}

const png = (name = 'cover.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });
const glb = (name = 'teacup.glb') =>
  new File([new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 12, 0, 0, 0])], name, {
    type: 'model/gltf-binary',
  });

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openPublish() {
  const me = await logIn();
  const view = renderApp('/publish');
  await screen.findByRole('heading', { level: 1, name: '发布作品' }, SLOW);
  return { me, ...view };
}

describe('/publish', () => {
  it('invites a visitor to log in', async () => {
    const user = userEvent.setup();
    renderApp('/publish');
    expect(await screen.findByRole('heading', { name: '登录后发布作品', level: 2 }, SLOW)).toBeTruthy();
    const invite = screen.getByRole('heading', { name: '登录后发布作品', level: 2 }).closest('section')!;
    await user.click(within(invite).getByRole('button', { name: '登录' }));
    expect(appStore.get(loginDialogOpenAtom)).toBe(true);
  });

  it('says in place what each field needs, and focuses the first', async () => {
    const user = userEvent.setup();
    await openPublish();
    await user.click(screen.getByRole('button', { name: '发布作品' }));

    const title = field(/^标题/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(title)).toContain('作品标题不能为空');
    expect(screen.getByText('请上传作品封面')).toBeTruthy();
    expect(screen.getByText('请上传模型文件（.glb 或 .gltf）')).toBeTruthy();
    const licence = screen.getByRole('group', { name: /版权协议/ });
    expect(describedText(licence)).toContain('请选择版权协议');
    expect(screen.getByText(/还有 4 项需要修改/)).toBeTruthy();

    // Fixing a field clears its message as you type; a title too long says so.
    await user.type(title, '长'.repeat(51));
    await user.tab();
    expect(describedText(title)).toContain('作品标题不能超过 50 个字');
    await user.clear(title);
    await user.type(title, '青花瓷茶杯');
    expect(title.getAttribute('aria-invalid')).toBeNull();

    const description = field(/^描述/);
    fireEvent.change(description, { target: { value: '字'.repeat(2001) } });
    fireEvent.blur(description);
    await waitFor(() => expect(describedText(description)).toContain('作品描述不能超过 2000 个字'));
  });

  it('chooses a licence among the seven and tools up to ten', async () => {
    const user = userEvent.setup();
    await openPublish();
    const licence = screen.getByRole('group', { name: /版权协议/ });
    expect(within(licence).getAllByRole('radio')).toHaveLength(LICENSES.length);
    const byNc = within(licence).getByRole('radio', { name: /署名-非商业性使用$/ });
    await user.click(byNc);
    expect((byNc as HTMLInputElement).checked).toBe(true);
    expect(describedText(byNc)).toContain('不得用于商业用途');

    const tools = screen.getByRole('group', { name: /使用软件/ });
    expect(within(tools).getAllByRole('checkbox')).toHaveLength(29);
    expect(within(tools).getByRole('group', { name: '建模软件' })).toBeTruthy();
    const names = [
      'Blender',
      'Maya',
      'ZBrush',
      'Houdini',
      'Rhino',
      'SketchUp',
      'Modo',
      'Photoshop',
      'Krita',
      'SAI',
    ];
    for (const name of names) await user.click(within(tools).getByRole('checkbox', { name }));
    expect(within(tools).getByRole('checkbox', { name: 'Blender' })).toHaveProperty('checked', true);
    expect(within(tools).getByRole('checkbox', { name: 'Octane' })).toHaveProperty('disabled', true);
    expect(within(tools).getByText('已选满 10 个，取消一个才能再选')).toBeTruthy();
    await user.click(within(tools).getByRole('checkbox', { name: 'SAI' }));
    expect(within(tools).getByRole('checkbox', { name: 'Octane' })).toHaveProperty('disabled', false);
  });

  it('asks for a price in yuan with at most two decimals when selling', async () => {
    const user = userEvent.setup();
    await openPublish();
    expect(screen.queryByRole('textbox', { name: '价格' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: '出售' }));
    const price = field('价格');
    for (const [text, message] of [
      ['12.345', '价格最多两位小数'],
      ['0', '出售价格须大于 0 元'],
      ['abc', '价格格式不正确，请输入数字，如 29 或 29.90'],
      ['100000', '价格不能超过 99999.99 元'],
    ] as const) {
      await user.clear(price);
      await user.type(price, text);
      await user.tab();
      expect(describedText(price)).toContain(message);
      expect(price.getAttribute('aria-invalid')).toBe('true');
    }
    await user.clear(price);
    await user.type(price, '29.9');
    expect(price.getAttribute('aria-invalid')).toBeNull();
  });

  it('adds tags from typing and from the suggestions, within the limits', async () => {
    const user = userEvent.setup();
    await openPublish();
    const tags = field('标签');
    await user.type(tags, '国风{Enter}写实，');
    const added = screen.getByRole('list', { name: '已添加的标签' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#国风', '#写实']);
    await user.type(tags, '一二三四五六七八九十一二三{Enter}');
    expect(describedText(tags)).toContain('单个标签不能超过 12 个字');
    await user.clear(tags);
    await user.type(tags, '国风{Enter}');
    expect(describedText(tags)).toContain('已经添加过这个标签');
    const suggestion = await screen.findByRole('list', { name: '热门标签' }, SLOW);
    const first = within(suggestion).getAllByRole('button')[0]!;
    await user.click(first);
    expect(within(added).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '移除标签 国风' }));
    expect(within(added).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps a draft and restores it on return, until 清除草稿', async () => {
    const user = userEvent.setup();
    const { me, unmount } = await openPublish();
    await user.click(screen.getByRole('radio', { name: /原画/ }));
    await user.type(field(/^标题/), '秋日银杏');
    await user.click(screen.getByRole('radio', { name: /署名-相同方式共享$/ }));
    await waitFor(() => expect(localStorage.getItem(draftKey(me.id))).toContain('秋日银杏'));
    unmount();

    renderApp('/publish');
    await screen.findByRole('heading', { level: 1, name: '发布作品' }, SLOW);
    expect(screen.getByText(/自动保存的草稿/)).toBeTruthy();
    expect((field(/^标题/) as HTMLInputElement).value).toBe('秋日银杏');
    expect(screen.getByRole('radio', { name: /原画/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /署名-相同方式共享$/ })).toHaveProperty('checked', true);

    await user.click(screen.getAllByRole('button', { name: '清除草稿' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '清除草稿？' });
    await user.click(within(dialog).getByRole('button', { name: '清除草稿' }));
    expect((field(/^标题/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/自动保存的草稿/)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(draftKey(me.id))).toBeNull());
  });

  it('publishes a model work with its cover and GLB, then opens its page', async () => {
    const user = userEvent.setup();
    acceptUploads();
    const { me, router, queryClient } = await openPublish();
    await user.type(field(/^标题/), '测试发布：青瓷茶杯');
    await user.upload(screen.getByLabelText('选择封面图片'), png());
    await user.click(await screen.findByRole('button', { name: '使用这张封面' }, SLOW));
    await user.upload(screen.getByLabelText('选择模型文件'), glb());
    // Not while the files are on their way.
    await user.click(screen.getByRole('radio', { name: /^CC BY\s?署名$/ }));
    const form = screen.getByRole('form', { name: '发布作品' });
    expect(await within(form).findByRole('button', { name: '移除 teacup.glb' }, SLOW)).toBeTruthy();
    await waitFor(
      () => expect(screen.getByRole('img', { name: '封面预览' }).getAttribute('src')).toContain('/api/'),
      SLOW,
    );
    await user.click(screen.getByRole('button', { name: '发布作品' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/model\/\d+$/), SLOW);
    const id = Number(router.state.location.pathname.split('/').pop());
    const work = demo.db.works.get(id)!;
    expect(work).toMatchObject({ title: '测试发布：青瓷茶杯', author_id: me.id, license: 'BY', price: null });
    expect(work.model_url).toMatch(/^\/api\/storage\/uploads\/test\/\d$/);
    expect(work.cover).toMatch(/^\/api\/storage\/uploads\/test\/\d$/);
    expect(localStorage.getItem(draftKey(me.id))).toBeNull();
    // The work page's own calls end before the next test logs out.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  });

  it('does not submit while an upload is running, and says so', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/v1.common/chunkUpload', async () => {
        await gate;
        return undefined;
      }),
    );
    await openPublish();
    await user.upload(screen.getByLabelText('选择模型文件'), glb());
    await user.click(screen.getByRole('button', { name: '发布作品' }));
    expect(await screen.findByText('还有 1 个文件正在上传，上传完成后才能提交')).toBeTruthy();
    const form = screen.getByRole('form', { name: '发布作品' });
    await user.click(within(form).getByRole('button', { name: '取消 teacup.glb' }));
    release();
    await waitFor(() => expect(screen.queryByText('还有 1 个文件正在上传，上传完成后才能提交')).toBeNull());
  });

  it('sells the model file itself unless it is only for the viewer, and then asks for an attachment', async () => {
    const user = userEvent.setup();
    acceptUploads();
    let sent = 0;
    server.use(
      http.post('*/api/v1.works/add', () => {
        sent += 1;
        return undefined;
      }),
    );
    await openPublish();
    await user.type(field(/^标题/), '只给预览的茶杯');
    await user.upload(screen.getByLabelText('选择模型文件'), glb());
    const form = screen.getByRole('form', { name: '发布作品' });
    expect(await within(form).findByRole('button', { name: '移除 teacup.glb' }, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: '出售' }));
    await user.type(field('价格'), '19.9');
    const previewOnly = screen.getByRole('checkbox', { name: '仅用于预览' });
    expect(previewOnly.getAttribute('aria-checked')).toBe('false');
    await user.click(previewOnly);
    await user.click(screen.getByRole('button', { name: '发布作品' }));
    const msg = '出售的模型须有可下载的文件：请把模型文件设为可下载，或添加附件';
    // Under the model field, before anything is sent.
    await waitFor(() => expect(document.getElementById('pub-model-error')?.textContent).toBe(msg), SLOW);
    expect(sent).toBe(0);
    // Downloadable again: the rule is met, and the message goes as the box is cleared.
    await user.click(previewOnly);
    await waitFor(() => expect(document.getElementById('pub-model-error')).toBeNull());
  });

  it('asks a blog for its body', async () => {
    const user = userEvent.setup();
    await openPublish();
    await user.click(screen.getByRole('radio', { name: /博客/ }));
    // The editor (TipTap) is a chunk of its own, slow to compile on first use.
    const body = await screen.findByRole('textbox', { name: '正文' }, { timeout: 25_000 });
    await user.click(screen.getByRole('button', { name: '发布作品' }));
    await waitFor(() => expect(describedText(body)).toContain('博客正文不能为空'));
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('请上传模型文件（.glb 或 .gltf）')).toBeNull();
  });
});
