/**
 * Plain text a member types (a comment, a private message, a title): one way to count it and one rule
 * for a field of it. Lengths are counted in code points, as a person counts characters: an emoji or a
 * rare CJK character is one, not the two UTF-16 units `.length` would say.
 */
import * as z from './zod.ts';
import { cleanText } from './invisible.ts';

/** How many characters a person sees in `text` (code points). */
export const codePointLength = (text: string): number => [...text].length;

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A plain-text field: stored cleaned (line breaks as \n, invisible and control characters dropped,
 * trimmed — invisible.ts), refused when nothing is left or when longer than `max`. `check` is what a
 * form shows while typing; `schema` is the same rule for the server, giving the cleaned text on.
 */
export function plainTextRule(max: number, messages: { empty: string; tooLong: string }) {
  const check = (raw: string): TextCheck => {
    const value = cleanText(raw);
    if (value === '') return { ok: false, message: messages.empty };
    if (codePointLength(value) > max) return { ok: false, message: messages.tooLong };
    return { ok: true, value };
  };
  const schema = z.string({ error: messages.empty }).transform((raw, ctx) => {
    const checked = check(raw);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
  return { check, schema };
}
