import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { replyFormSchema } from './reply-form.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn } from '../../test/members.ts';

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(loginDialogOpenAtom, false);
});

/** The seeded topic whose opening post carries hostile HTML. */
function hostileTopic() {
  const post = [...demo.db.posts.values()].find((p) => p.content.includes('onerror'))!;
  return demo.db.topics.get(post.topic_id)!;
}

/** A topic with few replies, so one more lands on its only page. */
function quietTopic() {
  const counts = new Map<number, number>();
  for (const p of demo.db.posts.values()) counts.set(p.topic_id, (counts.get(p.topic_id) ?? 0) + 1);
  return demo.db.topics.get([...counts.entries()].find(([, n]) => n < 10)![0])!;
}

describe('the reply box’s rules', () => {
  /** The box's message for a text, or null when it may be sent. */
  const validateReply = (text: string) =>
    replyFormSchema.safeParse({ content: text }).error?.issues[0]?.message ?? null;

  it('asks for 2–2000 characters, in plain Chinese', () => {
    expect(validateReply('')).toBe('请输入回复内容');
    expect(validateReply('   ')).toBe('请输入回复内容');
    expect(validateReply('好')).toBe('回复至少需要 2 个字');
    expect(validateReply(' 好 ')).toBe('回复至少需要 2 个字');
    expect(validateReply('好的')).toBeNull();
    expect(validateReply('字'.repeat(2000))).toBeNull();
    expect(validateReply('字'.repeat(2001))).toBe('回复不能超过 2000 个字（现在是 2001 个字）');
  });
});

describe('/community', { timeout: 20_000 }, () => {
  it('lists topics; sort and tag live in the URL', async () => {
    const user = userEvent.setup();
    const latest = await call(endpoints.community.lists, { sort: 'latest', page: 1, per_page: 20 });
    const { router } = renderApp('/community');
    const list = await screen.findByRole('list', { name: '话题列表' }, SLOW);
    const first = latest.data[0]!;
    expect(within(list).getAllByRole('heading', { level: 2 })[0]!.textContent).toBe(first.title);
    await waitFor(() => expect(document.title).toContain('社区'));

    await user.click(screen.getByRole('tab', { name: '最热' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hot'));
    const hot = await call(endpoints.community.lists, { sort: 'hot', page: 1, per_page: 20 });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '话题列表' })).getAllByRole('heading')[0]!.textContent,
      ).toBe(hot.data[0]!.title),
    );

    const tag = hot.data.find((t) => t.tags.length > 0)!.tags[0]!;
    const tagNav = screen.getByRole('navigation', { name: '按标签筛选' });
    await user.click(within(tagNav).getByRole('link', { name: `#${tag}` }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tag')).toBe(tag));
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: '话题列表' })).getAllByRole('article');
      for (const row of rows) expect(within(row).getByRole('link', { name: `#${tag}` })).toBeTruthy();
    });
  });
});

