import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type Paginated, type Topic, type TopicDetail, type TopicPost } from '@zaowu/shared';
import { HOSTILE_TOPIC_TITLE, MEMBER_1 } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { community } = endpoints;
const db = () => demo.upstream.db;
const topics = async (q: Record<string, unknown> = {}) =>
  (await demo.call<Paginated<Topic>>(community.lists, { per_page: 100, ...q })).body.data;
const open = async (id: number, q: Record<string, unknown> = {}) =>
  (await demo.call<TopicDetail>(community.detail, { id, per_page: 100, ...q })).body.data;

describe('community', () => {
  it('lists topics by last reply, or by heat, and filters by tag', async () => {
    const latest = await topics();
    expect(latest.total).toBeGreaterThanOrEqual(30);
    const last = latest.data.map((t) => t.last_reply_at);
    expect(last).toEqual([...last].sort().reverse());
    const hot = (await topics({ sort: 'hot' })).data;
    const heat = hot.map((t) => t.replies * 20 + t.views);
    expect(heat).toEqual([...heat].sort((a, b) => b - a));
    const tagged = await topics({ tag: 'Blender' });
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.data.every((t) => t.tags.includes('Blender'))).toBe(true);
    expect((await demo.call(community.lists, { sort: 'random' })).body.msg).toBe('排序参数不正确');
  });

  it('opens a topic with every floor, the opening post first, and counts a view', async () => {
    const t = (await topics()).data[0]!;
    const d = await open(t.id);
    expect(d.topic).toMatchObject({ id: t.id, replies: t.replies, views: t.views + 1 });
    expect(d.posts.total).toBe(t.replies + 1);
    expect(d.posts.data.map((p) => p.floor)).toEqual(d.posts.data.map((_, i) => i + 1));
    expect(d.posts.data[0]!.content).toBe(d.topic.content);
    expect(d.posts.data[0]!.author).toEqual(t.author);
    expect(d.posts.data.at(-1)!.created_at).toBe(t.last_reply_at);
    const page2 = await open(t.id, { page: 2, per_page: 2 });
    expect(page2.posts.data[0]!.floor).toBe(3);
    expect((await demo.call(community.detail, { id: 999 })).body.msg).toBe('话题不存在或已删除');
  });

  it('keeps the hostile topic markup as authored (the SPA sanitizes)', async () => {
    const t = find.topic(db(), HOSTILE_TOPIC_TITLE);
    const d = await open(t.id);
    expect(d.topic.content).toContain('<img src=x onerror=alert(1)>');
    expect(d.topic.content).toContain('<a href="javascript:alert(1)">点我</a>');
    expect(d.topic.excerpt).not.toMatch(/[<>]/);
    // A couple of topics carry ordinary rich HTML with same-site links and stored images.
    const rich = [...db().posts.values()].filter((p) =>
      /<strong>|<a href="\/model\/\d+">|<img src="\/api\/storage\//.test(p.content),
    );
    expect(rich.length).toBeGreaterThanOrEqual(2);
  });

  it('stores a reply as escaped text, last, and bumps the topic', async () => {
    const t = find.topic(db(), HOSTILE_TOPIC_TITLE);
    const before = await open(t.id);
    const content = '试试这个：<script>alert("x")</script> & <img src=x onerror=alert(1)>\n第二行';
    const res = await demo.call<TopicPost>(community.reply, { topic_id: t.id, content }, token);
    expect(res.body).toMatchObject({ code: 1, msg: '回复成功' });
    const post = res.body.data;
    expect(post).toMatchObject({ floor: before.posts.total + 1, author: { id: MEMBER_1 } });
    expect(post.content).toBe(
      '<p>试试这个：&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p><p>第二行</p>',
    );
    const after = await open(t.id);
    expect(after.topic.replies).toBe(before.topic.replies + 1);
    expect(after.topic.last_reply_at).toBe(post.created_at);
    expect(after.posts.data.at(-1)).toEqual(post);
    expect((await topics()).data[0]!.id).toBe(t.id);
    // The topic's author hears about it.
    const notice = [...db().messages.values()].filter((m) => m.user_id === t.author_id).at(-1)!;
    expect(notice).toMatchObject({ message_type: 3, from_id: MEMBER_1 });
  });

  it('validates replies and needs a token', async () => {
    const t = find.topic(db());
    const reply = (content: unknown, tk: string | null = token) =>
      demo.call(community.reply, { topic_id: t.id, content }, tk);
    expect((await reply(' 好 ')).body.msg).toBe('回复内容为 2–2000 个字');
    expect((await reply('长'.repeat(2001))).body.msg).toBe('回复内容为 2–2000 个字');
    expect((await reply(undefined)).body.msg).toBe('请输入回复内容');
    expect((await demo.call(community.reply, { topic_id: 999, content: '你好你好' }, token)).body.msg).toBe(
      '话题不存在或已删除',
    );
    const anon = await reply('没有登录也想说两句', null);
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ code: 0, msg: '请先登录', data: null });
  });
});
