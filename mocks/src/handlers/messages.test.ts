import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type Message, type Paginated, type UnreadCount } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { message } = endpoints;
const unread = async () => (await demo.call<UnreadCount[]>(message.countAllUnread, {}, token)).body.data;
const countOf = async (type: number) => (await unread()).find((u) => u.message_type === type)!.message_count;

describe('unread counts', () => {
  it('has ten types, each with unread messages for member 1', async () => {
    const counts = await unread();
    expect(counts.map((c) => c.message_type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(counts.every((c) => c.message_count > 0)).toBe(true);
  });

  it('drops when one message or a whole type is read', async () => {
    const before = await countOf(2);
    const list = (await demo.call<Paginated<Message>>(message.byType, { messageType: 2 }, token)).body.data;
    const first = list.data.find((m) => !m.read)!;
    expect((await demo.call(message.setRead, { messageType: 2, id: first.id }, token)).body.code).toBe(1);
    expect(await countOf(2)).toBe(before - 1);
    await demo.call(message.setRead, { messageType: 2 }, token);
    expect(await countOf(2)).toBe(0);
    expect(await countOf(3)).toBeGreaterThan(0);
  });

  it('refuses to mark a message of another type', async () => {
    const m = (await demo.call<Paginated<Message>>(message.byType, { messageType: 2 }, token)).body.data
      .data[0]!;
    expect((await demo.call(message.setRead, { messageType: 3, id: m.id }, token)).body.msg).toBe(
      '消息不存在',
    );
  });
});

describe('cooperation audit', () => {
  it('changes the application and tells the applicant', async () => {
    const list = (await demo.call<Paginated<Message>>(message.byType, { messageType: 7 }, token)).body.data;
    const pending = list.data.find((m) => m.cooperation?.status === 'pending')!;
    const applicant = pending.from!.id;
    const sentBefore = [...demo.upstream.db.messages.values()].filter((m) => m.user_id === applicant).length;
    const before = await countOf(7);
    const res = await demo.call(message.audit, { id: pending.cooperation!.id, status: 'rejected' }, token);
    expect(res.body).toMatchObject({ code: 1 });
    const after = (await demo.call<Paginated<Message>>(message.byType, { messageType: 7 }, token)).body.data;
    expect(after.data.find((m) => m.id === pending.id)!.cooperation!.status).toBe('rejected');
    expect(await countOf(7)).toBe(before - 1);
    const toApplicant = [...demo.upstream.db.messages.values()].filter((m) => m.user_id === applicant);
    expect(toApplicant.length).toBe(sentBefore + 1);
    expect(toApplicant.at(-1)).toMatchObject({ message_type: 7, title: '合作申请未通过', read: false });
    const again = await demo.call(message.audit, { id: pending.cooperation!.id, status: 'approved' }, token);
    expect(again.body).toEqual({ code: 0, msg: '该申请已处理，请勿重复操作', data: null });
  });
});

describe('cooperation approval', () => {
  it('tells the applicant it was approved, unread, from the author', async () => {
    const list = (await demo.call<Paginated<Message>>(message.byType, { messageType: 7 }, token)).body.data;
    const pending = list.data.find((m) => m.cooperation?.status === 'pending')!;
    const applicant = pending.from!.id;
    const res = await demo.call(message.audit, { id: pending.cooperation!.id, status: 'approved' }, token);
    expect(res.body).toEqual({ code: 1, msg: '已处理', data: null });
    const toApplicant = [...demo.upstream.db.messages.values()]
      .filter((m) => m.user_id === applicant)
      .at(-1)!;
    expect(toApplicant).toMatchObject({
      message_type: 7,
      title: '合作申请已通过',
      read: false,
      from_id: 1,
      cooperation_id: pending.cooperation!.id,
    });
    expect(toApplicant.content).toContain('造物小林 同意了你对作品');
  });
});

describe('member 2', () => {
  it('has two unread replies (type 3) for the e2e projects to read, one each', async () => {
    const member2 = await demo.login(1);
    const replies = (await demo.call<Paginated<Message>>(message.byType, { messageType: 3 }, member2)).body
      .data.data;
    expect(replies.filter((m) => !m.read)).toHaveLength(2);
    const counts = (await demo.call<UnreadCount[]>(message.countAllUnread, {}, member2)).body.data;
    expect(counts.find((c) => c.message_type === 3)!.message_count).toBe(2);
  });
});

describe('message settings', () => {
  it('persists and returns all ten types', async () => {
    const res = await demo.call<{ message_type: number; enabled: boolean }[]>(
      message.configEdit,
      { configs: [{ message_type: 9, enabled: false }] },
      token,
    );
    expect(res.body.data).toHaveLength(10);
    const got = (await demo.call<{ message_type: number; enabled: boolean }[]>(message.configGet, {}, token))
      .body.data;
    expect(got.find((c) => c.message_type === 9)!.enabled).toBe(false);
    expect(
      (await demo.call(message.configEdit, { configs: [{ message_type: 0, enabled: true }] }, token)).body
        .msg,
    ).toBe('消息类型不正确');
  });
});
