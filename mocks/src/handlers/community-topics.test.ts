/**
 * 发起话题, editing and deleting one's own topic: who may, what is refused (in the form's words), where a
 * new topic lands, what happens to the pictures in its body, and the posting limit.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOPIC_MSGS,
  TOPIC_WINDOW_MS,
  TOPICS_PER_WINDOW,
  endpoints,
  type Paginated,
  type Topic,
  type TopicDetail,
} from '@zaowu/shared';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { community } = endpoints;
const db = () => demo.upstream.db;
type Saved = TopicDetail['topic'];

const VALID = {
  title: '新手求助：低模角色怎么分 UV 比较省事？',
  content: '<p>刚开始做低多边形角色，<strong>UV 总是拉伸</strong>，大家一般怎么切缝？</p>',
  tag: '求助',
};
const add = (input: Record<string, unknown> = {}, tk: string | null = token) =>
  demo.call<Saved>(community.add, { ...VALID, ...input }, tk);
const latest = async () =>
  (await demo.call<Paginated<Topic>>(community.lists, { sort: 'latest', per_page: 100 })).body.data;
const open = async (id: number) =>
  (await demo.call<TopicDetail>(community.detail, { id, per_page: 100 })).body;
const get = (address: string) => fetch(new URL(address, demo.base));

describe('community.add', () => {
  it('starts a topic that leads 最新, with its body as floor 1 and the chosen tag', async () => {
    const before = await latest();
    const res = await add();
    expect(res.body).toMatchObject({ code: 1, msg: '话题已发布' });
    const t = res.body.data;
    expect(t).toMatchObject({
      title: VALID.title,
      content: VALID.content,
      tags: ['求助'],
      replies: 0,
      views: 0,
      author: { id: MEMBER_1 },
      excerpt: '刚开始做低多边形角色，UV 总是拉伸，大家一般怎么切缝？',
    });
    expect(t.last_reply_at).toBe(t.created_at);

    const after = await latest();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]).toMatchObject({ id: t.id, title: VALID.title });
    // Filed under its tag too.
    const tagged = (await demo.call<Paginated<Topic>>(community.lists, { tag: '求助' })).body.data;
    expect(tagged.data[0]!.id).toBe(t.id);

    const d = (await open(t.id)).data;
    expect(d.posts.data).toHaveLength(1);
    expect(d.posts.data[0]).toMatchObject({ floor: 1, content: VALID.content, author: { id: MEMBER_1 } });
  });

  it('needs a member', async () => {
    const res = await add({}, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 0, msg: '请先登录', data: null });
  });

  it('refuses a title outside 1–50 characters, an empty body and a tag not on the list, storing nothing', async () => {
    const count = db().topics.size;
    const msg = async (input: Record<string, unknown>) => (await add(input)).body.msg;
    expect(await msg({ title: '   ' })).toBe(TOPIC_MSGS.titleEmpty);
    expect(await msg({ title: undefined })).toBe(TOPIC_MSGS.titleEmpty);
    expect(await msg({ title: '题'.repeat(51) })).toBe('话题标题不能超过 50 个字');
    // Counted as people count: 50 emoji are 50 characters, not 100.
    expect((await add({ title: '🎨'.repeat(50) })).body.code).toBe(1);
    expect(await msg({ content: '' })).toBe(TOPIC_MSGS.bodyEmpty);
    expect(await msg({ content: '<p> </p><p><br></p>' })).toBe(TOPIC_MSGS.bodyEmpty);
    expect(await msg({ content: `<p>${'字'.repeat(10_001)}</p>` })).toBe('正文不能超过 10000 个字');
    expect(await msg({ tag: '' })).toBe(TOPIC_MSGS.tagEmpty);
    expect(await msg({ tag: '广告' })).toBe(TOPIC_MSGS.tagUnknown);
    expect(await msg({ title: 42 })).toBe(TOPIC_MSGS.titleEmpty);
    expect(db().topics.size).toBe(count + 1);
  });

  it('keeps only safe markup (the SPA sanitizes again on display); the excerpt is plain text', async () => {
    const hostile =
      '<p>看图<img src=x onerror=alert(1)><a href="javascript:alert(1)">点我</a><script>alert(2)</script></p>';
    const t = (await add({ content: hostile })).body.data;
    expect((await open(t.id)).data.topic.content).toBe('<p>看图<a>点我</a></p>');
    expect(t.excerpt).toBe('看图点我');
    expect(t.excerpt).not.toMatch(/[<>]/);
  });

  it(`allows ${TOPICS_PER_WINDOW} new topics per member in 10 minutes, then refuses with a clear msg`, async () => {
    for (let i = 0; i < TOPICS_PER_WINDOW; i += 1)
      expect((await add({ title: `第 ${i + 1} 个话题` })).body.code).toBe(1);
    const count = db().topics.size;
    const refused = await add({ title: '第 6 个话题' });
    expect(refused.body).toEqual({ code: 0, msg: TOPIC_MSGS.tooFast, data: null });
    expect(db().topics.size).toBe(count);
    // Another member is not held back by it.
    expect((await add({ title: '别人的话题' }, await demo.login(1))).body.code).toBe(1);
    // A refused or invalid try takes no slot; once the window has passed, it is open again.
    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + TOPIC_WINDOW_MS + 1);
    expect((await add({ title: '十分钟后' })).body.code).toBe(1);
  });
});

describe('pictures in a topic', () => {
  it('makes the member’s uploaded pictures public media at their bare path, and refuses someone else’s', async () => {
    const up = (await demo.upload(token, '线稿.png', 'png-bytes')).body.data;
    const signed = up.path!;
    const bare = signed.split('?')[0]!;
    expect(signed).toContain('?');
    expect((await get(bare)).status).toBe(403);

    const stranger = await demo.login(1);
    const theirs = await add({ content: `<p>偷图</p><img src="${signed}">` }, stranger);
    expect(theirs.body.msg).toBe(TOPIC_MSGS.imageNotYours);

    const t = (await add({ content: `<p>我的线稿</p><img src="${signed.replaceAll('&', '&amp;')}">` })).body
      .data;
    expect(t.content).toBe(`<p>我的线稿</p><img src="${bare}" />`);
    const res = await get(bare);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png-bytes');
  });

  it('lets the pictures go when an edit drops them or the topic is deleted', async () => {
    const first = (await demo.upload(token, '第一张.png', 'one')).body.data.path!;
    const second = (await demo.upload(token, '第二张.png', 'two')).body.data.path!;
    const bareOf = (p: string) => p.split('?')[0]!;
    const t = (await add({ content: `<p>两张图</p><img src="${first}"><img src="${second}">` })).body.data;
    expect((await get(bareOf(first))).status).toBe(200);

    const edited = await demo.call<Saved>(
      community.edit,
      { id: t.id, ...VALID, content: `<p>只留第二张</p><img src="${bareOf(second)}">` },
      token,
    );
    expect(edited.body.code, edited.body.msg).toBe(1);
    expect((await get(bareOf(first))).status).toBe(404);
    expect(db().blobs.has(bareOf(first))).toBe(false);
    expect((await get(bareOf(second))).status).toBe(200);

    expect((await demo.call(community.del, { id: t.id }, token)).body).toMatchObject({ code: 1 });
    expect((await get(bareOf(second))).status).toBe(404);
    expect(db().blobs.has(bareOf(second))).toBe(false);
  });
});

describe('rich text in a topic', () => {
  const stored = async (content: string) => {
    const res = await add({ content });
    expect(res.body.code, res.body.msg).toBe(1);
    return res.body.data.content;
  };

  it('keeps the editor’s formatting, links (with rel) and the member’s own pictures', async () => {
    const up = (await demo.upload(token, '草图.png', 'png-bytes')).body.data.path!;
    const bare = up.split('?')[0]!;
    const body =
      '<h2>小标题</h2><p><strong>粗</strong><em>斜</em><s>删</s><code>x = 1</code></p>' +
      '<ul><li>一</li><li>二</li></ul><ol><li>三</li></ol><blockquote><p>引用</p></blockquote>' +
      '<pre><code>const a = 1 &lt; 2;</code></pre><hr />' +
      '<p><a title="外链" href="https://example.com/a?b=1&amp;c=2">外链</a> ' +
      '<a href="/work/12">站内</a></p>';
    expect(await stored(`${body}<img src="${up.replaceAll('&', '&amp;')}" alt="草图" />`)).toBe(
      body
        .replace('c=2"', 'c=2" rel="noopener noreferrer nofollow"')
        .replace('href="/work/12"', 'href="/work/12" rel="noopener noreferrer nofollow"') +
        `<img alt="草图" src="${bare}" />`,
    );
  });

  it('drops scripts, event handlers, style and unsafe link addresses', async () => {
    const content = await stored(
      '<p style="position:fixed" onclick="steal()">正文<script>alert(1)</script>' +
        '<a href="javascript:alert(1)" onmouseover="x()">一</a>' +
        '<a href=" JaVaScRiPt:alert(1)">二</a>' +
        '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">三</a>' +
        '<a href="//evil.example/x">四</a><a href="/\\evil.example/x">五</a>' +
        '<a href="https://ok.example/" target="_self" rel="opener">六</a></p>' +
        '<iframe src="https://evil.example/"></iframe><style>p{}</style><span class="x">七</span>',
    );
    expect(content).toBe(
      '<p>正文<a>一</a><a>二</a><a>三</a><a>四</a><a>五</a>' +
        '<a href="https://ok.example/" rel="noopener noreferrer nofollow">六</a></p><span>七</span>',
    );
  });

  it('drops pictures that are not our storage: other hosts, data:, javascript:, a path off storage', async () => {
    const content = await stored(
      '<p>图</p><img src="https://evil.example/p.png"><img src="//evil.example/p.png">' +
        '<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="/\\evil.example/p.png">' +
        '<img src="/api/storage/../account/logout"><img src="/api/account/logout"><img>' +
        '<img src="/api/storage/gen/art/3.svg" onerror="alert(1)" style="width:0">',
    );
    expect(content).toBe('<p>图</p><img src="/api/storage/gen/art/3.svg" />');
  });

  it('claims unquoted picture addresses too: someone else’s upload is refused, one’s own made public', async () => {
    const up = (await demo.upload(token, '原图.png', 'mine')).body.data.path!;
    const bare = up.split('?')[0]!;
    const stranger = await demo.login(1);
    const count = db().topics.size;
    const theirs = await add({ content: `<p>偷图</p><img src=${bare}>` }, stranger);
    expect(theirs.body).toEqual({ code: 0, msg: TOPIC_MSGS.imageNotYours, data: null });
    expect(db().topics.size).toBe(count);
    expect(db().blobs.get(bare)!.public).toBe(false);

    expect(await stored(`<p>我的</p><img src=${bare}>`)).toBe(`<p>我的</p><img src="${bare}" />`);
    expect(db().blobs.get(bare)!.public).toBe(true);
  });

  it('refuses a body with nothing left once cleaned, as empty', async () => {
    const count = db().topics.size;
    for (const content of [
      '<script>alert(1)</script>',
      '<img src="https://evil.example/p.png">',
      '<p><iframe src="https://evil.example/"></iframe></p>',
    ])
      expect((await add({ content })).body).toEqual({ code: 0, msg: TOPIC_MSGS.bodyEmpty, data: null });
    expect(db().topics.size).toBe(count);
  });

  it('cleans an edited body the same way', async () => {
    const own = find.ownTopic(db());
    const res = await demo.call<Saved>(
      community.edit,
      {
        id: own.id,
        ...VALID,
        content: '<p onclick="x()">改过<script>alert(1)</script></p><img src=https://evil.example/p.png>',
      },
      token,
    );
    expect(res.body.code, res.body.msg).toBe(1);
    expect((await open(own.id)).data.topic.content).toBe('<p>改过</p>');
    const empty = await demo.call(
      community.edit,
      { id: own.id, ...VALID, content: '<script>x</script>' },
      token,
    );
    expect(empty.body.msg).toBe(TOPIC_MSGS.bodyEmpty);
    expect((await open(own.id)).data.topic.content).toBe('<p>改过</p>');
  });
});

describe('community.edit', () => {
  it('changes the author’s own topic: title, body and its topic tag (free tags stay), not its place', async () => {
    const own = find.ownTopic(db());
    own.tags = ['建模', 'Blender'];
    const listed = (await latest()).data.findIndex((x) => x.id === own.id);
    const res = await demo.call<Saved>(
      community.edit,
      { id: own.id, title: '  改过的标题  ', content: '<p>改过的正文</p>', tag: '教程' },
      token,
    );
    expect(res.body).toMatchObject({ code: 1, msg: '话题已更新' });
    expect(res.body.data).toMatchObject({ title: '改过的标题', tags: ['教程', 'Blender'] });
    const d = (await open(own.id)).data;
    expect(d.topic.content).toBe('<p>改过的正文</p>');
    expect(d.posts.data[0]!.content).toBe('<p>改过的正文</p>');
    expect((await latest()).data.findIndex((x) => x.id === own.id)).toBe(listed);
  });

  it('refuses someone else’s topic and bad input, leaving the topic as it was', async () => {
    const own = find.ownTopic(db());
    const before = (await open(own.id)).data.topic;
    const other = await demo.login(1);
    const edit = (input: Record<string, unknown>, tk = token) =>
      demo.call(community.edit, { id: own.id, ...VALID, ...input }, tk);
    expect((await edit({}, other)).body.msg).toBe(TOPIC_MSGS.notYoursEdit);
    expect((await edit({ title: '' })).body.msg).toBe(TOPIC_MSGS.titleEmpty);
    expect((await edit({ content: '' })).body.msg).toBe(TOPIC_MSGS.bodyEmpty);
    expect((await edit({ id: 999_999 })).body.msg).toBe(TOPIC_MSGS.missing);
    expect((await demo.call(community.edit, { ...VALID, id: own.id }, null)).status).toBe(401);
    const after = (await open(own.id)).data.topic;
    expect({ ...after, views: 0 }).toEqual({ ...before, views: 0 });
  });
});

describe('community.del', () => {
  it('deletes only the author’s own topic, with its replies; it then answers as missing', async () => {
    const own = find.ownTopic(db());
    const theirs = [...db().topics.values()].find((t) => t.author_id === MEMBER_2)!;
    expect((await demo.call(community.del, { id: theirs.id }, token)).body.msg).toBe(
      TOPIC_MSGS.notYoursDelete,
    );
    expect(db().topics.has(theirs.id)).toBe(true);
    expect((await demo.call(community.del, { id: own.id }, null)).status).toBe(401);

    const res = await demo.call(community.del, { id: own.id }, token);
    expect(res.body).toEqual({ code: 1, msg: '话题已删除', data: null });
    expect([...db().posts.values()].some((p) => p.topic_id === own.id)).toBe(false);
    expect((await open(own.id)).msg).toBe(TOPIC_MSGS.missing);
    expect((await latest()).data.some((t) => t.id === own.id)).toBe(false);
    expect((await demo.call(community.del, { id: own.id }, token)).body.msg).toBe(TOPIC_MSGS.missing);
    expect(
      (await demo.call(community.reply, { topic_id: own.id, content: '还在吗还在吗' }, token)).body.msg,
    ).toBe(TOPIC_MSGS.missing);
  });
});
