/**
 * 收货地址: the input of address.add / address.edit (assumed calls), its limits and the Chinese words
 * the server answers with. The demo upstream validates with this schema and then checks that the
 * district code is a real one (regions.ts); the address form builds on the same schema, and its region
 * picker offers real districts only. Imported as `@zaowu/shared/address-input` (zod stays out of the
 * SPA's entry).
 */
import * as z from './zod.ts';
import { mobile } from './auth-input.ts';
import { cleanText } from './invisible.ts';
import { codePointLength } from './plain-text.ts';

export const ADDRESS_LIMITS = {
  /** Addresses one member may keep. */
  count: 20,
  nameMin: 2,
  nameMax: 25,
  detailMin: 5,
  detailMax: 120,
} as const;

const L = ADDRESS_LIMITS;

export const ADDRESS_MSGS = {
  nameEmpty: '请填写收货人',
  nameLength: `收货人须为 ${L.nameMin}–${L.nameMax} 个字`,
  regionEmpty: '请选择所在地区（省 / 市 / 区县）',
  regionBad: '所在地区不正确，请重新选择',
  detailEmpty: '请填写详细地址',
  detailLength: `详细地址须为 ${L.detailMin}–${L.detailMax} 个字`,
  defaultBad: '默认地址参数不正确',
  tooMany: `最多保存 ${L.count} 个收货地址，请先删除不用的地址`,
  missing: '收货地址不存在',
  /** A goods order that ships needs one. */
  required: '请先选择收货地址',
} as const;

const M = ADDRESS_MSGS;

/** One line of visible text: runs of spaces and line breaks become one space, invisible marks go. */
const oneLine = (raw: string) => cleanText(raw.replace(/\s+/g, ' ')).trim();

function lineText(empty: string, length: string, min: number, max: number) {
  return z
    .string({ error: empty })
    .transform(oneLine)
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: empty });
      else if (codePointLength(v) < min || codePointLength(v) > max)
        ctx.addIssue({ code: 'custom', message: length });
    });
}

/** address.add; address.edit adds the address's id. */
export const addressInputSchema = z.object({
  /** 收货人. */
  name: lineText(M.nameEmpty, M.nameLength, L.nameMin, L.nameMax),
  mobile,
  /** The district's 6-digit code (GB/T 2260); its city and province follow from it. */
  region_code: z
    .string({ error: M.regionEmpty })
    .trim()
    .min(1, M.regionEmpty)
    .regex(/^\d{6}$/, M.regionBad),
  /** 详细地址: street, building, room. */
  detail: lineText(M.detailEmpty, M.detailLength, L.detailMin, L.detailMax),
  is_default: z.boolean({ error: M.defaultBad }).default(false),
});

export type AddressInput = z.input<typeof addressInputSchema>;
