/**
 * Characters that never show and only change how a text reads, in one place: names refuse them, typed
 * text (comments, private messages) has them removed before its length is checked, so a text of only
 * such characters counts as empty.
 */

/**
 * Control characters (C0, DEL, C1), zero-width and other invisible format marks, and bidi controls
 * that make a text read as something else (e.g. "photo\u202Egpj.exe" shows as "photoexe.jpg").
 * A stored name may hold none of them.
 */
export const UNSAFE_NAME_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

const UNSAFE_ALL = new RegExp(UNSAFE_NAME_CHARS.source, 'g');
const ZWJ = '\u200d';
/** An emoji (with its optional skin tone or emoji presentation mark) just before a joiner… */
const EMOJI_BEFORE = /\p{Extended_Pictographic}(?:[\u{1f3fb}-\u{1f3ff}]|\ufe0f)?$/u;
/** …and one just after it. */
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

/**
 * What a typed text keeps of an unsafe character: line breaks and tabs, and a zero-width joiner
 * inside an emoji sequence (👨‍👩‍👧 is one emoji, not three); anything else goes.
 */
function kept(char: string, at: number, text: string): string {
  if (char === '\n' || char === '\t') return char;
  // An emoji is up to two UTF-16 units, and so is its skin tone: four units before, two after.
  if (
    char === ZWJ &&
    EMOJI_BEFORE.test(text.slice(Math.max(0, at - 4), at)) &&
    EMOJI_AFTER.test(text.slice(at + 1, at + 3))
  )
    return char;
  return '';
}

/**
 * Typed text as it is stored: line breaks as \n, the characters of UNSAFE_NAME_CHARS removed (but
 * line breaks, tabs and emoji joiners), trimmed.
 */
export function cleanText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n');
  return text.replace(UNSAFE_ALL, (char: string, at: number) => kept(char, at, text)).trim();
}
