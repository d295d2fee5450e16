/** Reusable request fields with the Chinese messages the product shows. */
import * as z from 'zod';
import {
  priceFen,
  LICENSE_KEYS,
  MESSAGE_TYPES,
  UNSAFE_NAME_CHARS,
  WORK_TYPE_KEYS,
  type MessageType,
} from '@zaowu/shared';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../store/views/paginate.ts';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

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

/** page ≥ 1 (default 1); per_page defaults to 20 and is capped at 100 rather than refused. */
export const page = {
  page: optionalInt('页码格式不正确', 1).transform((v) => v ?? 1),
  per_page: optionalInt('每页数量格式不正确', 1).transform((v) =>
    Math.min(MAX_PER_PAGE, v ?? DEFAULT_PER_PAGE),
  ),
};

export const mobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, '手机号格式不正确');

export const password = z
  .string({ error: '请输入密码' })
  .min(6, '密码长度为 6–20 位')
  .max(20, '密码长度为 6–20 位')
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]+$/, '密码须同时包含字母和数字');

export const smsCode = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, '验证码为 6 位数字');

export const workType = z
  .enum(WORK_TYPE_KEYS as [string, ...string[]], { error: '作品类型不正确' })
  .transform((v) => v as (typeof WORK_TYPE_KEYS)[number]);

export const license = z
  .enum(LICENSE_KEYS as [string, ...string[]], { error: '请选择版权协议' })
  .transform((v) => v as (typeof LICENSE_KEYS)[number]);

export const messageType = int('缺少消息类型', '消息类型不正确', 1, MESSAGE_TYPES.length).transform(
  (v) => v as MessageType,
);

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

/** A file or folder name: trimmed, 1–max characters, none of `reserved`, no control or bidi marks, not . or .. */
export function itemName(label: string, max: number, reserved: { chars: RegExp; shown: string }) {
  return z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过 ${max} 个字`)
    .refine((v) => !reserved.chars.test(v), `${label}不能包含 ${reserved.shown} 等字符`)
    .refine((v) => !UNSAFE_NAME_CHARS.test(v), `${label}不能包含控制字符或文字方向符`)
    .refine((v) => v !== '.' && v !== '..', `${label}不能是 . 或 ..`);
}
