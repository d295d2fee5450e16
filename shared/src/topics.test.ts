import { describe, expect, it } from 'vitest';
import { topicEditSchema, topicInputSchema, topicReplyInputSchema } from './topics.ts';

const VALID = { title: '布料模拟怎么不穿模？', content: '<p>碰撞距离已经调大了。</p>', tag: '求助' };

/** Each field's first message, as the form shows them. */
function messages(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of topicInputSchema.safeParse(input).error?.issues ?? [])
    out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
}

describe('community.add / community.edit input', () => {
  it('says what is wrong with every field at once, title first', () => {
    expect(messages({ title: ' ', content: '<p> </p>', tag: '' })).toEqual({
      title: '请输入话题标题',
      content: '请输入正文',
      tag: '请选择话题标签',
    });
    expect(topicInputSchema.safeParse({ ...VALID, title: '' }).error?.issues[0]?.message).toBe(
      '请输入话题标题',
    );
  });

  it('takes a title of 1–50 characters as people count them', () => {
    expect(topicInputSchema.safeParse({ ...VALID, title: '🎨'.repeat(50) }).success).toBe(true);
    expect(messages({ ...VALID, title: '题'.repeat(51) })).toEqual({ title: '话题标题不能超过 50 个字' });
    expect(messages({ ...VALID, title: 42 })).toEqual({ title: '请输入话题标题' });
  });

  it('takes a body of text or pictures, within its limits', () => {
    expect(topicInputSchema.safeParse({ ...VALID, content: '<img src="/a.png">' }).success).toBe(true);
    expect(messages({ ...VALID, content: `<p>${'字'.repeat(10_001)}</p>` })).toEqual({
      content: '正文不能超过 10000 个字',
    });
    expect(messages({ ...VALID, content: `<p>字</p>${'<b></b>'.repeat(30_000)}` })).toEqual({
      content: '正文内容过长，请删减后再发布',
    });
    expect(messages({ ...VALID, content: '<img src="/a.png">'.repeat(21) })).toEqual({
      content: '正文图片最多 20 张',
    });
  });

  it('takes only the community’s own tags', () => {
    expect(messages({ ...VALID, tag: '广告' })).toEqual({ tag: '话题标签不存在，请从列表中选择' });
  });

  it('needs the topic’s id to edit it', () => {
    expect(topicEditSchema.safeParse({ ...VALID, id: '3' }).data).toEqual({ ...VALID, id: 3 });
    expect(topicEditSchema.safeParse(VALID).error?.issues[0]?.message).toBe('缺少话题 ID');
  });
});

describe('community.reply input', () => {
  const reply = (content: unknown) => topicReplyInputSchema.safeParse({ topic_id: 5, content });

  it('takes 2–2000 characters of trimmed text', () => {
    expect(reply('  好的  ').data).toEqual({ topic_id: 5, content: '好的' });
    expect(reply('字'.repeat(2000)).success).toBe(true);
    expect(reply(' 好 ').error?.issues[0]?.message).toBe('回复内容为 2–2000 个字');
    expect(reply('字'.repeat(2001)).error?.issues[0]?.message).toBe('回复内容为 2–2000 个字');
    expect(reply(undefined).error?.issues[0]?.message).toBe('请输入回复内容');
  });
});
