import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_MAX,
  COMMENT_MSGS,
  COMMENTS_PER_WINDOW,
  endpoints,
  type CommentPage,
  type CommentPosted,
  type CommentRemoved,
  type LikeResult,
  type Message,
  type Paginated,
  type UnreadCount,
  type WorkDetail,
  type WorkSummary,
} from '@zaowu/shared';
import type { WorkRow } from '../store/types.ts';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
/** Member 1's and member 2's tokens. */
let one: string;
let two: string;
beforeEach(async () => {
  one = await demo.login(0);
  two = await demo.login(1);
});

const { comment, works, message } = endpoints;
const db = () => demo.upstream.db;

/** A work by a designer (neither member), with no comments yet, so counts start at 0. */
function quietWork(): WorkRow {
  const commented = new Set([...db().comments.values()].map((c) => c.work_id));
  const w = [...db().works.values()].find(
    (x) => x.author_id !== MEMBER_1 && x.author_id !== MEMBER_2 && !commented.has(x.id),
  );
  if (!w) throw new Error('no quiet work in the seed');
  return w;
}
/** A work of member `who` (1 or 2). */
function workOf(who: number): WorkRow {
  const w = [...db().works.values()].find((x) => x.author_id === who);
  if (!w) throw new Error(`member ${who} has no work`);
  return w;
}

async function post(token: string | null, input: Record<string, unknown>) {
  return demo.call<CommentPosted>(comment.add, input, token);
}
async function posted(token: string, input: Record<string, unknown>) {
  const res = await post(token, input);
  expect(res.body, res.body.msg).toMatchObject({ code: 1 });
  return res.body.data;
}
async function list(workId: number, extra: Record<string, unknown> = {}, token: string | null = null) {
  const res = await demo.call<CommentPage>(comment.lists, { work_id: workId, ...extra }, token);
  expect(res.body, res.body.msg).toMatchObject({ code: 1 });
  return res.body.data;
}
const countOf = async (workId: number) =>
  (await demo.call<WorkDetail>(works.detail, { id: workId })).body.data.comments;
const unread = async (token: string, type: number) =>
  (await demo.call<UnreadCount[]>(message.countAllUnread, {}, token)).body.data.find(
    (u) => u.message_type === type,
  )!.message_count;
const messages = async (token: string, type: number) =>
  (await demo.call<Paginated<Message>>(message.byType, { messageType: type, per_page: 100 }, token)).body.data
    .data;
const userToken = async (userId: number) => {
  const u = db().users.get(userId)!;
  const res = await demo.post<{ token: string }>(endpoints.user.login.path, {
    account: u.mobile,
    password: u.password,
  });
  return res.body.data.token;
};

