/**
 * The real-name form's values and schema (react-hook-form's zod resolver): the server's input
 * (shared certification.ts, the birth date checked against the device's calendar day) plus the
 * agreement, which only the form asks for.
 */
import * as z from '@zaowu/shared/zod';
import { certificationInputSchema } from '@zaowu/shared';

export interface RealnameDraft {
  realName: string;
  idNumber: string;
  agreed: boolean;
}

export const AGREEMENT_REQUIRED = '请阅读并同意《实名认证服务协议》';

const input = certificationInputSchema().shape;

export const realnameSchema = z.object({
  realName: input.real_name,
  idNumber: input.id_number,
  agreed: z.boolean().refine((v) => v, AGREEMENT_REQUIRED),
});

/** The checked draft: the name and the number as stored (normalized). */
export type RealnameChecked = z.output<typeof realnameSchema>;

/** What is sent. */
export function toSubmission(v: RealnameChecked) {
  return { real_name: v.realName, id_number: v.idNumber };
}
