import { describe, expect, it } from 'vitest';
import { COMMENT_MSGS, checkComment } from './comments.ts';
import { UNSAFE_NAME_CHARS, cleanText } from './invisible.ts';
import { codePointLength } from './plain-text.ts';

const INVISIBLE = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('invisible and control characters', () => {
  it('are one set: names refuse each of them', () => {
    for (const c of INVISIBLE) expect(UNSAFE_NAME_CHARS.test(`a${c}b`), escape(c)).toBe(true);
    expect(UNSAFE_NAME_CHARS.test('青瓷 梅瓶-v2.glb')).toBe(false);
  });

  it('are removed from typed text, but line breaks and tabs', () => {
    for (const c of INVISIBLE) expect(cleanText(`你${c}好`), escape(c)).toBe('你好');
    expect(cleanText(INVISIBLE.join(''))).toBe('');
    expect(cleanText('  第一行\r\n\t第二行\r第三行\n  ')).toBe('第一行\n\t第二行\n第三行');
    expect(cleanText('你好\u202e')).toBe('你好');
    // A trailing mark no longer holds the spaces in: they are trimmed too.
    expect(cleanText(' 你好 \u200b')).toBe('你好');
  });

  it('keep emoji whole: a joiner inside an emoji sequence stays, a stray one goes', () => {
    for (const emoji of ['😀', '👍🏽', '❤️', '👨‍👩‍👧', '🏳️‍🌈', '👩🏽‍💻', '🇨🇳'])
      expect(cleanText(`好${emoji}`), emoji).toBe(`好${emoji}`);
    expect(cleanText('a\u200db')).toBe('ab');
    expect(cleanText('😀\u200d')).toBe('😀');
    expect(cleanText('\u200d😀')).toBe('😀');
  });
});

describe('comment rules', () => {
  it('count what is left after the invisible characters go', () => {
    expect(checkComment('\u200b')).toEqual({ ok: false, message: COMMENT_MSGS.empty });
    expect(checkComment('\u0000\u202e \n\ufeff')).toEqual({ ok: false, message: COMMENT_MSGS.empty });
    expect(checkComment('很喜欢\u202e')).toEqual({ ok: true, value: '很喜欢' });
    expect(cleanText('标签\u0007也照原样\r\n第二行')).toBe('标签也照原样\n第二行');
    expect(codePointLength(cleanText('👍\u200b'))).toBe(1);
  });
});