describe('/community/{id}', { timeout: 20_000 }, () => {
  it('renders the thread with floor numbers', async () => {
    const t = quietTopic();
    const detail = await call(endpoints.community.detail, { id: t.id, page: 1 });
    renderApp(`/community/${t.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: t.title }, SLOW)).toBeTruthy();
    const thread = screen.getByRole('list', { name: '帖子' });
    const posts = within(thread).getAllByRole('article');
    expect(posts).toHaveLength(detail.posts.data.length);
    expect(posts[0]!.getAttribute('aria-label')).toBe(`主楼，${detail.topic.author.nickname}`);
    expect(within(posts[0]!).getByText('#1')).toBeTruthy();
    expect(posts.length, 'the seeded topic has replies').toBeGreaterThan(1);
    expect(within(posts[1]!).getByText('#2')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('社区话题'));
  });

  it('runs nothing from hostile HTML and shows no javascript: link', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const t = hostileTopic();
    renderApp(`/community/${t.id}`);
    await screen.findByRole('heading', { level: 1, name: t.title }, SLOW);
    const thread = screen.getByRole('list', { name: '帖子' });
    // The text around the hostile markup is still there.
    expect(within(thread).getByText(/素材下载链接/)).toBeTruthy();
    for (const el of thread.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
    }
    for (const a of thread.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect(thread.querySelector('script')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(alert).not.toHaveBeenCalled();
  });

  it('a visitor is invited to log in to reply', async () => {
    const user = userEvent.setup();
    const t = quietTopic();
    renderApp(`/community/${t.id}`);
    expect(await screen.findByText('登录后参与讨论', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '回复内容' })).toBeNull();
    const box = screen.getByRole('region', { name: '参与讨论' });
    await user.click(within(box).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
  });

  it('a member replies: the box checks the length, and the new post appears at the end', async () => {
    const user = userEvent.setup();
    const { userinfo: me } = await logIn();
    const t = quietTopic();
    const before = await call(endpoints.community.detail, { id: t.id, page: 1 });
    renderApp(`/community/${t.id}`);
    const field = await screen.findByRole('textbox', { name: '回复内容' }, SLOW);
    const send = screen.getByRole('button', { name: '发表回复' });

    await user.click(send);
    expect((await screen.findByRole('alert')).textContent).toContain('请输入回复内容');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    await user.type(field, '好');
    expect(screen.getByRole('alert').textContent).toContain('回复至少需要 2 个字');

    await user.clear(field);
    // Pasting is faster than typing 2001 characters.
    await user.click(field);
    await user.paste('长'.repeat(2001));
    expect(screen.getByRole('alert').textContent).toContain('回复不能超过 2000 个字');

    await user.clear(field);
    await user.click(field);
    await user.paste('同意楼上，<b>低模</b>也要注意布线。');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(send);

    const floor = before.posts.total + 1;
    const thread = screen.getByRole('list', { name: '帖子' });
    const post = await within(thread).findByRole('article', { name: `${floor} 楼，${me.nickname}` });
    // Last in the thread, the text shown as typed (the server escapes it), and focused.
    const posts = within(thread).getAllByRole('article');
    expect(posts.at(-1)).toBe(post);
    expect(within(post).getByText('同意楼上，<b>低模</b>也要注意布线。')).toBeTruthy();
    expect(within(post).getByText(`#${floor}`)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(post));
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('is a 404 for an unknown topic', async () => {
    renderApp('/community/999999');
    expect(await screen.findByText('Page Not Found: /community/999999', {}, SLOW)).toBeTruthy();
  });
});

describe('author card', () => {
  it("opens the author's public card (POST /api/user/index) from their name in a thread", async () => {
    const topic = quietTopic();
    const author = demo.db.users.get(topic.author_id)!;
    renderApp(`/community/${topic.id}`);
    const op = await screen.findByRole('article', { name: `主楼，${author.nickname}` }, SLOW);
    await userEvent.click(within(op).getByRole('button', { name: author.nickname }));
    const card = await screen.findByRole('dialog', { name: `${author.nickname} 的名片` });
    await waitFor(() => expect(within(card).getByText('粉丝')).toBeTruthy());
    expect(within(card).getByRole('link', { name: '查看主页' }).getAttribute('href')).toBe(
      `/designer/${author.id}`,
    );
    expect(author.bio, 'the seeded author has a bio').not.toBe('');
    expect(within(card).getByText(author.bio)).toBeTruthy();
    // Esc closes it and puts the keyboard back on the name, which opens it again with Enter.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `${author.nickname} 的名片` })).toBeNull(),
    );
    const name = within(op).getByRole('button', { name: author.nickname });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: `${author.nickname} 的名片` })).toBeTruthy();
    expect(name.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens from the keyboard the first time too', async () => {
    const topic = quietTopic();
    const author = demo.db.users.get(topic.author_id)!;
    renderApp(`/community/${topic.id}`);
    const op = await screen.findByRole('article', { name: `主楼，${author.nickname}` }, SLOW);
    const name = within(op).getByRole('button', { name: author.nickname });
    expect(name.getAttribute('aria-haspopup')).toBe('dialog');
    name.focus();
    await userEvent.keyboard(' ');
    const card = await screen.findByRole('dialog', { name: `${author.nickname} 的名片` });
    await waitFor(() => expect(within(card).getByText('粉丝')).toBeTruthy());
  });
});