describe('posting', () => {
  it('needs a member: a visitor gets 401 and nothing is stored', async () => {
    const w = quietWork();
    const res = await post(null, { work_id: w.id, content: '路过看看' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 0, msg: '请先登录', data: null });
    expect(await countOf(w.id)).toBe(0);
  });

  it('takes 1–500 characters as people count them (an emoji is one), trimmed', async () => {
    const w = quietWork();
    for (const content of ['', '   \n  ']) {
      expect((await post(one, { work_id: w.id, content })).body).toEqual({
        code: 0,
        msg: COMMENT_MSGS.empty,
        data: null,
      });
    }
    expect((await post(one, { work_id: w.id })).body.msg).toBe(COMMENT_MSGS.empty);
    // 500 emoji are 1000 UTF-16 units: still 500 characters.
    const full = '👍'.repeat(COMMENT_MAX);
    expect(full.length).toBe(1000);
    const ok = await posted(one, { work_id: w.id, content: `  ${full}\n` });
    expect(ok.comment.content).toBe(full);
    expect((await post(one, { work_id: w.id, content: `${full}好` })).body).toEqual({
      code: 0,
      msg: `评论不能超过 ${COMMENT_MAX} 个字`,
      data: null,
    });
    expect((await posted(one, { work_id: w.id, content: '好' })).comment.content).toBe('好');
    expect(await countOf(w.id)).toBe(2);
  });

  it('keeps markup as the text it is (never HTML) and drops invisible control characters', async () => {
    const w = quietWork();
    const text = '<img src=x onerror=alert(1)> 标签\u0007也照原样\r\n第二行';
    const c = (await posted(one, { work_id: w.id, content: text })).comment;
    expect(c.content).toBe('<img src=x onerror=alert(1)> 标签也照原样\n第二行');
    expect((await list(w.id)).data[0]!.content).toBe(c.content);
  });

  it('drops zero-width, bidi and C1 characters too: a comment of only those is empty', async () => {
    const w = quietWork();
    for (const content of ['\u200b', '\u0000', '\u202e\u2066\u2069', '\ufeff \u0085\u2060'])
      expect((await post(one, { work_id: w.id, content })).body).toEqual({
        code: 0,
        msg: COMMENT_MSGS.empty,
        data: null,
      });
    expect(await countOf(w.id)).toBe(0);
    expect((await posted(one, { work_id: w.id, content: '你好\u202e' })).comment.content).toBe('你好');
    expect((await posted(one, { work_id: w.id, content: '\u200b👍\u200c' })).comment.content).toBe('👍');
  });

  it('refuses a missing work, and a reply to a comment of another work', async () => {
    expect((await post(one, { work_id: 999_999, content: '好看' })).body.msg).toBe(COMMENT_MSGS.workMissing);
    const other = [...db().comments.values()][0]!;
    const w = quietWork();
    expect((await post(one, { work_id: w.id, content: '好看', parent_id: other.id })).body.msg).toBe(
      COMMENT_MSGS.parentMissing,
    );
    expect((await post(one, { work_id: w.id, content: '好看', parent_id: 999_999 })).body.msg).toBe(
      COMMENT_MSGS.parentMissing,
    );
    expect(await countOf(w.id)).toBe(0);
  });

  it(`allows ${COMMENTS_PER_WINDOW} a minute per member and refuses the next with a clear msg`, async () => {
    const w = quietWork();
    for (let i = 1; i <= COMMENTS_PER_WINDOW; i++)
      await posted(two, { work_id: w.id, content: `第 ${i} 条` });
    const eleventh = await post(two, { work_id: w.id, content: '第 11 条' });
    expect(eleventh.body).toEqual({ code: 0, msg: '评论太频繁了，请稍后再试', data: null });
    expect(await countOf(w.id)).toBe(COMMENTS_PER_WINDOW);
    // Another member is not held back by it.
    await posted(one, { work_id: w.id, content: '我还可以说' });
    // A minute later the member may post again.
    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + 61_000);
    await posted(two, { work_id: w.id, content: '一分钟后' });
  });
});

describe('replies', () => {
  it('are one level deep: a reply to a reply goes under the top-level comment and names whom it answers', async () => {
    const w = quietWork();
    const top = (await posted(one, { work_id: w.id, content: '这个布线太干净了' })).comment;
    expect(top).toMatchObject({ parent_id: null, reply_to: null });
    const first = (await posted(two, { work_id: w.id, content: '同感', parent_id: top.id })).comment;
    expect(first.parent_id).toBe(top.id);
    expect(first.reply_to).toMatchObject({ id: MEMBER_1 });
    const second = (await posted(one, { work_id: w.id, content: '哈哈', parent_id: first.id })).comment;
    expect(second.parent_id).toBe(top.id);
    expect(second.reply_to).toMatchObject({ id: MEMBER_2, nickname: db().users.get(MEMBER_2)!.nickname });

    const page = await list(w.id);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]!.replies.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(page.comments).toBe(3);
    expect(page.total).toBe(1);
    expect(await countOf(w.id)).toBe(3);
  });
});

