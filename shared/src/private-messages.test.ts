import { describe, expect, it } from 'vitest';
import { PRIVATE_MESSAGE_MAX, checkPrivateMessage, codePointLength } from './private-messages.ts';

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
});
