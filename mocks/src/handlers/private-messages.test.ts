import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRIVATE_MESSAGES_PER_WINDOW,
  PRIVATE_MESSAGE_MAX,
  PRIVATE_MESSAGE_WINDOW_MS,
  endpoints,
  type BlockState,
  type Conversation,
  type Paginated,
  type PrivateMessage,
  type PrivateUnread,
  type UnreadCount,
} from '@zaowu/shared';
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

const { user, message } = endpoints;
const db = () => demo.upstream.db;

const send = (token: string, to_user_id: unknown, content: unknown) =>
  demo.call<PrivateMessage>(user.sendMessage, { to_user_id, content }, token);
const conversations = async (token: string, per_page = 100) =>
  (await demo.call<Paginated<Conversation>>(user.conversations, { per_page }, token)).body.data;
const privateUnread = async (token: string) =>
  (await demo.call<PrivateUnread>(user.privateUnread, {}, token)).body.data.unread;
const thread = async (token: string, with_user: number) =>
  (await demo.call<Paginated<PrivateMessage>>(user.messageList, { with_user, per_page: 100 }, token)).body
    .data.data;
const refused = (msg: string) => ({ code: 0, msg, data: null });

/** A seeded user member 1 has never written with. */
const stranger = () => {
  const talked = new Set(
    [...db().privateMessages.values()].flatMap((m) =>
      m.from_id === MEMBER_1 || m.to_id === MEMBER_1 ? [m.from_id, m.to_id] : [],
    ),
  );
  return [...db().users.keys()].find((id) => id > 2 && !talked.has(id))!;
};