describe('the list', () => {
  it('is public, newest first or hottest first, paged by top-level comments', async () => {
    const w = quietWork();
    const ids: number[] = [];
    for (const text of ['一', '二', '三'])
      ids.push((await posted(one, { work_id: w.id, content: text })).comment.id);
    await posted(two, { work_id: w.id, content: '回一', parent_id: ids[0] });
    await demo.call(comment.like, { id: ids[1] }, two);

    const latest = await list(w.id);
    expect(latest.data.map((c) => c.id)).toEqual([ids[2], ids[1], ids[0]]);
    // Hot: a reply weighs two likes.
    const hot = await list(w.id, { sort: 'hot' });
    expect(hot.data.map((c) => c.id)).toEqual([ids[0], ids[1], ids[2]]);

    const page2 = await list(w.id, { per_page: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, last_page: 2, current_page: 2, comments: 4, focus: null });
    expect(page2.data.map((c) => c.id)).toEqual([ids[0]]);

    expect((await demo.call(comment.lists, { work_id: 999_999 })).body.msg).toBe(COMMENT_MSGS.workMissing);
    expect((await demo.call(comment.lists, { work_id: w.id, sort: 'old' })).body.msg).toBe('排序参数不正确');
  });

  it('answers the page holding the `around` comment (a reply: its thread), and says it found it', async () => {
    const w = quietWork();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await posted(one, { work_id: w.id, content: `评论 ${i}` })).comment.id);
    const reply = (await posted(two, { work_id: w.id, content: '回复第一条', parent_id: ids[0] })).comment;
    // Newest first, two a page: ids[0] is on page 3.
    const around = await list(w.id, { per_page: 2, around: reply.id });
    expect(around).toMatchObject({ current_page: 3, focus: reply.id });
    expect(around.data[0]!.replies.map((r) => r.id)).toContain(reply.id);
    expect(await list(w.id, { per_page: 2, around: ids[3] })).toMatchObject({
      current_page: 1,
      focus: ids[3],
    });
    // Gone (or on another work): the asked page, and no focus.
    const elsewhere = [...db().comments.values()].find((c) => c.work_id !== w.id)!;
    expect(await list(w.id, { per_page: 2, around: elsewhere.id })).toMatchObject({
      current_page: 1,
      focus: null,
    });
  });

  it('says which comments the member liked, and nothing to a visitor', async () => {
    const liked = db().commentLikes.find((l) => l.user_id === MEMBER_1)!;
    const c = db().comments.get(liked.comment_id)!;
    const threadId = c.parent_id ?? c.id;
    const find = (page: CommentPage) => {
      const t = page.data.find((x) => x.id === threadId)!;
      return t.id === c.id ? t : t.replies.find((r) => r.id === c.id)!;
    };
    expect(find(await list(c.work_id, { around: c.id }, one)).liked).toBe(true);
    expect(find(await list(c.work_id, { around: c.id }, two)).liked).toBe(false);
    expect(find(await list(c.work_id, { around: c.id })).liked).toBe(false);
  });
});

describe('likes', () => {
  it('toggle, count once per member, and need a member', async () => {
    const w = quietWork();
    const c = (await posted(one, { work_id: w.id, content: '求教程' })).comment;
    expect((await demo.call(comment.like, { id: c.id })).status).toBe(401);
    const like = async (t: string) => (await demo.call<LikeResult>(comment.like, { id: c.id }, t)).body.data;
    expect(await like(two)).toEqual({ liked: true, likes: 1 });
    expect(await like(one)).toEqual({ liked: true, likes: 2 });
    expect(await like(two)).toEqual({ liked: false, likes: 1 });
    const seen = (await list(w.id, {}, one)).data[0]!;
    expect(seen).toMatchObject({ likes: 1, liked: true });
    expect((await list(w.id, {}, two)).data[0]).toMatchObject({ likes: 1, liked: false });
    expect((await demo.call(comment.like, { id: 999_999 }, one)).body.msg).toBe(COMMENT_MSGS.missing);
  });
});

describe('deleting', () => {
  it('is for the comment’s author and the work’s author only; a top-level comment takes its replies', async () => {
    const w = workOf(MEMBER_2);
    const before = await countOf(w.id);
    const top = (await posted(one, { work_id: w.id, content: '作者好厉害' })).comment;
    const reply = (await posted(one, { work_id: w.id, content: '补充一句', parent_id: top.id })).comment;
    await demo.call(comment.like, { id: reply.id }, two);
    expect(await countOf(w.id)).toBe(before + 2);

    // A third member may delete neither.
    const stranger = await userToken(
      [...db().users.keys()].find((id) => id !== MEMBER_1 && id !== MEMBER_2)!,
    );
    expect((await demo.call(comment.del, { id: top.id }, stranger)).body).toEqual({
      code: 0,
      msg: COMMENT_MSGS.notAllowed,
      data: null,
    });
    expect((await demo.call(comment.del, { id: top.id })).status).toBe(401);
    expect(await countOf(w.id)).toBe(before + 2);

    // The work's author may delete a comment on their work, replies and all.
    const gone = await demo.call<CommentRemoved>(comment.del, { id: top.id }, two);
    expect(gone.body).toMatchObject({ code: 1, data: { removed: 2, comments: before } });
    expect(await countOf(w.id)).toBe(before);
    expect(db().comments.has(reply.id)).toBe(false);
    expect(db().commentLikes.some((l) => l.comment_id === reply.id)).toBe(false);
    expect((await demo.call(comment.del, { id: top.id }, two)).body.msg).toBe(COMMENT_MSGS.missing);
  });

  it('lets a member delete their own reply on someone else’s work, which leaves the comment', async () => {
    const w = quietWork();
    const top = (await posted(two, { work_id: w.id, content: '好看' })).comment;
    const reply = (await posted(one, { work_id: w.id, content: '同意', parent_id: top.id })).comment;
    expect((await demo.call(comment.del, { id: top.id }, one)).body.msg).toBe(COMMENT_MSGS.notAllowed);
    const res = await demo.call<CommentRemoved>(comment.del, { id: reply.id }, one);
    expect(res.body.data).toEqual({ removed: 1, comments: 1 });
    expect((await list(w.id)).data[0]).toMatchObject({ id: top.id, replies: [] });
  });

  it('leaves the work’s counts in lists consistent', async () => {
    const w = workOf(MEMBER_1);
    const c = (await posted(two, { work_id: w.id, content: '好作品' })).comment;
    const summary = async () =>
      (
        await demo.call<Paginated<WorkSummary>>(works.lists, { author_id: MEMBER_1, per_page: 100 })
      ).body.data.data.find((x) => x.id === w.id)!.comments;
    const n = await summary();
    expect(n).toBe((await list(w.id)).comments);
    await demo.call(comment.del, { id: c.id }, one);
    expect(await summary()).toBe(n - 1);
  });
});

