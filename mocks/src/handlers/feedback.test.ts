import { describe, expect, it } from 'vitest';
import { endpoints, type Feedback, type Paginated } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();

const { feedback } = endpoints;

describe('feedback', () => {
  it('adds feedback with images and lists only my own, newest first', async () => {
    const token = await demo.login(1);
    const before = (await demo.call<Paginated<Feedback>>(feedback.lists, {}, token)).body.data.total;
    const added = await demo.call<Feedback>(
      feedback.add,
      {
        type: 'bug',
        content: '上传头像后页面没有刷新，需要手动刷新才能看到。',
        images: ['/api/storage/uploads/shot.png'],
        contact: 'me@example.com',
      },
      token,
    );
    expect(added.body).toMatchObject({ code: 1, msg: '感谢你的反馈，我们会尽快处理', data: { reply: null } });
    const list = (await demo.call<Paginated<Feedback>>(feedback.lists, {}, token)).body.data;
    expect(list.total).toBe(before + 1);
    expect(list.data[0]).toMatchObject({ type: 'bug', images: ['/api/storage/uploads/shot.png'] });
    const other = await demo.login(0);
    const theirs = (await demo.call<Paginated<Feedback>>(feedback.lists, {}, other)).body.data.data;
    expect(theirs.some((f) => f.id === added.body.data.id)).toBe(false);
  });

  it('refuses content outside 5–500 characters, counted as people count them', async () => {
    const token = await demo.login(1);
    const add = (content: string) => demo.call<Feedback>(feedback.add, { type: 'other', content }, token);
    expect((await add('👍'.repeat(4))).body).toEqual({ code: 0, msg: '反馈内容不能少于 5 个字', data: null });
    expect((await add('字'.repeat(501))).body).toEqual({
      code: 0,
      msg: '反馈内容不能超过 500 个字',
      data: null,
    });
    expect((await add('👍'.repeat(500))).body.code).toBe(1);
  });
});