describe('sendMessage', () => {
  it('needs a member', async () => {
    for (const [endpoint, input] of [
      [user.sendMessage, { to_user_id: MEMBER_2, content: '你好' }],
      [user.conversations, {}],
      [user.readConversation, { user_id: MEMBER_2 }],
      [user.privateUnread, {}],
    ] as const) {
      const res = await demo.call(endpoint, input, null);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refused('请先登录'));
    }
    expect([...db().privateMessages.values()].some((m) => m.content === '你好')).toBe(false);
  });

  it('sends a trimmed message the recipient sees in the thread, unread', async () => {
    const before = db().privateMessages.size;
    const res = await send(one, MEMBER_2, '  你好，模型的贴图可以商用吗？\n谢谢！  ');
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.msg).toBe('发送成功');
    const sent = res.body.data;
    expect(sent).toMatchObject({
      from: { id: MEMBER_1, nickname: '造物小林' },
      to: { id: MEMBER_2 },
      content: '你好，模型的贴图可以商用吗？\n谢谢！',
      read: false,
    });
    expect(db().privateMessages.size).toBe(before + 1);
    expect((await thread(two, MEMBER_1))[0]).toEqual(sent);
    expect((await thread(one, MEMBER_2))[0]).toEqual(sent);
  });

  it('refuses myself, missing users and bad ids, storing nothing', async () => {
    const before = db().privateMessages.size;
    expect((await send(one, MEMBER_1, '自言自语')).body).toEqual(refused('不能给自己发私信'));
    expect((await send(one, 999_999, '在吗')).body).toEqual(refused('用户不存在'));
    expect((await send(one, undefined, '在吗')).body).toEqual(refused('缺少用户 ID'));
    expect((await send(one, 'abc', '在吗')).body).toEqual(refused('用户 ID 格式不正确'));
    expect(db().privateMessages.size).toBe(before);
  });

  it('takes 1–1000 characters as people count them, after trimming', async () => {
    expect((await send(one, MEMBER_2, '')).body).toEqual(refused('请输入私信内容'));
    expect((await send(one, MEMBER_2, ' \n\t ')).body).toEqual(refused('请输入私信内容'));
    expect((await send(one, MEMBER_2, undefined)).body).toEqual(refused('请输入私信内容'));
    expect((await send(one, MEMBER_2, 42)).body).toEqual(refused('请输入私信内容'));
    const tooLong = '字'.repeat(PRIVATE_MESSAGE_MAX + 1);
    expect((await send(one, MEMBER_2, tooLong)).body).toEqual(refused('私信不能超过 1000 个字'));

    // 1000 emoji are 2000 UTF-16 units but 1000 characters: allowed. Spaces around do not count.
    const emoji = '😀'.repeat(PRIVATE_MESSAGE_MAX);
    const ok = await send(one, MEMBER_2, `  ${emoji}  `);
    expect(ok.body.code, ok.body.msg).toBe(1);
    expect(ok.body.data.content).toBe(emoji);
    expect((await send(one, MEMBER_2, 'x')).body.code).toBe(1);
  });

  it('drops invisible and control characters: a message of only those is empty', async () => {
    const before = db().privateMessages.size;
    for (const content of ['\u200b', '\u0000', '\u202e', '\ufeff\u2066 \u2069\u0085'])
      expect((await send(one, MEMBER_2, content)).body).toEqual(refused('请输入私信内容'));
    expect(db().privateMessages.size).toBe(before);

    const bidi = await send(one, MEMBER_2, '你好\u202e');
    expect(bidi.body.code, bidi.body.msg).toBe(1);
    expect(bidi.body.data.content).toBe('你好');
    expect([...db().privateMessages.values()].at(-1)!.content).toBe('你好');
    const emoji = await send(one, MEMBER_2, '好的\u200b👍\u0000');
    expect(emoji.body.data.content).toBe('好的👍');
    // Invisible characters do not count towards the 1000.
    const full = `${'😀'.repeat(PRIVATE_MESSAGE_MAX)}\u200b\u200b`;
    expect((await send(one, MEMBER_2, full)).body.data.content).toBe('😀'.repeat(PRIVATE_MESSAGE_MAX));
  });

  it(`allows ${PRIVATE_MESSAGES_PER_WINDOW} messages a minute; the next is refused until the window moves on`, async () => {
    for (let i = 1; i <= PRIVATE_MESSAGES_PER_WINDOW; i++) {
      expect((await send(one, MEMBER_2, `第 ${i} 条`)).body.code).toBe(1);
    }
    const before = db().privateMessages.size;
    expect((await send(one, MEMBER_2, '第 21 条')).body).toEqual(refused('私信发得太频繁了，请稍后再试'));
    expect(db().privateMessages.size).toBe(before);
    // Another member is not held back by member 1's sending.
    expect((await send(two, MEMBER_1, '我这边可以发')).body.code).toBe(1);

    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + PRIVATE_MESSAGE_WINDOW_MS + 1);
    expect((await send(one, MEMBER_2, '一分钟后')).body.code).toBe(1);
  });

  it('refused messages do not use up the limit', async () => {
    for (let i = 0; i < PRIVATE_MESSAGES_PER_WINDOW; i++) await send(one, MEMBER_1, '给自己');
    for (let i = 0; i < PRIVATE_MESSAGES_PER_WINDOW; i++) await send(one, MEMBER_2, '');
    expect((await send(one, MEMBER_2, '这条能发')).body.code).toBe(1);
  });
});

describe('conversations', () => {
  it('lists one row per person, the latest message first, and a new message moves its person up', async () => {
    const list = await conversations(one);
    expect(list.total).toBeGreaterThan(2);
    const ids = list.data.map((c) => c.user.id);
    expect(new Set(ids).size).toBe(ids.length);
    const lasts = list.data.map((c) => c.last.created_at);
    expect([...lasts].sort().reverse()).toEqual(lasts);
    // Each row's last is the newest message of that thread.
    for (const c of list.data) expect((await thread(one, c.user.id))[0]).toEqual(c.last);

    const bottom = list.data.at(-1)!.user.id;
    await send(one, bottom, '好久不见');
    const after = await conversations(one);
    expect(after.data[0]).toMatchObject({ user: { id: bottom }, last: { content: '好久不见' } });
    expect(after.total).toBe(list.total);

    // Someone new starts a conversation of their own.
    const newcomer = stranger();
    await send(one, newcomer, '你好，第一次联系');
    const withNew = await conversations(one);
    expect(withNew.total).toBe(list.total + 1);
    expect(withNew.data[0]).toMatchObject({ user: { id: newcomer }, unread: 0 });
  });

  it('pages', async () => {
    const all = await conversations(one);
    const first = await conversations(one, 2);
    expect(first).toMatchObject({ total: all.total, per_page: 2, current_page: 1 });
    expect(first.data).toEqual(all.data.slice(0, 2));
  });

  it('a member sees only their own conversations', async () => {
    const mine = await conversations(one);
    const theirs = await conversations(two);
    // Member 2's only seeded conversation is with member 1.
    expect(theirs.data.map((c) => c.user.id)).toEqual([MEMBER_1]);
    const other = mine.data.find((c) => c.user.id !== MEMBER_2)!.user.id;
    expect(await thread(two, other)).toEqual([]);
    // Reading a conversation member 2 is not part of changes nothing of member 1's.
    const unread = await privateUnread(one);
    await demo.call(user.readConversation, { user_id: other }, two);
    expect(await privateUnread(one)).toBe(unread);
  });
});

