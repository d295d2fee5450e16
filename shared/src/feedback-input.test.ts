import { describe, expect, it } from 'vitest';
import { feedbackInputSchema } from './feedback-input.ts';

const VALID = { type: 'bug', content: '上传头像后页面没有刷新。' };
const firstMessage = (patch: Record<string, unknown>) =>
  feedbackInputSchema.safeParse({ ...VALID, ...patch }).error?.issues[0]?.message ?? null;

describe('feedback.add input', () => {
  it('wants a type from the list', () => {
    expect(firstMessage({ type: undefined })).toBe('请选择反馈类型');
    expect(firstMessage({ type: 'praise' })).toBe('请选择反馈类型');
  });

  it('takes 5–500 characters of content as people count them, trimmed', () => {
    expect(feedbackInputSchema.parse({ ...VALID, content: ' 一二三四五 ' })).toEqual({
      type: 'bug',
      content: '一二三四五',
      images: [],
      contact: '',
    });
    expect(firstMessage({ content: '短' })).toBe('反馈内容不能少于 5 个字');
    expect(firstMessage({ content: '   ' })).toBe('反馈内容不能少于 5 个字');
    expect(firstMessage({ content: undefined })).toBe('请填写反馈内容');
    expect(firstMessage({ content: '👍'.repeat(500) })).toBeNull();
    expect(firstMessage({ content: '字'.repeat(501) })).toBe('反馈内容不能超过 500 个字');
  });

  it('takes up to 6 screenshot addresses and an optional contact of at most 50 characters', () => {
    expect(firstMessage({ images: Array.from({ length: 6 }, (_, i) => `/api/storage/${i}.png`) })).toBeNull();
    expect(firstMessage({ images: Array.from({ length: 7 }, (_, i) => `/api/storage/${i}.png`) })).toBe(
      '最多上传 6 张图片',
    );
    expect(firstMessage({ images: ['javascript:alert(1)'] })).toBe('图片地址不正确');
    expect(firstMessage({ images: 'a.png' })).toBe('图片格式不正确');
    expect(firstMessage({ contact: 'x'.repeat(51) })).toBe('联系方式不能超过 50 个字');
    expect(firstMessage({ contact: 13900139000 })).toBe('联系方式格式不正确');
    expect(feedbackInputSchema.parse({ ...VALID, contact: ' me@example.com ' }).contact).toBe(
      'me@example.com',
    );
  });
});
