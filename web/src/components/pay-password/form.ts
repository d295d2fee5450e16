/**
 * The 设置/修改/重置支付密码 form's schema (react-hook-form's zod resolver) over user.setPayPassword's shared
 * fields, which the server checks too, in the same words; and where a server msg belongs.
 */
import * as z from '@zaowu/shared/zod';
import { checkPayPasswordConfirmation, setPayPasswordInputSchema } from '@zaowu/shared/pay-password';

export interface PayPasswordValues {
  code: string;
  pay_password: string;
  confirm: string;
}
type Field = keyof PayPasswordValues;

export const EMPTY_PAY_PASSWORD_VALUES: PayPasswordValues = { code: '', pay_password: '', confirm: '' };

export const payPasswordFormSchema = setPayPasswordInputSchema
  .extend({ confirm: z.string() })
  .superRefine(checkPayPasswordConfirmation) satisfies z.ZodType<PayPasswordValues, PayPasswordValues>;

/** The field a server msg is about: 验证码… at the code, 支付密码… at the new password. */
export function fieldOfPayPasswordMessage(msg: string): Field | null {
  if (msg.includes('验证码')) return 'code';
  if (msg.includes('支付密码')) return 'pay_password';
  return null;
}
