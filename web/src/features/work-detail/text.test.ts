import { describe, expect, it } from 'vitest';
import { codePointLength } from '@zaowu/shared/plain-text';
import { cooperateFormSchema, type CooperateValues } from './cooperate.ts';
import { htmlText, readingTime, summary } from './text.ts';

describe('reading time', () => {
  it('counts Chinese characters at about 400 a minute and Latin words at about 200', () => {
    expect(readingTime('')).toEqual({ count: 0, minutes: 1 });
    expect(readingTime('字'.repeat(1200)).minutes).toBe(3);
    expect(readingTime(Array.from({ length: 400 }, () => 'word').join(' ')).minutes).toBe(2);
    expect(readingTime('用 Houdini 做程序化建筑').count).toBe(8);
  });

  it('reads the text of HTML, not its tags', () => {
    expect(htmlText('<p>你好<b>世界</b></p><script>alert(1)</script>&amp;')).toBe('你好 世界 &');
  });

  it('summarises to one line with an ellipsis', () => {
    expect(summary('第一行\n第二行')).toBe('第一行 第二行');
    expect(summary('长'.repeat(120))).toHaveLength(100);
    expect(summary('长'.repeat(120)).endsWith('…')).toBe(true);
    // Cut between characters: never half of 𠮷's pair.
    expect(summary(`${'长'.repeat(98)}𠮷😀后`)).toBe(`${'长'.repeat(98)}𠮷…`);
  });
});

describe('cooperation form rules', () => {
  /** What the form says of each field; empty when it may be sent. */
  function validateCooperate(values: CooperateValues): Partial<Record<keyof CooperateValues, string>> {
    const errors: Partial<Record<keyof CooperateValues, string>> = {};
    for (const issue of cooperateFormSchema.safeParse(values).error?.issues ?? [])
      errors[issue.path[0] as keyof CooperateValues] ??= issue.message;
    return errors;
  }

  it('wants 10–500 characters of message and a contact, in plain Chinese', () => {
    expect(validateCooperate({ message: '', contact: '' })).toEqual({
      message: '请填写合作说明',
      contact: '请填写联系方式，方便作者联系你',
    });
    expect(validateCooperate({ message: '  想合作  ', contact: 'a' }).message).toBe(
      '合作说明至少需要 10 个字，还差 7 个字',
    );
    expect(validateCooperate({ message: '好'.repeat(503), contact: 'a' }).message).toBe(
      '合作说明最多 500 个字，请删减 3 个字',
    );
    expect(validateCooperate({ message: '好'.repeat(10), contact: 'x'.repeat(51) }).contact).toBe(
      '联系方式最多 50 个字',
    );
    expect(validateCooperate({ message: '好'.repeat(10), contact: '13800138000' })).toEqual({});
  });

  it('counts an emoji as one character', () => {
    expect(codePointLength('🎨🎨')).toBe(2);
  });
});
