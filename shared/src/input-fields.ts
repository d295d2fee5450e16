/**
 * The fields requests are built of (every `*-input.ts` and the demo upstream's handlers): ids and
 * integers as JSON numbers or query-string text, yuan amounts, picture and file addresses, each with
 * the Chinese msg the server answers when it is wrong. Functions, so a module that imports them builds
 * only the schemas it makes: a page that checks a comment does not pay for the work form's schema
 * (work-input.ts builds that when it is imported).
 */
import * as z from './zod.ts';
import { priceFen } from './money.ts';

/** Query strings carry numbers as text; JSON may carry either. */
function toNumber(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return undefined;
  return typeof v === 'string' ? Number(v.trim()) : v;
}

export function int(
  missing: string,
  bad = missing,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? missing : bad) })
      .int(bad)
      .min(min, bad)
      .max(max, bad),
  );
}

export function optionalInt(bad: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(toNumber, z.number({ error: bad }).int(bad).min(min, bad).max(max, bad).optional());
}

export const id = (label: string) => int(`缺少${label} ID`, `${label} ID 格式不正确`, 1);

/** A yuan amount as a decimal string (numbers are accepted too), returned in fen. */
export function money(bad: string, minFen: number, maxFen: number) {
  return z.union([z.string(), z.number()], { error: bad }).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim();
    const fen = priceFen(text);
    if (fen === null || fen < minFen || fen > maxFen) {
      ctx.addIssue({ code: 'custom', message: bad });
      return z.NEVER;
    }
    return fen;
  });
}

/** A URL the site can show: a same-site path or http(s). */
export function mediaUrl(bad: string) {
  return z
    .string({ error: bad })
    .trim()
    .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), bad);
}
