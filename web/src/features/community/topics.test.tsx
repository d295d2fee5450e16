/**
 * 发起话题, editing and deleting one's own topic, and links into a thread (#post-N), over the demo
 * upstream's handlers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOPIC_MSGS, TOPICS_PER_WINDOW, endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn } from '../../test/members.ts';

beforeAll(() => {
  // jsdom lays nothing out; ProseMirror asks a Range where the caret is when it scrolls to it.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});
afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(loginDialogOpenAtom, false);
});

const dialog = () => screen.getByRole('dialog', { name: '发起话题' });
const titleBox = () => within(dialog()).getByRole('textbox', { name: '标题' }) as HTMLInputElement;
const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The topics' titles on /community as shown, first to last. */
const shownTitles = () =>
  within(screen.getByRole('list', { name: '话题列表' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('发起话题', { timeout: 60_000 }, () => {
  it('asks a visitor to log in first', async () => {
    const user = userEvent.setup();
    renderApp('/community');
    await user.click(await screen.findByRole('button', { name: '发起话题' }, SLOW));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '发起话题' })).toBeNull();
  });

  it('checks each field, keeps what was typed through a refusal, then opens the topic, first in 最新', async () => {
    const user = userEvent.setup();
    const { userinfo: me } = await logIn();
    const { router } = renderApp('/community');
    await user.click(await screen.findByRole('button', { name: '发起话题' }, SLOW));
    // The dialog comes with its chunk, on the first 发起话题.
    const body = await within(await screen.findByRole('dialog', { name: '发起话题' }, SLOW)).findByRole(
      'textbox',
      { name: '正文' },
      SLOW,
    );

    await user.click(within(dialog()).getByRole('button', { name: '发布话题' }));
    await waitFor(() => expect(describedText(titleBox())).toContain(TOPIC_MSGS.titleEmpty));
    expect(document.activeElement).toBe(titleBox());
    expect(describedText(body)).toContain(TOPIC_MSGS.bodyEmpty);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    const tags = within(dialog()).getByRole('group', { name: '话题标签' });
    expect(within(tags).getByText(TOPIC_MSGS.tagEmpty)).toBeTruthy();

    // Errors follow the typing once 发布 was tried.
    await user.type(titleBox(), '题'.repeat(51));
    expect(describedText(titleBox())).toContain('话题标题不能超过 50 个字');
    await user.type(titleBox(), '{Backspace}');
    expect(describedText(titleBox())).not.toContain('话题标题不能超过');
    await user.clear(titleBox());
    await user.type(titleBox(), 'Blender 里怎么做布料模拟不穿模？');
    await user.click(within(tags).getByRole('radio', { name: '#求助' }));
    expect(within(tags).queryByText(TOPIC_MSGS.tagEmpty)).toBeNull();
    // Pasted: ProseMirror reads typed text from DOM changes, which jsdom does not lay out reliably.
    await user.click(body);
    await user.paste('裙摆一动就穿过腿，碰撞距离已经调大了。');
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBeNull());

    // The server refuses (the posting limit is used up): said in the dialog, nothing typed is lost.
    const now = demo.clock.now();
    demo.db.postingTimes.set(
      `topic:${me.id}`,
      Array.from({ length: TOPICS_PER_WINDOW }, () => now),
    );
    await user.click(within(dialog()).getByRole('button', { name: '发布话题' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(TOPIC_MSGS.tooFast);
    expect(titleBox().value).toBe('Blender 里怎么做布料模拟不穿模？');
    expect(body.textContent).toContain('裙摆一动就穿过腿');
    expect((within(tags).getByRole('radio', { name: '#求助' }) as HTMLInputElement).checked).toBe(true);

    // Closing the dialog keeps the draft too.
    await user.click(within(dialog()).getByRole('button', { name: '稍后再写' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发起话题' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '发起话题' }));
    expect((await within(dialog()).findByRole('textbox', { name: '标题' }, SLOW)).getAttribute('value')).toBe(
      'Blender 里怎么做布料模拟不穿模？',
    );

    demo.db.postingTimes.clear();
    await user.click(within(dialog()).getByRole('button', { name: '发布话题' }));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Blender 里怎么做布料模拟不穿模？' },
      SLOW,
    );
    expect(heading).toBeTruthy();
    const id = Number(/^\/community\/(\d+)$/.exec(router.state.location.pathname)?.[1]);
    expect(demo.db.topics.get(id)).toMatchObject({ author_id: me.id, tags: ['求助'] });
    const op = screen.getByRole('article', { name: `主楼，${me.nickname}` });
    expect(within(op).getByText('裙摆一动就穿过腿，碰撞距离已经调大了。')).toBeTruthy();

    await user.click(
      within(screen.getByRole('navigation', { name: '位置' })).getByRole('link', { name: '社区' }),
    );
    await waitFor(() => expect(shownTitles()[0]).toBe('Blender 里怎么做布料模拟不穿模？'));
  });
});

describe('my own topic', { timeout: 60_000 }, () => {
  const mine = (authorId: number) => [...demo.db.topics.values()].find((t) => t.author_id === authorId)!;

  it('has 编辑 and 删除 for its author only', async () => {
    const { userinfo: me } = await logIn();
    const other = [...demo.db.topics.values()].find((t) => t.author_id !== me.id)!;
    const view = renderApp(`/community/${other.id}`);
    await screen.findByRole('heading', { level: 1, name: other.title }, SLOW);
    // Wait for the member's own profile, then check the tools are still not there.
    await waitFor(() => expect(view.queryClient.getQueryData(['auth', 'overview'])).toBeTruthy());
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    view.unmount();

    const own = mine(me.id);
    renderApp(`/community/${own.id}`);
    const tools = await screen.findByRole('group', { name: '我的话题' }, SLOW);
    expect(within(tools).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('edits the title and tag in place', async () => {
    const user = userEvent.setup();
    const { userinfo: me } = await logIn();
    const own = mine(me.id);
    renderApp(`/community/${own.id}`);
    await user.click(await screen.findByRole('button', { name: '编辑' }, SLOW));
    const edit = await screen.findByRole('dialog', { name: '编辑话题' }, SLOW);
    const title = within(edit).getByRole('textbox', { name: '标题' }) as HTMLInputElement;
    expect(title.value).toBe(own.title);
    await within(edit).findByRole('textbox', { name: '正文' }, SLOW);
    await user.clear(title);
    await user.type(title, '角色绑定：权重问题已解决（附方法）');
    await user.click(within(edit).getByRole('radio', { name: '#分享' }));
    await user.click(within(edit).getByRole('button', { name: '保存修改' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '角色绑定：权重问题已解决（附方法）' }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '编辑话题' })).toBeNull();
    expect(demo.db.topics.get(own.id)!.tags[0]).toBe('分享');
  });

  it('deletes after a confirmation, and leaves for the list', async () => {
    const user = userEvent.setup();
    const { userinfo: me } = await logIn();
    const own = mine(me.id);
    const { router } = renderApp(`/community/${own.id}`);
    await user.click(await screen.findByRole('button', { name: '删除' }, SLOW));
    const confirm = screen.getByRole('dialog', { name: '删除话题' });
    expect(confirm.textContent).toContain(`确定删除「${own.title}」吗？`);
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(demo.db.topics.has(own.id)).toBe(true);

    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '删除话题' })).getByRole('button', { name: '确定删除' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(demo.db.topics.has(own.id)).toBe(false);
    await waitFor(() => expect(shownTitles()).not.toContain(own.title));
  });
});

describe('a new topic’s body on display', { timeout: 30_000 }, () => {
  it('runs nothing from hostile HTML sent straight to the API', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await logIn();
    const saved = await call(endpoints.community.add, {
      title: '看看这张图',
      tag: '分享',
      content:
        '<p>图在这里<img src=x onerror=alert(1)><a href="javascript:alert(2)">原图</a></p><script>alert(3)</script><iframe src="https://evil.example"></iframe>',
    });
    renderApp(`/community/${saved.id}`);
    const op = await screen.findByRole('article', { name: /^主楼/ }, SLOW);
    expect(within(op).getByText(/图在这里/)).toBeTruthy();
    for (const el of op.querySelectorAll('*'))
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
    for (const a of op.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(op.querySelector('script, iframe')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('a link to a post (#post-N)', { timeout: 30_000 }, () => {
  it('scrolls to that post and marks it', async () => {
    const t = [...demo.db.topics.values()].find((x) => x.title.includes('权重总是刷不好'))!;
    renderApp(`/community/${t.id}#post-3`);
    const post = await screen.findByRole('article', { name: /^3 楼/ }, SLOW);
    await waitFor(() => expect(post.getAttribute('aria-current')).toBe('location'));
    await waitFor(() => expect(document.activeElement).toBe(post));
    expect(screen.getAllByRole('article').filter((a) => a.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('opens the page of the thread that has it', async () => {
    // A topic with more than one page of posts.
    const counts = new Map<number, number>();
    for (const p of demo.db.posts.values()) counts.set(p.topic_id, (counts.get(p.topic_id) ?? 0) + 1);
    const [id, total] = [...counts.entries()].find(([, n]) => n > 21)!;
    const { router } = renderApp(`/community/${id}#post-${total}`);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'), SLOW);
    expect(router.state.location.hash).toBe(`#post-${total}`);
    const post = await screen.findByRole('article', { name: new RegExp(`^${total} 楼`) }, SLOW);
    await waitFor(() => expect(post.getAttribute('aria-current')).toBe('location'));
  });
});
