import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, ok } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { EMPTY_DRAFT, feedbackDraftAtom } from './state.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
  appStore.set(feedbackDraftAtom, EMPTY_DRAFT);
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
      const path = `/api/storage/uploads/feedback/${n}.png`;
      return HttpResponse.json(ok({ fullurl: `${window.location.origin}${path}`, path }));
    }),
  );
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, name.length])], name, {
    type: 'image/png',
  });

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openDialog() {
  const user = userEvent.setup({ applyAccept: false });
  renderApp('/privacy');
  await user.click(await screen.findByRole('button', { name: '意见反馈' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '意见反馈' }, SLOW);
  return { user, dialog };
}

describe('意见反馈', { timeout: 40_000 }, () => {
  it('checks the form in place, takes up to 3 screenshots, sends, and lists it in 我的反馈', async () => {
    acceptUploads();
    const { id: me } = await logIn(MEMBER_2);
    const { user, dialog } = await openDialog();
    const content = within(dialog).getByRole('textbox', { name: /反馈内容/ });

    await user.click(within(dialog).getByRole('button', { name: '提交反馈' }));
    expect(within(dialog).getByText('请选择反馈类型')).toBeTruthy();
    expect(describedText(content)).toContain('请填写反馈内容');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /功能异常/ })),
    );

    // 9 characters are too few, 10 are enough; the counter follows.
    await user.type(content, '一二三四五六七八九');
    expect(describedText(content)).toContain('反馈内容至少 10 个字，还差 1 个字');
    expect(describedText(content)).toContain('9/500');
    await user.type(content, '十');
    expect(content.getAttribute('aria-invalid')).toBeNull();
    // 501 are too many.
    fireEvent.change(content, { target: { value: '长'.repeat(501) } });
    // The form checks again as it changes, a microtask later (react-hook-form's resolver is async).
    await waitFor(() => expect(describedText(content)).toContain('反馈内容不能超过 500 个字，已超出 1 个字'));
    expect(describedText(content)).toContain('501/500');
    fireEvent.change(content, { target: { value: '上传头像后页面没有刷新，需要手动刷新才能看到新头像。' } });
    await user.click(within(dialog).getByRole('radio', { name: /功能异常/ }));
    expect(within(dialog).queryByText('请选择反馈类型')).toBeNull();

    // Four at once: three are taken, the fourth refused; not an image: refused.
    await user.upload(within(dialog).getByLabelText('选择截图'), [
      png('a.png'),
      png('b.png'),
      png('c.png'),
      png('d.png'),
    ]);
    const shots = within(dialog).getByRole('list', { name: '已添加的截图' });
    expect(within(shots).getAllByRole('img')).toHaveLength(3);
    expect(within(dialog).getByRole('alert').textContent).toContain('最多上传 3 张截图');
    expect(within(dialog).queryByLabelText('选择截图')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '移除截图「b.png」' }));
    await user.click(within(dialog).getByRole('button', { name: '移除截图「c.png」' }));
    await user.upload(
      within(dialog).getByLabelText('选择截图'),
      new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByRole('alert').textContent).toContain('「x.pdf」不是图片');
    expect(within(shots).getAllByRole('img')).toHaveLength(1);

    const contact = within(dialog).getByRole('textbox', { name: '联系方式（选填）' });
    await user.type(contact, 'abc');
    await user.click(within(dialog).getByRole('button', { name: '提交反馈' }));
    expect(describedText(contact)).toContain('请填写正确的手机号或邮箱');
    await user.clear(contact);
    await user.type(contact, 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: '提交反馈' }));

    expect(await within(dialog).findByText('提交成功，感谢你的反馈', {}, SLOW)).toBeTruthy();
    const mine = [...demo.db.feedback.values()].filter((f) => f.user_id === me);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'bug',
      content: '上传头像后页面没有刷新，需要手动刷新才能看到新头像。',
      contact: 'me@example.com',
      images: [expect.stringMatching(/^\/api\/storage\/uploads\/feedback\/\d+\.png$/)],
    });

    await user.click(within(dialog).getByRole('button', { name: '查看我的反馈' }));
    const list = await within(dialog).findByRole('list', { name: '我的反馈列表' }, SLOW);
    expect(within(list).getByText('上传头像后页面没有刷新，需要手动刷新才能看到新头像。')).toBeTruthy();
    expect(within(list).getByText('待回复')).toBeTruthy();
    expect(within(list).getAllByRole('img', { name: /截图 1/ })).toHaveLength(1);
  });

  it("我的反馈 shows the platform's replies", async () => {
    await logIn(MEMBER_1);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: '我的反馈' }));
    const list = await within(dialog).findByRole('list', { name: '我的反馈列表' }, SLOW);
    expect(within(list).getByText('已定位到分片重试的问题，下个版本修复，感谢反馈！')).toBeTruthy();
    expect(within(list).getAllByText('官方回复').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('共 3 条反馈')).toBeTruthy();
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    await logIn(MEMBER_2);
    server.use(
      http.post(`*${endpoints.feedback.add.path}`, () =>
        HttpResponse.json({ code: 0, msg: '提交太频繁，请稍后再试', data: null }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /产品建议/ }));
    const content = within(dialog).getByRole('textbox', { name: /反馈内容/ });
    await user.type(content, '希望作品可以按软件筛选。');
    await user.click(within(dialog).getByRole('button', { name: '提交反馈' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('提交太频繁，请稍后再试');
    expect((content as HTMLTextAreaElement).value).toBe('希望作品可以按软件筛选。');

    // Closed and opened again: the draft is still there.
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '意见反馈' }));
    const again = await screen.findByRole('dialog', { name: '意见反馈' });
    expect((within(again).getByRole('textbox', { name: /反馈内容/ }) as HTMLTextAreaElement).value).toBe(
      '希望作品可以按软件筛选。',
    );
  });

  it('asks a visitor to log in first', async () => {
    const user = userEvent.setup();
    renderApp('/privacy');
    await user.click(await screen.findByRole('button', { name: '意见反馈' }, SLOW));
    expect(appStore.get(loginDialogOpenAtom)).toBe(true);
  });
});
