import { describe, expect, it } from 'vitest';
import { cleanText } from './invisible.ts';
import { codePointLength } from './plain-text.ts';
import { PRIVATE_MESSAGE_MAX, checkPrivateMessage, privateMessageInputSchema } from './private-messages.ts';

describe('private message rules', () => {
  it('counts characters as people see them', () => {
    expect(codePointLength('你好')).toBe(2);
    // Emoji outside the BMP are one character, two UTF-16 units.
    expect('😀'.length).toBe(2);
    expect(codePointLength('😀👍')).toBe(2);
  });

  it('sends the trimmed text, 1–1000 characters', () => {
    expect(checkPrivateMessage('  在吗？\n有空聊聊  ')).toEqual({ ok: true, value: '在吗？\n有空聊聊' });
    expect(checkPrivateMessage(' \n\t ')).toEqual({ ok: false, message: '请输入私信内容' });
    expect(checkPrivateMessage('😀'.repeat(PRIVATE_MESSAGE_MAX)).ok).toBe(true);
    expect(checkPrivateMessage(` ${'字'.repeat(PRIVATE_MESSAGE_MAX)} `).ok).toBe(true);
    expect(checkPrivateMessage('字'.repeat(PRIVATE_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      message: '私信不能超过 1000 个字',
    });
  });

  it('drops invisible and control characters before counting', () => {
    for (const raw of ['\u200b', '\u0000', '\u202e', '\ufeff \u2066\u2069\n', '\u200b'.repeat(5)])
      expect(checkPrivateMessage(raw)).toEqual({ ok: false, message: '请输入私信内容' });
    expect(checkPrivateMessage('你好\u202e')).toEqual({ ok: true, value: '你好' });
    expect(checkPrivateMessage('在\u200b吗\u0007？\r\n')).toEqual({ ok: true, value: '在吗？' });
    // Emoji are kept, one character each (a family joined by ZWJ stays one emoji sequence).
    expect(checkPrivateMessage('😀')).toEqual({ ok: true, value: '😀' });
    expect(checkPrivateMessage('好👨‍👩‍👧')).toEqual({ ok: true, value: '好👨‍👩‍👧' });
    expect(codePointLength(cleanText('😀\u200b'))).toBe(1);
    // Invisible characters do not count towards the limit either.
    expect(checkPrivateMessage(`${'字'.repeat(PRIVATE_MESSAGE_MAX)}\u200b\u202e`).ok).toBe(true);
  });
});

describe('user.sendMessage input', () => {
  const firstMessage = (input: unknown) =>
    privateMessageInputSchema.safeParse(input).error?.issues[0]?.message ?? null;

  it('takes the message as it is stored, 1–1000 characters', () => {
    expect(privateMessageInputSchema.parse({ to_user_id: '2', content: ' 在\u200b吗？ ' })).toEqual({
      to_user_id: 2,
      content: '在吗？',
    });
    expect(firstMessage({ to_user_id: 2, content: '😀'.repeat(1000) })).toBeNull();
    expect(firstMessage({ to_user_id: 2, content: '字'.repeat(1001) })).toBe('私信不能超过 1000 个字');
  });

  it('says what is missing in Chinese', () => {
    expect(firstMessage({ to_user_id: 2 })).toBe('请输入私信内容');
    expect(firstMessage({ to_user_id: 2, content: '\u200b' })).toBe('请输入私信内容');
    expect(firstMessage({ content: '在吗' })).toBe('缺少用户 ID');
  });
});
