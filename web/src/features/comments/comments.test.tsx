/**
 * 评论 on a work's page, over the demo upstream: reading as a visitor (the login dialog when posting or
 * liking), posting with what was typed kept on a refusal, replying, liking, deleting, and opening a
 * link to one comment (its page, scrolled to and highlighted).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMENTS_PER_WINDOW, endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { matureOkAtom } from '../../lib/mature.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_2 } from '../../test/members.ts';

vi.setConfig({ testTimeout: 20_000 });
let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  // jsdom has no layout: note what was scrolled into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  appStore.set(matureOkAtom, false);
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

const db = () => demo.db;
const commentsOf = (workId: number) => [...db().comments.values()].filter((c) => c.work_id === workId);
/** A work by someone else than member 2, not mature, with `min`..`max` comments. */
function workWith(min: number, max = Infinity) {
  const w = [...db().works.values()].find((x) => {
    const n = commentsOf(x.id).length;
    return !x.is_mature && x.author_id !== MEMBER_2.id && x.type === 'art' && n >= min && n <= max;
  });
  if (!w) throw new Error('no such work in the seed');
  return w;
}
const section = () => screen.getByRole('region', { name: /^评论/ });
const heading = () => within(section()).getByRole('heading', { level: 2 });
const box = () => within(section()).getByRole('textbox', { name: '评论' });
/** The box, once its chunk is in: until then a stand-in without a name holds its place. */
const boxReady = () => within(section()).findByRole('textbox', { name: '评论' }, SLOW);

