import { describe, expect, it } from 'vitest';
import { codePointLength, plainTextRule } from './plain-text.ts';

describe('plain text', () => {
  it('counts characters as people see them: an emoji or a rare CJK character is one', () => {
    expect(codePointLength('你好')).toBe(2);
    expect(codePointLength('😀👍')).toBe(2);
    expect('😀👍'.length).toBe(4);
    expect(codePointLength('𠮷')).toBe(1);
    expect(codePointLength('')).toBe(0);
  });

  const rule = plainTextRule(5, { empty: '请输入内容', tooLong: '不能超过 5 个字' });

  it('cleans, then refuses what is empty or too long, in the messages it was given', () => {
    expect(rule.check('  你好\r\n世界 ')).toEqual({ ok: true, value: '你好\n世界' });
    expect(rule.check('\u200b \n')).toEqual({ ok: false, message: '请输入内容' });
    expect(rule.check('😀'.repeat(5))).toEqual({ ok: true, value: '😀'.repeat(5) });
    expect(rule.check('字'.repeat(6))).toEqual({ ok: false, message: '不能超过 5 个字' });
  });

  it('is the same rule on the server: the schema gives the cleaned text on, or the same message', () => {
    expect(rule.schema.parse(' 好\u202e ')).toBe('好');
    const refused = rule.schema.safeParse('字'.repeat(6));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('不能超过 5 个字');
    expect(rule.schema.safeParse(42).error?.issues[0]?.message).toBe('请输入内容');
  });
});