describe('unread counts', () => {
  it("the recipient's unread rises, per conversation and in total; the sender's does not", async () => {
    const oneBefore = await privateUnread(one);
    const twoBefore = await privateUnread(two);
    const rowBefore = (await conversations(one)).data.find((c) => c.user.id === MEMBER_2)!.unread;
    const tenTypes = (await demo.call<UnreadCount[]>(message.countAllUnread, {}, one)).body.data;

    await send(two, MEMBER_1, '在吗？');
    await send(two, MEMBER_1, '想约一个定制模型');

    expect(await privateUnread(one)).toBe(oneBefore + 2);
    expect(await privateUnread(two)).toBe(twoBefore);
    const row = (await conversations(one)).data[0]!;
    expect(row).toMatchObject({
      user: { id: MEMBER_2 },
      unread: rowBefore + 2,
      last: { content: '想约一个定制模型' },
    });
    // Private messages are not one of the ten notification types: those counts stay as they were.
    expect((await demo.call<UnreadCount[]>(message.countAllUnread, {}, one)).body.data).toEqual(tenTypes);
    // On member 2's side the conversation has nothing unread.
    expect((await conversations(two)).data[0]).toMatchObject({ user: { id: MEMBER_1 }, unread: 0 });
  });

  it('reading a conversation marks what that person sent me read, nothing else', async () => {
    await send(two, MEMBER_1, '图纸发你了');
    await send(one, MEMBER_2, '收到，谢谢');
    const total = await privateUnread(one);
    const list = await conversations(one);
    const row = list.data.find((c) => c.user.id === MEMBER_2)!;
    expect(row.unread).toBeGreaterThan(0);
    const othersUnread = list.data.filter((c) => c.user.id !== MEMBER_2).reduce((n, c) => n + c.unread, 0);
    expect(othersUnread).toBeGreaterThan(0);
    expect(total).toBe(row.unread + othersUnread);

    const res = await demo.call<PrivateUnread>(user.readConversation, { user_id: MEMBER_2 }, one);
    expect(res.body).toMatchObject({ code: 1, data: { unread: othersUnread } });
    expect(await privateUnread(one)).toBe(othersUnread);
    expect((await conversations(one)).data.find((c) => c.user.id === MEMBER_2)!.unread).toBe(0);
    expect((await thread(one, MEMBER_2)).filter((m) => m.to.id === MEMBER_1).every((m) => m.read)).toBe(true);
    // What member 1 sent is still unread for member 2 until they open it.
    expect((await thread(two, MEMBER_1))[0]).toMatchObject({ content: '收到，谢谢', read: false });
    expect(await privateUnread(two)).toBe(1);
  });

  it('refuses a missing user', async () => {
    expect((await demo.call(user.readConversation, { user_id: 999_999 }, one)).body).toEqual(
      refused('用户不存在'),
    );
    expect((await demo.call(user.readConversation, {}, one)).body).toEqual(refused('缺少用户 ID'));
  });
});

