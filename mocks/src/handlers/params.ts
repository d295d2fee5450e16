/** Reusable request fields with the Chinese messages the product shows. */
import * as z from 'zod';
import { MESSAGE_TYPES, UNSAFE_NAME_CHARS, type MessageType } from '@zaowu/shared';
import { int, optionalInt } from '@zaowu/shared/work-input';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../store/views/paginate.ts';

// The number, money, address, type and licence fields are the shared ones (one implementation).
export { id, int, license, mediaUrl, money, optionalInt, workType } from '@zaowu/shared/work-input';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

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

export const messageType = int('缺少消息类型', '消息类型不正确', 1, MESSAGE_TYPES.length).transform(
  (v) => v as MessageType,
);

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
