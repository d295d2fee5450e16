import { describe, expect, it } from 'vitest';
import { commentInputSchema } from './comments.ts';

/** The first message the schema answers with, or null when the input passes. */
const firstMessage = (input: unknown) =>
  commentInputSchema.safeParse(input).error?.issues[0]?.message ?? null;

describe('comment.add input', () => {
  it('takes 1–500 characters as people count them, stored without invisible characters', () => {
    expect(commentInputSchema.parse({ work_id: '7', content: ' 好看\u200b\r\n ' })).toEqual({
      work_id: 7,
      content: '好看',
    });
    expect(commentInputSchema.parse({ work_id: 7, content: '👍'.repeat(500) }).content).toHaveLength(1000);
    expect(firstMessage({ work_id: 7, content: '👍'.repeat(501) })).toBe('评论不能超过 500 个字');
    expect(firstMessage({ work_id: 7, content: '字'.repeat(501) })).toBe('评论不能超过 500 个字');
  });

  it('says what is missing in Chinese', () => {
    expect(firstMessage({ work_id: 7 })).toBe('请输入评论内容');
    expect(firstMessage({ work_id: 7, content: ' \u200b\u202e ' })).toBe('请输入评论内容');
    expect(firstMessage({ work_id: 7, content: 42 })).toBe('请输入评论内容');
    expect(firstMessage({ content: '好看' })).toBe('缺少作品 ID');
    expect(firstMessage({ work_id: 7, content: '好看', parent_id: 'x' })).toBe('评论 ID 格式不正确');
    expect(commentInputSchema.parse({ work_id: 7, content: '同问', parent_id: 3 }).parent_id).toBe(3);
  });
});