describe('comments on a work page', () => {
  it('shows a visitor the comments and their count, and the login dialog on 发表评论 and 点赞', async () => {
    const w = workWith(2);
    renderApp(`/art/${w.id}`);
    const total = commentsOf(w.id).length;
    await waitFor(() => expect(heading().textContent).toBe(`评论 ${total}`), SLOW);
    const top = commentsOf(w.id).filter((c) => c.parent_id === null);
    const list = await within(section()).findByRole('list', { name: '评论列表' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThanOrEqual(top.length);
    // The page header counts them too.
    expect(screen.getByRole('link', { name: `${total} 条评论` })).toBeTruthy();

    const field = await boxReady();
    await userEvent.type(field, '想问一下这是怎么画的');
    await userEvent.click(within(section()).getByRole('button', { name: '发表评论' }));
    expect(await screen.findByRole('dialog', { name: '登录' }, SLOW)).toBeTruthy();
    expect(field).toHaveProperty('value', '想问一下这是怎么画的');
    expect(commentsOf(w.id)).toHaveLength(total);

    appStore.set(loginDialogOpenAtom, false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull());
    const like = within(list).getAllByRole('button', { name: /^点赞/ })[0]!;
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(like);
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
  });

  it('says so when there are no comments yet', async () => {
    const w = workWith(0, 0);
    renderApp(`/art/${w.id}`);
    expect(
      await within(await screen.findByRole('region', { name: /^评论/ }, SLOW)).findByText(
        '还没有评论，来说两句吧',
      ),
    ).toBeTruthy();
    expect(heading().textContent).toBe('评论 0');
  });

  it('posts a comment, which heads the list, and the counts rise', async () => {
    await logIn();
    const w = workWith(0, 0);
    renderApp(`/art/${w.id}`);
    await within(await screen.findByRole('region', { name: /^评论/ }, SLOW)).findByText(
      '还没有评论，来说两句吧',
    );
    await userEvent.type(await boxReady(), '配色好舒服🎨，求教程！');
    await userEvent.click(within(section()).getByRole('button', { name: '发表评论' }));
    const list = await within(section()).findByRole('list', { name: '评论列表' });
    expect(within(list).getByText('配色好舒服🎨，求教程！')).toBeTruthy();
    expect(box()).toHaveProperty('value', '');
    expect(heading().textContent).toBe('评论 1');
    expect(screen.getByRole('link', { name: '1 条评论' })).toBeTruthy();
    expect(commentsOf(w.id).map((c) => c.content)).toEqual(['配色好舒服🎨，求教程！']);
    // The new comment is brought into view and focused.
    await waitFor(() => expect(document.activeElement?.id).toBe(`comment-${commentsOf(w.id)[0]!.id}`));
  });

  it('keeps what was typed when the server refuses, and shows its reason in place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logIn();
    const w = workWith(0, 0);
    // The member has posted their ten comments this minute.
    const now = demo.clock.now();
    db().postingTimes.set(
      `comment:${MEMBER_2.id}`,
      Array.from({ length: COMMENTS_PER_WINDOW }, () => now),
    );
    renderApp(`/art/${w.id}`);
    await within(await screen.findByRole('region', { name: /^评论/ }, SLOW)).findByText(
      '还没有评论，来说两句吧',
    );
    await userEvent.type(await boxReady(), '再说一句');
    await userEvent.click(within(section()).getByRole('button', { name: '发表评论' }));
    expect((await within(section()).findByRole('alert')).textContent).toContain('评论太频繁了，请稍后再试');
    expect(box()).toHaveProperty('value', '再说一句');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(commentsOf(w.id)).toHaveLength(0);

    // Too long is refused before sending, and counted as people count (an emoji is one).
    await userEvent.clear(box());
    await userEvent.click(box());
    await userEvent.paste('好'.repeat(501));
    await userEvent.click(within(section()).getByRole('button', { name: '发表评论' }));
    expect((await within(section()).findByRole('alert')).textContent).toContain('评论不能超过 500 个字');
    expect(within(section()).getByText('501/500')).toBeTruthy();
  });

  it('replies inline (回复 @昵称) under the comment', async () => {
    await logIn();
    const w = workWith(1, 3);
    const top = commentsOf(w.id).find((c) => c.parent_id === null)!;
    const author = db().users.get(top.author_id)!;
    renderApp(`/art/${w.id}`);
    const comment = await screen.findByRole('article', { name: new RegExp(`^${author.nickname}`) }, SLOW);
    await userEvent.click(within(comment).getByRole('button', { name: '回复' }));
    const replyBox = await within(section()).findByRole('textbox', { name: `回复 @${author.nickname}` });
    expect(document.activeElement).toBe(replyBox);
    await userEvent.type(replyBox, '同问，蹲一个教程');
    await userEvent.click(within(section()).getByRole('button', { name: '发表回复' }));
    await waitFor(() =>
      expect(commentsOf(w.id).some((c) => c.parent_id === top.id && c.content === '同问，蹲一个教程')).toBe(
        true,
      ),
    );
    const reply = await within(section()).findByText('同问，蹲一个教程');
    const article = reply.closest('article')!;
    expect(within(article).getByText(`@${author.nickname}`)).toBeTruthy();
    expect(within(section()).queryByRole('textbox', { name: `回复 @${author.nickname}` })).toBeNull();
  });

  it('likes a comment: pressed, counted, and kept by the server', async () => {
    await logIn();
    const w = workWith(1, 3);
    const top = commentsOf(w.id).find((c) => c.parent_id === null)!;
    const before = top.likes;
    const author = db().users.get(top.author_id)!;
    renderApp(`/art/${w.id}`);
    const comment = await screen.findByRole('article', { name: new RegExp(`^${author.nickname}`) }, SLOW);
    const like = within(comment).getByRole('button', { name: /^点赞/ });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    await userEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.getAttribute('aria-label')).toBe(`点赞，${before + 1} 人赞过`);
    await waitFor(() => expect(db().comments.get(top.id)!.likes).toBe(before + 1));
    expect(db().commentLikes.some((l) => l.user_id === MEMBER_2.id && l.comment_id === top.id)).toBe(true);
  });

  it('deletes one’s own comment after a confirm, and offers no 删除 on others’', async () => {
    await logIn();
    const w = workWith(1, 3);
    const row = await call(endpoints.comment.add, { work_id: w.id, content: '先占个楼' });
    renderApp(`/art/${w.id}`);
    const me = db().users.get(MEMBER_2.id)!.nickname;
    const mine = await screen.findByRole('article', { name: new RegExp(`^${me}`) }, SLOW);
    const total = commentsOf(w.id).length;
    for (const other of within(section())
      .getAllByRole('article')
      .filter((a) => a !== mine))
      expect(within(other).queryByRole('button', { name: '删除' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除评论' });
    expect(within(dialog).getByText('先占个楼')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(db().comments.has(row.comment.id)).toBe(false));
    await waitFor(() => expect(heading().textContent).toBe(`评论 ${total - 1}`));
    expect(within(section()).queryByText('先占个楼')).toBeNull();
  });

  it('lets a work’s author delete others’ comments on it', async () => {
    await logIn();
    const w = [...db().works.values()].find((x) => x.author_id === MEMBER_2.id && !x.is_mature)!;
    const other = db().users.get(3)!;
    db().comments.set(99_999, {
      id: 99_999,
      work_id: w.id,
      parent_id: null,
      author_id: other.id,
      reply_to_id: null,
      content: '作者你好，这个能商用吗？',
      likes: 0,
      created_at: '2026-10-31T10:00:00+08:00',
    });
    renderApp(`/${w.type}/${w.id}`);
    const text = await screen.findByText('作者你好，这个能商用吗？', {}, SLOW);
    await userEvent.click(within(text.closest('article')!).getByRole('button', { name: '删除' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '删除评论' })).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(db().comments.has(99_999)).toBe(false));
  });

  it('opens a link to a comment on a later page: that page, scrolled to it, highlighted', async () => {
    const w = [...db().works.values()]
      .filter((x) => !x.is_mature && x.author_id !== MEMBER_2.id)
      .sort((a, b) => commentsOf(b.id).length - commentsOf(a.id).length)[0]!;
    const tops = commentsOf(w.id)
      .filter((c) => c.parent_id === null)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    expect(tops.length).toBeGreaterThan(10);
    // The oldest comment: the last page, newest first.
    const target = tops.at(-1)!;
    renderApp(`/${w.type}/${w.id}#comment-${target.id}`);
    const el = await waitFor(() => {
      const found = document.getElementById(`comment-${target.id}`);
      expect(found).not.toBeNull();
      return found!;
    }, SLOW);
    expect(el.getAttribute('data-highlighted')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(el));
    expect(scrolled).toContain(el);
    const pages = within(section()).getByRole('navigation', { name: '评论分页' });
    expect(within(pages).getByRole('button', { current: 'page' }).textContent).toBe(
      String(Math.ceil(tops.length / 10)),
    );
  });

  it('says so when the linked comment is gone', async () => {
    const w = workWith(1);
    renderApp(`/art/${w.id}#comment-999999`);
    expect(await screen.findByText('你要查看的评论已被删除或不存在。', {}, SLOW)).toBeTruthy();
  });
});