describe('blocking (拉黑)', () => {
  const block = (token: string | null, user_id: unknown, blocked: unknown) =>
    demo.call<{ blocked: boolean }>(user.blockUser, { user_id, blocked }, token);
  const state = async (token: string, user_id: number) =>
    (await demo.call<BlockState>(user.blockState, { user_id }, token)).body.data;

  it('refuses both ways with the right msg, keeps the history, and unblocking lets messages go again', async () => {
    const history = await thread(one, MEMBER_2);
    const rows = (await conversations(one)).data.length;
    expect(history.length).toBeGreaterThan(0);
    expect(await state(one, MEMBER_2)).toEqual({ blocked_by_me: false, blocked_me: false });

    const res = await block(one, MEMBER_2, true);
    expect(res.body).toMatchObject({ code: 1, data: { blocked: true } });
    expect(db().blocks).toEqual([expect.objectContaining({ blocker_id: MEMBER_1, blocked_id: MEMBER_2 })]);
    expect(await state(one, MEMBER_2)).toEqual({ blocked_by_me: true, blocked_me: false });
    expect(await state(two, MEMBER_1)).toEqual({ blocked_by_me: false, blocked_me: true });

    const before = db().privateMessages.size;
    expect((await send(one, MEMBER_2, '还在吗')).body).toEqual(refused('你已将对方拉黑，解除后才能发私信'));
    expect((await send(two, MEMBER_1, '为什么不回我')).body).toEqual(refused('对方已拒收你的私信'));
    expect(db().privateMessages.size).toBe(before);
    // Nothing written before is gone, on either side.
    expect(await thread(one, MEMBER_2)).toEqual(history);
    expect((await thread(two, MEMBER_1)).length).toBe(history.length);
    expect((await conversations(one)).data).toHaveLength(rows);

    expect((await block(one, MEMBER_2, false)).body).toMatchObject({ code: 1, data: { blocked: false } });
    expect(db().blocks).toEqual([]);
    expect(await state(one, MEMBER_2)).toEqual({ blocked_by_me: false, blocked_me: false });
    expect((await send(one, MEMBER_2, '误会一场')).body.code).toBe(1);
    expect((await send(two, MEMBER_1, '没事')).body.code).toBe(1);
  });

  it('either block is enough; the sender’s own block is said first', async () => {
    await block(two, MEMBER_1, true);
    expect((await send(one, MEMBER_2, '在吗')).body).toEqual(refused('对方已拒收你的私信'));
    await block(one, MEMBER_2, true);
    expect(await state(one, MEMBER_2)).toEqual({ blocked_by_me: true, blocked_me: true });
    expect((await send(one, MEMBER_2, '在吗')).body).toEqual(refused('你已将对方拉黑，解除后才能发私信'));
    expect((await send(two, MEMBER_1, '在吗')).body).toEqual(refused('你已将对方拉黑，解除后才能发私信'));
    // Unblocking my side leaves theirs in place.
    await block(one, MEMBER_2, false);
    expect((await send(one, MEMBER_2, '在吗')).body).toEqual(refused('对方已拒收你的私信'));
  });

  it('is idempotent: blocking twice keeps one row, unblocking someone not blocked is fine', async () => {
    expect((await block(one, MEMBER_2, false)).body).toMatchObject({ code: 1, data: { blocked: false } });
    expect((await block(one, MEMBER_2, true)).body).toMatchObject({ code: 1, data: { blocked: true } });
    expect((await block(one, MEMBER_2, true)).body).toMatchObject({ code: 1, data: { blocked: true } });
    expect(db().blocks).toHaveLength(1);
    await block(one, MEMBER_2, false);
    expect((await block(one, MEMBER_2, false)).body).toMatchObject({ code: 1, data: { blocked: false } });
    expect(db().blocks).toHaveLength(0);
  });

  it('refuses myself, missing users and bad input, storing nothing', async () => {
    expect((await block(one, MEMBER_1, true)).body).toEqual(refused('不能拉黑自己'));
    expect((await block(one, 999_999, true)).body).toEqual(refused('用户不存在'));
    expect((await block(one, undefined, true)).body).toEqual(refused('缺少用户 ID'));
    expect((await block(one, MEMBER_2, 'yes')).body).toEqual(refused('拉黑参数不正确'));
    expect((await block(one, MEMBER_2, undefined)).body).toEqual(refused('拉黑参数不正确'));
    expect((await demo.call(user.blockState, { user_id: 999_999 }, one)).body).toEqual(refused('用户不存在'));
    expect(db().blocks).toEqual([]);
  });

  it('needs a member', async () => {
    for (const [endpoint, input] of [
      [user.blockUser, { user_id: MEMBER_2, blocked: true }],
      [user.blockState, { user_id: MEMBER_2 }],
    ] as const) {
      const res = await demo.call(endpoint, input, null);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refused('请先登录'));
    }
    expect(db().blocks).toEqual([]);
  });

  it('goes with a reset', async () => {
    await block(one, MEMBER_2, true);
    demo.upstream.reset();
    expect(db().blocks).toEqual([]);
  });
});
