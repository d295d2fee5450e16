/**
 * The fields every answer schema is built of (the `*-answers.ts` files): money as a decimal string in yuan
 * with two decimals ("12.50"), never a float; times ISO 8601; counts; a page of a list. Not answers
 * themselves, so `schemas.ts` does not re-export them (docs/openapi.json names only answers).
 */
import * as z from './zod.ts';
import { LICENSE_KEYS, MESSAGE_TYPES, type LicenseKey, type MessageType } from './catalog.ts';
import { WORK_TYPE_KEYS, type WorkType } from './constants.ts';

export const money = z.string().regex(/^\d+\.\d{2}$/, 'money as yuan with two decimals');
/** A signed amount ("-12.50" for money out). */
export const signedMoney = z.string().regex(/^-?\d+\.\d{2}$/, 'signed money as yuan with two decimals');
export const time = z.iso.datetime({ offset: true });
/** yyyy-mm-dd. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A same-origin path (never //host or a scheme). */
export const sitePath = z.string().regex(/^\/(?!\/)\S*$/, 'a same-origin path');
export const count = z.number().int().min(0);
export const maskedMobile = z.string().regex(/^1\d{2}\*{4}\d{4}$/);
export const wxCodeUrl = z.string().startsWith('weixin://wxpay/bizpayurl?pr=');

export const workType = z.enum(WORK_TYPE_KEYS as [WorkType, ...WorkType[]]);
export const licenseKey = z.enum(LICENSE_KEYS as [LicenseKey, ...LicenseKey[]]);
export const messageType = z.literal(MESSAGE_TYPES.map((m) => m.type) as [MessageType, ...MessageType[]]);
export function page<T extends z.ZodType>(item: T) {
  return z.strictObject({
    total: count,
    per_page: z.number().int().min(1).max(100),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    data: z.array(item),
  });
}
