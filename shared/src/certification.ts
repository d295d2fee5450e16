/**
 * Real-name certification rules, shared by the form (so a bad number is never sent) and the demo
 * upstream (which checks again, with the same Chinese messages).
 *
 * The resident ID number follows GB 11643-1999: 17 digits (6 region, 8 birth date YYYYMMDD, 3 sequence)
 * and a check character: the sum of each digit times its weight, mod 11, indexes ID_CHECK_CHARS.
 */
import * as z from './zod.ts';
import { formatChinaDate } from './china-time.ts';
import { codePointLength } from './plain-text.ts';

const ID_NUMBER_LENGTH = 18;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const;

export type IdNumberProblem = 'empty' | 'length' | 'format' | 'birth' | 'checksum';

export const ID_NUMBER_MESSAGES: Record<IdNumberProblem, string> = {
  empty: '请输入身份证号',
  length: '身份证号应为 18 位',
  format: '身份证号前 17 位应为数字，最后一位为数字或 X',
  birth: '身份证号中的出生日期无效，请核对',
  checksum: '身份证号校验位不正确，请核对后重新输入',
};

export type IdNumberCheck =
  { ok: true; value: string; birthDate: string } | { ok: false; problem: IdNumberProblem; message: string };

/** Spaces dropped (people type it in groups) and a lower-case x raised. */
export function normalizeIdNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The check character for the first 17 digits. */
export function idCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('idCheckChar needs 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK_CHARS[sum % 11]!;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar date, from 1900-01-01 up to `today` (China's calendar day, whatever the device zone). */
function validBirthDate(yyyymmdd: string, today: Date): string | null {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const todayIso = formatChinaDate(today);
  return iso <= todayIso ? iso : null;
}

/** Checks a mainland resident ID number: length, characters, birth date, then the check character. */
export function checkIdNumber(raw: string, today: Date = new Date()): IdNumberCheck {
  const fail = (problem: IdNumberProblem): IdNumberCheck => ({
    ok: false,
    problem,
    message: ID_NUMBER_MESSAGES[problem],
  });
  const value = normalizeIdNumber(raw);
  if (value === '') return fail('empty');
  if (value.length !== ID_NUMBER_LENGTH) return fail('length');
  if (!/^\d{17}[\dX]$/.test(value)) return fail('format');
  const birthDate = validBirthDate(value.slice(6, 14), today);
  if (!birthDate) return fail('birth');
  if (idCheckChar(value.slice(0, 17)) !== value[17]) return fail('checksum');
  return { ok: true, value, birthDate };
}

const REAL_NAME_MIN = 2;
const REAL_NAME_MAX = 30;
export const REAL_NAME_MESSAGES = {
  empty: '请输入真实姓名',
  invalid: `姓名须为 ${REAL_NAME_MIN}–${REAL_NAME_MAX} 个汉字，少数民族姓名可用“·”分隔`,
} as const;

/** Han characters, with single middle dots between parts (e.g. 阿卜杜·热合曼). */
const REAL_NAME_PATTERN = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;

/** Also accepts the look-alike dots people type (• ・ ．) and stores them as "·". */
export function normalizeRealName(raw: string): string {
  return raw.trim().replace(/[•・．.]/g, '·');
}

/** The name's problem as the product words it, or null when it is fine. */
export function realNameProblem(raw: string): string | null {
  const value = normalizeRealName(raw);
  if (value === '') return REAL_NAME_MESSAGES.empty;
  const length = codePointLength(value);
  if (length < REAL_NAME_MIN || length > REAL_NAME_MAX || !REAL_NAME_PATTERN.test(value))
    return REAL_NAME_MESSAGES.invalid;
  return null;
}

/**
 * certification.submit's input: the name and the number as stored (normalized). A birth date may not
 * be after `today()`, the checker's calendar day: the device's in the form, the server's own clock's
 * in the demo upstream.
 */
export function certificationInputSchema(today: () => Date = () => new Date()) {
  return z.object({
    real_name: z
      .string({ error: REAL_NAME_MESSAGES.empty })
      .superRefine((v, ctx) => {
        const problem = realNameProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform(normalizeRealName),
    id_number: z.string({ error: ID_NUMBER_MESSAGES.empty }).transform((v, ctx) => {
      const checked = checkIdNumber(v, today());
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
  });
}