describe('notifications', () => {
  it('tell the work’s author of a comment (type 2), linking to it', async () => {
    const w = workOf(MEMBER_1);
    const before = await unread(one, 2);
    const c = (await posted(two, { work_id: w.id, content: '配色太舒服了，求教程！' })).comment;
    expect(await unread(one, 2)).toBe(before + 1);
    const m = (await messages(one, 2))[0]!;
    expect(m).toMatchObject({
      title: '新评论',
      read: false,
      from: { id: MEMBER_2 },
      link: `/${w.type}/${w.id}#comment-${c.id}`,
    });
    expect(m.content).toBe(
      `${db().users.get(MEMBER_2)!.nickname} 评论了你的作品《${w.title}》：“配色太舒服了，求教程！”`,
    );
  });

  it('tell the one answered of a reply (type 3), not the author of the work again', async () => {
    const w = workOf(MEMBER_1);
    const top = (await posted(two, { work_id: w.id, content: '想问下用的什么渲染器？' })).comment;
    const comments1 = await unread(one, 2);
    const replies2 = await unread(two, 3);
    const reply = (await posted(one, { work_id: w.id, content: 'Cycles，回头写个教程', parent_id: top.id }))
      .comment;
    expect(await unread(two, 3)).toBe(replies2 + 1);
    expect(await unread(one, 2)).toBe(comments1);
    expect((await messages(two, 3))[0]).toMatchObject({
      title: '新回复',
      from: { id: MEMBER_1 },
      link: `/${w.type}/${w.id}#comment-${reply.id}`,
    });
  });

  it('are not sent for one’s own comment on one’s own work, nor a reply to oneself', async () => {
    const w = workOf(MEMBER_1);
    const all = () => db().messages.size;
    const before = all();
    const top = (await posted(one, { work_id: w.id, content: '更新了贴图' })).comment;
    await posted(one, { work_id: w.id, content: '再补一张细节图', parent_id: top.id });
    expect(all()).toBe(before);
  });
});

describe('the seed', () => {
  it('has comments and replies, and its 评论/回复 notices open the comment they quote', async () => {
    const all = [...db().comments.values()];
    expect(all.filter((c) => c.parent_id === null).length).toBeGreaterThan(100);
    expect(all.some((c) => c.parent_id !== null)).toBe(true);
    for (const c of all) {
      const w = db().works.get(c.work_id)!;
      expect(c.created_at >= w.created_at).toBe(true);
      if (c.parent_id !== null) {
        const parent = db().comments.get(c.parent_id)!;
        expect(parent.parent_id).toBeNull();
        expect(parent.work_id).toBe(c.work_id);
        expect(c.created_at >= parent.created_at).toBe(true);
        expect(c.reply_to_id).not.toBeNull();
      }
    }
    const notices = [...db().messages.values()].filter(
      (m) => m.message_type === 2 || (m.message_type === 3 && m.content.includes('回复了你的评论')),
    );
    expect(notices.length).toBeGreaterThan(4);
    for (const m of notices) {
      const [, type, workId, commentId] = /^\/(\w+)\/(\d+)#comment-(\d+)$/.exec(m.link ?? '') ?? [];
      expect(commentId, m.content).toBeDefined();
      const c = db().comments.get(Number(commentId))!;
      const w = db().works.get(Number(workId))!;
      expect(c.work_id).toBe(w.id);
      expect(w.type).toBe(type);
      expect(c.author_id).toBe(m.from_id);
      expect(m.content).toContain(`“${c.content}”`);
      if (m.message_type === 2) expect(w.author_id).toBe(m.user_id);
      else expect(c.reply_to_id).toBe(m.user_id);
    }
  });
});
