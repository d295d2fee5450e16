/**
 * The publish form's pictures (issue 22): the type picker names each type once, and the cover and
 * each picture of an art work take an alternative text (替代文字) that the work keeps and the edit
 * form gives back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, ok, WORK_TYPES, type WorkDetail } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
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

/** chunkUpload answered here (jsdom's FormData does not reach the handlers intact): one address per file. */
function acceptUploads() {
  let n = 0;
  server.use(
    http.post('*/api/v1.common/chunkUpload', () => {
      n += 1;
      const path = `/api/storage/uploads/alt/${n}`;
      return HttpResponse.json(ok({ fullurl: `${window.location.origin}${path}`, path }));
    }),
  );
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });

describe('the type picker', () => {
  it('names each type once, on screen and to a screen reader', async () => {
    await logIn();
    renderApp('/publish');
    const group = await screen.findByRole('group', { name: /作品类型/ }, SLOW);
    for (const { label } of WORK_TYPES) {
      const radio = within(group).getByRole('radio', { name: label });
      // The tile around it shows the word once (a picture beside it, not the word again).
      expect(radio.closest('label')!.textContent).toBe(label);
    }
  });
});

describe('alternative text', () => {
  it('is kept for the cover and each picture of an art work, and given back when editing', async () => {
    const user = userEvent.setup();
    acceptUploads();
    await logIn();
    const { router, queryClient } = renderApp('/publish');
    await screen.findByRole('heading', { level: 1, name: '发布作品' }, SLOW);
    await user.click(screen.getByRole('radio', { name: '原画' }));
    await user.type(screen.getByRole('textbox', { name: /^标题/ }), '江南春晓');
    // No cover yet: nothing to describe.
    expect(screen.queryByRole('textbox', { name: /封面替代文字/ })).toBeNull();
    await user.upload(screen.getByLabelText('选择封面图片'), png('cover.png'));
    await user.click(await screen.findByRole('button', { name: '使用这张封面' }, SLOW));
    const coverAlt = await screen.findByRole('textbox', { name: /封面替代文字/ }, SLOW);
    await user.type(coverAlt, '白墙黛瓦的水乡，石桥倒映在河里');

    await user.upload(screen.getByLabelText('添加图片'), [png('a.png'), png('b.png')]);
    const second = await screen.findByRole('textbox', { name: '第 2 张图片的替代文字' }, SLOW);
    await user.type(second, '乌篷船靠在岸边');
    // Moving a picture takes its text along.
    await user.click(screen.getByRole('button', { name: '第 2 张前移' }));
    expect(screen.getByRole('textbox', { name: '第 1 张图片的替代文字' })).toHaveProperty(
      'value',
      '乌篷船靠在岸边',
    );
    expect(screen.getByRole('textbox', { name: '第 2 张图片的替代文字' })).toHaveProperty('value', '');
    await user.click(screen.getByRole('radio', { name: /^CC BY\s?署名$/ }));
    await waitFor(
      () => expect(screen.getByRole('img', { name: '封面预览' }).getAttribute('src')).toContain('/api/'),
      SLOW,
    );
    await user.click(screen.getByRole('button', { name: '发布作品' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/art\/\d+$/), SLOW);
    const id = Number(router.state.location.pathname.split('/').pop());
    const saved = demo.db.works.get(id)!;
    expect(saved.cover_alt).toBe('白墙黛瓦的水乡，石桥倒映在河里');
    expect(saved.image_alts).toEqual(['乌篷船靠在岸边', '']);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);

    // The edit form starts from what was saved.
    await router.navigate(`/editWork/${id}`);
    await screen.findByRole('heading', { level: 1, name: '编辑作品' }, SLOW);
    expect(screen.getByRole('textbox', { name: /封面替代文字/ })).toHaveProperty(
      'value',
      '白墙黛瓦的水乡，石桥倒映在河里',
    );
    expect(screen.getByRole('textbox', { name: '第 1 张图片的替代文字' })).toHaveProperty(
      'value',
      '乌篷船靠在岸边',
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  });

  it('refuses more than 100 characters in place, keeping what was typed', async () => {
    const user = userEvent.setup();
    await logIn();
    const work = await call(endpoints.works.add, {
      type: 'model',
      title: '待描述的茶壶',
      cover: '/api/storage/gen/model/7.svg',
      license: 'BY',
      model_url: '/api/storage/models/vase.glb',
    });
    const { queryClient } = renderApp(`/editWork/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: '编辑作品' }, SLOW);
    const coverAlt = screen.getByRole('textbox', { name: /封面替代文字/ });
    await user.click(coverAlt);
    await user.paste('长'.repeat(101));
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(coverAlt.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('封面的替代文字不能超过 100 个字')).toBeTruthy();
    expect(coverAlt).toHaveProperty('value', '长'.repeat(101));
    expect(((await call(endpoints.works.detail, { id: work.id })) as WorkDetail).cover_alt).toBe('');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  });
});
