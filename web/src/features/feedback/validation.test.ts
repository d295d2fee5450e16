import { describe, expect, it } from 'vitest';
import { feedbackFormSchema, type FeedbackField, type FeedbackValues } from './feedback-form.ts';
import { SHOT_MAX_BYTES, checkShot, contentLength } from './validation.ts';

/** What the form says of each field; empty when it may be sent. */
function validateFeedback(values: FeedbackValues): Partial<Record<FeedbackField, string>> {
  const errors: Partial<Record<FeedbackField, string>> = {};
  for (const issue of feedbackFormSchema.safeParse(values).error?.issues ?? [])
    errors[issue.path[0] as FeedbackField] ??= issue.message;
  return errors;
}

const VALID: FeedbackValues = { type: 'bug', content: '一二三四五六七八九十', contact: '' };
const validateContent = (content: string) => validateFeedback({ ...VALID, content }).content ?? null;
const validateContact = (contact: string) => validateFeedback({ ...VALID, contact }).contact ?? null;

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });

describe('feedback validation', () => {
  it('wants 10–500 characters of content, counted as people count them', () => {
    expect(validateContent('')).toBe('请填写反馈内容');
    expect(validateContent('   ')).toBe('请填写反馈内容');
    expect(validateContent('一二三四五六七八九')).toBe('反馈内容至少 10 个字，还差 1 个字');
    expect(validateContent('一二三四五六七八九十')).toBeNull();
    // Spaces around do not count.
    expect(validateContent('  一二三四五六七八九  ')).toBe('反馈内容至少 10 个字，还差 1 个字');
    expect(validateContent('字'.repeat(500))).toBeNull();
    expect(validateContent('字'.repeat(501))).toBe('反馈内容不能超过 500 个字，已超出 1 个字');
    // An emoji is one character.
    expect(contentLength('👍'.repeat(10))).toBe(10);
  });

  it('takes an empty contact, a mobile number or an email', () => {
    expect(validateContact('')).toBeNull();
    expect(validateContact('13900139000')).toBeNull();
    expect(validateContact(' me@example.com ')).toBeNull();
    expect(validateContact('1390013900')).toBe('请填写 11 位手机号');
    expect(validateContact('me@example')).toBe('请填写正确的手机号或邮箱');
    expect(validateContact('微信 abc')).toBe('请填写正确的手机号或邮箱');
    // The server's own limit comes first.
    expect(validateContact(`${'a'.repeat(40)}@example.com`)).toBe('联系方式不能超过 50 个字');
  });

  it('wants a type', () => {
    expect(validateFeedback({ type: null, content: '一二三四五六七八九十', contact: '' })).toEqual({
      type: '请选择反馈类型',
    });
  });

  it('takes up to 3 images of at most 5 MB', () => {
    expect(checkShot(file('a.png', 'image/png'), 0)).toBeNull();
    expect(checkShot(file('a.png', 'image/png'), 2)).toBeNull();
    expect(checkShot(file('d.png', 'image/png'), 3)).toBe('最多上传 3 张截图');
    expect(checkShot(file('a.pdf', 'application/pdf'), 0)).toBe(
      '「a.pdf」不是图片，只能上传 JPG、PNG、GIF 或 WebP 格式的图片',
    );
    expect(checkShot(file('big.jpg', 'image/jpeg', SHOT_MAX_BYTES + 1), 0)).toBe(
      '「big.jpg」超过 5 MB，请压缩或裁剪后再上传',
    );
    expect(checkShot(file('ok.jpg', 'image/jpeg', SHOT_MAX_BYTES), 0)).toBeNull();
  });
});
